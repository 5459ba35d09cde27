#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The start menu names the computer's level as the player reads it, in the
# player's language ("the computer, level Expert", "la computadora, nivel
# Campeón"), not by the identifier the command line takes (experto,
# campeon).  Right steps from a person through every level, weakest
# first, and round to a person; Left the other way round: every level is
# reached both ways (Right once jumped to Expert, and Beginner and
# Amateur were only to the left).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init menu-level

# The "plays as" line of player 2, spaces squeezed.
kind2() {
	e2e_screen | grep -E '^  [> ] +(plays as|juega como)' | sed -n 2p |
	    sed 's/  */ /g; s/ *$//'
}

# Press $1, then expect player 2's line $2; report $3.
step() {
	e2e_keys "$1"
	e2e_expect kind2 "$2" "$3"
}

# Round the levels with $1 (Right or Left) from a person, $2 the words
# of "plays as", $3 of "the computer, level", then $4 to $7 the levels
# in the order met; $8 the description's prefix.
round() {
	step "$1" " > $2 $3 $4" "$8: $1 from a person, $4"
	step "$1" " > $2 $3 $5" "$8: $1 again, $5"
	step "$1" " > $2 $3 $6" "$8: $1 again, $6"
	step "$1" " > $2 $3 $7" "$8: $1 again, $7"
	step "$1" " > $2 $9" "$8: $1 again, a person"
}

export XDG_STATE_HOME="$E2E_TMP/state"
for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --menu --lexicon "$E2E_LEXICON"
	e2e_wait "New game"
	e2e_keys Down Down Down
	round Right "plays as" "the computer, level" Beginner Amateur Expert \
	    Champion "${1}x$2" "a person"
	round Left "plays as" "the computer, level" Champion Expert Amateur \
	    Beginner "${1}x$2" "a person"
	e2e_lacks "level principiante" "no identifier on the English screen"
done

e2e_spanish
for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --menu --lexicon "$E2E_LEXICON"
	e2e_wait "Partida nueva"
	e2e_keys Down Down Down
	round Right "juega como" "la computadora, nivel" Principiante \
	    Aficionado Experto Campeón "Spanish ${1}x$2" "una persona"
	round Left "juega como" "la computadora, nivel" Campeón Experto \
	    Aficionado Principiante "Spanish ${1}x$2" "una persona"
done
exit $E2E_FAILED
