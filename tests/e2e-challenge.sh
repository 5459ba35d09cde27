#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A challenge's verdict at 80x24, where the notice box has room for two
# lines under its title: the verdict comes first (the play stands, art.
# 35, or is withdrawn, art. 34), then the words the lexicon judged, the
# invalid ones first.  In Spanish, hot-seat, with the fixture word list.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init challenge
. "${top_srcdir:-..}/tests/locale-lib.sh"
if ! locale_dir "$E2E_TMP/locale"; then
	e2e_fail "po/es.po does not compile"
	exit 1
fi
export FICHAS_LOCALEDIR="$E2E_TMP/locale" LANGUAGE=es

# Seed 2: Jugador 1 holds CH R O D O D N; O[CH]O is a word, DONDO not.
# $1 names the game's own save directory, the rest are the keys typed.
challenge() {
	XDG_STATE_HOME="$E2E_TMP/state-$1"
	shift
	e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON"
	e2e_wait "Partida nueva"
	e2e_keys Enter
	e2e_wait "Sorteo de salida (art. 4)"
	e2e_keys Enter
	e2e_wait "Atril de Jugador 1:"
	e2e_keys : 8 h Space "$@" Enter
	e2e_wait "¿aceptar o impugnar?"
	e2e_keys i
	e2e_wait "impugna la jugada de Jugador 1"
}

challenge valid o c h o
e2e_wait "la jugada se mantiene (art. 35)"
e2e_ok "80x24: a valid play challenged stands, and says so"
e2e_has "OCHO: válida" "80x24: the word judged follows"

challenge invalid d o n d o
e2e_wait "La jugada se retira y se pierde el turno (art. 34)."
e2e_ok "80x24: an invalid play challenged is withdrawn, and says so"
e2e_has "DONDO: NO válida" "80x24: the invalid word follows"
exit $E2E_FAILED
