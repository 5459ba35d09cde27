#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A game against the computer (experto), read off the screen: its name,
# its play for the person to accept or challenge (arts. 33-34) and on the
# sheet, the hint key in an untimed game and its refusal on a clock, and
# a resumed game that still knows who the computer is, campeon's
# "thinking" line, and the start menu's computer player.
#
# Seed 7 with the fixture word list: the computer draws before Ana (art.
# 4) and opens with 8F PAZ, P 3 + A 1 + Z 10 = 14, doubled by H8 (art.
# 16) = 28 (computed by hand; the fixture list has PAZ).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init bot

# Wait until the sheet (right of column 50) has turn N played by WHO.
wait_sheet() {
	deadline=$(( $(date +%s) + E2E_DEFAULT_WAIT ))
	E2E_NAPS=0
	while [ "$(date +%s)" -le "$deadline" ]; do
		e2e_screen | cut -c51- | grep -Eq "^ *$1 $2 " && return 0
		e2e_nap
	done
	e2e_screen
	e2e_fail "turn $1 of $2 is on the sheet"
	exit 1
}

e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 7 --name1 Ana \
    --p2 bot:experto
e2e_wait "Opening draw (art. 4)"
e2e_has "Expert draws" "the computer's default name is its level's"
e2e_lacks "Player 2" "the computer is not called Player 2"
e2e_has "Expert starts." "art. 4: the computer drew first"
e2e_keys Enter

e2e_wait "Ana: accept or challenge?"
e2e_has "Expert played 8F PAZ: 28 points." \
    "the computer's play is told before Ana decides"
e2e_lacks "Rack of" "no rack while Ana decides"
if e2e_screen | grep -Eq '1 Expert +8F PAZ +28 +28'; then
	e2e_ok "art. 5: the computer's play and score are on the sheet"
else
	e2e_screen; e2e_fail "art. 5: the computer's play is on the sheet"
fi
e2e_keys a
e2e_wait "Rack of Ana:"

# Hints (F5): the expert's moves for Ana's rack in the sheet's place.
e2e_keys F5
e2e_wait "Hints: move"
e2e_has "The expert level's best moves" "F5 shows the hints"
if e2e_screen | cut -c51- | grep -Eq '^1 [^ ]+.* [0-9]+ +-?[0-9]+\.[0-9]$' &&
    e2e_screen | cut -c51- | grep -q 'keeps'; then
	e2e_ok "a hint gives the move, its score, the tiles kept, the equity"
else
	e2e_screen; e2e_fail "a hint gives move, score, tiles kept, equity"
fi
e2e_keys !
e2e_gone "Hints: move"
e2e_ok "! hides the hints again"

# Ana passes; the computer answers at once and its play is told.
e2e_keys : -
e2e_keys Enter
wait_sheet 3 Expert
e2e_wait "Rack of Ana:"
e2e_ok "the computer plays its second turn"
before=$(e2e_screen | grep "Rack of Ana")

# Killed and resumed: still Ana against the computer (no hand-over).
pid=$(e2e_pid)
kill -9 "$pid"
e2e_wait_dead
e2e_start 100 32 --resume
e2e_wait "Rack of Ana:"
e2e_lacks "Hand over to" "a resumed game keeps the computer as player 2"
after=$(e2e_screen | grep "Rack of Ana")
if [ "$before" = "$after" ]; then
	e2e_ok "the resumed game has Ana's rack"
else
	e2e_fail "the resumed game has Ana's rack ('$before' / '$after')"
fi
e2e_keys : -
e2e_keys Enter
wait_sheet 5 Expert
e2e_ok "the resumed computer plays its turn"
pid=$(e2e_pid)
kill -9 "$pid"
e2e_wait_dead

# --p2 human with --resume wins over the save: two people now.  (Ana
# may first have the computer's placement to decide on.)
e2e_start 100 32 --resume --p2 human
e2e_wait "Ana"
if e2e_screen | grep -q "Ana: accept or challenge?"; then
	e2e_keys a
fi
e2e_wait "Rack of Ana:"
e2e_keys : -
e2e_keys Enter
e2e_wait "Hand over to Expert"
e2e_ok "--p2 human overrides the saved computer player"
e2e_keys F5
e2e_wait "Hints are for the player to move"
e2e_ok "no hints on the hand-over screen"

# On a clock there are no hints.
e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
    --p2 bot:experto --clock corrido:30
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys F5
e2e_wait "No hints in a timed game."
e2e_lacks "Hints: move" "a timed game shows no hints"

# campeon thinks until one move is clearly best, for at most its untimed
# budget (5 s on both cores): the key line says so and the mover's mark
# spins until its play is told.  On the fixture list its best opening is
# clear at once, so this game is on the default lexicon, where with seed
# 7 it opens with ZAGAS, as good on 8D as on 8H: nothing separates the
# two and it thinks the whole budget.
e2e_start 100 32 --lexicon "$(dirname "$FICHAS")/../data/fichas.lex" \
    --seed 7 --name1 Ana --p2 bot:campeon
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "The computer is thinking..."
e2e_ok "the screen says the computer is thinking"
e2e_wait "Ana: accept or challenge?" 20
e2e_lacks "The computer is thinking..." "the thinking line goes with its play"

# The start menu: the third level right of a person is experto, named
# after it.  (No saved games: the menu would offer those above first.)
export XDG_STATE_HOME="$E2E_TMP/state-menu"
e2e_start 100 32 --lexicon "$E2E_LEXICON" --menu
e2e_wait "New game"
e2e_keys Down Down Down Right Right Right
e2e_wait "the computer, level Expert"
if e2e_screen | grep -Eq 'Player 2 +Expert *$'; then
	e2e_ok "the menu's computer is experto and called Expert"
else
	e2e_screen; e2e_fail "the menu's computer is experto and called Expert"
fi
exit $E2E_FAILED
