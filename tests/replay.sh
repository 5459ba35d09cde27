#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas replay, the referee, seen from a shell.  The records in
# tests/data/gcg/ were made up and scored by hand (the #note lines show the
# sums): good ones must exit 0 with every line agreeing; each wrong-*.gcg
# carries one mistake, marked by a "#note wrong: ..." line right after it,
# and must exit 1 naming that line first; unreadable files exit 2.
set -u
: "${FICHAS:=../src/fichas}"
: "${top_srcdir:=..}"
data=$top_srcdir/tests/data/gcg
words=$data/words.txt
out=${TMPDIR:-/tmp}/replay-test.$$
trap 'rm -f "$out"' EXIT INT TERM
fail=0

ok() { echo "ok - $1"; }
bad() { echo "FAIL - $1"; sed 's/^/#   /' "$out"; fail=1; }

# expect_exit STATUS DESCRIPTION ARG...: run fichas replay, check the status.
expect_exit() {
	want=$1 desc=$2
	shift 2
	"$FICHAS" replay "$@" >"$out" 2>&1
	got=$?
	if [ "$got" -eq "$want" ]; then ok "$desc"; else
		echo "#   exit $got, wanted $want"; bad "$desc"; fi
}

# expect_first LINE DESCRIPTION ARG...: exit 1 naming LINE as the first.
expect_first() {
	line=$1 desc=$2
	shift 2
	"$FICHAS" replay "$@" >"$out" 2>&1
	got=$?
	if [ "$got" -eq 1 ] &&
	    grep -q "the first is line $line\.\$" "$out" &&
	    grep "^ *$line  " "$out" | grep -qv '   ok$'; then ok "$desc"; else
		echo "#   exit $got, wanted 1 at line $line"; bad "$desc"; fi
}

# The three end-of-game conventions (art. 37) on hand-scored games.
for f in game-gcg-end game-37-4-end game-37-2-end game-digraphs \
    game-other-engine; do
	expect_exit 0 "$f.gcg: every hand-computed score agrees" "$data/$f.gcg"
	grep -q "every line agrees" "$out" || bad "$f.gcg: no verdict line"
done
expect_exit 0 "ISO-8859-1 with CRLF line ends reads like UTF-8" \
    "$data/latin1-crlf.gcg"
"$FICHAS" replay - <"$data/game-digraphs.gcg" >"$out" 2>&1 &&
    ok "'-' reads the record from standard input" ||
    bad "'-' reads the record from standard input"

# Hand-checked points on one line each (the referee prints both values).
"$FICHAS" replay "$data/game-gcg-end.gcg" >"$out" 2>&1
grep -q "^  33  ana .*REm.DIAS .*computed  +70 total  143   ok" "$out" &&
    ok "art. 19: REMEDIAS with a blank is 20 + 50" ||
    bad "art. 19: REMEDIAS with a blank is 20 + 50"
grep -q "^  65  ana .*computed  +32 total  320   ok" "$out" &&
    ok "GCG end: twice the 16 points left on luis's rack" ||
    bad "GCG end: twice the 16 points left on luis's rack"
grep -q "^  22  ana .*--  .*computed  -34 total   48   ok" "$out" &&
    ok "art. 34: the withdrawn play gives its 34 points back" ||
    bad "art. 34: the withdrawn play gives its 34 points back"

# The same game as other engines write it: no #tile lines, so the bare CH
# and LL in luis's racks are two tiles (art. 11) only because digraphs are
# bracketed elsewhere, and FISE's final scores are worked out.
"$FICHAS" replay "$data/game-other-engine.gcg" >"$out" 2>&1
grep -q "^ *[0-9]*  luis .*9A YUC\. .*computed  +12 total  216   ok" "$out" &&
    ok "art. 11: rack CHLNOUY of a bracketed record holds a C and an H" ||
    bad "art. 11: rack CHLNOUY of a bracketed record holds a C and an H"
grep -q "^ *[0-9]*  ana .*(H\\[L\\]LNNX?) .*computed  +32 total  320   ok" "$out" &&
    ok "GCG end: HLLNNX? without #tile lines is worth 16, twice 32" ||
    bad "GCG end: HLLNNX? without #tile lines is worth 16, twice 32"
grep -q "^FISE final scores (art. 37.4): ana 304, luis 226\$" "$out" &&
    ok "art. 37.4: FISE's final scores from a one-line end" ||
    bad "art. 37.4: FISE's final scores from a one-line end"

# Each wrong record names the line after which it says "#note wrong".
for f in "$data"/wrong-*.gcg; do
	mark=$(grep -n '^#note wrong' "$f" | head -1 | cut -d: -f1)
	expect_first $((mark - 1)) "$(basename "$f"): first wrong line $((mark - 1))" "$f"
done

# The wording of some verdicts: the article and the reason.
"$FICHAS" replay "$data/wrong-off-centre.gcg" >"$out" 2>&1
grep -q "^  12 .*art\. 6: " "$out" && ok "art. 6 cited for a first play off H8" ||
    bad "art. 6 cited for a first play off H8"
"$FICHAS" replay "$data/wrong-not-connected.gcg" >"$out" 2>&1
grep -q "^  35 .*art\. 9: " "$out" && ok "art. 9 cited for a play touching nothing" ||
    bad "art. 9 cited for a play touching nothing"
"$FICHAS" replay "$data/wrong-exchange-bag.gcg" >"$out" 2>&1
grep -q "^  58 .*art\. 24: the bag holds only 3 tiles" "$out" &&
    ok "art. 24: an exchange of 4 with 3 tiles in the bag" ||
    bad "art. 24: an exchange of 4 with 3 tiles in the bag"
"$FICHAS" replay "$data/wrong-time.gcg" >"$out" 2>&1
grep -q "^  67 .*computed  -20 .*art\. 32" "$out" &&
    ok "art. 32: 15 points is no whole minute; a fraction costs 20" ||
    bad "art. 32: 15 points is no whole minute; a fraction costs 20"

# The GCG example of the product's specification is made up: its scores hold, but it hands out two V.
expect_first 14 "SPEC §7 example: scores agree, the second V is refused" \
    "$data/spec-example.gcg"
grep -q "more V tiles than the set holds" "$out" ||
    bad "SPEC §7 example: the V is named"

# Judging words (arts. 33, 34) with a small hand-written word list.
expect_exit 0 "--judge: a whole game whose phony was withdrawn" \
    --lexicon "$words" "$data/game-gcg-end.gcg"
expect_exit 0 "without --judge a phony that stood is not looked at" \
    "$data/judge-phony.gcg"
expect_first 13 "--judge: art. 34, a phony that stood" \
    --judge --lexicon "$words" "$data/judge-phony.gcg"
grep -q "LLENA is not in the lexicon" "$out" || bad "--judge: the phony is named"
expect_first 10 "--judge: art. 34, a valid play withdrawn" \
    --lexicon "$words" "$data/judge-withdrawn-valid.gcg"
FICHAS_LEXICON=$data/nonexistent.lex expect_exit 2 \
    "--judge without a readable lexicon" --judge "$data/game-digraphs.gcg"

# Files that cannot be read or are not GCG: exit 2, a message with the line.
expect_exit 2 "a missing file" "$data/nonexistent.gcg"
expect_exit 2 "an empty file" "$data/empty.gcg"
expect_exit 2 "a line that is not GCG" "$data/bad-line.gcg"
grep -q "bad-line.gcg:5:" "$out" || bad "the bad line is named"
expect_exit 2 "points that are not a number" "$data/bad-points.gcg"
grep -q "bad-points.gcg:3:" "$out" || bad "the bad points are named"
expect_exit 2 "a position off the board" "$data/bad-position.gcg"
grep -q "bad-position.gcg:4:" "$out" || bad "the bad position is named"
expect_exit 2 "no file named"
expect_exit 0 "--help" --help
exit $fail
