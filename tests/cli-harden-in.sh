#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Files that are not what they seem and inputs that are too big, from a
# shell: echoed input is quoted and cut, FIFOs are refused without
# blocking, every file read has a size limit named in its refusal, and a
# directory, a CRLF save or a NUL byte get the right message, and a
# UTF-16 word list or record is said to be one.
. "${top_srcdir:-..}/tests/cli-lib.sh"
. "${top_srcdir:-..}/tests/locale-lib.sh"
MKLEX=$top_builddir/src/fichas-mklex
ESC=$(printf '\033')
T="timeout 10"
EMPTY=15/15/15/15/15/15/15/15/15/15/15/15/15/15/15

# True when file holds no raw ESC, BEL or NUL byte.
no_controls() {
	! LC_ALL=C grep -q "$(printf '[\033\007]')" "$1" &&
	    test "$(tr -d '\000' <"$1" | wc -c)" -eq "$(wc -c <"$1")"
}

# --- Echoed input: control bytes as \xNN, cut at 80 columns ---
printf 'casa\n\033[31mred\033]0;title\007\n' >"$tmp/esc.txt"
check "mklex quotes an escape sequence in a bad line" \
	sh -c '"$0" -o "$1/e.lex" "$1/esc.txt" 2>"$1/err" >/dev/null;
	grep -q "esc.txt:2: skipped .\\\\x1b\[31mred\\\\x1b\]0;title\\\\x07." \
	    "$1/err"' "$MKLEX" "$tmp"
check "mklex's message holds no raw control byte" no_controls "$tmp/err"
# ESC and a million x on one line (built by tr: awk's s = s "x" is
# quadratic, 15 s of processor time).
{ printf '\033'; head -c 1000000 /dev/zero | tr '\0' x; echo; } \
    >"$tmp/long.txt"
check "mklex cuts a 1 MB bad line to 80 columns with an ellipsis" \
	sh -c '"$0" -o "$1/l.lex" "$1/long.txt" 2>"$1/err" >/dev/null;
	test "$(wc -c <"$1/err")" -lt 300 &&
	grep -q "skipped .\\\\x1bx*\.\.\..: " "$1/err"' "$MKLEX" "$tmp"
check "check - quotes escapes on stdout and stderr" \
	sh -c 'printf "ca\033]0;x\007sa\n" | "$0" check -l "$1" - \
	    >"$2/out" 2>"$2/err"; test $? -eq 1 &&
	grep -q "^ca\\\\x1b\]0;x\\\\x07sa: invalid$" "$2/out" &&
	grep -q "is not a letter" "$2/err"' "$FICHAS" "$FIXTURE" "$tmp"
check "check -: no raw control byte in either stream" \
	sh -c 'cat "$0/out" "$0/err" >"$0/both"' "$tmp"
check "check -: ... really none" no_controls "$tmp/both"
check "check - cuts a 1 MB line" \
	sh -c '"$0" check -l "$1" - <"$2/long.txt" >"$2/out" 2>"$2/err";
	test "$(wc -c <"$2/out")" -lt 200 &&
	test "$(wc -c <"$2/err")" -lt 400 &&
	grep -q "\.\.\.: invalid$" "$2/out"' "$FICHAS" "$FIXTURE" "$tmp"
# /dev/zero as standard input is one endless line: read to a limit, not
# until the memory runs out.
check "check - on /dev/zero: stops at 4 MiB with a message, exit 2" \
	sh -c '$0 "$1" check -l "$2" - </dev/zero >/dev/null 2>"$3/err";
	test $? -eq 2 && grep -q "standard input, line 1: longer than 4 MiB" \
	    "$3/err"' "$T" "$FICHAS" "$FIXTURE" "$tmp"
check "practice anagrams on /dev/zero: the quiz stops at once" \
	sh -c '$0 "$1" practice anagrams -n 1 -l "$2" </dev/zero \
	    >/dev/null 2>"$3/err";
	grep -q "standard input, line 1: longer than 4 MiB" "$3/err"' \
	"$T" "$FICHAS" "$FIXTURE" "$tmp"
check "practice puzzles on /dev/zero: the quiz stops at once" \
	sh -c '$0 "$1" practice puzzles -n 1 --margin 0 -l "$2" \
	    --leaves none </dev/zero >/dev/null 2>"$3/err";
	grep -q "standard input, line 1: longer than 4 MiB" "$3/err"' \
	"$T" "$FICHAS" "$FIXTURE" "$tmp"
check "check - reports a NUL inside a line, not a silent cut" \
	sh -c 'printf "casa\000zz\ncasa\n" | "$0" check -l "$1" - \
	    >"$2/out" 2>"$2/err"; test $? -eq 1 &&
	grep -q "casa\\\\x00zz.: a NUL byte" "$2/err" &&
	grep -q "^casa\\\\x00zz: invalid$" "$2/out" &&
	grep -q "^CASA: valid$" "$2/out"' "$FICHAS" "$FIXTURE" "$tmp"

printf '#player1 a\177b Ana\n#player2 luis Luis\n>a\177b: AACEOST 8G CASA +12 12\n>x\302\233y: EIOP - +0 0\n' \
    >"$tmp/nick.gcg"
check "replay quotes DEL and C1 controls in nicks" \
	sh -c '"$0" replay "$1/nick.gcg" >"$1/out"; test $? -eq 1 &&
	grep -q "^   3  a\\\\x7fb " "$1/out" &&
	grep -q "names .x\\\\xc2\\\\x9by.$" "$1/out" &&
	! LC_ALL=C grep -q "$(printf "[\177\233]")" "$1/out"' "$FICHAS" "$tmp"
printf 'set seed 4\npass\033[2J\n' >"$tmp/esc.script"
check "play --script echoes a command line quoted" \
	sh -c '"$0" play --script "$1/esc.script" -l "$2" >"$1/out" 2>&1;
	grep -q "^> pass\\\\x1b\[2J$" "$1/out" && ! grep -q "$3" "$1/out"' \
	"$FICHAS" "$tmp" "$FIXTURE" "$ESC"
check "moves quotes a bad rack" \
	sh -c '"$0" moves -l "$2" --leaves none --cgp "$3 / 0/0 0" \
	    --rack "$(printf "A\033]2;x\007")" 2>"$1/err"; test $? -eq 2 &&
	grep -q "bad rack .A\\\\x1b\]2;x\\\\x07." "$1/err"' \
	"$FICHAS" "$tmp" "$FIXTURE" "$EMPTY"

check "a player name with a C1 control (CSI) is refused" \
	sh -c 'printf "set name1 a\302\233b\npass\n" >"$1/c1.script";
	"$0" play --script "$1/c1.script" -l "$2" >"$1/out" 2>&1;
	test $? -ne 0 && ! LC_ALL=C grep -q "$(printf "\233")" "$1/out"' \
	"$FICHAS" "$tmp" "$FIXTURE"

# --- FIFOs: refused at once, never waited on ---
mkfifo "$tmp/fifo"
check "--lexicon FIFO: not a regular file, no hang" \
	sh -c '$0 "$1" check -l "$2/fifo" casa 2>"$2/err"; test $? -eq 2 &&
	grep -q "fifo: not a regular file" "$2/err"' "$T" "$FICHAS" "$tmp"
check "--leaves FIFO: not a regular file, no hang" \
	sh -c '$0 "$1" moves -l "$3" --leaves "$2/fifo" --cgp "$4 / 0/0 0" \
	    --rack CASA 2>"$2/err"; test $? -eq 2 &&
	grep -q "fifo: not a regular file" "$2/err"' \
	"$T" "$FICHAS" "$tmp" "$FIXTURE" "$EMPTY"
check "replay FIFO: not a regular file, no hang" \
	sh -c '$0 "$1" replay "$2/fifo" 2>"$2/err"; test $? -eq 2 &&
	grep -q "fifo: not a regular file" "$2/err"' "$T" "$FICHAS" "$tmp"
check "resume-check FIFO: not a regular file, no hang" \
	sh -c '$0 "$1" resume-check "$2/fifo" 2>"$2/err"; test $? -eq 1 &&
	grep -q "fifo: not a regular file" "$2/err"' "$T" "$FICHAS" "$tmp"
check "fichas-mklex FIFO: not a regular file, no hang" \
	sh -c '$0 "$1" -o "$2/f.lex" "$2/fifo" 2>"$2/err"; test $? -eq 1 &&
	grep -q "fifo: not a regular file" "$2/err"' "$T" "$MKLEX" "$tmp"
# A save whose lexicon line names what is now a FIFO.
cp "$FIXTURE" "$tmp/lex.txt"
printf 'set seed 4\nplay 8E NADO\naccept\n' >"$tmp/s1"
printf 'pass\n' >"$tmp/s2"
"$FICHAS" play --script "$tmp/s1" --lexicon "$tmp/lex.txt" \
    --save "$tmp/g.save" >/dev/null 2>&1
cp "$tmp/g.save" "$tmp/keep.save"
rm "$tmp/lex.txt"; mkfifo "$tmp/lex.txt"
check "a save's lexicon line naming a FIFO: refused, no hang" \
	sh -c '$0 "$1" play --script "$2/s2" --resume --save "$2/g.save" \
	    >/dev/null 2>"$2/err"; test $? -eq 2 &&
	grep -q "lex.txt: not a regular file" "$2/err"' "$T" "$FICHAS" "$tmp"
check "export of a save whose lexicon is now a FIFO: no hang" \
	sh -c '$0 "$1" export "$2/g.save" >"$2/out" 2>/dev/null &&
	grep -q "^#lexicon lex$" "$2/out"' "$T" "$FICHAS" "$tmp"

# --- Size limits, checked before reading ---
truncate -s 2G "$tmp/huge"
check "--leaves /dev/zero ends at once with a message" \
	sh -c '$0 "$1" moves -l "$3" --leaves /dev/zero --cgp "$4 / 0/0 0" \
	    --rack CASA 2>"$2/err"; test $? -eq 2 &&
	grep -q "/dev/zero: not a regular file" "$2/err"' \
	"$T" "$FICHAS" "$tmp" "$FIXTURE" "$EMPTY"
check "a 2 GB sparse leave table is refused, naming 16 MiB" \
	sh -c '$0 "$1" moves -l "$3" --leaves "$2/huge" --cgp "$4 / 0/0 0" \
	    --rack CASA 2>"$2/err"; test $? -eq 2 &&
	grep -q "huge: larger than the 16 MiB" "$2/err"' \
	"$T" "$FICHAS" "$tmp" "$FIXTURE" "$EMPTY"
check "a 2 GB sparse lexicon is refused, naming 80 MiB" \
	sh -c '$0 "$1" check -l "$2/huge" casa 2>"$2/err"; test $? -eq 2 &&
	grep -q "huge: larger than the 80 MiB" "$2/err"' "$T" "$FICHAS" "$tmp"
check "a 2 GB sparse word list for fichas-mklex, naming 80 MiB" \
	sh -c '$0 "$1" -o "$2/h.lex" "$2/huge" 2>"$2/err"; test $? -eq 1 &&
	grep -q "huge: larger than the limit of 80 MiB" "$2/err"' \
	"$T" "$MKLEX" "$tmp"
check "a 2 GB sparse record is refused, naming 16 MiB" \
	sh -c '$0 "$1" replay "$2/huge" 2>"$2/err"; test $? -eq 2 &&
	grep -q "huge: larger than the limit of 16 MiB" "$2/err"' \
	"$T" "$FICHAS" "$tmp"
check "a 2 GB sparse save is refused, naming 8 MiB" \
	sh -c '$0 "$1" resume-check "$2/huge" 2>"$2/err"; test $? -eq 1 &&
	grep -q "huge: larger than the 8 MiB" "$2/err"' "$T" "$FICHAS" "$tmp"
check "a 2 GB sparse script is refused at once" \
	sh -c '$0 "$1" play --script "$2/huge" -l "$3" 2>"$2/err";
	test $? -eq 2 && grep -q "huge: larger than the limit" "$2/err"' \
	"$T" "$FICHAS" "$tmp" "$FIXTURE"

# --- The right message ---
check "a directory as --leaves says it is a directory" \
	sh -c '"$0" moves -l "$2" --leaves "$1" --cgp "$3 / 0/0 0" \
	    --rack CASA 2>"$1/err"; test $? -eq 2 &&
	grep -q "is a directory" "$1/err" && ! grep -q bad-header "$1/err"' \
	"$FICHAS" "$tmp" "$FIXTURE" "$EMPTY"
check "a directory as --lexicon says it is a directory" \
	sh -c '"$0" check -l "$1" casa 2>"$1/err"; test $? -eq 2 &&
	grep -q "is a directory" "$1/err"' "$FICHAS" "$tmp"
sed 's/$/\r/' "$tmp/keep.save" >"$tmp/crlf.save"
check "a save with CRLF line ends is read as the same game" \
	sh -c '"$0" resume-check "$1/keep.save" >"$1/a" &&
	"$0" resume-check "$1/crlf.save" >"$1/b" &&
	sed "s/crlf.save/keep.save/" "$1/b" | cmp -s - "$1/a"' \
	"$FICHAS" "$tmp"
printf 'casa\nme\000sa\nmesa\n' >"$tmp/nul.txt"
check "NUL in a word list: check -l reports the line and skips it" \
	sh -c '"$0" check -l "$1/nul.txt" casa mesa >"$1/out" 2>"$1/err" &&
	grep -q "nul.txt:2: skipped .me\\\\x00sa.: a NUL byte" "$1/err"' \
	"$FICHAS" "$tmp"
check "NUL in a word list: fichas-mklex reports the line and skips it" \
	sh -c '"$0" -o "$1/n.lex" "$1/nul.txt" >"$1/out" 2>"$1/err" &&
	grep -q "nul.txt:2: skipped .me\\\\x00sa.: contains a NUL byte" \
	    "$1/err" && grep -q "2 kept" "$1/out"' "$MKLEX" "$tmp"
check "a CGP with text after the last field is refused" \
	sh -c '"$0" moves -l "$2" --leaves none --cgp "$3 / 0/0 0 extra" \
	    --rack CASA >/dev/null 2>"$1/err"; test $? -eq 2 &&
	grep -q "bad position at byte 54: bad text after" "$1/err"' \
	"$FICHAS" "$tmp" "$FIXTURE" "$EMPTY"
check "a CGP with opcodes is still read" \
	sh -c '"$0" moves -l "$2" --leaves none \
	    --cgp "$3 / 0/0 0 lex FISE2; ld spanish;" --rack CASA >/dev/null' \
	"$FICHAS" "$tmp" "$FIXTURE" "$EMPTY"

# --- The referee: no turn after the end (art. 37.2, 37.3, 37.4) ---
# Each record is a good one with one more turn after the game ended; the
# end-of-game rack lines after that turn still agree.
GCG=$top_srcdir/tests/data/gcg
for case in "2:25:both players had passed twice" \
    "3:21:after twelve scoreless turns" "4:63:a player had used every tile"; do
	n=${case%%:*}; rest=${case#*:}; line=${rest%%:*}; why=${rest#*:}
	check "replay: a turn after art. 37.$n ended the game disagrees, line $line" \
	sh -c '"$0" replay "$1" >"$2/out"; test $? -eq 1 &&
	grep -q "^ *$3 .*art\. 37\.$4: the game was over.*$5" "$2/out" &&
	grep -q "1 line disagrees; the first is line $3\." "$2/out"' \
	"$FICHAS" "$GCG/after-37-$n.gcg" "$tmp" "$line" "$n" "$why"
done

# --- Records: notes read in linear time ---
# 1.28 million note lines, 16 MB: took 257 s when every line measured the
# note so far; 20 s leaves room for a sanitizer build.
{ head -9 "$top_srcdir/tests/data/gcg/spec-example.gcg"
  awk 'BEGIN { for (i = 0; i < 1280000; i++) print "#note abcdef" }'; } \
    >"$tmp/notes.gcg"
check "a 16 MB record of notes replays within 20 s" \
	sh -c 'timeout 20 "$0" replay "$1/notes.gcg" >"$1/out" &&
	grep -q "every line agrees" "$1/out"' "$FICHAS" "$tmp"
# --- UTF-16 and UTF-32: said once, not a NUL or a control on each line ---
# Windows editors save "Unicode" as UTF-16, with a byte-order mark or not.
if command -v iconv >/dev/null 2>&1; then
	for enc in UTF-16 UTF-16LE UTF-16BE UTF-32; do
		iconv -f UTF-8 -t $enc "$FIXTURE" >"$tmp/list-$enc.txt"
		iconv -f UTF-8 -t $enc "$GCG/game-digraphs.gcg" \
		    >"$tmp/game-$enc.gcg"
		want=${enc%[LB]E}
		check "fichas-mklex: a $enc list is said to be $want, once" \
		sh -c '"$0" -o "$1/w.lex" "$1/list-$2.txt" >/dev/null \
		    2>"$1/err"; test $? -eq 1 && test "$(wc -l <"$1/err")" -eq 1 &&
		grep -q "list-$2.txt: the file is $3 text; save it as UTF-8$" \
		    "$1/err"' "$MKLEX" "$tmp" "$enc" "$want"
		check "check --lexicon: a $enc list, the same" \
		sh -c '"$0" check -l "$1/list-$2.txt" casa >/dev/null \
		    2>"$1/err"; test $? -eq 2 && test "$(wc -l <"$1/err")" -eq 1 &&
		grep -q "list-$2.txt: the file is $3 text; save it as UTF-8$" \
		    "$1/err"' "$FICHAS" "$tmp" "$enc" "$want"
		check "replay: a $enc record, the same" \
		sh -c '"$0" replay "$1/game-$2.gcg" >/dev/null 2>"$1/err";
		test $? -eq 2 && test "$(wc -l <"$1/err")" -eq 1 &&
		grep -q "game-$2.gcg: the file is $3 text; save it as UTF-8$" \
		    "$1/err"' "$FICHAS" "$tmp" "$enc" "$want"
	done
	check "analyze: a UTF-16 record said to be one" \
	sh -c '"$0" analyze -l "$1" "$2/game-UTF-16.gcg" >/dev/null \
	    2>"$2/err"; test $? -eq 2 &&
	grep -q "the file is UTF-16 text" "$2/err"' "$FICHAS" "$FIXTURE" "$tmp"
	locale_dir "$tmp/locale" || fail=1
	check "the UTF-16 message in Spanish" \
	sh -c 'FICHAS_LOCALEDIR=$1/locale LC_ALL=C.UTF-8 LANGUAGE=es "$0" \
	    replay "$1/game-UTF-16.gcg" 2>&1 >/dev/null |
	    grep -q "UTF-16; gu.*rdalo como UTF-8$"' "$FICHAS" "$tmp"
	check "a UTF-8 list with a byte-order mark still compiles" \
	sh -c '{ printf "\357\273\277"; cat "$0"; } >"$1/bom.txt" &&
	"$2" -o "$1/bom.lex" "$1/bom.txt" >/dev/null 2>&1' \
	"$FIXTURE" "$tmp" "$MKLEX"
else
	echo "# SKIP: no iconv for the UTF-16 tests"
fi
exit $fail
