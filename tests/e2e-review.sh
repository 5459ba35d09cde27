#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reviewing a game on the board: `fichas review FILE.gcg` steps through the
# turns (Left/Right, Home/End, a number and Enter), showing each turn's
# move played and the best move found with the equity lost, the list of
# turns and a chart of both scores; Esc leaves.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init review
record="$top_srcdir/tests/data/gcg/game-37-4-end.gcg"

for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" review "$record"
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
	e2e_keys Escape
	e2e_wait_dead
	e2e_ok "$1x$2: Esc leaves the review"
done
"$FICHAS" review /nonexistent.gcg 2>/dev/null
[ $? -eq 2 ] && e2e_ok "a record that cannot be read: exit 2" ||
    e2e_fail "a record that cannot be read: exit 2"
exit $E2E_FAILED
