#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The endgame solver's progress line: when fichas endgame works longer
# than a second and standard error is a terminal (a tmux pane, or
# script(1) for the bytes), one line with the depth completed and the
# positions searched so far, redrawn in place at most four times a
# second and erased before the value is printed; with standard error
# redirected nothing is written there.  In English and Spanish.
: "${top_builddir:=..}"
. "${top_srcdir:-..}/tests/e2e-lib.sh"
. "${top_srcdir:-..}/tests/locale-lib.sh"

e2e_init endgame-progress
LEXICON=$top_builddir/data/fichas.lex
[ -r "$LEXICON" ] || { echo "SKIP: no $LEXICON"; exit 77; }
T=$E2E_TMP
unset FICHAS_LEXICON FICHAS_LEAVES FICHAS_PROGRESS_DELAY
# Seven tiles against five (a self-play endgame): more than ten seconds
# to prove, so the solver is still at work when each budget ends.
POS='ECUO11/TOPEAD1CUZA4/2ESNIFEN1G1R2/7[RR]1CO1E2/4CARIBUS1TE1/4OX1L1LA1AR1/4Ni3T2[LL]E1/3HOLGO1ENJEBO/2ÑUTA2ADIESO1/1VANOS2La5/3AS3ID5/3S4P6/7HE6/7AD6/7YA6 IU[CH]RAEM/DIMQR 376/412 0'
LINE_RE='^depth [0-9]+ · [0-9]+ positions · [0-9]+ s$'

check() { # description, then a command that must succeed
	d=$1
	shift
	if "$@"; then e2e_ok "$d"; else e2e_fail "$d"; fi
}

# In a pane: the line shows while the solver works, then goes.
e2e_start 80 24 endgame --lexicon "$LEXICON" --cgp "$POS" --ms 3000
e2e_wait " positions · " 10
e2e_ok "endgame: a progress line after a second"
e2e_wait "Variation:" 20
e2e_lacks " positions · " "endgame: the line is erased before the value"
check "endgame: the value follows" sh -c '
	tmux -L "$1" capture-pane -p -S -100 -t e2e | grep -q "^Value: "' \
    sh "$E2E_SOCKET"

# The same in Spanish.
locale_dir "$T/locale" || e2e_fail "po/es.po compiles"
FICHAS_LOCALEDIR=$T/locale LANGUAGE=es
export FICHAS_LOCALEDIR LANGUAGE
e2e_start 80 24 endgame --lexicon "$LEXICON" --cgp "$POS" --ms 3000
e2e_wait " posiciones · " 10
e2e_ok "Spanish: profundidad and posiciones"
e2e_wait "Variante:" 20
e2e_lacks " posiciones · " "Spanish: the line is erased before the value"
LANGUAGE=en
unset FICHAS_LOCALEDIR

# The bytes on a terminal: lines after \r, at most four a second, the
# last one blanked out before the value.
if command -v script >/dev/null 2>&1; then
	script -qec "'$FICHAS' endgame --lexicon '$LEXICON' --cgp '$POS' \
	    --ms 2500" "$T/ts" >/dev/null 2>&1
	tr '\r' '\n' <"$T/ts" >"$T/ts.lines"
	check "script: the line has depth and positions" \
	    grep -Eq "$LINE_RE" "$T/ts.lines"
	check "script: the line is blanked before the value" sh -c '
		awk "/^Value: / { exit !(prev ~ /^ +\$/) } { prev = \$0 }
		    END { if (!NR) exit 1 }" "$1"' sh "$T/ts.lines"
	check "script: at most four lines a second" sh -c '
		n=$(grep -Ec "$2" "$1")
		awk -v n="$n" "BEGIN { exit !(n >= 1 && n <= 4 * 2.5 + 2) }"' \
	    sh "$T/ts.lines" "$LINE_RE"
	# Under a second: no line at all.
	script -qec "'$FICHAS' endgame --lexicon '$LEXICON' --cgp '$POS' \
	    --nodes 200" "$T/ts1" >/dev/null 2>&1
	check "script: a solve under a second shows no line" sh -c '
		! grep -q " positions · " "$1"' sh "$T/ts1"
else
	echo "# script(1) not found: the byte checks are skipped"
fi

# Standard error redirected: nothing there, standard output as before.
"$FICHAS" endgame --lexicon "$LEXICON" --cgp "$POS" --ms 2000 \
    >"$T/out" 2>"$T/err"
check "redirected: nothing on standard error" test ! -s "$T/err"
check "redirected: no carriage return in the output" sh -c '
	! tr "\r" "@" <"$1" | grep -q @' sh "$T/out"
# (Cut short, a line may say what was proven before the variation.)
check "redirected: value, variation and figures" sh -c '
	head -n 1 "$1" | grep -Eq "^Value: [+-][0-9]+ " &&
	grep -v "^Proven: " "$1" | sed -n 2p | grep -qx "Variation:" &&
	tail -n 1 "$1" | grep -Eq "^Depth [0-9]+, [0-9]+ positions, [0-9.]+ s\.$"' \
    sh "$T/out"
exit $E2E_FAILED
