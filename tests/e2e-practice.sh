#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The practice screen, from the start menu's Practice line: an anagram
# quiz (the likeliest racks of the fixture lexicon first, their words
# from `fichas anagram --probability`) answered once right and once
# wrong, each verdict on the screen and both in the schedule under
# $XDG_DATA_HOME/fichas; a hook question; a puzzle from the computer's
# games (--seed) answered with its best move, graded rank 1; fichas
# --practice at 100x32.  Then the same in Spanish.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init practice
export HOME="$E2E_TMP/home"
schedule="$XDG_DATA_HOME/fichas/practice"

# Rack N of the likeliest 7-tile racks: its tiles and its first word.
rack() {
	"$FICHAS" anagram --probability 7 --count "$1" --lexicon \
	    "$E2E_LEXICON" | sed -n "$1s/^[0-9]*\. \([^ ]*\) .*: \([^ ]*\).*/\1 \2/p"
}
set -- $(rack 1)
rack1=$1 word1=$2
set -- $(rack 2)
rack2=$1 word2=$2
[ -n "$word1" ] && [ -n "$word2" ] || e2e_fail "fichas anagram lists racks"

# The best moves of the first puzzles of seed 3, as fichas practice says
# (with a schedule of its own: it records the answers too).
bests=$(printf '\n\n' | XDG_DATA_HOME="$E2E_TMP/cli" "$FICHAS" practice \
    puzzles --seed 3 --count 2 --lexicon "$E2E_LEXICON" |
    sed -n 's/^The best move: \([^,]*\),.*/\1/p')
best=$(echo "$bests" | sed -n 1p)
best2=$(echo "$bests" | sed -n 2p)
[ -n "$best" ] && [ -n "$best2" ] ||
    e2e_fail "fichas practice puzzles gives the best moves"


# From the menu (Up from the first line goes round: Quit, Practice).
open_practice() {
	e2e_wait "$1"
	e2e_keys Up Up
	e2e_wait "> $2"
	e2e_keys Enter
	e2e_wait "$3"
}

e2e_start 80 24 --menu --lexicon "$E2E_LEXICON"
open_practice "New game" Practice "fichas: practice"
e2e_ok "the menu's Practice line opens the practice screen"
e2e_has "> Anagrams" "anagrams are chosen first"
e2e_has "< 7 tiles >" "with racks of 7 tiles"
e2e_has "no questions yet today; 0 due of 0" "nothing asked yet"
e2e_has "Success rate per day, the last 28 days" "the chart is drawn"

e2e_keys Enter
e2e_wait "Anagrams of 7 tiles: question 1 of"
e2e_has "Rack 1 of" "the likeliest rack first, with its rank"
e2e_keys "$word1"
e2e_keys Enter
e2e_wait "Correct: it comes back in 2 days."
e2e_ok "the right answer to $rack1 is judged right"
e2e_has "Right: $word1" "and listed right"
e2e_keys Enter
e2e_wait "question 2 of"
e2e_has "Rack 2 of" "then the second likeliest"
e2e_keys "$rack2 "
e2e_wait "Not an answer: $rack2"
e2e_ok "a wrong word is judged as soon as Space ends it"
e2e_keys Enter
e2e_wait "Not quite: it comes back today."
e2e_ok "the wrong answer to $rack2 is judged wrong"
e2e_has "Wrong: $rack2" "the wrong word is listed"
e2e_has "Missed: $word2" "and the word missed"
e2e_keys Escape
e2e_wait "Anagrams: 1 of 2 questions right."
e2e_ok "Esc goes back to the drills with the score"
e2e_has "today 2 asked, 50% right; 1 due of 2" "the day's count and rate"
grep -q "^item anagrams 2 .* $rack1\$" "$schedule" &&
    grep -q "^item anagrams 1 .* $rack2\$" "$schedule" &&
    e2e_ok "both answers are in the schedule" ||
    e2e_fail "both answers are in the schedule: $(cat "$schedule")"

# Hooks: the word with a square where the tile goes; no answer is wrong.
e2e_keys Down Enter
e2e_wait "Hooks: question 1 of"
e2e_has "Which tiles go before" "a hook question"
e2e_keys Enter
e2e_wait "Not quite: it comes back today."
e2e_has "Missed:" "the hooks missed are listed"
e2e_keys Escape
e2e_wait "Hooks: 0 of 1 question right."

# F1 shows the practice screen's keys, not the game's.
e2e_keys F1
e2e_wait "The list of drills"
e2e_lacks "During your turn" "the help is the practice screen's"
e2e_keys q
e2e_wait "Choose a drill:"
e2e_keys Escape
e2e_wait "New game"
e2e_ok "Esc goes back to the menu"

# A puzzle from seed 3: a move the board refuses, then the best move.
e2e_start 80 24 --menu --lexicon "$E2E_LEXICON" --seed 3
open_practice "New game" Practice "fichas: practice"
e2e_keys Up Enter
e2e_wait "Puzzle 1 of"
e2e_has "Your rack:" "the puzzle shows the rack"
e2e_keys "h8 zzz"
e2e_keys Enter
e2e_wait "Your move: h8 zzz"
e2e_lacks "rank" "a refused move is not graded"
e2e_keys BSpace BSpace BSpace BSpace BSpace BSpace BSpace "$best"
e2e_keys Enter
e2e_wait "Right: that is the best move."
e2e_ok "the best move ($best) is judged right"
e2e_has "$best: " "its score and equity are shown"
e2e_has ", rank 1 of " "and its rank"
e2e_keys Escape
e2e_wait "Puzzles: 1 of 1 solved."
e2e_has "today 1 asked, 100% right" "the puzzle is counted"
grep -q "^item puzzles 2 " "$schedule" &&
    e2e_ok "the puzzle is in the schedule" ||
    e2e_fail "the puzzle is in the schedule: $(cat "$schedule")"

# 100x32, and straight to the practice screen with --practice.  The
# puzzle solved is not due again: the next position comes first.
e2e_start 100 32 --practice --lexicon "$E2E_LEXICON" --seed 3
e2e_wait "fichas: practice"
e2e_ok "fichas --practice opens the practice screen"
e2e_has "5 positions" "the drills at 100x32"
e2e_keys Up Enter
e2e_wait "Puzzle 1 of"
e2e_keys Enter
e2e_wait "The best move: $best2"
e2e_ok "Enter on an empty line gives the answer, of the next position"
e2e_has "On the board: the best $best2" "the best move is drawn on the board"
e2e_keys Escape
e2e_wait "Choose a drill:"
e2e_keys Escape
e2e_wait "New game"
e2e_ok "Esc from --practice goes to the start menu"

# Spanish, with a schedule of its own.
e2e_spanish
export XDG_DATA_HOME="$E2E_TMP/data-es"
e2e_start 80 24 --menu --lexicon "$E2E_LEXICON" --seed 3
open_practice "Partida nueva" Entrenamiento "fichas: entrenamiento"
e2e_ok "the menu's Entrenamiento line opens the practice screen"
e2e_has "> Anagramas" "the drills in Spanish"
e2e_has "hoy aún ninguna pregunta; repasar: 0 de 0" "the day in Spanish"
e2e_keys Down Enter
e2e_wait "Ganchos: pregunta 1 de"
e2e_has "¿Qué fichas van" "the hook question in Spanish"
e2e_keys Escape
e2e_wait "Elige un ejercicio:"
e2e_keys Down Enter
e2e_wait "Problema 1 de"
e2e_has "Tu atril:" "the puzzle in Spanish"
e2e_keys "$best"
e2e_keys Enter
e2e_wait "puesto 1 de"
e2e_has "Correcto: es la mejor jugada." "the verdict in Spanish"
e2e_keys Escape
e2e_wait "Problemas: 1 de 1 resuelto."

exit $E2E_FAILED
