#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Decimals on the curses screens follow the locale's LC_NUMERIC: a comma
# in a Spanish session (LANG=es_ES.UTF-8, or LANGUAGE=es with a Spanish
# LC_NUMERIC), a point in English under C.UTF-8.  The hints' equities and
# the value of the tiles kept (seed 2, the fixture list: Ana holds [CH] R
# O D O D N), the chance of a rack in the anagram quiz, and each
# player's equity lost in the analysis of a review.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init decimals
record="$top_srcdir/tests/data/gcg/game-37-4-end.gcg"

# The first turn's hints (F5) at 80x24, each game with no save before it;
# $1 the rack's title, $2 what the tiles kept read, $3 the description,
# $4 the decimal separator.
hints() {
	XDG_STATE_HOME="$E2E_TMP/state-$E2E_STARTS"
	e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
	    --name2 Luis
	e2e_keys Enter
	e2e_wait "$1"
	e2e_keys F5
	e2e_wait "$2"
	e2e_ok "$3: the tiles kept, $2"
	if e2e_screen | grep -Eq '>1 -\[CH\]DNO +0 +7[.,]4$'; then
		e2e_has " 7${4}4" "$3: the first hint's equity, 7${4}4"
	else
		e2e_screen; e2e_fail "$3: the first hint's line"
	fi
}

# The likeliest rack of the anagram quiz; $1 how its chance reads.
quiz() {
	e2e_start 80 24 --practice --lexicon "$E2E_LEXICON"
	e2e_keys Enter
	e2e_wait "$1"
	e2e_ok "$2: the rack's chance, $1"
}

# The analysis of the record to its end ('l'); $1 the players' totals.
analysis() {
	e2e_start 80 24 review "$record"
	e2e_keys l
	e2e_wait "$1" 60
	e2e_ok "$2: the equity lost, $1"
}

hints "Rack of Ana:" "keeps ROD (+7.4)" "English" "."
quiz "0.004858% (1 in 20586)" "English"
analysis "Equity lost: Ana Pérez 542.7, Luis Gómez 574.5." "English"

. "${top_srcdir:-..}/tests/locale-lib.sh"
if ! locale_system es_ES.UTF-8 "$E2E_TMP/locales"; then
	echo "SKIP: no es_ES.UTF-8 locale and localedef cannot make it"
	exit $E2E_FAILED
fi
locale_dir "$E2E_TMP/msgs" || e2e_fail "the Spanish catalogue compiles"
export FICHAS_LOCALEDIR="$E2E_TMP/msgs"
# A Spanish user's environment, as the README starts it.
unset LC_ALL LANGUAGE
export LANG=es_ES.UTF-8
hints "Atril de Ana:" "deja ROD (+7,4)" "LANG=es_ES.UTF-8" ","
quiz "0,004858 % (1 de cada 20586)" "LANG=es_ES.UTF-8"
analysis "Valor perdido: Ana Pérez 542,7, Luis Gómez 574,5." \
    "LANG=es_ES.UTF-8"
# Spanish words on a C.UTF-8 terminal with only the numbers Spanish.
export LANG=C.UTF-8 LANGUAGE=es LC_NUMERIC=es_ES.UTF-8
hints "Atril de Ana:" "deja ROD (+7,4)" "LANGUAGE=es, LC_NUMERIC=es_ES" ","
exit $E2E_FAILED
