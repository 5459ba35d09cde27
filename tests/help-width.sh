#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every --help, English and Spanish, fits an 80-column terminal: no line
# of more than 79 characters (counted as characters, not bytes, so that
# the Spanish accents count once), as GNU's coding standards ask.
. "${top_srcdir:-..}/tests/cli-lib.sh"
. "$top_srcdir/tests/locale-lib.sh"
locale_dir "$tmp/locale" || { echo "FAIL - po/es.po compiles"; exit 1; }

# The lines of standard input longer than 79 characters.
too_long() {
	LC_ALL=C.UTF-8 grep -E '^.{80,}'
}

cmds=$("$FICHAS" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p')
# The practice drills have their own help.
drills=$("$FICHAS" practice --help | sed -n '1s/.*\[\([a-z|]*\)\].*/\1/p' | tr '|' ' ')
for d in $drills; do
	cmds="$cmds practice:$d"
done
for lang in en es; do
	for cmd in "" $cmds; do
		FICHAS_LOCALEDIR=$tmp/locale LANGUAGE=$lang LC_ALL=C.UTF-8 \
		    "$FICHAS" $(echo "$cmd" | tr ':' ' ') --help > "$tmp/help" 2>&1
		if too_long < "$tmp/help" > "$tmp/long"; then
			echo "FAIL - $lang: fichas $cmd --help fits 80 columns:"
			cat "$tmp/long"
			fail=1
		else
			echo "ok - $lang: fichas $cmd --help fits 80 columns"
		fi
	done
done
exit $fail
