#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas endgame and fichas move seen from a shell.
#
# fichas endgame: the solver's value, its variation and
# whether it is proven, on a position of the default lexicon where the
# greedy play (O8 AVICA(S), out at once) is worth 47 less than playing
# off the tiles while the opponent, stuck with the Ñ, passes (art. 37.4:
# the Ñ counts twice on the spread); a search cut short says so; bad
# input exits 2; the Spanish catalogue speaks Spanish.
#
# fichas move: experto and campeon play the solver's move there, with its
# proven value; the other side goes out at once; with one tile in the
# bag campeon values its moves over every draw; a move from a full
# bag is the same for the same seed; bad input exits 2.
set -u
: "${FICHAS:=../src/fichas}"
: "${top_srcdir:=..}"
: "${top_builddir:=..}"
LEXICON=$top_builddir/data/fichas.lex
LC_ALL=C.UTF-8
LANGUAGE=
export LC_ALL LANGUAGE
unset FICHAS_LEXICON FICHAS_LEAVES

[ -r "$LEXICON" ] || { echo "SKIP: no $LEXICON"; exit 77; }
. "$top_srcdir/tests/locale-lib.sh"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/endgame-cli.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0
check() { # description, then a command that must succeed
	desc=$1; shift
	if "$@"; then echo "ok - $desc"; else echo "FAIL - $desc"; fail=1; fi
}
status() { # expected status, then a command (output discarded)
	want=$1; shift
	"$@" >/dev/null 2>&1
	test $? -eq "$want"
}

A='2ENCEPADAS3T/7SU3D1R/7OX3E1I/7M2LAPIZ/1D2[CH]ITANDO1A1O/1E4AR1E2R2/1s2M1JO1S2T2/1C2E[RR]EN1H2I2/1R2L1A2i2D2/1UY1G4E3F1/1CO1AB3L3O1/[LL]ENURA3O3T1/A1Q1EH3SUELOS/G1U1N8S1/O1I12 IEAVCBA/Ñ 482/390 0'
BAG='15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15 AEIO?/ 12/0 0'

"$FICHAS" endgame --lexicon "$LEXICON" --cgp "$A" >"$tmp/a" 2>&1
check "endgame: exit 0" test $? -eq 0
check "endgame: the value is proven, +78" grep -qx 'Value: +78 (proven)' "$tmp/a"
check "endgame: the variation starts with 11I A(L)ACI(O), not the greedy O8 AVICA(S)" \
    grep -Eq '^ +1\. player 1  11I A\(L\)ACI\(O\) +16$' "$tmp/a"
check "endgame: the opponent passes" \
    grep -Eq '^ +2\. player 2  - +0$' "$tmp/a"
check "endgame: the search's figures" grep -Eq '^Depth [0-9]+, [0-9]+ positions, [0-9.]+ s\.$' "$tmp/a"

"$FICHAS" endgame --lexicon "$LEXICON" --nodes 3 --cgp "$A" >"$tmp/b" 2>&1
check "endgame --nodes 3: not proven, cut short" \
    grep -Eq '^Value: [-+][0-9]+ \(not proven: cut short at depth [0-9]+\)$' "$tmp/b"

# Seven tiles against seven, cut short: the lower bound +34 is proven at
# depth 2 (O1 (ES)PALDON, M5 TEX, 15G T(O)) and said so; the upper bound
# takes millions of generations.  A proven value has no such line.
S17='D6F5CE/UH5ENCEBROs/BE[LL]A1MI[CH]O6/IS1RUA1E7/O3CRISMaR4/1VANEA3DEL3/CAYA1ÑAS7/AL1T1OSO7/2ZAINOS7/J1ET11/U1DI[RR]UIR7/E1AL3O7/GAS4N7/UH5D7/E6O7 TDNLPAO/EEGPQTX 357/411 0'
"$FICHAS" endgame --lexicon "$LEXICON" --nodes 5000 --cgp "$S17" >"$tmp/l" 2>&1
check "endgame cut short: the proven lower bound" \
    grep -qx 'Proven: at least +34' "$tmp/l"
check "endgame proven: no bounds line" sh -c "! grep -q '^Proven:' '$tmp/a'"

check "endgame without --cgp: exit 2" status 2 "$FICHAS" endgame --lexicon "$LEXICON"
check "endgame with tiles in the bag: exit 2" \
    status 2 "$FICHAS" endgame --lexicon "$LEXICON" --cgp "$BAG"
"$FICHAS" endgame --lexicon "$LEXICON" --cgp "$BAG" 2>"$tmp/c"
check "endgame with tiles in the bag: says why" grep -q 'not an endgame' "$tmp/c"
check "endgame --ms 0: exit 2" status 2 "$FICHAS" endgame --ms 0 --cgp "$A"
check "endgame --help: exit 0" status 0 "$FICHAS" endgame --help

# The same position from the side of the Ñ: it goes out at once on the
# square A(L)ACI(O) would block, 2 x 14 for IEAVCBA (art. 37.4).
AO=$(printf '%s\n' "$A" | sed 's| IEAVCBA/Ñ 482/390 | Ñ/IEAVCBA 390/482 |')
OPEN='15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15 AEIO?[CH]/ 12/0 0'
for level in experto campeon; do
	"$FICHAS" move --lexicon "$LEXICON" --level $level --cgp "$A" >"$tmp/m" 2>&1
	check "move --level $level: the solver's move and value" \
	    grep -qx "$(printf '11I A(L)ACI(O)\t16\t78.00\tendgame')" "$tmp/m"
done
"$FICHAS" move --lexicon "$LEXICON" --level experto --cgp "$AO" >"$tmp/p" 2>&1
check "move: the Ñ goes out at once where it can, 11M Ñ(O)" \
    grep -qx "$(printf '11M Ñ(O)\t9\t37.00\tendgame')" "$tmp/p"
"$FICHAS" move --lexicon "$LEXICON" --level campeon --seed 5 --cgp "$OPEN" >"$tmp/s1" 2>&1
"$FICHAS" move --lexicon "$LEXICON" --level campeon --seed 5 --cgp "$OPEN" >"$tmp/s2" 2>&1
check "move: one line, four fields" \
    grep -Eq "^[^	]+	[0-9]+	-?[0-9]+\.[0-9]{2}	(equity|simulation)\$" "$tmp/s1"
check "move: the same seed, the same move" cmp -s "$tmp/s1" "$tmp/s2"
# One tile in the bag ([LL], Z or E): campeon solves every draw.
B1='2MY3U6A/1C1ENTURADO3G/1OH4I6O/1DE1G2N6L/1ED1U1TA[RR]AsCARA/1OI1R2L3A2S/R1D1D1HE3L1TE/E1AFACAS1PACEIS/LIS1S1N4E1B1/U10T1E1/[CH]10A1R1/O10N1I1/13O1/9VENOSO/7QuIJO3 PMUBEXÑ/ZE 396/443 0'
"$FICHAS" move --lexicon "$LEXICON" --level campeon --cgp "$B1" >"$tmp/pre" 2>&1
check "move: campeon with one tile in the bag solves each draw" \
    grep -Eq "^[^	]+	[0-9]+	-?[0-9]+\.[0-9]{2}	pre-endgame\$" "$tmp/pre"
check "move without --level: exit 2" status 2 "$FICHAS" move --cgp "$A"
check "move --level maestro: exit 2" status 2 "$FICHAS" move --level maestro --cgp "$A"
check "move --help: exit 0" status 0 "$FICHAS" move --help

if locale_dir "$tmp/locale"; then
	FICHAS_LOCALEDIR=$tmp/locale LANGUAGE=es "$FICHAS" endgame \
	    --lexicon "$LEXICON" --cgp "$A" >"$tmp/es" 2>&1
	check "Spanish: Valor, demostrado" grep -qx 'Valor: +78 (demostrado)' "$tmp/es"
	check "Spanish: jugador" grep -Eq '^ +2\. jugador 2  - +0$' "$tmp/es"
fi

exit $fail
