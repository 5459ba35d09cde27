#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The GCG record a game in the curses front end keeps beside its save is
# one other programs read as written: #player1 is the player the draw
# (art. 4) made start, even when that is the second one named, and the
# draw is a note after the first move, not before it.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init records
state=$XDG_STATE_HOME/fichas

# Seed 1: the draw gives Luis, the second player, the first turn.
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 1 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Luis:"
e2e_keys b o g a
e2e_wait "Play: 8H BOGA"
e2e_keys Enter
e2e_wait "Ana: accept or challenge?"
e2e_keys a
e2e_wait "Rack of Ana:"
e2e_keys C-c
e2e_wait_dead
gcg=$(ls "$state"/game-*.gcg 2>/dev/null | head -1)
if [ -f "$gcg" ] && grep -q '^#player1 Luis' "$gcg" &&
    grep -q '^#player2 Ana' "$gcg"; then
	e2e_ok "#player1 is Luis, who moves first"
else
	cat "$gcg"
	e2e_fail "#player1 is Luis, who moves first"
fi
if sed -n '/^>/{n;p;q;}' "$gcg" | grep -q '^#note draw (art. 4): .*Luis starts$' &&
    ! sed '/^>/q' "$gcg" | grep -q '^#note'; then
	e2e_ok "the draw is a note after the first move, none before it"
else
	cat "$gcg"
	e2e_fail "the draw is a note after the first move, none before it"
fi
sed -n '/^>/p' "$gcg" | head -1 | grep -q '^>Luis: [A-Z]* 8H BOGA +' &&
    e2e_ok "the first move is Luis's BOGA" ||
    e2e_fail "the first move is Luis's BOGA ($(grep '^>' "$gcg"))"
exit $E2E_FAILED
