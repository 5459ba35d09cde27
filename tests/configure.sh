#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# configure as a packager runs it, in a scratch tree: without cmocka the
# game still configures, says the unit tests are disabled and compiles them
# against tests/no-cmocka/cmocka.h (they skip); and run inside tmux, whose
# $TMUX holds its socket, configure still finds the tmux program.
. "${top_srcdir:-..}/tests/cli-lib.sh"
unset CONFIG_SITE

# A copy of what configure reads (an in-tree build's source directory is
# configured already and refuses a second build elsewhere).
src=$tmp/src
mkdir -p "$src/src" "$tmp/build" || exit 99
cp -R "$top_srcdir/configure" "$top_srcdir/Makefile.in" \
    "$top_srcdir/config.h.in" "$top_srcdir/build-aux" "$src/" || exit 99
mkdir "$src/po" && cp "$top_srcdir"/po/Makefile.in.in \
    "$top_srcdir"/po/POTFILES.in "$top_srcdir"/po/LINGUAS \
    "$top_srcdir"/po/Makevars "$src/po/" || exit 99
cp "$top_srcdir/src/tiles.c" "$src/src/" || exit 99

socket=/tmp/tmux-fichas-test/default,4242,0
cd "$tmp/build" || exit 99
TMUX=$socket PKG_CONFIG_PATH=/nonexistent LC_ALL=C \
    "$src/configure" --without-cmocka >"$tmp/out" 2>&1
rc=$?
check "configure succeeds without cmocka" test $rc -eq 0
[ $rc -eq 0 ] || { tail -20 "$tmp/out"; exit 1; }

check "configure says the unit tests are disabled" \
	grep -q "WARNING: cmocka not found: the unit tests are disabled" "$tmp/out"
check "... in its summary too" grep -q "unit tests: *disabled" "$tmp/out"
check "the unit tests compile against the skipping cmocka.h" \
	grep -q '^CMOCKA_CFLAGS = -I$(top_srcdir)/tests/no-cmocka$' Makefile
check "... and link no cmocka" grep -q '^CMOCKA_LIBS = *$' Makefile

check "no make variable holds tmux's socket" \
	sh -c '! grep -qF "$0" Makefile' "$socket"
check "the summary does not take the socket for tmux" \
	sh -c '! grep -qF "$0" "$1"' "$socket" "$tmp/out"
if tmux=$(command -v tmux); then
	check "inside tmux, configure finds the tmux program" \
		grep -q "^TMUX_PROG = $tmux\$" Makefile
	check "... and runs the end-to-end tests" \
		grep -q "tmux (e2e): *$tmux\$" "$tmp/out"
fi
exit $fail
