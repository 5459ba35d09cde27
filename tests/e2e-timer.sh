#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Timer mode (art. 30), 30 times fast (--clock-speed): one minute a turn
# is two seconds here.  When the timer runs out the clock reads 0:00,
# never below, and the screen says that the time is up and what became of
# the tiles laid: a word laid is played as it lies (and the opponent
# decides on it), tiles that make no valid play go back to the rack and
# the turn is lost.
#
# Seed 2 with the fixture word list: Ana starts and holds CH R O D O D N;
# DON from H8 is a placement the rules allow (the list lacks the word).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init timer

# A new hot-seat game on the timer; Ana's rack is up.
timer_game() {
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
	    --name2 Luis --clock timer:1 --clock-speed 30
	e2e_wait "$3"
	e2e_keys Enter
	e2e_wait "$4"
}

# Until TEXT shows, fail if a clock ever reads below zero.
wait_never_negative() {
	deadline=$(( $(date +%s) + 15 ))
	E2E_NAPS=0
	while [ "$(date +%s)" -le "$deadline" ]; do
		screen=$(e2e_screen)
		if printf '%s\n' "$screen" | cut -c50- | grep -Eq ' -[0-9]+:[0-9]{2}'; then
			printf '%s\n' "$screen"
			e2e_fail "art. 30: the timer never reads below 0:00"
			return 1
		fi
		printf '%s\n' "$screen" | grep -qF -- "$1" && return 0
		e2e_nap
	done
	e2e_screen
	e2e_fail "the screen shows '$1'"
	return 1
}

# Tiles laid when the time runs out are played as they lie.
timer_game 100 32 "Opening draw (art. 4)" "Rack of Ana:"
e2e_keys -l don
e2e_wait "Play: 8H DON"
wait_never_negative "Luis: accept or challenge?" &&
    e2e_ok "art. 30: the timer never read below zero"
if e2e_screen | grep -Eq '^.{50}> Ana +8 0:00 *$'; then
	e2e_ok "art. 30: Ana's timer stops at 0:00"
else
	e2e_screen; e2e_fail "art. 30: Ana's timer stops at 0:00"
fi
e2e_has "The time ran out (art. 30): the tiles were" \
    "Luis's box says so beside Ana's play"

# Tiles with a gap between them make no play: back to the rack.
timer_game 80 24 "Opening draw (art. 4)" "Rack of Ana:"
e2e_keys -l d
e2e_keys Right
e2e_keys -l o
e2e_wait "Rack of Ana:  CH₅ R₁  O₁  D₂  N₁"
wait_never_negative "Hand over to Luis" &&
    e2e_ok "art. 30: the timer never read below zero (80x24)"
e2e_has "Ana lost the turn: the time ran out (art. 30)." "the turn is lost"
e2e_has "Ana's time is up (art. 30): the tiles laid make no valid play, so" \
    "the message line says the tiles laid went back to the rack"
if e2e_screen | grep -q 'D₂ *\. *O₁'; then
	e2e_screen; e2e_fail "the tiles left the board"
else
	e2e_ok "the tiles left the board"
fi
e2e_resize 100 32
e2e_wait "The tiles laid made no valid play: they went"
e2e_ok "a taller box tells it beside the lost turn"

# Luis lets his timer run out with nothing laid: his turn is lost.
e2e_keys Enter
e2e_wait "Rack of Luis:"
wait_never_negative "Hand over to Ana" &&
    e2e_ok "art. 30: Luis's timer never read below zero"
e2e_has "Luis's time is up (art. 30): the turn is lost." \
    "nothing laid: the message says the turn is lost"

# The same in Spanish.
e2e_spanish
timer_game 100 32 "Sorteo de salida (art. 4)" "Atril de Ana:"
e2e_keys -l don
wait_never_negative "Luis: ¿aceptar o impugnar?" &&
    e2e_ok "Spanish: the timer never read below zero"
e2e_has "Se acabó el tiempo (art. 30)" \
    "Spanish: the time is up and the word is played"
exit $E2E_FAILED
