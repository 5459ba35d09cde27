#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Output that cannot be written: standard output on a full disk
# (/dev/full) or a pipe closed early with SIGPIPE ignored.  The command
# says so, naming standard output, and exits 2, the status of its other
# errors: never 1, which says "no" (check, games, stats) and a script
# would take for an answer; never 0.
. "${top_srcdir:-..}/tests/cli-lib.sh"
. "${top_srcdir:-..}/tests/locale-lib.sh"
HISTORY=$top_srcdir/tests/data/history/games
if [ ! -w /dev/full ]; then
	echo "SKIP: no /dev/full"
	exit 77
fi

# fichas ARGS... >/dev/full: exit 2 and one message naming standard output.
full() {
	what=$1; shift
	"$FICHAS" "$@" >/dev/full 2>"$tmp/err" </dev/null
	rc=$?
	check "$what >/dev/full exits 2 (was $rc)" test "$rc" -eq 2
	check "$what >/dev/full says it cannot write standard output, once" \
	    sh -c 'test "$(grep -c "standard output" "$0")" -eq 1 &&
	    grep -q "^fichas: cannot write to standard output: No space left on device$" \
		"$0"' "$tmp/err"
}
full "words" words -l "$FIXTURE"
full "check, a word in the lexicon" check -l "$FIXTURE" casa
full "check, a word not in it (the answer no)" check -l "$FIXTURE" zzzz
full "stats" stats --file "$HISTORY"
full "anagram" anagram -l "$FIXTURE" asac
full "--help" --help

check "stats to a file still exits 0" status 0 "$FICHAS" stats --file \
    "$HISTORY"
check "check of a word not in the lexicon still exits 1" \
    status 1 "$FICHAS" check -l "$FIXTURE" zzzz
locale_dir "$tmp/locale" || fail=1
check "the message in Spanish" \
	sh -c 'FICHAS_LOCALEDIR=$1 LC_ALL=C.UTF-8 LANGUAGE=es "$0" --help \
	    2>&1 >/dev/full |
	    grep -q "^fichas: no se puede escribir en la salida est"' \
	"$FICHAS" "$tmp/locale"

# A pipe its reader closed, SIGPIPE ignored (as under some daemons):
# EPIPE, the same failure.  The default lexicon lists far more than a
# pipe holds.
check "words into a closed pipe, SIGPIPE ignored: exit 2" \
	sh -c 'trap "" PIPE
	{ "$0" words; echo $? >"$1/rc"; } 2>"$1/err" | head -1 >/dev/null
	test "$(cat "$1/rc")" -eq 2 &&
	grep -q "^fichas: cannot write to standard output: Broken pipe$" \
	    "$1/err"' "$FICHAS" "$tmp"
exit $fail
