#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Progress: two short games in the curses game (four passes each, art.
# 37.2) go into the history under $XDG_DATA_HOME/fichas, and the start
# menu's Statistics line shows them: 2 games against Luis, the score
# chart.  A history that cannot be written (a FIFO in its place) is a
# warning on the end screen, and the game ends all the same.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init stats
history="$XDG_DATA_HOME/fichas/history"

# From the opening draw to the end screen: four passes, Ana starting.
pass_game() {
	e2e_wait "Opening draw (art. 4)"
	e2e_keys Enter
	e2e_wait "Rack of Ana:"
	e2e_four_passes
}

e2e_start 80 24 --menu --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
    --name2 Luis
e2e_wait "New game"
e2e_has "Statistics" "the start menu has a Statistics line"
e2e_keys Enter
pass_game
[ "$(grep -vc '^#' "$history" 2>/dev/null)" = 1 ] &&
    e2e_ok "the first game is in the history" ||
    e2e_fail "the first game is in the history ($(cat "$history"))"
e2e_keys n
e2e_wait "New game"
e2e_keys Enter
pass_game
[ "$(grep -vc '^#' "$history")" = 2 ] &&
    e2e_ok "the second game is in the history" ||
    e2e_fail "the second game is in the history ($(cat "$history"))"
e2e_keys n
e2e_wait "New game"
# Up from the first line goes round: Quit, Practice, then Statistics.
e2e_keys Up Up Up
e2e_wait "> Statistics"
e2e_keys Enter
e2e_wait "Statistics of Ana: 2 games"
e2e_ok "the statistics screen shows 2 games"
e2e_has "Against Luis: 2 games" "the games are against Luis"
e2e_has "won 0, drawn 0, lost 2: 0% (95% interval 0%-66%)" \
    "the results and their Wilson interval"
e2e_has "Score per game (games: 2; lowest -13, highest -13):" "the score chart is drawn"
e2e_has "▁▁" "a column of block characters per game"
e2e_keys q
e2e_wait "New game"
e2e_ok "q goes back to the menu"

# In Spanish, at 100x32: the same figures, worded for a club player.
e2e_spanish
e2e_start 100 32 --menu --lexicon "$E2E_LEXICON"
e2e_wait "Partida nueva"
e2e_keys Up Up Up
e2e_wait "> Estadísticas"
e2e_keys Enter
e2e_wait "Estadísticas de Ana: 2 partidas"
e2e_has "Contra Luis: 2 partidas" "in Spanish: against Luis"
e2e_keys Escape
e2e_wait "Partida nueva"
export LANGUAGE=en

# A FIFO where the history goes: a warning, and the game is over.
rm -f "$history"
mkfifo "$history"
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
pass_game
e2e_wait "could not be added to the history"
e2e_ok "a history that cannot be written is a warning"
e2e_has "Game over" "and the game ends all the same"

exit $E2E_FAILED
