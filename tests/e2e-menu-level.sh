#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The start menu names the computer's level as the player reads it, in the
# player's language ("the computer, level Expert", "la computadora, nivel
# Campeón"), not by the identifier the command line takes (experto,
# campeon); Left reaches the weaker levels.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init menu-level

# The "plays as" line of player 2, spaces squeezed.
kind2() {
	e2e_screen | grep -E '^  [> ] +(plays as|juega como)' | sed -n 2p |
	    sed 's/  */ /g; s/ *$//'
}

# Expect player 2's line; report its description.
expect_kind2() {
	e2e_expect kind2 "$1" "$2"
}

export XDG_STATE_HOME="$E2E_TMP/state"
e2e_start 80 24 --menu --lexicon "$E2E_LEXICON"
e2e_wait "New game"
e2e_keys Down Down Down Right
expect_kind2 " > plays as the computer, level Expert" \
    "the default level by its English name"
e2e_keys Left
expect_kind2 " > plays as the computer, level Amateur" "Left: the level below"
e2e_keys Left
expect_kind2 " > plays as the computer, level Beginner" "Left: the weakest"
e2e_lacks "level principiante" "no identifier on the English screen"

e2e_spanish
e2e_start 100 32 --menu --lexicon "$E2E_LEXICON"
e2e_wait "Partida nueva"
e2e_keys Down Down Down Right
expect_kind2 " > juega como la computadora, nivel Experto" \
    "Spanish: the default level by its Spanish name"
e2e_keys Right
expect_kind2 " > juega como la computadora, nivel Campeón" \
    "Spanish: Campeón with its accent"
exit $E2E_FAILED
