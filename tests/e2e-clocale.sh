#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# In a locale without UTF-8 the Ñ is written N~ everywhere a tile is drawn:
# on the board, on the rack and in the unseen-tile tracker, never as the
# ?? that stands for the two blanks.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init clocale
export LC_ALL=C

e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON"
e2e_wait "New game"
e2e_keys Enter
e2e_wait "Opening draw"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_keys F4
e2e_wait "Unseen tiles: 93"
if e2e_screen | grep -A4 "Unseen tiles" | grep -q " N~ "; then
	e2e_ok "the tracker writes the Ñ as N~"
else
	e2e_screen; e2e_fail "the tracker writes the Ñ as N~"
fi
exit $E2E_FAILED
