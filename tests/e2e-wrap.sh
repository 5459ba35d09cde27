#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# No text is cut at the screen's edge: at 80x24 and 100x32, in Spanish
# (longer than English), the opening-draw rule (art. 4), the play being
# laid with its refusal, the notation prompt's hint, the help screen, the
# key hints with F4 and F10, the reason the game ended (art. 37.2) and a
# challenge's verdict are shown whole, wrapped at spaces onto the next
# line, never between "art." and its number.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init wrap
e2e_spanish

# A pass in hot-seat, and the hand-over to the other player.
pass_turn() {
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "Turno de $1"
	e2e_keys Enter
	e2e_wait "Atril de $1:"
}

for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --seed 2 --lexicon "$E2E_LEXICON"
	e2e_wait "Partida nueva"
	if [ "$1" = 80 ]; then
		e2e_has "Reanudar partida          (no hay partida guardada)" \
		    "80x24: the menu's resume line is whole"
	fi
	e2e_keys Enter
	e2e_wait "Sorteo de salida (art. 4)"
	e2e_has "se vuelve a sacar." \
	    "$1x$2: art. 4's rule is whole"
	e2e_keys Enter
	e2e_wait "Atril de Jugador 1:"
	e2e_has "F10 salir" "$1x$2: the key hints name F10"
	e2e_has "Retr quitar" "$1x$2: a casual game offers Backspace"
	# Three tiles off the centre: the refusal runs past the line.
	e2e_keys Up Up d o n
	e2e_wait "Jugada: 6H DON"
	e2e_has "H8.)" "$1x$2: the play line's refusal is whole"
	e2e_keys Escape
	# The notation prompt's hint, wider than 80 columns in Spanish.
	e2e_keys :
	e2e_wait "Intro: jugarla"
	e2e_has "comodín" "$1x$2: the notation hint is whole"
	# A refusal on two lines leaves the keys their line.
	e2e_keys 1 a Space d o n
	e2e_wait "casilla central H8"
	e2e_has "Intro: jugarla" "$1x$2: the keys stay beside a long refusal"
	e2e_keys Escape
	e2e_gone "Intro: jugarla"
	e2e_keys F1
	e2e_wait "Durante tu turno"
	e2e_has "colocado: cambiarla" "$1x$2: a help line wraps beside its key"
	# At 80x24 the help takes three screens (tests/e2e-help.sh).
	e2e_keys NPage
	e2e_keys NPage
	e2e_wait "En el menú de inicio"
	e2e_has "izq., der." "$1x$2: a key name fits its column"
	e2e_keys q
	e2e_gone "Durante tu turno"
	pass_turn "Jugador 2"
	pass_turn "Jugador 1"
	pass_turn "Jugador 2"
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "Fin de la partida"
	e2e_has "(art. 37.2)." "$1x$2: the reason the game ended is whole"
	e2e_has "Planilla de la partida: $XDG_STATE_HOME/fichas/" \
	    "$1x$2: where the record went"
done

# A challenge's verdict beside the tracker at 100x32: "art. 34" is not
# split at the end of a line.
e2e_start 100 32 --seed 2 --lexicon "$E2E_LEXICON"
e2e_wait "Partida nueva"
e2e_keys Enter
e2e_wait "Sorteo de salida (art. 4)"
e2e_keys Enter
e2e_wait "Atril de Jugador 1:"
e2e_keys : 8 h Space d o n d o Enter
e2e_wait "¿aceptar o impugnar?"
e2e_keys i
e2e_wait "DONDO: NO válida"
e2e_has "(art. 34)." "100x32: the verdict keeps 'art. 34' whole"

# A timed game's key hints: F4 (the unseen tiles) and F10 both shown.
# It is played under the tournament rule: a laid tile stays (art. 22) and
# Esc loses the turn (art. 23), so Backspace and Esc are not offered for
# laying tiles, Shift+arrows are.
e2e_start 80 24 --seed 2 --lexicon "$E2E_LEXICON" --clock corrido:25
e2e_wait "Sorteo de salida"
e2e_keys Enter
e2e_wait "Atril de Jugador 1:"
e2e_has "F4 por salir" "80x24: a timed game's hints name F4"
e2e_has "F10 salir" "80x24: a timed game's hints name F10"
e2e_lacks "Retr quitar" "tournament: Backspace is not offered (art. 22)"
e2e_lacks "Esc vaciar" "tournament: Esc is not offered to clear (art. 23)"
e2e_has "Mayús+flechas mover ficha" "tournament: Shift+arrows are offered"
exit $E2E_FAILED
