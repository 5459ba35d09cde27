#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The keys under a decision (accept or challenge, arts. 33-34) and a
# hand-over offer u (undo) where the game takes a turn back, a casual
# game without a clock, and only there: the tournament rule and a clock
# refuse it, so it is not offered.  Likewise F7 among the keys for
# laying tiles, once there is a turn to take back.  In English and
# Spanish, at 80x24 and 100x32.
#
# Seed 2, hot-seat: Ana holds [CH]RODODN and plays 8H O[CH]O; Luis
# accepts it and passes.  Against the computer (it starts, seed 2), the
# person has no turn to go back to before their first.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init undo-keys

# The words on screen, English first (Spanish after e2e_spanish below).
draw="Opening draw" decide="Luis: accept or challenge?"
with_u="a: accept   c: challenge   u: undo" without_u="a: accept   c: challenge"
handover="Hand over to Ana" handover_u="u undo"
undone="The last turn is taken back." lang=English
f7="F7 undo" rack_ana="Rack of Ana:" rack_luis="Rack of Luis:"

# Ana's play at $1 x $2 with options $3, up to Luis's decision.
to_decision() {
	e2e_start "$1" "$2" --seed 2 --lexicon "$E2E_LEXICON" --name1 Ana \
	    --name2 Luis $3
	e2e_wait "$draw"
	e2e_keys Enter
	e2e_wait "$rack_ana"
	e2e_lacks "$f7" "$lang $1x$2 $3: no F7 before the first turn"
	e2e_keys : 8 h Space o c h o Enter
	e2e_wait "$decide"
}

# At $1 x $2: offered in a casual game, not in a tournament or timed one.
offered() {
	to_decision "$1" "$2" ""
	e2e_has "$with_u" "$lang $1x$2, casual: the decision offers u"
	e2e_keys a
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "$handover"
	e2e_has "$handover_u" "$lang $1x$2, casual: the hand-over offers u"
	e2e_keys u
	e2e_wait "$undone"
	e2e_ok "$lang $1x$2: u takes the pass back"
	# At 80x24 the message takes the line F7 would need: the foot drops
	# F6, then F7, before ? and F10 (the help has every key).
	if [ "$1" -ge 100 ]; then
		e2e_wait "$f7"
		e2e_ok "$lang $1x$2, casual: F7 among the keys for laying tiles"
	fi
	to_decision "$1" "$2" "--laid tournament"
	e2e_has "$without_u" "$lang $1x$2, tournament: the decision's keys"
	e2e_lacks "$with_u" "$lang $1x$2, tournament: u is not offered"
	e2e_keys a
	e2e_wait "$rack_luis"
	e2e_lacks "$f7" "$lang $1x$2, tournament: no F7 while laying tiles"
	to_decision "$1" "$2" "--clock no-corrido:25"
	e2e_has "$without_u" "$lang $1x$2, timed: the decision's keys"
	e2e_lacks "$with_u" "$lang $1x$2, timed: u is not offered"
}

for size in "80 24" "100 32"; do
	offered $size
done

# Against the computer undo goes back to the person's own turn: none
# before the first, so deciding on the computer's opening play offers no
# u; after a pass of Player 2 its next play does.
e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON" --p1 bot:principiante \
    --laid casual
e2e_wait "$draw"
e2e_keys Enter
e2e_wait "Player 2: accept or challenge?" 20
e2e_has "$without_u" "the computer's opening play: the decision's keys"
e2e_lacks "$with_u" "the computer's opening play: no turn to take back"
e2e_keys a
e2e_wait "Rack of Player 2:"
e2e_keys : -
e2e_keys Enter
e2e_wait "Player 2 passed." 20
e2e_wait "Player 2: accept or challenge?" 20
e2e_has "$with_u" "the computer's reply to a turn: u offered"
e2e_keys u
e2e_wait "Your last turn and the computer's reply are taken back"
e2e_ok "u takes back the reply and the pass"

e2e_spanish
draw="Sorteo" decide="Luis: ¿aceptar o impugnar?"
with_u="a: aceptar   i: impugnar   u: deshacer"
without_u="a: aceptar   i: impugnar"
handover="Turno de Ana" handover_u="u deshacer"
undone="Se ha deshecho la última jugada." lang=Spanish
f7="F7 deshacer" rack_ana="Atril de Ana:" rack_luis="Atril de Luis:"
for size in "80 24" "100 32"; do
	offered $size
done
exit $E2E_FAILED
