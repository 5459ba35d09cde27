#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Decimals on the command line by the locale's LC_NUMERIC: the text for a
# person (anagram --probability, the selfplay summary, stats, a puzzle's
# equity) writes a comma in Spanish and a point in English or C; the
# lines for programs (fichas move and moves, tab-separated; stats --csv)
# keep the point in any locale; and the files (a leave table, a puzzle
# set, a saved game) and FICHAS_PROGRESS_DELAY are written and read with
# a point under a Spanish locale.
. "${top_srcdir:-..}/tests/cli-lib.sh"
. "$top_srcdir/tests/locale-lib.sh"
LEX=$top_builddir/data/fichas.lex
LEAVES=$top_srcdir/tests/data/leaves-test.txt
HISTORY=$top_srcdir/tests/data/history/games
CASA=15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15
TAB=$(printf '\t')
if ! test -r "$LEX"; then
	echo "SKIP: no $LEX"
	exit 77
fi
if ! locale_system es_ES.UTF-8 "$tmp/locales"; then
	echo "SKIP: no es_ES.UTF-8 locale and localedef cannot make it"
	exit 77
fi
locale_dir "$tmp/msgs" || exit 99
FICHAS_LOCALEDIR=$tmp/msgs
XDG_DATA_HOME=$tmp/data
XDG_STATE_HOME=$tmp/state
export FICHAS_LOCALEDIR XDG_DATA_HOME XDG_STATE_HOME
es() { # a command in a Spanish session
	LC_ALL=es_ES.UTF-8 LANGUAGE=es "$@"
}
en() { # a command in the C locale, as scripts run
	LC_ALL=C LANGUAGE= "$@"
}

# anagram --probability: the chance of a rack, for a person.
es "$FICHAS" anagram --lexicon "$LEX" --probability=7 >"$tmp/es" 2>&1
en "$FICHAS" anagram --lexicon "$LEX" --probability=7 >"$tmp/en" 2>&1
check "anagram --probability in Spanish: 0,008015 %" \
    grep -q '^1\. AAEIORS 0,008015 % (1 de cada 12476)' "$tmp/es"
check "anagram --probability in C: 0.008015%" \
    grep -q '^1\. AAEIORS 0\.008015% (1 in 12476)' "$tmp/en"
# Spanish messages with only LC_NUMERIC Spanish: the numbers follow it.
LANG=C.UTF-8 LC_ALL= LC_NUMERIC=es_ES.UTF-8 LANGUAGE=es \
    "$FICHAS" anagram --lexicon "$LEX" --probability=7 >"$tmp/num" 2>&1
check "LANGUAGE=es and a Spanish LC_NUMERIC: the comma" \
    grep -q '^1\. AAEIORS 0,008015 %' "$tmp/num"

# The selfplay summary, for a person.
selfplay() {
	"$@" "$FICHAS" selfplay -n 2 --static -q --lexicon "$FIXTURE" -L none
}
selfplay es >"$tmp/es" 2>&1
selfplay en >"$tmp/en" 2>&1
check "selfplay in Spanish: the average scores with a comma" \
    grep -Eq '^puntuación media: j1 [0-9]+,[0-9], j2 [0-9]+,[0-9]$' "$tmp/es"
check "selfplay in C: the average scores with a point" \
    grep -Eq '^average score: p1 [0-9]+\.[0-9], p2 [0-9]+\.[0-9]$' "$tmp/en"
check "selfplay in Spanish: no decimal point anywhere" \
    sh -c '! grep -Eq "[0-9]\.[0-9]" "$0"' "$tmp/es"

# fichas stats: the sentences in the locale's way, the CSV always '.'.
es "$FICHAS" stats --file "$HISTORY" >"$tmp/es" 2>&1
check "stats in Spanish: 1,3 bingos a game" \
    grep -q '; 1,3 scrabbles por partida$' "$tmp/es"
es "$FICHAS" stats --csv --file "$HISTORY" >"$tmp/es" 2>&1
en "$FICHAS" stats --csv --file "$HISTORY" >"$tmp/en" 2>&1
check "stats --csv in Spanish: the same figures with a point" \
    cmp -s "$tmp/es" "$tmp/en"
check "stats --csv: 0.208,0.939,383.7,386.3,1.33" \
    grep -q ',0\.208,0\.939,383\.7,386\.3,1\.33,' "$tmp/es"

# fichas moves and fichas move: tab-separated for scripts, a point in any
# locale; the leave table (S kept is worth 6.50) is read under es_ES.
es "$FICHAS" moves --lexicon "$FIXTURE" --leaves "$LEAVES" \
    --cgp "$CASA SZ/ 0/0 0" --top 2 >"$tmp/es" 2>&1
printf -- '-Z\t0\tS\t6.50\t6.50\n8H (CASA)S\t8\tZ\t-4.25\t3.75\n' \
    >"$tmp/want"
check "moves in Spanish: the leave table read, the values with a point" \
    cmp -s "$tmp/es" "$tmp/want"
es "$FICHAS" move --lexicon "$FIXTURE" --leaves "$LEAVES" --level experto \
    --cgp "$CASA SZ/ 0/0 0" >"$tmp/es" 2>&1
check "move in Spanish: the value with a point" \
    grep -Eq "^[^$TAB]+$TAB[0-9]+$TAB-?[0-9]+\.[0-9]{2}$TAB[a-z-]+\$" \
    "$tmp/es"

# A puzzle set written and read under es_ES: the file has points, the
# answer's equity a comma.
es "$FICHAS" practice puzzles --lexicon "$LEX" --seed 1 --count 1 \
    --save "$tmp/set" >/dev/null 2>&1
check "a puzzle set written in Spanish: the equity with a point" \
    grep -Eq '; be -?[0-9]+\.[0-9]{2}; mg -?[0-9]+\.[0-9]{2};' "$tmp/set"
echo - | es "$FICHAS" practice puzzles --lexicon "$LEX" --set "$tmp/set" \
    >"$tmp/es" 2>&1
check "the set read in Spanish: the equities with a comma" \
    grep -Eq '^-: 0 puntos, valor -?[0-9]+,[0-9]+, puesto [0-9]+ de [0-9]+\.$' \
    "$tmp/es"

# A saved game loads under es_ES.
en "$FICHAS" play --script "$top_srcdir/tests/golden/37-4-out.script" \
    --lexicon "$FIXTURE" --save "$tmp/game.save" >/dev/null 2>&1
check "a game saved in C resumes under es_ES" \
    status 0 es "$FICHAS" resume-check "$tmp/game.save"
# FICHAS_PROGRESS_DELAY=0.9 under es_ES is most of a second, not 0: a
# selfplay that ends sooner draws no progress line (unless the machine is
# so slow that it took the second).
start=$(date +%s%N)
FICHAS_PROGRESS_DELAY=0.9 es "$FICHAS" selfplay -n 20 --static --progress \
    --lexicon "$FIXTURE" -L none >/dev/null 2>"$tmp/progress"
check "FICHAS_PROGRESS_DELAY=0.9 read with its point under es_ES" sh -c '
	[ $(( $(date +%s%N) - $1 )) -ge 900000000 ] || ! test -s "$2"' \
    sh "$start" "$tmp/progress"
exit $fail
