#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The start screen and the game in English and in Spanish: the menu, the
# opening draw, the rack, and a refused first play that cites its article
# (art. 6) in the player's language.  Spanish as the README starts it,
# LANG=es_ES.UTF-8 and nothing else: the build tree's program finds the
# build tree's catalogue and lexicon by itself (src/datapath.h).  Where the
# machine lacks es_ES.UTF-8, the test compiles it into a private LOCPATH.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init locale

# One tile on H8, then Enter: refused by art. 6 (two tiles at least).
one_tile_play() {
	e2e_keys Enter
	e2e_wait "$1"
	e2e_keys Enter
	e2e_wait "$2"
	e2e_keys d
	e2e_keys Enter
	e2e_wait "$3"
}

e2e_start 100 32 --seed 2
e2e_wait "New game"
e2e_has "fichas: Spanish Scrabble by the FISE rules" "English: the title"
e2e_has "Start the game" "English: the start line"
e2e_has "Resume the saved game" "English: the resume line"
one_tile_play "Opening draw (art. 4)" "Rack of Player" \
    "Art. 6: the first play lays at least two tiles."
e2e_ok "English: a refused play cites art. 6"

. "${top_srcdir:-..}/tests/locale-lib.sh"
if ! locale_system es_ES.UTF-8 "$E2E_TMP/locales"; then
	echo "SKIP: no es_ES.UTF-8 locale and localedef cannot make it"
	exit 77
fi
# e2e-lib.sh chose C.UTF-8 and English; a Spanish user's environment instead.
unset LC_ALL LANGUAGE LC_MESSAGES LC_CTYPE FICHAS_LOCALEDIR
export LANG=es_ES.UTF-8
if "$FICHAS" --help | grep -q "^Uso: fichas"; then
	e2e_ok "Spanish: --help under LANG=es_ES.UTF-8"
else
	e2e_fail "Spanish: --help under LANG=es_ES.UTF-8"
fi
# No saved games: the English game is saved, and the menu would offer it.
export XDG_STATE_HOME="$E2E_TMP/state-es"

e2e_start 100 32 --seed 2
e2e_wait "Partida nueva"
e2e_has "fichas: Scrabble en español con el reglamento de la FISE" \
    "Spanish: the title, accents and all"
e2e_has "Empezar la partida" "Spanish: the start line"
e2e_has "Léxico" "Spanish: the lexicon line"
e2e_has "Jugador 1" "Spanish: the players' default names"
one_tile_play "Sorteo de salida (art. 4)" "Atril de Jugador" \
    "Art. 6: la primera jugada coloca al menos dos fichas."
e2e_ok "Spanish: a refused play cites art. 6"
e2e_has "palabra x3" "Spanish: the legend"
exit $E2E_FAILED
