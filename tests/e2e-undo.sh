#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Undo in a friendly game against the computer (F7): the computer's reply
# and the person's play before it are taken back, so the person plays
# again with the same rack, the bag and the score as they were; a
# tournament game refuses it.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init undo

e2e_start 100 32 --seed 2 --lexicon "$E2E_LEXICON" --laid casual \
    --p2 bot:principiante
e2e_wait "Opening draw"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
rack=$(e2e_screen | grep "Rack of Player 1:")
e2e_has "Bag: 86 tiles" "the bag before the first play"
e2e_keys o r o Enter
e2e_wait "Beginner accepts your play."
e2e_wait "Player 1: accept or challenge?"
e2e_keys a
e2e_wait "Rack of Player 1:"
e2e_lacks "Bag: 86 tiles" "the computer has replied"
e2e_keys F7
e2e_wait "Your last turn and the computer's reply are taken back"
e2e_has "Bag: 86 tiles" "the bag is as it was"
if [ "$(e2e_screen | grep "Rack of Player 1:")" = "$rack" ]; then
	e2e_ok "the same rack to play again"
else
	e2e_screen; e2e_fail "the same rack to play again"
fi
e2e_lacks "8H ORO" "the play is off the sheet"

# u on the decision screen: the computer's reply and the play before it.
e2e_keys o r o Enter
e2e_wait "Player 1: accept or challenge?"
e2e_keys u
e2e_wait "Your last turn and the computer's reply are taken back"
e2e_has "Bag: 86 tiles" "u on the decision takes both turns back"

e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON" --laid tournament \
    --p2 bot:principiante
e2e_wait "Opening draw"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_keys o r o Enter
e2e_wait "Player 1: accept or challenge?"
e2e_has "Beginner accepts your play." \
    "80x24: deciding on the reply, the computer's verdict is said"
e2e_keys a
e2e_wait "Rack of Player 1:"
e2e_keys F7
e2e_wait "Turns are taken back only in casual games"
e2e_ok "a tournament game refuses it"
exit $E2E_FAILED
