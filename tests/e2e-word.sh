#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checking a word in a friendly game (F6): the box says whether the lexicon
# has it, tile by tile, and what goes before and after it; Esc closes it
# and the turn goes on.  In a tournament game it is refused (art. 38: no
# one may be consulted on a word's validity).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init word

e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON" --laid casual
e2e_wait "Opening draw"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_has "F6 word" "the key hints name F6"
e2e_keys F6
e2e_wait "Check a word"
e2e_keys c a l l e Enter
e2e_wait "is in the lexicon"
e2e_has "CA·LL·E is in the lexicon (4 tiles)." "CALLE is found, LL one tile"
e2e_has "After it: S" "its back hook"
e2e_keys BSpace BSpace BSpace BSpace BSpace c a s a x Enter
e2e_wait "CASAX is not in the lexicon."
e2e_ok "a word the lexicon lacks"
e2e_keys Escape
e2e_gone "Check a word"
e2e_has "Rack of Player 1:" "Esc goes back to the turn"

e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON" --laid tournament
e2e_wait "Opening draw"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_keys F6
e2e_wait "Art. 38: in a tournament game no one may be asked"
e2e_lacks "Check a word" "art. 38: no word check in a tournament"
exit $E2E_FAILED
