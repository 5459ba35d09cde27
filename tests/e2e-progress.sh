#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The progress line of fichas selfplay and fichas analyze: on a terminal
# (a tmux pane, or script(1) for the bytes) it is redrawn in place while
# the games are played, at most four times a second, and erased before
# the report; with standard error redirected nothing is written there and
# standard output is what it was; --quiet hides the line, --progress
# writes one every tenth off a terminal.  The same line for a lexicon's
# compile (fichas-mklex, --lexicon LIST) once it has run a second.
: "${top_builddir:=..}"
. "${top_srcdir:-..}/tests/e2e-lib.sh"
. "${top_srcdir:-..}/tests/locale-lib.sh"

e2e_init progress
LEAVES=$top_srcdir/data/leaves.txt
GAME=$top_srcdir/tests/data/gcg/game-37-4-end.gcg
T=$E2E_TMP
unset FICHAS_LEXICON FICHAS_LEAVES FICHAS_PROGRESS_DELAY
# A line: "12/200 · 8.1 games/s · 0:23 · 57.4% (52.9–61.8%)".
LINE_RE='^[0-9]+/[0-9]+ · [0-9.]+ games/s · [0-9]+:[0-9][0-9] · [0-9.]+% \([0-9.]+–[0-9.]+%\)$'

selfplay() {
	"$FICHAS" selfplay --lexicon "$E2E_LEXICON" --leaves "$LEAVES" "$@"
}
check() { # description, then a command that must succeed
	d=$1
	shift
	if "$@"; then e2e_ok "$d"; else e2e_fail "$d"; fi
}
# The pane with its history (tmux may scroll the first line out of it).
pane() { tmux -L "$E2E_SOCKET" capture-pane -p -S -100 -t e2e; }
# Assert the pane or its history has the line TEXT.
pane_has() {
	if pane | grep -qxF -- "$1"; then e2e_ok "$2"; else pane; e2e_fail "$2"; fi
}
# Lines without the blanks, and tabs and runs of spaces as one space.
squeeze() { sed 's/[[:space:]][[:space:]]*/ /g; s/ $//' | grep -v -e '^$' \
    -e '^Pane is dead'; }
# The report's lines that do not depend on the machine.
stable() { grep -v -e '^speed:' -e '^peak memory:' -e '^velocidad:' \
    -e '^memoria' "$1"; }

# In a pane: the line shows while the games are played, then goes
# (enough games that the run outlasts a few of the pane's polls: 200
# games of the test lexicon take a third of a second).
e2e_start 80 24 selfplay --lexicon "$E2E_LEXICON" --leaves "$LEAVES" \
    --games 1500
e2e_wait " games/s · "
e2e_ok "selfplay: a progress line on the terminal"
e2e_wait "speed:"
e2e_lacks " games/s · " "selfplay: the line is erased before the report"
pane_has "games: 1500 (p1 experto, p2 experto, seed 1, threads 1)" \
    "selfplay: the report follows"

# The same in Spanish.
locale_dir "$T/locale" || e2e_fail "po/es.po compiles"
FICHAS_LOCALEDIR=$T/locale LANGUAGE=es
export FICHAS_LOCALEDIR LANGUAGE
e2e_start 80 24 selfplay --lexicon "$E2E_LEXICON" --leaves "$LEAVES" \
    --games 1500
e2e_wait " partidas/s · "
e2e_ok "Spanish: the line counts partidas/s"
e2e_wait "velocidad:"
e2e_lacks " partidas/s · " "Spanish: the line is erased before the report"
LANGUAGE=en
unset FICHAS_LOCALEDIR

# The bytes on a terminal: lines after \r, at most four a second, the
# last one blanked out before the report starts.
if command -v script >/dev/null 2>&1; then
	script -qec "'$FICHAS' selfplay --lexicon '$E2E_LEXICON' \
	    --leaves '$LEAVES' --games 60" "$T/ts" >/dev/null 2>&1
	tr '\r' '\n' <"$T/ts" >"$T/ts.lines"
	check "script: the lines have their fields" \
	    grep -Eq "$LINE_RE" "$T/ts.lines"
	check "script: the last line says 60/60" grep -q '^60/60 · ' "$T/ts.lines"
	check "script: the line is blanked before the report" sh -c '
		awk "/^games: 60 / { exit !(prev ~ /^ +\$/) } { prev = \$0 }
		    END { if (!NR) exit 1 }" "$1"' sh "$T/ts.lines"
	check "script: at most four lines a second" sh -c '
		n=$(grep -Ec "$2" "$1")
		s=$(sed -n "s/^speed: .* (\([0-9.]*\) s)$/\1/p" "$1")
		awk -v n="$n" -v s="$s" "BEGIN { exit !(n >= 1 && n <= 4 * s + 2) }"' \
	    sh "$T/ts.lines" "$LINE_RE"
	script -qec "'$FICHAS' selfplay --lexicon '$E2E_LEXICON' \
	    --leaves '$LEAVES' --games 20 --quiet" "$T/tsq" >/dev/null 2>&1
	check "script: --quiet draws no line" sh -c '! grep -q "games/s" "$1"' \
	    sh "$T/tsq"
	# An analysis shows its line once it has run a second; 0 here.
	FICHAS_PROGRESS_DELAY=0 script -qec "'$FICHAS' analyze \
	    --lexicon '$E2E_LEXICON' --leaves '$LEAVES' '$GAME'" "$T/tsa" \
	    >/dev/null 2>&1
	check "script: analyze counts the turns" \
	    grep -q '/27 turns analysed · [0-9]*:[0-9][0-9]' "$T/tsa"
	# (Only where the analysis ends within that second: a sanitizer build
	# on a busy machine may take longer, and then the line is right.)
	check "script: analyze says nothing in its first second" sh -c '
		start=$(date +%s%N)
		script -qec "\"$1\" analyze --lexicon \"$2\" --leaves \"$3\" \"$4\"" \
		    "$5" >/dev/null 2>&1 || exit 1
		[ $(( $(date +%s%N) - start )) -ge 900000000 ] ||
		    ! grep -q "turns analysed" "$5"' \
	    sh "$FICHAS" "$E2E_LEXICON" "$LEAVES" "$GAME" "$T/tsa1"
	# A lexicon's compile: the words and the stage, then the summary.
	FICHAS_PROGRESS_DELAY=0 script -qec "'$top_builddir/src/fichas-mklex' \
	    -o '$T/fix.lex' '$E2E_LEXICON'" "$T/tsm" >/dev/null 2>&1
	tr '\r' '\n' <"$T/tsm" >"$T/tsm.lines"
	check "script: fichas-mklex shows the stages" \
	    grep -Eq '^[0-9]+ words read [|·] (sorting|building the (DAWG|GADDAG)|writing the graph)$' \
	    "$T/tsm.lines"
	check "script: fichas-mklex blanks its line before the summary" sh -c '
		awk "/ words read, / { exit !(prev ~ /^ +\$/) } { prev = \$0 }
		    END { if (!NR) exit 1 }" "$1"' sh "$T/tsm.lines"
	script -qec "'$top_builddir/src/fichas-mklex' -o '$T/fix.lex' \
	    '$E2E_LEXICON'" "$T/tsm1" >/dev/null 2>&1
	check "script: a compile under a second shows no line" sh -c '
		! grep -q "words read [|·]" "$1"' sh "$T/tsm1"
	FICHAS_PROGRESS_DELAY=0 script -qec "'$FICHAS' check \
	    --lexicon '$E2E_LEXICON' CASA" "$T/tsc" >/dev/null 2>&1
	tr '\r' '\n' <"$T/tsc" >"$T/tsc.lines"
	check "script: --lexicon LIST shows its compile, blanked before the answer" \
	    sh -c 'grep -q " words read · " "$1" && awk "/^CASA: / {
		exit !(prev ~ /^ +\$/) } { prev = \$0 } END { if (!NR) exit 1 }" "$1"' \
	    sh "$T/tsc.lines"
else
	echo "# script(1) not found: the byte checks are skipped"
fi

# An analysis in a pane: every turn's line intact, no progress left.
FICHAS_PROGRESS_DELAY=0
export FICHAS_PROGRESS_DELAY
e2e_start 100 40 analyze --lexicon "$E2E_LEXICON" --leaves "$LEAVES" "$GAME"
e2e_wait "equity lost by luis"
unset FICHAS_PROGRESS_DELAY
"$FICHAS" analyze --lexicon "$E2E_LEXICON" --leaves "$LEAVES" "$GAME" \
    2>/dev/null | squeeze >"$T/an.want1"
pane | squeeze >"$T/an.got"
check "analyze: the turns are whole on the terminal, the line gone" \
    cmp -s "$T/an.want1" "$T/an.got"

# Standard error redirected: nothing there, standard output as it was.
selfplay --games 20 --seed 3 >"$T/out" 2>"$T/err"
check "redirected: selfplay writes nothing on standard error" test ! -s "$T/err"
selfplay --games 20 --seed 3 --quiet >"$T/outq" 2>&1
stable "$T/out" >"$T/out1"
stable "$T/outq" >"$T/outq1"
check "redirected: the same report as with --quiet" cmp -s "$T/out1" "$T/outq1"
"$FICHAS" analyze --lexicon "$E2E_LEXICON" --leaves "$LEAVES" "$GAME" \
    >"$T/an" 2>"$T/an.err"
check "redirected: analyze writes nothing on standard error" \
    test ! -s "$T/an.err"
"$FICHAS" analyze --quiet --lexicon "$E2E_LEXICON" --leaves "$LEAVES" \
    "$GAME" >"$T/anq" 2>&1
check "redirected: analyze prints the same" cmp -s "$T/an" "$T/anq"

FICHAS_PROGRESS_DELAY=0 "$top_builddir/src/fichas-mklex" -o "$T/fix.lex" \
    "$E2E_LEXICON" >"$T/mk" 2>"$T/mk.err"
check "redirected: fichas-mklex draws no line" sh -c '
	! grep -q "words read [|·]" "$1"' sh "$T/mk.err"
FICHAS_PROGRESS_DELAY=0 "$FICHAS" check --lexicon "$E2E_LEXICON" CASA \
    >"$T/ck" 2>"$T/ck.err"
check "redirected: --lexicon LIST draws no line" test ! -s "$T/ck.err"

# --progress off a terminal: a line every tenth, the last one 20/20.
selfplay --games 20 --seed 3 --progress >"$T/outp" 2>"$T/errp"
check "--progress: ten lines" test "$(grep -Ec "$LINE_RE" "$T/errp")" -eq 10
check "--progress: nothing else on standard error" \
    test "$(wc -l <"$T/errp")" -eq 10
check "--progress: the last is 20/20" sh -c 'tail -n 1 "$1" | grep -q "^20/20 · "' \
    sh "$T/errp"
stable "$T/outp" >"$T/outp1"
check "--progress: standard output unchanged" cmp -s "$T/out1" "$T/outp1"
exit $E2E_FAILED
