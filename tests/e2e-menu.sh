#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The start menu's fields: ? opens the help on a name too (it is not typed
# in); typing edits a name where the cursor is (Left/Right, Home/End,
# Backspace, Delete) instead of wiping it; the minutes row is skipped in an
# untimed game; at 80 columns no line is cut off (a long lexicon path, long
# names on a saved game, the footers in Spanish); on the lines below the
# settings the footer says what Enter does.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init menu

# The line of the screen that starts with a label, spaces squeezed.
line() {
	e2e_screen | grep -E "^  [> ] +$1" | sed 's/  */ /g; s/ *$//'
}

# Expect the line of a label; report its description.
expect_line() {
	e2e_expect "line '$1'" "$2" "$3"
}

e2e_start 80 24 --menu --name1 Ana --lexicon "$E2E_LEXICON"
e2e_wait "New game"
e2e_keys '?'
e2e_wait "fichas: keys"
e2e_ok "? on the name field opens the help"
e2e_keys q
e2e_wait "New game"
expect_line "Player 1" " > Player 1 Ana" "? is not typed into the name"

e2e_keys ' ' P e r e z
expect_line "Player 1" " > Player 1 Ana Perez" "typing adds to the name"
e2e_keys Home M a r i
expect_line "Player 1" " > Player 1 MariAna Perez" "Home: typing at the start"
e2e_keys Right Right BSpace
expect_line "Player 1" " > Player 1 MariAa Perez" "Right and Backspace"
e2e_keys End Left Left DC
expect_line "Player 1" " > Player 1 MariAa Perz" "End, Left and Delete"

# Untimed: Down from Timing goes past the minutes; timed it stops there.
e2e_keys Down Down Down Down
expect_line "Timing" " > Timing untimed" "the cursor reaches Timing"
e2e_keys Down
expect_line "Challenges" " > Challenges FISE (no penalty)" \
    "untimed: the cursor skips the minutes row"
e2e_keys Up
expect_line "Timing" " > Timing untimed" "and skips it going up"
e2e_keys Right Down
expect_line "minutes" " > minutes 30" "timed: the minutes row is selectable"

# A lexicon path too long for 80 columns shows its end, marked as cut.
deep="$E2E_TMP/a-directory-with-a-rather-long-name/and-another-one-below-it"
mkdir -p "$deep"
cp "$E2E_LEXICON" "$deep/fixture-words.txt"
e2e_start 80 24 --menu --lexicon "$deep/fixture-words.txt"
e2e_wait "New game"
lex=$(e2e_screen | grep "Lexicon")
case "$lex" in
*"…"*"/fixture-words.txt") e2e_ok "a long lexicon path shows its end" ;;
*) e2e_screen; e2e_fail "a long lexicon path shows its end ('$lex')" ;;
esac
e2e_keys Up Up Up Up Up Up
e2e_wait "> Lexicon"
e2e_keys BSpace BSpace BSpace t x t
# The screen may not show the last keys yet: the path ends in .txt again.
e2e_wait "fixture-words.txt"
lex=$(e2e_screen | grep "Lexicon")
case "$lex" in
*"…"*"/fixture-words.txt") e2e_ok "editing the end of a long path shows it" ;;
*) e2e_screen; e2e_fail "editing the end of a long path shows it ('$lex')" ;;
esac

# Long names on a saved game: the line still ends with the date.
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 \
    --name1 "Bartolomé Esteban Murillo de la Fuente" \
    --name2 "Francisco de Goya y Lucientes Zaragoza"
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of"
e2e_keys F10
e2e_wait "(y/n)"
e2e_keys y
e2e_wait_dead
e2e_start 80 24
e2e_wait "Unfinished games"
saved=$(e2e_screen | grep "^  > ")
case "$saved" in
*"Bartolomé"*"…"*"Francisco"*"…"*", turn "*", 20"[0-9][0-9]-[0-9][0-9]-[0-9][0-9]" "[0-9][0-9]:[0-9][0-9])
	e2e_ok "long names are shortened so the date fits" ;;
*) e2e_screen; e2e_fail "long names are shortened so the date fits" ;;
esac

# The footers in Spanish fit in 80 columns on every kind of line.
e2e_spanish
e2e_start 80 24
e2e_wait "Partidas sin terminar"
footer() {
	e2e_screen | tail -2 | head -1 | sed 's/ *$//'
}
for what in "a saved game" "a name" "a setting"; do
	case "$(footer)" in
	*"?: ayuda") e2e_ok "Spanish: the footer on $what fits" ;;
	*) e2e_screen; e2e_fail "Spanish: the footer on $what fits" ;;
	esac
	e2e_keys Down
	[ "$what" = "a name" ] && e2e_keys Down
done
e2e_keys '?'
e2e_wait "fichas: teclas"
e2e_ok "Spanish: ? opens the help"

# The lines below the settings: the footer says what Enter does there and
# offers no left/right to change (there is nothing to change).  No saved
# game, so that the menu has its Resume line.
XDG_STATE_HOME="$E2E_TMP/no-saves"
e2e_start 80 24 --menu --lexicon "$E2E_LEXICON"
e2e_wait "Partida nueva"
on_line() {
	e2e_keys Up
	e2e_wait "> $1"
	case "$(footer)" in
	*"izq./der."*) e2e_screen; e2e_fail "on '$1': no left/right" ;;
	*"$2"*) e2e_ok "on '$1' the footer says '$2'" ;;
	*) e2e_screen; e2e_fail "on '$1' the footer says '$2'" ;;
	esac
}
on_line Salir "Intro: salir"
on_line Entrenamiento "Intro: abrirlo"
on_line Estadísticas "Intro: verlas"
on_line "Reanudar partida" "Esc: salir"
on_line "Empezar la partida" "Intro: empezar"
exit $E2E_FAILED
