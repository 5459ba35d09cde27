#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The paths fichas finds by itself or keeps for later, with hostile files
# there: the history (huge, or with NUL bytes a crash can leave), a game's
# lock file made a FIFO, the practice schedule too big or a directory, a
# puzzle set written over a FIFO, a lexicon named by a relative path and
# the game resumed from another directory.  Nothing hangs, every refusal
# says why, and no game or line of the history is silently dropped.  A
# file name with an escape sequence and a newline is shown quoted.
. "${top_srcdir:-..}/tests/cli-lib.sh"
T="timeout 20"
HISTORY=$top_srcdir/tests/data/history/games
HOME=$tmp/home
XDG_DATA_HOME=$tmp/data
XDG_STATE_HOME=$tmp/state
export HOME XDG_DATA_HOME XDG_STATE_HOME
mkdir -p "$HOME" "$XDG_DATA_HOME/fichas"

# --- The history: a size limit, and NUL bytes skipped as a line ---
truncate -s 10G "$XDG_DATA_HOME/fichas/history"
check "a 10 GB sparse history: refused at once, naming 64 MiB" \
	sh -c '$0 "$1" stats 2>"$2/err"; test $? -eq 2 &&
	grep -q "cannot be read: larger than the 64 MiB a history may have" \
	    "$2/err"' "$T" "$FICHAS" "$tmp"
truncate -s 10G "$tmp/huge"
check "stats --file on a 10 GB sparse file: the same" \
	sh -c '$0 "$1" stats --file "$2/huge" 2>"$2/err"; test $? -eq 2 &&
	grep -q "larger than the 64 MiB" "$2/err"' "$T" "$FICHAS" "$tmp"
rm -f "$tmp/huge" "$XDG_DATA_HOME/fichas/history"
check "stats --file on a directory says it is one" \
	sh -c '"$0" stats --file "$1" 2>"$1/err"; test $? -eq 2 &&
	grep -q "Is a directory" "$1/err"' "$FICHAS" "$tmp"
check "stats --file on a missing file is an error, not 'no game'" \
	sh -c '"$0" stats --file "$1/none" >"$1/out" 2>"$1/err";
	test $? -eq 2 && grep -q "none.*No such file" "$1/err" &&
	! grep -q "No finished game" "$1/out"' "$FICHAS" "$tmp"
# A crash while appending can leave a block of NUL bytes; the next game
# is appended after it on a line of its own.
{ head -4 "$HISTORY"; head -c 512 /dev/zero; echo; sed -n '5,$p' "$HISTORY"
} >"$tmp/nul-history"
check "NUL bytes in the history: the games after them still count" \
	sh -c '"$0" stats --file "$1/nul-history" >"$1/out" 2>"$1/err" &&
	"$0" stats --file "$2" >"$1/want" 2>/dev/null &&
	cmp -s "$1/out" "$1/want"' "$FICHAS" "$tmp" "$HISTORY"
check "... and the line of NUL bytes is said to be skipped" \
	grep -q "1 line of the history was skipped.*line 5" "$tmp/err"

# --- A game's lock file that is a FIFO: no command waits on it ---
SAVES=$XDG_STATE_HOME/fichas
mkdir -p "$SAVES"
chmod 700 "$SAVES"
printf 'set seed 4\nplay 8E NADO\naccept\n' >"$tmp/s1"
"$FICHAS" play --script "$tmp/s1" --lexicon "$FIXTURE" \
    --save "$SAVES/game-20261207-100000.save" >/dev/null 2>&1
mkfifo "$SAVES/game-20261207-100000.lock"
check "fichas games with a FIFO as a game's lock: listed, no hang" \
	sh -c '$0 "$1" games >"$2/out" 2>&1 && grep -q "^20261207-100000 " \
	    "$2/out"' "$T" "$FICHAS" "$tmp"
check "resume-check with a FIFO as the lock: no hang" \
	sh -c '$0 "$1" resume-check >/dev/null 2>&1' "$T" "$FICHAS"
check "export with a FIFO as the lock: no hang" \
	sh -c '$0 "$1" export >/dev/null 2>&1' "$T" "$FICHAS"
check "... and the FIFO is left as it is" \
	test -p "$SAVES/game-20261207-100000.lock"
rm -f "$SAVES"/game-*

# --- The save directory a link to a shared (sticky) directory ---
# Made 0700 it would lock everyone else out of it (/tmp, as root).
mkdir -p "$tmp/shared" "$tmp/linked"
chmod 1777 "$tmp/shared"
ln -s "$tmp/shared" "$tmp/linked/fichas"
check "a save directory linked to a sticky shared one keeps its mode" \
	sh -c 'XDG_STATE_HOME=$1/linked "$0" games >/dev/null 2>&1;
	test "$(stat -c %a "$1/shared")" = 1777' "$FICHAS" "$tmp"

# --- The practice schedule: the right reason for leaving it alone ---
SCHED=$XDG_DATA_HOME/fichas/practice
truncate -s 10G "$SCHED"
check "a 10 GB practice schedule: its limit named, not 'not regular'" \
	sh -c 'printf "x\n" | $0 "$1" practice anagrams -n 1 -l "$2" \
	    >/dev/null 2>"$3/err" &&
	grep -q "practice: larger than the limit of 4 MiB; it is left" \
	    "$3/err"' "$T" "$FICHAS" "$FIXTURE" "$tmp"
check "... and left as it was" test "$(stat -c %s "$SCHED")" = 10737418240
rm -f "$SCHED"
mkdir "$SCHED"
check "a directory as the practice schedule: said to be one" \
	sh -c 'printf "x\n" | "$0" practice anagrams -n 1 -l "$1" \
	    >/dev/null 2>"$2/err" &&
	grep -q "practice: is a directory; it is left" "$2/err"' \
	"$FICHAS" "$FIXTURE" "$tmp"
rmdir "$SCHED"

# --- A puzzle set written over what is not a regular file ---
mkfifo "$tmp/fifo"
check "practice puzzles --save FIFO: refused as not regular, exit 2" \
	sh -c '$0 "$1" practice puzzles -n 1 --margin 0 -l "$2" --leaves none \
	    --save "$3/fifo" >/dev/null 2>"$3/err"; test $? -eq 2 &&
	grep -q "fifo: not a regular file (a device or a FIFO); not written" \
	    "$3/err"' "$T" "$FICHAS" "$FIXTURE" "$tmp"
check "... and the FIFO is left" test -p "$tmp/fifo"

# --- --resume FILE: the refusal names the file ---
check "--resume FIFO: no hang, and the FIFO is named" \
	sh -c '$0 "$1" --resume "$2/fifo" </dev/null 2>"$2/err";
	test $? -eq 1 && grep -q "fifo: not a regular file" "$2/err"' \
	"$T" "$FICHAS" "$tmp"
check "--resume a missing file: the file is named" \
	sh -c '"$0" --resume "$1/none.save" </dev/null 2>"$1/err";
	test $? -eq 1 && grep -q "none.save: there is no saved game" \
	    "$1/err"' "$FICHAS" "$tmp"

# --- A path too long for the game's field is refused, not cut ---
# Cut at 1023 bytes it would name another file: here a real word list.
deep=$tmp
while [ ${#deep} -lt 980 ]; do deep=$deep/dddddddddddddddddddd; done
mkdir -p "$deep"
cut=$deep/$(printf '%*s' $((1023 - ${#deep} - 1)) '' | tr ' ' w)
cp "$FIXTURE" "$cut"
check "--lexicon over 1023 bytes: a usage error, not the file it cuts to" \
	sh -c '"$0" --lexicon "$1.txt" --seed 1 </dev/null 2>"$2/err";
	test $? -eq 2 &&
	grep -q "lexicon: the path is longer than 1023 bytes" "$2/err"' \
	"$FICHAS" "$cut" "$tmp"
check "--resume PATH over 1023 bytes: the same" \
	sh -c '"$0" --resume "$1.save" </dev/null 2>"$2/err";
	test $? -eq 2 &&
	grep -q "resume: the path is longer than 1023 bytes" "$2/err"' \
	"$FICHAS" "$cut" "$tmp"

# --- A hostile file name: quoted in every message that names it ---
# ESC [2J would clear the screen; the newline would start a forged line.
evil=$tmp/evil$(printf '\033')[2J$(printf '\nfichas: forged')
mkdir -p "$evil.d"
printf 'casa\nk2\n' >"$evil.txt"
printf '#player1 a A\n>a: X\n' >"$evil.gcg"
printf 'set seed 4\nfly\n' >"$evil.script"
# True when file $1 is one line, with the name quoted and no raw ESC.
quoted_once() {
	test "$(wc -l <"$1")" -eq "${2:-1}" &&
	    grep -q 'evil\\x1b\[2J\\x0afichas: forged' "$1" &&
	    ! LC_ALL=C grep -q "$(printf '\033')" "$1"
}
# fichas ARGS...: its standard error names the file quoted, on one line.
names_quoted() {
	what=$1; shift
	"$FICHAS" "$@" </dev/null >/dev/null 2>"$tmp/err"
	check "fichas $what: the name quoted on one line" quoted_once \
	    "$tmp/err"
}
"$FICHAS" play --script "$tmp/s1" --lexicon "$FIXTURE" \
    --save "$tmp/ok.save" >/dev/null 2>&1
names_quoted "replay (missing)" replay "$evil.none"
names_quoted "replay (bad record)" replay "$evil.gcg"
names_quoted "review (a directory)" review "$evil.d"
names_quoted "stats --file" stats --file "$evil.none"
names_quoted "check -l" check -l "$evil.none" casa
names_quoted "play --script" play --script "$evil.script" -l "$FIXTURE"
names_quoted "practice puzzles --set" practice puzzles --set "$evil.none" \
    -l "$FIXTURE" --leaves none
names_quoted "resume-check" resume-check "$evil.none"
names_quoted "export" export "$evil.none"
names_quoted "export -o" export -o "$evil.d" "$tmp/ok.save"
check "fichas --resume: the name quoted" \
	sh -c '"$0" --resume "$1.none" </dev/null >/dev/null 2>"$2/err";
	grep -q "evil\\\\x1b\[2J\\\\x0afichas: forged.none" "$2/err" &&
	! grep -q "^fichas: forged" "$2/err"' "$FICHAS" "$evil" "$tmp"
"$top_builddir/src/fichas-mklex" -n evil -o "$evil.lex" "$evil.txt" \
    >"$tmp/out" 2>"$tmp/err"
check "fichas-mklex: the list's name quoted in a skipped line" \
	quoted_once "$tmp/err"
check "fichas-mklex: ... and in its summary, with the output's" \
	sh -c 'test "$(grep -c "evil\\\\x1b\[2J\\\\x0afichas: forged" "$0")" -eq 2' \
	"$tmp/out"
check "fichas-mklex: ... on three lines, with no raw ESC" quoted_once \
	"$tmp/out" 3
"$top_builddir/src/fichas-mklex" -q -n evil -o "$evil.d" "$evil.txt" \
    >/dev/null 2>"$tmp/err"
check "fichas-mklex: the output's name quoted" quoted_once "$tmp/err"
"$top_builddir/src/fichas-mklex" -o "$tmp/e.lex" "$evil.txt" >/dev/null \
    2>"$tmp/err"
check "fichas-mklex: a lexicon name from the list's, quoted" \
	sh -c 'grep -q "evil\\\\x1b\[2J\\\\x0afichas: forged: not a lexicon name" \
	    "$0" && ! LC_ALL=C grep -q "$(printf "\033")" "$0"' "$tmp/err"

# --- A lexicon named by a relative path outlives the directory ---
mkdir -p "$tmp/club"
cp "$FIXTURE" "$tmp/club/words.txt"
(cd "$tmp/club" && "$FICHAS" play --script "$tmp/s1" -l words.txt \
    --save "$tmp/rel.save" >/dev/null 2>&1)
check "a save names its lexicon by an absolute path" \
	grep -q "^lexicon $tmp/club/words.txt\$" "$tmp/rel.save"
exit $fail
