#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reviewing a game on the board: `fichas review FILE.gcg` steps through the
# turns (Left/Right, Home/End, a number and Enter), showing each turn's
# move played and the best move found with the equity lost, the list of
# turns and a chart of both scores; Esc leaves.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init review
record="$top_srcdir/tests/data/gcg/game-37-4-end.gcg"

# Wait until a line of the screen matches an extended regular expression.
e2e_wait_match() {
	deadline=$(( $(date +%s) + E2E_DEFAULT_WAIT ))
	E2E_NAPS=0
	while [ "$(date +%s)" -le "$deadline" ]; do
		e2e_screen | grep -Eq -- "$1" && return 0
		e2e_nap
	done
	e2e_screen
	e2e_fail "the screen matches '$1'"
	return 1
}

# One review at 80x24, then the same checks after growing it to 100x32.
e2e_start 80 24 review "$record"
for size in "80 24" "100 32"; do
	set -- $size
	e2e_resize "$1" "$2"
	e2e_keys Home
	e2e_wait "Turn 1 of 27: Ana Pérez"
	e2e_wait "played 8D CA[LL]ES, 34 points"
	e2e_wait "equity lost:"
	e2e_ok "$1x$2: the first turn, its move and the best one"
	e2e_has "Luis Gómez" "$1x$2: the chart names both players"
	e2e_keys Right
	e2e_wait "Turn 2 of 27: Luis Gómez"
	e2e_keys 1 2 Enter
	e2e_wait "Turn 12 of 27: Luis Gómez"
	e2e_has "played 10L (R)OCA, 12 points" "$1x$2: a number goes to a turn"
	if e2e_screen | grep -E '^10 ' | grep -qF 'O₁ C₃ A₁'; then
		e2e_ok "$1x$2: the move played is drawn on the board"
	else
		e2e_screen; e2e_fail "$1x$2: the move played is drawn on the board"
	fi
	e2e_keys End
	e2e_wait "Turn 27 of 27"
	e2e_keys Home
	e2e_wait "Turn 1 of 27"
	e2e_keys l
	e2e_wait "Analysis: the best move the expert level finds each turn"
	e2e_keys Escape
	e2e_wait "Turn 1 of 27"
done
e2e_keys Escape
e2e_wait_dead
e2e_ok "Esc leaves the review"
# Each golden game, exported as GCG, opens in the review and steps to its
# last turn: the record fichas writes is one it reviews.
for script in "$top_srcdir"/tests/golden/*.script; do
	name=$(basename "$script" .script)
	"$FICHAS" play --script "$script" --lexicon "$E2E_LEXICON" \
	    --save "$E2E_TMP/$name.save" >/dev/null 2>&1 &&
	    "$FICHAS" export -o "$E2E_TMP/$name.gcg" "$E2E_TMP/$name.save" ||
	    { e2e_fail "$name: exported"; continue; }
	e2e_start 80 24 review --lexicon "$E2E_LEXICON" "$E2E_TMP/$name.gcg"
	e2e_wait "Turn 1 of"
	e2e_keys End
	if e2e_wait_match 'Turn ([0-9]+) of \1:'; then
		e2e_ok "$name: its export is reviewed to the last turn"
	fi
done

"$FICHAS" review /nonexistent.gcg 2>/dev/null
[ $? -eq 2 ] && e2e_ok "a record that cannot be read: exit 2" ||
    e2e_fail "a record that cannot be read: exit 2"
exit $E2E_FAILED
