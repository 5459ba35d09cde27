#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The practice screen's line for each drill says in words that nothing
# has been asked today ("no questions yet today", «hoy aún ninguna
# pregunta»), not "today 0 asked, - right"; after one question it
# counts it in the singular ("today 1 asked", «hoy 1 pregunta»).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init practice-today
export HOME="$E2E_TMP/home"

# At $1 x $2, a fresh schedule: $3 the day before any question, $4 after
# one hook question left unanswered (wrong), $5 the words of the title,
# $6 the language, $7 the question's title, $8 the word for "today".
today() {
	XDG_DATA_HOME="$E2E_TMP/data-$6-$1"
	e2e_start "$1" "$2" --practice --lexicon "$E2E_LEXICON"
	e2e_wait "$5"
	e2e_has "$3" "$6 $1x$2: no question yet, said in words"
	e2e_lacks "$8 0" "$6 $1x$2: not as 0 questions"
	e2e_lacks " - " "$6 $1x$2: nor a rate of -"
	e2e_keys Down Enter
	e2e_wait "$7"
	e2e_keys Enter
	sleep 0.2
	e2e_keys Escape
	e2e_wait "$4"
	e2e_ok "$6 $1x$2: one question, in the singular"
}

for size in "80 24" "100 32"; do
	set -- $size
	today "$1" "$2" "no questions yet today; 0 due of 0" \
	    "today 1 asked, 0% right; 1 due of 1" "fichas: practice" English \
	    "Hooks: question 1 of" today
done

e2e_spanish
for size in "80 24" "100 32"; do
	set -- $size
	today "$1" "$2" "hoy aún ninguna pregunta; repasar: 0 de 0" \
	    "hoy 1 pregunta, 0 % bien; repasar: 1 de 1" \
	    "fichas: entrenamiento" Spanish "Ganchos: pregunta 1 de" hoy
done
exit $E2E_FAILED
