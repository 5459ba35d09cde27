#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The layout follows the terminal: wide at 100x32, compact at 80x24 with
# the whole board still there, a message saying how big the terminal must
# be at 60x20 (wrapped, not cut, at 40x10 and 25x8), and the game back as
# it was when the terminal grows again; the opening draw and the start
# menu alike.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init resize

e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys o c h o
e2e_wait "Play: 8H O[CH]O"

# Wide: the legend takes two lines under the board, the tracker shows.
e2e_has "Unseen tiles:" "wide: the unseen-tile tracker has its own place"
if e2e_screen | grep -q "2W word x2 *$"; then
	e2e_ok "wide: the legend is in two lines under the board"
else
	e2e_screen; e2e_fail "wide: the legend is in two lines"
fi

e2e_resize 80 24
e2e_wait "3W word x3   2W word x2   3L letter x3"
e2e_ok "80x24: the compact legend is one line"
e2e_has "15 3W .  .  2L" "80x24: the whole board is there"
e2e_has "Rack of Ana:" "80x24: the rack is there"
e2e_has "Play: 8H O[CH]O" "80x24: the tiles being laid are kept"
e2e_lacks "Unseen tiles:" "80x24: the tracker waits for its key"
e2e_keys F4
e2e_wait "Unseen tiles:"
e2e_ok "80x24: F4 shows the tracker in the sheet's place"
e2e_keys F4

e2e_resize 60 20
e2e_wait "fichas needs a terminal of at least 80x24."
e2e_has "This one is 60x20" "60x20: the message says the size now"
e2e_lacks "Rack of Ana" "60x20: nothing else is drawn"

# Narrower than the message: wrapped, so the size needed stays on screen.
e2e_resize 40 10
e2e_wait "This one is 40x10"
e2e_has "80x24." "40x10: the size needed is wrapped in, not cut off"
e2e_has "F10 or Ctrl-Q quits." "40x10: and how to leave"
e2e_resize 25 8
e2e_wait "This one is 25x8"
e2e_has "of at least 80x24." "25x8: the size needed is still there"

e2e_resize 100 32
e2e_wait "Rack of Ana:"
e2e_has "Play: 8H O[CH]O (14 points if valid)" "the play survives the resizes"
e2e_has "Unseen tiles:" "100x32: wide again"

# The opening draw (art. 4) on a small terminal says so too, instead of
# drawing its lines over each other; grown again, the draw is there.
e2e_start 40 10 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "This one is 40x10"
e2e_lacks "Opening draw" "40x10: the opening draw waits for room"
e2e_resize 80 24
e2e_wait "Opening draw (art. 4)"
e2e_has "Ana draws" "80x24: the opening draw is back"

# The start menu alike, and its keys wait for room: twelve Downs and
# Enter on the small screen choose nothing unseen (Quit is down there);
# grown again, the cursor is on the game saved above, as it began.
e2e_start 40 10 --menu --lexicon "$E2E_LEXICON"
e2e_wait "This one is 40x10"
e2e_lacks "New game" "40x10: the menu waits for room"
e2e_keys Down Down Down Down Down Down Down Down Down Down Down Down Enter
e2e_resize 80 24
e2e_wait "New game"
e2e_has "> Ana 0 - Luis 0" "80x24: the menu is back, nothing chosen"
exit $E2E_FAILED
