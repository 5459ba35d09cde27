#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas practice puzzles seen from a shell: a set from the computer's
# games from seed 1 (the default lexicon and the committed leave table),
# saved and read back, one puzzle answered right and one wrong on
# standard input, a notation error asked again, a corrupt line of a set
# file skipped with its line number, puzzles from a GCG record, and the
# usage errors (exit 2).  Answers go to the practice schedule: what was
# missed is asked first the next time.
. "${top_srcdir:-..}/tests/cli-lib.sh"
LEX=$top_builddir/data/fichas.lex
LEAVES=$top_srcdir/data/leaves.txt
GCG=$top_srcdir/tests/data/gcg/game-digraphs.gcg
if ! test -r "$LEX"; then
	echo "SKIP: no $LEX"
	exit 77
fi
XDG_DATA_HOME=$tmp/data
export XDG_DATA_HOME
SCHEDULE=$XDG_DATA_HOME/fichas/practice
puzzles() {
	"$FICHAS" practice puzzles --lexicon "$LEX" --leaves "$LEAVES" "$@"
}
best_of() { # the best move of line $1 of a set file $2 ("bm MOVE;")
	sed -n "$1p" "$2" | sed 's/.* bm \([^;]*\);.*/\1/'
}

# The set: two puzzles from seed 1, written whole.
puzzles --seed 1 --count 2 --save "$tmp/set" >"$tmp/out"
check "--save writes the set and says how many" \
    grep -qx "Saved 2 puzzles to $tmp/set." "$tmp/out"
check "a header, then one CGP line a puzzle with its best move" \
    test "$(grep -c ' bm .*; bs .*; be .*; mg .*; src seed 1 game ' \
    "$tmp/set")" -eq 2
best1=$(best_of 2 "$tmp/set")
best2=$(best_of 3 "$tmp/set")
puzzles --seed 1 --count 2 --save "$tmp/again" >/dev/null
check "the same seed gives the same set" cmp -s "$tmp/set" "$tmp/again"

# One right (the best move, its letters on the board written without
# parentheses), one wrong (the pass), after a move that is no notation.
right=$(printf '%s' "$best1" | tr -d '()')
printf '%s\n8Z CASA\n-\n' "$right" | puzzles --set "$tmp/set" >"$tmp/out" \
    2>"$tmp/err"
check "the quiz exits 0" test $? -eq 0
check "the position is shown: the board, the rack, the CGP" \
    sh -c 'grep -q "^    A  B  C" "$0" && grep -q "^Your rack: " "$0" &&
    grep -q "^CGP: " "$0"' "$tmp/out"
check "puzzle 1 of 2 names its game" \
    grep -q "^Puzzle 1 of 2 (seed 1, game 1, turn [0-9]*)$" "$tmp/out"
check "the right answer: its score, equity, rank 1" \
    sh -c 'grep -F "$1: " "$0" | grep -q "^[^:]*: [0-9]* points, equity [0-9.-]*, rank 1 of [0-9]*\.$"' \
    "$tmp/out" "$best1"
check "...and it is the best move" \
    grep -qx "Right: that is the best move." "$tmp/out"
check "a move that does not read is asked again" \
    grep -q "^That move is not legal: A position is 8H" "$tmp/out"
check "the wrong answer: the pass, 0 points, its rank" \
    grep -q "^-: 0 points, equity [0-9.-]*, rank [0-9]* of [0-9]*\.$" \
    "$tmp/out"
check "...then the best move with its score and equity" \
    sh -c 'grep -F "The best move: $1, " "$0" | grep -q " [0-9]* points, equity [0-9.-]*\.$"' \
    "$tmp/out" "$best2"
check "the tally: one of two" grep -qx "Solved 1 of 2 puzzles." "$tmp/out"
check "nothing on standard error" test ! -s "$tmp/err"
cgp_of() { # the four CGP fields of line $1 of a set file $2
	sed -n "$1p" "$2" | cut -d' ' -f1-4
}
check "the right answer is in the schedule's box 2" \
    grep -q "^item puzzles 2 [0-9]* [0-9]* 1 1 [0-9a-f]\{16\}$" "$SCHEDULE"
check "...the wrong one back in box 1" \
    grep -q "^item puzzles 1 [0-9]* [0-9]* 1 0 [0-9a-f]\{16\}$" "$SCHEDULE"
check "...and today's tally counts both" \
    grep -q "^day [0-9]* puzzles 2 1$" "$SCHEDULE"
# The missed puzzle is due today: the next session asks it first.
printf '\n' | puzzles --set "$tmp/set" >"$tmp/out"
check "what was missed comes first the next time" \
    test "$(grep '^CGP: ' "$tmp/out" | head -n 1)" = "CGP: $(cgp_of 3 "$tmp/set")"
check "...then the one answered right" \
    test "$(grep '^CGP: ' "$tmp/out" | sed -n 2p)" = "CGP: $(cgp_of 2 "$tmp/set")"

# Each answer is kept as it is given, before the quiz ends.
rm -rf "$XDG_DATA_HOME"
mkfifo "$tmp/in"
puzzles --set "$tmp/set" <"$tmp/in" >/dev/null &
pid=$!
exec 3>"$tmp/in"
printf '\n' >&3
i=0
while [ $i -lt 100 ] && ! grep -q "^item puzzles" "$SCHEDULE" 2>/dev/null; do
	sleep 0.1
	i=$((i + 1))
done
check "an answer is in the schedule while the quiz goes on" \
    grep -q "^item puzzles 1 " "$SCHEDULE"
exec 3>&-
wait $pid

# The end of the input ends the quiz; an empty line shows the answer.
rm -rf "$XDG_DATA_HOME"
printf '\n' | puzzles --set "$tmp/set" >"$tmp/out"
check "an empty line shows the best move" \
    grep -qF "The best move: $best1, " "$tmp/out"
check "...and the end of the input ends the quiz" \
    grep -qx "Solved 0 of 1 puzzle." "$tmp/out"

# A corrupt line is skipped with its line number; the rest still loads.
{ sed -n 1,2p "$tmp/set"; echo "15/15 garbage"; sed -n 3p "$tmp/set"; } \
    >"$tmp/bad"
puzzles --set "$tmp/bad" </dev/null >"$tmp/out" 2>"$tmp/err"
check "a set with a corrupt line still runs" test $? -eq 0
check "...the line is named with its reason" \
    grep -q "bad:3: puzzle skipped: the board needs 15 rows" "$tmp/err"
check "...and the other two puzzles load" grep -q "^Puzzle 1 of 2" "$tmp/out"

# Positions from a game record: every turn its rack gives, at margin 0.
puzzles --margin 0 --count 1 "$GCG" </dev/null >"$tmp/out"
check "a GCG record gives puzzles named by file and turn" \
    grep -q "^Puzzle 1 of 1 ($GCG, turn 1)$" "$tmp/out"

# Nothing stands out by 200 points: exit 1 and say so.
puzzles --seed 1 --count 1 --margin 200 </dev/null >/dev/null 2>"$tmp/err"
check "no puzzle: exit 1" test $? -eq 1
check "...with a message" grep -q "no puzzle" "$tmp/err"

echo garbage >"$tmp/garbage"
puzzles --set "$tmp/garbage" </dev/null >/dev/null 2>"$tmp/err"
check "a set file without a puzzle: exit 1" test $? -eq 1
check "...naming the file" grep -q "garbage holds no puzzle" "$tmp/err"

check "--count 0 is a usage error" status 2 puzzles --count 0
check "--margin x is a usage error" status 2 puzzles --margin x
check "a set file that cannot be read: exit 2" \
    status 2 puzzles --set "$tmp/none"
check "--help: exit 0" status 0 puzzles --help

# fichas practice --puzzles FILE.gcg... is fichas practice puzzles --puzzles.
RECORD=$top_srcdir/tests/data/gcg/after-37-4.gcg
"$FICHAS" practice --puzzles "$RECORD" --lexicon "$LEX" --leaves "$LEAVES" \
    --save "$tmp/short" >/dev/null 2>&1
puzzles --puzzles "$RECORD" --save "$tmp/long" >/dev/null 2>&1
check "practice --puzzles FILE builds the set practice puzzles builds" \
    sh -c 'test -s "$1" && cmp -s "$1" "$2"' sh "$tmp/short" "$tmp/long"
exit $fail
