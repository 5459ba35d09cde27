#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The kill test: a scripted game (tests/golden/37-4-out.script) is killed
# with SIGKILL 30 times, at moments spread over a run (run n is killed in
# slice n mod 10 of ten equal slices of a run's length, where in the slice
# from the seed), and resumed each time from its autosave (fichas play
# --save PATH --resume).  Whenever a game reaches the end, its final sheet
# and its save must be exactly those of a run never interrupted: a kill
# loses at most the line being played, which the resumed run plays again
# from the same state.
# A kill during a write leaves a temporary file kill.save.tmp-PID-XXXXXX:
# it is left there, and the next run that saves must remove it (its
# process is gone), so that a finished game leaves no litter.
# The seed is fixed and printed: KILL_TEST_SEED=N repeats or varies a run
# (the moments also scale with the measured length of a run, so a repeat
# on a slower machine kills at the same points of the game, give or take);
# KILL_TEST_KILLS changes the count.
set -u
: "${FICHAS:=../src/fichas}"
: "${top_srcdir:=..}"
script=$top_srcdir/tests/golden/37-4-out.script
lexicon=$top_srcdir/tests/data/fixture-words.txt
kills_wanted=${KILL_TEST_KILLS:-30}
seed=${KILL_TEST_SEED:-1}
slices=10
delay=3 # ms after each line, so that kills land in the middle of a game
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
play=play
"$FICHAS" play --help 2>/dev/null | grep -q -- --script || play=play-script

# Run the game, resuming when there is a save; extra arguments follow.
# It execs, so call it in a subshell: the pid killed is the game's own.
run() {
	if [ -f "$tmp/kill.save" ]; then
		set -- --resume "$@"
	fi
	exec "$FICHAS" $play --script "$script" --lexicon "$lexicon" \
	    --save "$tmp/kill.save" "$@" >"$tmp/run.out" 2>"$tmp/run.err"
}

# A finished run must end like the uninterrupted one, leave no temporary
# file of the killed runs; then start afresh.
check_finished() {
	litter=$(cd "$tmp" && ls kill.save.tmp-* 2>/dev/null)
	if [ -n "$litter" ]; then
		echo "FAIL - temporary files left after a finished run:" $litter
		fail=1
	fi
	sed -n '/^== final sheet ==$/,$p' "$tmp/run.out" >"$tmp/run.final"
	if cmp -s "$tmp/run.final" "$tmp/ref.final" &&
	    cmp -s "$tmp/kill.save" "$tmp/ref.save"; then
		games=$((games + 1))
	else
		echo "FAIL - game $((games + 1)) differs after $kills kills" \
		    "(seed $seed, run $runs):"
		diff "$tmp/ref.final" "$tmp/run.final"
		cat "$tmp/run.err"
		fail=1
	fi
	rm -f "$tmp"/kill.save*
}

echo "# seed $seed (KILL_TEST_SEED=$seed repeats this run)"
# The uninterrupted run, timed with the delay: kills land within that span.
# Timed twice, the shorter counts: a span stretched by a busy moment would
# put the kills past the end of most runs (each then plays to the end, and
# the test takes several times longer); the two must end alike.
span=
for ref in ref ref2; do
	start=$(date +%s%N)
	"$FICHAS" $play --script "$script" --lexicon "$lexicon" \
	    --step-delay "$delay" --save "$tmp/$ref.save" >"$tmp/$ref.out" ||
	    { echo "FAIL - no reference run"; exit 1; }
	ms=$(( ($(date +%s%N) - start) / 1000000 ))
	[ -n "$span" ] && [ "$span" -le "$ms" ] || span=$ms
done
if ! cmp -s "$tmp/ref.out" "$tmp/ref2.out" ||
    ! cmp -s "$tmp/ref.save" "$tmp/ref2.save"; then
	echo "FAIL - two uninterrupted runs differ"
	exit 1
fi
echo "# an uninterrupted run takes $span ms"
sed -n '/^== final sheet ==$/,$p' "$tmp/ref.out" >"$tmp/ref.final"
fail=0
kills=0
left=0
games=0
runs=0
while [ "$kills" -lt "$kills_wanted" ] && [ "$fail" -eq 0 ]; do
	runs=$((runs + 1))
	(run --step-delay "$delay") &
	pid=$!
	at=$(awk -v s="$seed" -v r="$runs" -v n="$slices" -v span="$span" \
	    'BEGIN { srand(s * 1000 + r)
		printf "%.3f", (r % n + rand()) / n * span / 1000 }')
	sleep "$at"
	kill -KILL "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	rc=$?
	if [ "$rc" -eq 137 ]; then
		kills=$((kills + 1))
		if [ -f "$tmp/kill.save" ]; then
			sed -n 's/^progress //p' "$tmp/kill.save" >>"$tmp/points"
		fi
		# A kill during a write may leave a temporary file; never the save.
		if ls "$tmp"/kill.save.tmp-* >/dev/null 2>&1; then
			left=$((left + 1))
		fi
	elif [ "$rc" -eq 0 ]; then
		check_finished
	else
		echo "FAIL - run $runs (seed $seed, killed at ${at}s) exited" \
		    "with $rc:"
		cat "$tmp/run.err"
		fail=1
	fi
done
if [ "$fail" -eq 0 ]; then
	(run)
	rc=$?
	if [ "$rc" -ne 0 ]; then
		echo "FAIL - the last resume exited with $rc (seed $seed)"
		cat "$tmp/run.err"
		fail=1
	else
		check_finished
	fi
fi
if [ "$fail" -eq 0 ]; then
	points=$(sort -un "$tmp/points" 2>/dev/null | wc -l)
	echo "ok - $kills kills in $runs runs (saves after $points different" \
	    "lines), $games games resumed to the same end; after $left kills" \
	    "a temporary file was there, none after a finished run"
fi
exit $fail
