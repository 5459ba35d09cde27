#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What a distribution ships, seen from the shell: fichas-mklex speaks the
# GNU --help and --version of fichas, and Spanish from the build tree's
# catalogue; no placeholder bug address anywhere; the tests' clock hooks
# kept out of --help; and output that cannot be written (/dev/full) is an
# error, exit status 1, as GNU's close_stdout makes it.
. "${top_srcdir:-..}/tests/cli-lib.sh"
MKLEX=$top_builddir/src/fichas-mklex

# fichas-mklex as a GNU program, in English and in Spanish.
check "fichas-mklex --version has the copyright and licence lines" \
	sh -c '"$0" --version > "$1" && head -1 "$1" | grep -q "^fichas-mklex (fichas) [0-9]" &&
	    grep -q "^Copyright (C) " "$1" && grep -q "^License GPLv3+" "$1" &&
	    grep -q "NO WARRANTY" "$1"' "$MKLEX" "$tmp/v"
check "fichas-mklex --help shows the usage and exits 0" \
	sh -c '"$0" --help | grep -q "^Usage: fichas-mklex \[OPTION\]... -o OUT.lex LIST.txt"' "$MKLEX"
check "fichas-mklex --help in Spanish, from the build tree's catalogue" \
	sh -c 'cd / && LC_ALL=C.UTF-8 LANGUAGE=es "$0" --help | grep -q "^Uso: fichas-mklex"' "$MKLEX"
check "fichas-mklex --version in Spanish" \
	sh -c 'LC_ALL=C.UTF-8 LANGUAGE=es "$0" --version | grep -q "^Licencia GPLv3+"' "$MKLEX"
check "fichas-mklex's usage errors in Spanish" \
	sh -c 'LC_ALL=C.UTF-8 LANGUAGE=es "$0" x.txt 2>&1 >/dev/null |
	    grep -q "falta el archivo de salida"' "$MKLEX"
check "fichas-mklex without -o exits 2" status 2 "$MKLEX" list.txt

# No placeholder address: the project has none, so no report line at all.
for prog in "$FICHAS" "$MKLEX"; do
	check "${prog##*/} --help names no placeholder bug address" \
		sh -c '! "$0" --help | grep -qi "example\.invalid\|Report bugs"' "$prog"
done
check "configure --help names no placeholder bug address" \
	sh -c '! sh "$0/configure" --help | grep -qi "example\.invalid"' "$top_srcdir"

# The clocks' speed-up is for tests, not shown to players.
check "fichas play --help does not show --clock-speed" \
	sh -c '! "$0" play --help | grep -qi "clock-speed"' "$FICHAS"
check "... nor FICHAS_CLOCK_SPEED" \
	sh -c '! "$0" play --help | grep -q "CLOCK_SPEED"' "$FICHAS"

# A write error is a failure with a message, never a silent success: the
# status of each program's other errors (fichas 2, fichas-mklex 1).
if [ -w /dev/full ]; then
	for args in "$FICHAS --help:2" "$FICHAS --version:2" \
	    "$FICHAS play --help:2" "$MKLEX --help:1" "$MKLEX --version:1"; do
		want=${args##*:}
		args=${args%:*}
		name=$(echo "$args" | sed 's|^[^ ]*/||')
		check "$name to /dev/full exits $want" \
			sh -c '$0 >/dev/full 2>/dev/null; test $? -eq $1' \
			"$args" "$want"
		check "$name to /dev/full reports the write error" \
			sh -c '$0 2>&1 >/dev/full | grep -q "^fichas[-a-z]*: cannot write to standard output: No space left"' "$args"
	done
	check "the write error in Spanish" \
		sh -c 'LC_ALL=C.UTF-8 LANGUAGE=es $0 --help 2>&1 >/dev/full |
		    grep -q "no se puede escribir en la salida"' "$FICHAS"
else
	echo "# SKIP: no /dev/full"
fi
check "fichas --help to a file still exits 0" status 0 "$FICHAS" --help
exit $fail
