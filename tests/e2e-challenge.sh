#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A challenge's verdict at 80x24, where the notice box is small: the
# verdict comes first (the play stands, art. 35, or is withdrawn, art.
# 34), then the words the lexicon judged, the invalid ones first; under
# the five-point rule the bonus line is whole on the sheet.  In Spanish,
# hot-seat, with the fixture word list.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init challenge
e2e_spanish

# Seed 2: Jugador 1 holds CH R O D O D N; O[CH]O is a word, DONDO not.
# $1 names the game's own save directory ("bonus": the five-point rule),
# the rest are the keys typed.
challenge() {
	XDG_STATE_HOME="$E2E_TMP/state-$1"
	rule=fise
	[ "$1" = bonus ] && rule=five-points
	shift
	e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON" --challenge "$rule"
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
# Under the five-point rule the play that stood earns 5 points, a line
# of the sheet whose name fits the play column at 80x24.
challenge bonus o c h o
e2e_wait "la jugada se mantiene (art. 35)"
e2e_keys Enter
e2e_wait "Atril de Jugador 2:"
if e2e_screen | sed 's/  */ /g' | grep -qF "1 Jug…1 bonificación 5 19"; then
	e2e_ok "five points: the bonus line is whole on the sheet"
else
	e2e_screen
	e2e_fail "five points: the bonus line is whole on the sheet"
fi
exit $E2E_FAILED
