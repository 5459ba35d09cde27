#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas-mklex and the lexicon subcommands (check, words, anagram) seen
# from a shell: output and exit codes, with the hand-written fixture list.
. "${top_srcdir:-..}/tests/cli-lib.sh"
MKLEX=$top_builddir/src/fichas-mklex

# A list with one problem of each kind, numbered by hand.
printf '%s\n' '# test list' casa kiwi CASA '' x calle1 perro \
    desenredabamosles 'ca[LL]e' >"$tmp/list.txt"
LEX=$tmp/fixture.lex

check "mklex compiles the fixture" \
	sh -c '"$0" -q -o "$1" "$2" >/dev/null' "$MKLEX" "$LEX" "$FIXTURE"
check "mklex reports refused lines with their numbers" \
	sh -c '"$0" -o "$1/l.lex" "$1/list.txt" 2>"$1/err" >"$1/out" &&
	grep -q "list.txt:3: .*kiwi.*K or W" "$1/err" &&
	grep -q "list.txt:6: .*x.*fewer than 2" "$1/err" &&
	grep -q "list.txt:7: .*calle1.*not a Spanish letter" "$1/err" &&
	grep -q "list.txt:9: .*more than 15" "$1/err"' "$MKLEX" "$tmp"
check "mklex summary: 8 read, 3 kept, 4 skipped, 1 duplicate" \
	grep -q "8 words read, 3 kept, 4 skipped (duplicates merged: 1)" \
	"$tmp/out"
check "mklex --strict reports every bad line and the summary, exits 1" \
	sh -c '"$0" --strict -o "$1/s.lex" "$1/list.txt" 2>"$1/err" \
	    >"$1/out";
	test $? -eq 1 && grep -q "list.txt:3:" "$1/err" &&
	grep -q "list.txt:9:" "$1/err" && grep -q "4 skipped" "$1/out" &&
	grep -q "4 unusable lines (--strict)" "$1/err" &&
	! test -e "$1/s.lex"' "$MKLEX" "$tmp"
check "mklex --digraphs digits reads CA2E as calle" \
	sh -c 'printf "CA2E\n" | "$0" -q --digraphs digits -o "$1/d.lex" - \
	    >/dev/null &&
	"$2" check --lexicon "$1/d.lex" calle >/dev/null' \
	"$MKLEX" "$tmp" "$FICHAS"
check "mklex without -o is a usage error (2)" status 2 "$MKLEX" "$FIXTURE"
check "mklex --name: a control character is refused (1)" \
	status 1 "$MKLEX" -q --name "$(printf 'a\tb')" -o "$tmp/n.lex" "$FIXTURE"

# #lexicon in an exported record is the graph's own name, else the list's
# file name; the golden game's script plays with either.
SCRIPT=$top_srcdir/tests/golden/37-2-passes.script
cp "$FIXTURE" "$tmp/lista-de-prueba.txt"
"$MKLEX" -q --name FISE-2016 -o "$tmp/named.lex" "$FIXTURE" >/dev/null
"$MKLEX" -q -o "$tmp/plain.lex" "$tmp/lista-de-prueba.txt" >/dev/null
for lex in named:FISE-2016 plain:lista-de-prueba; do
	file=$tmp/${lex%%:*}.lex name=${lex#*:}
	check "#lexicon $name for a game played with ${lex%%:*}.lex" \
	    sh -c '"$0" play --script "$1" --lexicon "$2" --save "$3.save" \
		>/dev/null && "$0" export -o "$3.gcg" "$3.save" &&
	    grep -q "^#lexicon $4\$" "$3.gcg"' "$FICHAS" "$SCRIPT" "$file" \
	    "$tmp/${lex%%:*}" "$name"
done
check "mklex with an unknown spelling is a usage error (2)" \
	status 2 "$MKLEX" --digraphs roman -o "$tmp/x.lex" "$FIXTURE"

check "check: valid words exit 0, shown as tiles" \
	sh -c '"$0" check --lexicon "$1" calle PERRO ñandú >"$2/out" &&
	printf "CA[LL]E: valid\nPE[RR]O: valid\nÑANDU: valid\n" |
	cmp -s - "$2/out"' "$FICHAS" "$LEX" "$tmp"
check "check: one invalid word exits 1" \
	sh -c '"$0" check -l "$1" casa cale >"$2/out"; test $? -eq 1 &&
	grep -q "^CALE: invalid$" "$2/out"' "$FICHAS" "$LEX" "$tmp"
check "check: C·A·L·L·E written [L]... is refused, not a crash" \
	status 1 "$FICHAS" check -l "$LEX" 'CA[LX]E'
check "check: a word with K is invalid with a message" \
	sh -c '"$0" check -l "$1" kiwi >/dev/null 2>"$2/err"; test $? -eq 1 &&
	grep -q "kiwi" "$2/err"' "$FICHAS" "$LEX" "$tmp"
check "check -: words from standard input" \
	sh -c 'printf "casa\n\n  zzz \n" | "$0" check -l "$1" - >"$2/out";
	test $? -eq 1 && test "$(wc -l <"$2/out")" -eq 2' \
	"$FICHAS" "$LEX" "$tmp"
check "check without words is a usage error (2)" \
	status 2 "$FICHAS" check -l "$LEX"
check "FICHAS_LEXICON names the lexicon" \
	sh -c 'FICHAS_LEXICON="$1" "$0" check casa >/dev/null' "$FICHAS" "$LEX"
check "by default, the graph built in the build tree" \
	sh -c '"$0" check casa >/dev/null 2>"$1/err"; rc=$?
	if test -f "$2/data/fichas.lex"; then test $rc -eq 0
	else test $rc -eq 2 && grep -q "$2/data/fichas.lex" "$1/err"; fi' \
	"$FICHAS" "$tmp" "$top_builddir"
check "a plain word list works as --lexicon" \
	status 0 "$FICHAS" check --lexicon "$FIXTURE" calle
check "a missing lexicon exits 2 naming the file" \
	sh -c '"$0" check -l "$1/none.lex" casa 2>"$1/err"; test $? -eq 2 &&
	grep -q "none.lex" "$1/err"' "$FICHAS" "$tmp"
check "a truncated lexicon exits 2 saying so" \
	sh -c 'head -c 200 "$1" >"$2/cut.lex"
	"$0" words -l "$2/cut.lex" >/dev/null 2>"$2/err"; test $? -eq 2 &&
	grep -q "cut.lex: the lexicon is cut short" "$2/err"' "$FICHAS" "$LEX" "$tmp"

check "words: every word once, upper case, digraphs in brackets" \
	sh -c '"$0" words -l "$1" >"$2/words" &&
	grep -qx "CA\[LL\]E" "$2/words" && grep -qx "ÑANDU" "$2/words" &&
	! grep -q "[a-z]" "$2/words" &&
	test -z "$(sort "$2/words" | uniq -d)"' "$FICHAS" "$LEX" "$tmp"
check "words: as many as mklex kept" \
	sh -c 'kept=$("$0" -o "$1/again.lex" "$2" | sed -n "s/.* \([0-9]*\) kept.*/\1/p")
	test "$(wc -l <"$1/words")" -eq "$kept"' "$MKLEX" "$tmp" "$FIXTURE"

check "anagram CASA: casa and saca, longest first, not casas" \
	sh -c '"$0" anagram -l "$1" CASA >"$2/out" &&
	grep -qx CASA "$2/out" && grep -qx SACA "$2/out" &&
	grep -qx AS "$2/out" && ! grep -qx CASAS "$2/out" &&
	awk "length(\$0) > prev && NR > 1 { bad = 1 } { prev = length(\$0) }
	    END { exit bad }" "$2/out"' "$FICHAS" "$LEX" "$tmp"
check "anagram CA?E: the blank as LL shows in lower case" \
	sh -c '"$0" anagram -l "$1" "CA?E" | grep -qx "CA\[ll\]E"' \
	"$FICHAS" "$LEX"
# A club compiles its list in its own language: every line of the report.
. "$top_srcdir/tests/locale-lib.sh"
if locale_dir "$tmp/locale"; then
	check "mklex in Spanish: skipped lines, the summary and --strict" \
	sh -c 'FICHAS_LOCALEDIR=$1/locale LANGUAGE=es LC_ALL=C.UTF-8 \
	    "$0" --strict -o "$1/s.lex" "$1/list.txt" 2>"$1/err" >"$1/out";
	grep -q "list.txt:3: error: «kiwi»: tiene K o W" "$1/err" &&
	grep -q "list.txt:9: error: .*más de 15 fichas" "$1/err" &&
	grep -q "4 líneas no sirven (--strict)" "$1/err" &&
	grep -q "guardadas: 3; omitidas: 4" "$1/out" &&
	! LC_ALL=C grep -q "skipped\|kept\|unusable" "$1/err" "$1/out"' \
	"$MKLEX" "$tmp"
	check "mklex in Spanish: an output that is a FIFO" \
	sh -c 'mkfifo "$1/fifo"; FICHAS_LOCALEDIR=$1/locale LANGUAGE=es \
	    LC_ALL=C.UTF-8 timeout 10 "$0" -q -o "$1/fifo" "$2" 2>"$1/err";
	test $? -eq 1 && grep -q "fifo: no es un archivo normal" "$1/err"' \
	"$MKLEX" "$tmp" "$FIXTURE"
fi
check "anagram with no rack is a usage error (2)" \
	status 2 "$FICHAS" anagram -l "$LEX"
check "anagram with a K in the rack is a usage error (2)" \
	status 2 "$FICHAS" anagram -l "$LEX" KASA
exit $fail
