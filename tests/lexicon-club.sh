#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas-mklex on club word lists as clubs write them: in ISO-8859-1 or
# Windows-1252 rather than UTF-8 (read, said once, no word dropped), with
# a "# comment" after a word, and --strict failing at the end, after the
# report, when any line was skipped.
. "${top_srcdir:-..}/tests/cli-lib.sh"
MKLEX=$top_builddir/src/fichas-mklex

# camión, niño, éxito, pingüino in ISO-8859-1 (octal escapes), a comment
# after a word, a comment line and a word with K.
printf 'casa\ncami\363n\nni\361o  # child\n# a comment\n\351xito\n' \
    >"$tmp/latin1.txt"
printf 'ping\374ino\t# penguin\nkiwi\n' >>"$tmp/latin1.txt"
# Windows-1252: its quotes (0x93, 0x94) make a bad line, the rest is read.
printf 'ca\361a\n\223comillas\224\nperro\n' >"$tmp/cp1252.txt"

check "a Latin-1 list compiles with its accented words" \
	sh -c '"$0" -o "$1/l.lex" "$1/latin1.txt" >"$1/out" 2>"$1/err" &&
	"$2" check --lexicon "$1/l.lex" camión niño éxito pingüino casa \
	    >/dev/null' "$MKLEX" "$tmp" "$FICHAS"
check "it is said once that the list is not UTF-8" \
	sh -c 'test "$(grep -c "not UTF-8, read as ISO-8859-1" "$0/err")" \
	    -eq 1 && test "$(wc -l < "$0/err")" -eq 2' "$tmp"
check "a comment after a word is no part of it" \
	sh -c '"$0" check --lexicon "$1/l.lex" NIÑO PINGÜINO >/dev/null' \
	"$FICHAS" "$tmp"
check "the report: 6 read, 5 kept, 1 skipped (K or W)" \
	sh -c 'grep -q "6 words read, 5 kept, 1 skipped" "$0/out" &&
	grep -q "skipped, contains K or W: 1" "$0/out"' "$tmp"
check "Windows-1252 is told from its bytes 0x80-0x9F" \
	sh -c '"$0" -o "$1/w.lex" "$1/cp1252.txt" >"$1/out" 2>"$1/err" &&
	grep -q "not UTF-8, read as Windows-1252" "$1/err" &&
	grep -q "cp1252.txt:2: skipped .“comillas”." "$1/err" &&
	"$2" check --lexicon "$1/w.lex" caña perro >/dev/null' \
	"$MKLEX" "$tmp" "$FICHAS"
check "--encoding latin1 reads it without a word about it" \
	sh -c '"$0" -q --encoding latin1 -o "$1/e.lex" "$1/latin1.txt" \
	    >/dev/null 2>"$1/err" && ! grep -q "UTF-8" "$1/err" &&
	"$2" check --lexicon "$1/e.lex" camión >/dev/null' \
	"$MKLEX" "$tmp" "$FICHAS"
check "--encoding with an unknown name is a usage error (2)" \
	status 2 "$MKLEX" --encoding ebcdic -o "$tmp/x.lex" "$tmp/latin1.txt"
check "--strict: the report, every skipped line, exit 1, no graph" \
	sh -c '"$0" --strict -o "$1/s.lex" "$1/latin1.txt" >"$1/out" \
	    2>"$1/err"; test $? -eq 1 &&
	grep -q "6 words read, 5 kept, 1 skipped" "$1/out" &&
	grep -q "latin1.txt:7: error: .kiwi." "$1/err" &&
	grep -q "1 unusable line (--strict)" "$1/err" &&
	! test -e "$1/s.lex"' "$MKLEX" "$tmp"
check "--strict on a clean list writes the graph" \
	sh -c 'printf "casa\nperro # dog\n" |
	"$0" -q --strict -o "$1/c.lex" - >/dev/null && test -s "$1/c.lex"' \
	"$MKLEX" "$tmp"
exit $fail
