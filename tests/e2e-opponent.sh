#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The computer as an opponent, read off the screen: it says when it
# accepts the person's play (art. 33) or challenges it (art. 34), in
# English and in Spanish, and its turn ("thinking") stays on the screen
# for half a second even at principiante, which finds its move at once.
#
# Seed 7 with the fixture word list: experto opens 8F PAZ and Ana holds
# C L O Y RR H L.  COLA down from G5 through the A of PAZ is a word of
# the list; HOLA is not.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init opponent

# Start against LEVEL at W x H, accept the computer's opening, lay PLAY.
open_and_lay() {
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 7 --name1 Ana \
	    --p2 "bot:$3"
	e2e_wait "$4"
	e2e_keys Enter
	e2e_wait "$5"
	e2e_keys a
	e2e_wait "$6"
	e2e_keys :
	e2e_keys -l "$7"
	e2e_keys Enter
}

# Art. 33: the computer accepts, and says so while it thinks and on Ana's
# next turn, before what it did (here it changes 4 tiles).
open_and_lay 80 24 experto "Opening draw (art. 4)" \
    "Ana: accept or challenge?" "Rack of Ana:" "G5 COL(A)"
e2e_wait "Expert accepts your play."
e2e_ok "art. 33: the computer says that it accepts Ana's play"
e2e_wait "Rack of Ana:"
e2e_has "Expert accepts your play. Expert exchanged 4 tiles." \
    "Ana's next turn still tells it, before the computer's exchange"

# Art. 34: experto challenges every invalid play; the verdict follows.
open_and_lay 100 32 experto "Opening draw (art. 4)" \
    "Ana: accept or challenge?" "Rack of Ana:" "G5 HOL(A)"
e2e_wait "Expert challenges your play."
e2e_ok "art. 34: the computer says that it challenges Ana's play"
e2e_has "HOLA: NOT valid" "the verdict on each word follows"
e2e_has "The play is withdrawn and the turn is lost" "and what became of it"

# principiante answers in microseconds: its turn is shown for 0.5 s all
# the same.  Poll the screen and time how long the line is up (a poll
# may come late or early, so 250 ms between the first and last look).
e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 7 --name1 Ana \
    --p2 bot:principiante
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
first=
last=
deadline=$(( $(date +%s) + E2E_DEFAULT_WAIT ))
while [ "$(date +%s)" -le "$deadline" ]; do
	now=$(date +%s%N)
	if e2e_screen | grep -qF "The computer is thinking..."; then
		[ -n "$first" ] || first=$now
		last=$now
	elif [ -n "$first" ]; then
		break
	fi
	sleep 0.02
done
ms=$(( ${last:-0} / 1000000 - ${first:-0} / 1000000 ))
if [ -n "$first" ] && [ "$ms" -ge 250 ]; then
	e2e_ok "principiante's thinking line is up ($ms ms between looks)"
else
	e2e_fail "principiante's thinking line is up half a second (${first:+$ms ms})"
fi
e2e_wait "Ana: accept or challenge?"
e2e_ok "principiante plays after it"

# It opened H7 ASA; Ana lays COLA across through its last A.  While it
# thinks, and beside its next play, where Ana decides, it says it accepts.
e2e_keys a
e2e_wait "Rack of Ana:"
e2e_keys :
e2e_keys -l "9E COL(A)"
e2e_keys Enter
e2e_wait "Beginner's turn"
e2e_has "Beginner accepts your play." "the computer's turn tells it"
e2e_wait "Ana: accept or challenge?"
e2e_has "Beginner accepts your play." "and so does the decision box after it"
e2e_has "Ana played 9E COL(A)" "with the play it is about"

# The same in Spanish.
e2e_spanish
open_and_lay 80 24 experto "Sorteo de salida (art. 4)" \
    "Ana: ¿aceptar o impugnar?" "Atril de Ana:" "G5 COL(A)"
e2e_wait "Experto acepta tu jugada."
e2e_ok "Spanish: the computer says that it accepts"
exit $E2E_FAILED
