#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The end screen stays until a player means to leave it.  In a hot-seat
# game every turn ends with Enter on the hand-over screen, so the player
# who makes the last pass (art. 37.2) presses Enter again out of habit:
# that Enter must not throw away the final scores.  q (or Esc) leaves.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init endscreen

for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
	    --name2 Luis
	e2e_wait "Opening draw (art. 4)"
	e2e_keys Enter
	e2e_wait "Rack of Ana:"
	e2e_four_passes
	e2e_keys Enter
	sleep 0.5
	e2e_has "Game over" "$1x$2: Enter after the last pass keeps the end screen"
	e2e_has "q leave" "$1x$2: the foot says how to leave"
	e2e_keys q
	e2e_wait_dead
	e2e_ok "$1x$2: q leaves"
done

exit $E2E_FAILED
