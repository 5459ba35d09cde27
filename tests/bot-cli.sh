#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas selfplay and fichas analyze seen from a shell, on the hand-written
# fixture list and a few games so that it runs in a second or two: the
# fields they print, the same games from the same seed whatever the
# threads, and exit status 2 on bad input.
set -u
: "${FICHAS:=../src/fichas}"
: "${top_srcdir:=..}"
FIXTURE=$top_srcdir/tests/data/fixture-words.txt
LEAVES=$top_srcdir/data/leaves.txt
GAME=$top_srcdir/tests/data/gcg/game-37-4-end.gcg
LC_ALL=C
LANGUAGE=
export LC_ALL LANGUAGE
unset FICHAS_LEXICON FICHAS_LEAVES

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bot-cli.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0
check() { # description, then a command that must succeed
	desc=$1; shift
	if "$@"; then echo "ok - $desc"; else echo "FAIL - $desc"; fail=1; fi
}
status() { # expected status, then a command (output discarded)
	want=$1; shift
	"$@" >/dev/null 2>&1
	test $? -eq "$want"
}
selfplay() {
	"$FICHAS" selfplay --lexicon "$FIXTURE" --leaves "$LEAVES" "$@"
}
# The lines that do not depend on the machine.
stable() { grep -v -e '^speed:' -e '^peak memory:' "$1"; }

selfplay --games 6 --seed 5 --p1 experto --p2 aficionado >"$tmp/a" 2>&1
check "selfplay runs" test $? -eq 0
check "selfplay names the match" \
    grep -qx 'games: 6 (p1 experto, p2 aficionado, seed 5, threads 1)' "$tmp/a"
check "wins, draws and losses add up to the games" sh -c '
	set -- $(sed -n "s/^p1 wins: \([0-9]*\), draws: \([0-9]*\), losses: \([0-9]*\)$/\1 \2 \3/p" "$1")
	test $# -eq 3 && test $(($1 + $2 + $3)) -eq 6' sh "$tmp/a"
check "a 95% confidence interval" \
    grep -Eq '^p1 result: [0-9.]+% \(95% confidence interval [0-9.]+% to [0-9.]+%, draws count half\)$' "$tmp/a"
check "average scores" grep -Eq '^average score: p1 -?[0-9.]+, p2 -?[0-9.]+$' "$tmp/a"
check "bingos per game" grep -Eq '^bingos per game: p1 [0-9.]+, p2 [0-9.]+$' "$tmp/a"
check "games per second" grep -Eq '^speed: [0-9.]+ games per second \([0-9.]+ s\)$' "$tmp/a"
check "peak memory" grep -Eq '^peak memory: [0-9.]+ MB$' "$tmp/a"

selfplay --games 6 --seed 5 --p1 experto --p2 aficionado --threads 2 >"$tmp/b" 2>&1
stable "$tmp/a" | sed 's/threads 1/threads N/' >"$tmp/a1"
stable "$tmp/b" | sed 's/threads 2/threads N/' >"$tmp/b1"
check "two threads play the same games as one" cmp -s "$tmp/a1" "$tmp/b1"
selfplay --games 6 --seed 6 --p1 experto --p2 aficionado >"$tmp/c" 2>&1
stable "$tmp/c" | sed 's/seed 6/seed 5/' >"$tmp/c1"
check "another seed, other games" sh -c '! cmp -s "$1" "$2"' sh "$tmp/a1" \
    "$tmp/c1"
check "every level plays" sh -c '
	"$1" selfplay --lexicon "$2" --leaves "$3" --games 2 --p1 principiante \
	    --p2 campeon --iterations 4 --nodes 20 >/dev/null' sh "$FICHAS" "$FIXTURE" "$LEAVES"

check "an unknown level is a usage error" status 2 selfplay --p1 maestro
check "a bad game count is a usage error" status 2 selfplay --games 0
check "a missing leave table is an error" status 2 \
    "$FICHAS" selfplay --lexicon "$FIXTURE" --leaves "$tmp/none" --games 1

"$FICHAS" analyze --lexicon "$FIXTURE" --leaves "$LEAVES" "$GAME" >"$tmp/an" 2>&1
check "analyze runs" test $? -eq 0
check "analyze prints its header" grep -qx \
    "$(printf 'turn\tplayer\tplayed\tscore\tbest\tbest score\tequity lost')" "$tmp/an"
check "a line for each of the 27 turns, numbered" sh -c '
	test "$(grep -c "^[0-9]" "$1")" -eq 27 && grep -q "^27	ana	2J ESTEN	21	" "$1"' sh "$tmp/an"
check "each analysed turn: move, score, best, its score, equity lost" sh -c '
	awk -F "\t" "/^[0-9]/ && NF == 7 && \$4 ~ /^-?[0-9]+$/ && \$6 ~ /^-?[0-9]+$/ && \$7 >= 0 { n++ } END { exit !(n >= 20) }" "$1"' sh "$tmp/an"
check "the first turn is ana's CA[LL]ES" grep -q "$(printf '^1\tana\t8D CA\\[LL\\]ES\t34\t')" "$tmp/an"
check "the withdrawn play is marked" grep -q "$(printf '\tana\tK8 TUBIZ(O) --\t0\t')" "$tmp/an"
check "the exchange is analysed" grep -q "$(printf '\tana\t-BTU\t0\t')" "$tmp/an"
check "the total lost by each player" sh -c '
	grep -Eq "^equity lost by ana: [0-9.]+$" "$1" &&
	grep -Eq "^equity lost by luis: [0-9.]+$" "$1"' sh "$tmp/an"
check "analyze without a file is a usage error" status 2 \
    "$FICHAS" analyze --lexicon "$FIXTURE"
check "analyze of a missing file fails" status 2 \
    "$FICHAS" analyze --lexicon "$FIXTURE" "$tmp/none.gcg"
check "analyze of a file that is not GCG fails" status 2 \
    "$FICHAS" analyze --lexicon "$FIXTURE" "$FIXTURE"

# --chart: after the figures, a bar line per player ending in its total.
LC_ALL=C.UTF-8 "$FICHAS" analyze -q --chart --lexicon "$FIXTURE" \
    --leaves "$LEAVES" "$GAME" >"$tmp/chart" 2>&1
check "analyze --chart draws a line of bars per player" test \
    "$(grep -c '[▁▂▃▄▅▆▇█] -*[0-9]*$' "$tmp/chart")" -eq 2

test $fail -eq 0 && echo "bot-cli: all passed"
exit $fail
