#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas practice and fichas anagram --probability from a shell, on the
# fixture list: a seeded anagram quiz answered once right and once wrong,
# the schedule it leaves and what comes back from it, a CH rack (art. 11)
# answered with the digraph, hooks, a corrupt schedule, the summary, and
# the likeliest racks' probabilities against hand computation.
. "${top_srcdir:-..}/tests/cli-lib.sh"

XDG_DATA_HOME=$tmp/data
export XDG_DATA_HOME
SCHEDULE=$XDG_DATA_HOME/fichas/practice
L="--lexicon $FIXTURE"

# The quiz's words, read from a run that answers nothing: same seed,
# same racks, so the second run can answer the first rack right.
printf '\n\n' | $FICHAS practice anagrams --seed 1 --count 2 $L \
	>"$tmp/blank.out" 2>"$tmp/blank.err"
check "a seeded quiz of two racks runs" test $? -eq 0
check "it asks two questions" grep -q '^2/2\. Rack: ' "$tmp/blank.out"
words1=$(sed -n '/^1\/2/,/^2\/2/s/^  Missed: //p' "$tmp/blank.out")
check "the first rack's words are shown as missed" test -n "$words1"
rm -rf "$XDG_DATA_HOME"

# One right answer, one wrong one, in a fresh schedule.
printf '%s\nzzz\n' "$words1" | $FICHAS practice anagrams --seed 1 \
	--count 2 $L >"$tmp/quiz.out" 2>"$tmp/quiz.err"
check "the quiz answered runs" test $? -eq 0
check "the same seed asks the same racks" \
	test "$(grep '^[12]/2' "$tmp/quiz.out")" = \
	"$(grep '^[12]/2' "$tmp/blank.out")"
check "the right answer is judged right" \
	sh -c "sed -n '/^1\/2/,/^2\/2/p' '$tmp/quiz.out' | grep -q '^  Correct\.'"
check "the wrong word is shown as wrong" grep -q '^  Wrong: ZZZ$' "$tmp/quiz.out"
check "the missed word of the second rack is shown" \
	sh -c "sed -n '/^2\/2/,\$p' '$tmp/quiz.out' | grep -q '^  Missed: '"
check "the score is one of two" grep -q '^Score: 1 of 2 right\.$' \
	"$tmp/quiz.out"
check "nothing on standard error" test ! -s "$tmp/quiz.err"

# The schedule: the right rack in box 2, the wrong one back in box 1.
check "the schedule is written" test -f "$SCHEDULE"
check "its header" sh -c "head -n 1 '$SCHEDULE' | grep -qx 'fichas-practice 1'"
check "the right rack moved up to box 2" grep -q '^item anagrams 2 ' "$SCHEDULE"
check "the wrong rack is in box 1" grep -q '^item anagrams 1 ' "$SCHEDULE"
check "today's tally: 2 asked, 1 right" grep -q '^day [0-9]* anagrams 2 1$' \
	"$SCHEDULE"

# After a restart the missed rack comes back first, marked due.
second=$(sed -n 's/^2\/2\. Rack: \(.*\)  .*/\1/p' "$tmp/quiz.out")
printf '\n' | $FICHAS practice anagrams --count 1 $L >"$tmp/again.out"
check "the missed rack comes back first, due again" \
	grep -q "^1/1\. Rack: $second  .*, due again\$" "$tmp/again.out"

# The summary of fichas practice with no drill.
$FICHAS practice >"$tmp/sum.out" 2>&1
check "the summary runs" test $? -eq 0
check "the summary counts today's anagrams" \
	grep -qx '  today: 3 asked, 33% right' "$tmp/sum.out"
check "the summary says what is due" \
	grep -qx '  due: 1 of 2 items' "$tmp/sum.out"
check "the summary has every drill" \
	test "$(grep -c '^[A-Z]' "$tmp/sum.out")" -eq 3
check "a drill with no question today says so, not '0 asked, - right'" \
	sh -c "sed -n '/^Hooks/,/due:/p' '$tmp/sum.out' |
	grep -qx '  today: no questions yet'"
check "nor in the last days" \
	sh -c "sed -n '/^Hooks/,/due:/p' '$tmp/sum.out' |
	grep -qx '  the last [0-9]* days: no questions'"
check "no '0 asked' anywhere" sh -c "! grep -q ' 0 asked' '$tmp/sum.out'"

# The same in Spanish.
. "$top_srcdir/tests/locale-lib.sh"
if locale_dir "$tmp/locale"; then
	FICHAS_LOCALEDIR=$tmp/locale LANGUAGE=es LC_ALL=C.UTF-8 $FICHAS practice \
		>"$tmp/sum-es.out" 2>&1
	check "the summary in Spanish" grep -qx '  hoy: 3 preguntas, 33 % bien' \
		"$tmp/sum-es.out"
	check "what is due, in Spanish" grep -qx '  por repasar: 1 de 2' \
		"$tmp/sum-es.out"
	check "no question yet today, in Spanish" \
		grep -qx '  hoy: aún ninguna pregunta' "$tmp/sum-es.out"
	# One question of hooks today: «1 pregunta», not «1 preguntas».
	day=$(sed -n 's/^day \([0-9]*\) anagrams .*/\1/p' "$SCHEDULE" | head -n 1)
	echo "day $day hooks 1 1" >>"$SCHEDULE"
	FICHAS_LOCALEDIR=$tmp/locale LANGUAGE=es LC_ALL=C.UTF-8 $FICHAS practice \
		>"$tmp/one-es.out" 2>&1
	check "one question, in Spanish: «1 pregunta»" \
		grep -qx '  hoy: 1 pregunta, 100 % bien' "$tmp/one-es.out"
fi

# A rack with the CH tile, due in a hand-written schedule: OCHO is
# O·CH·O, typed with ch or [ch]; C+H tiles never make a CH.
printf 'fichas-practice 1\nitem anagrams 1 0 0 1 0 [CH]OO\n' >"$SCHEDULE"
printf 'ocho\n' | $FICHAS practice anagrams --length 3 --count 1 $L \
	>"$tmp/ch.out"
check "a CH rack shows CH as one tile" grep -q '^1/1\. Rack: CH O O ' "$tmp/ch.out"
check "OCHO typed with ch is right" grep -q '^  Right: O\[CH\]O$' "$tmp/ch.out"
printf 'fichas-practice 1\nitem anagrams 1 0 0 1 0 [CH]OO\n' >"$SCHEDULE"
printf 'o[ch]o\n' | $FICHAS practice anagrams --length 3 --count 1 $L \
	>"$tmp/ch2.out"
check "OCHO typed with [ch] is right" grep -q '^  Correct\.$' "$tmp/ch2.out"
$FICHAS anagram --probability 4 --count 1000 $L >"$tmp/prob4.out"
no_split_ch() {
	! sed 's/\[CH\]//g' "$1" | grep -q CH
}
check "C and H as two tiles make no CH word" no_split_ch "$tmp/prob4.out"

# Hooks: before AS go C and L (CAS, LAS); after it A (ASA), not S.
rm -f "$SCHEDULE"
printf 'l c\ns\n' | $FICHAS practice hooks --length 2 --count 2 $L \
	>"$tmp/hooks.out"
check "the first hook question is before AS" \
	grep -q '^1/2\. Which tiles go before AS?$' "$tmp/hooks.out"
check "C and L before AS are right" grep -q '^  Right: CAS LAS$' "$tmp/hooks.out"
check "S after AS is wrong, A missed" \
	sh -c "grep -q '^  Wrong: ASS$' '$tmp/hooks.out' && grep -q '^  Missed: ASA$' '$tmp/hooks.out'"

# A corrupt line is skipped with a warning; a file of another kind is left
# alone.
printf 'fichas-practice 1\nitem anagrams 7 x\n' >"$SCHEDULE"
printf '\n' | $FICHAS practice anagrams --count 1 $L >/dev/null 2>"$tmp/bad.err"
check "a corrupt schedule line is reported" \
	grep -q 'practice: 1 line unreadable (line 2), skipped' "$tmp/bad.err"
check "the schedule is written again, clean" \
	sh -c "! grep -q 'item anagrams 7 x' '$SCHEDULE'"
printf 'my shopping list\n' >"$SCHEDULE"
printf '\n' | $FICHAS practice anagrams --count 1 $L >/dev/null 2>"$tmp/bad2.err"
check "a file that is no schedule is reported" \
	grep -q 'not a practice schedule' "$tmp/bad2.err"
check "and left as it was" grep -qx 'my shopping list' "$SCHEDULE"

# The likeliest two-tile racks of the fixture: AS and ES,
# C(12,1) C(6,1) / C(100,2) = 72 / 4950 = 1.4545%, 1 in 68.75.
$FICHAS anagram --probability 2 --count 2 $L >"$tmp/prob.out"
check "anagram --probability lists the likeliest racks" test $? -eq 0
check "AS first: 72/4950" grep -qx '1\. AS 1\.455% (1 in 69): AS' "$tmp/prob.out"
check "ES second, with its word" grep -qx '2\. ES 1\.455% (1 in 69): SE' \
	"$tmp/prob.out"
# CASA: C(12,2) C(4,1) C(6,1) / C(100,4) = 1584 / 3921225, 1 in 2475.5.
$FICHAS anagram --probability=4 --count 1000 $L >"$tmp/prob4.out"
check "AACS: 1584 / 3921225" grep -qx '[0-9]*\. AACS 0\.0404% (1 in 2476): CASA SACA' \
	"$tmp/prob4.out"
status 2 $FICHAS anagram --probability 9 $L
check "a rack of 9 tiles is a usage error" test $? -eq 0
status 2 $FICHAS practice anagrams --length 1 $L
check "a rack of 1 tile is a usage error" test $? -eq 0
status 2 $FICHAS practice sudoku
check "an unknown drill is a usage error" test $? -eq 0
check "fichas practice --help" sh -c "$FICHAS practice --help | grep -q 'practice \[anagrams|hooks|puzzles\]'"
check "fichas anagram --help mentions --probability" \
	sh -c "$FICHAS anagram --help | grep -q -- '--probability'"
exit $fail
