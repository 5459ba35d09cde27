#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A "no corrido" chess-clock game run 20 times fast (--clock-speed, a test
# option; a minute is three seconds, so that Luis's two quick turns stay
# within his on a loaded machine) until Ana's minute is spent: the screen shows her clock
# below zero with the penalty so far, 10 points per minute or part of one
# (art. 32), and the penalty comes off her final score.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init overtime

e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
    --name2 Luis --clock no-corrido:1 --clock-speed 20
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_has "1:00" "both clocks start at one minute"

# A game minute is three seconds here; one more is a second minute over.
e2e_wait "(-10)" 20
e2e_ok "art. 32: one second over already costs 10 points"
e2e_has "Ana's time is up" "the overtime is announced"
e2e_wait "(-20)" 20
e2e_ok "art. 32: past a minute over it costs 20"
if e2e_screen | grep -E '^.{50}> Ana ' | grep -Eq ' -[0-9]+:[0-9]{2} \(-20\)'; then
	e2e_ok "Ana's clock is negative with the penalty beside it"
else
	e2e_screen; e2e_fail "Ana's clock is negative with the penalty"
fi

# Four passes end the game (art. 37.2); Luis never runs out.
pass_to() {
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "Hand over to $1"
	e2e_keys Enter
	e2e_wait "Rack of $1:"
}
pass_to Luis
pass_to Ana
pass_to Luis
e2e_keys : -
e2e_keys Enter
e2e_wait "Game over"

screen=$(e2e_screen)
set -- $(printf '%s\n' "$screen" | sed -n 's/^ *Time (art. 32) *\(-*+*[0-9]*\) *\(-*+*[0-9]*\).*/\1 \2/p')
time_ana=${1:-x}
time_luis=${2:-x}
case "$time_ana" in
-[1-9]*0)
	if [ "$time_ana" -le -20 ]; then
		e2e_ok "art. 32: Ana loses $time_ana at the end"
	else
		e2e_fail "art. 32: Ana's penalty $time_ana is at least 20"
	fi ;;
*)	printf '%s\n' "$screen"; e2e_fail "art. 32: Ana's time line ($time_ana)" ;;
esac
[ "$time_luis" = "+0" ] && e2e_ok "Luis never went over" ||
    e2e_fail "Luis's time line is +0 ($time_luis)"
if printf '%s\n' "$screen" | grep -q "time (art. 32) *$time_ana "; then
	e2e_ok "art. 5: the penalty is a line of the score sheet"
else
	printf '%s\n' "$screen"; e2e_fail "the sheet has the penalty line"
fi
set -- $(printf '%s\n' "$screen" | sed -n 's/^ *Before the end *\(-*[0-9]*\).*/\1/p') \
    $(printf '%s\n' "$screen" | sed -n 's/^ *Rack (art. 37) *\(-[0-9]*\) .*/\1/p') \
    $(printf '%s\n' "$screen" | sed -n 's/^ *Final score *\(-*[0-9]*\).*/\1/p')
if [ $# -eq 3 ] && [ "$3" -eq $(($1 + $2 + time_ana)) ]; then
	e2e_ok "Ana's final score $3 = $1 before, $2 rack, $time_ana time"
else
	printf '%s\n' "$screen"; e2e_fail "Ana's final score adds up ($*)"
fi

# In Spanish at 80x24 the sheet's column is too narrow for «tiempo (art.
# 32)»: the penalty's line reads «tiempo», not «tiempo (art…».
e2e_spanish
XDG_STATE_HOME="$E2E_TMP/state-es"
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
    --name2 Luis --clock no-corrido:1 --clock-speed 60
e2e_wait "Sorteo de salida (art. 4)"
e2e_keys Enter
e2e_wait "Atril de Ana:"
e2e_wait "(-10)" 20
for who in Luis Ana Luis; do
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "Turno de $who"
	e2e_keys Enter
	e2e_wait "Atril de $who:"
done
e2e_keys : -
e2e_keys Enter
e2e_wait "Fin de la partida"
if e2e_screen | grep -Eq ' Ana +tiempo +-[1-9][0-9]* +-[0-9]+$'; then
	e2e_ok "Spanish, 80x24: the penalty's line reads «tiempo» whole"
else
	e2e_screen; e2e_fail "Spanish, 80x24: the penalty's line, «tiempo»"
fi
exit $E2E_FAILED
