#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The layers, checked (HACKING.md, "Layers"):
#  - the engine library includes no curses and no gettext;
#  - the curses front end's files call each other without a loop: the
#    loop (ui-main.c) over the screens over their parts over the shared
#    state, so no file calls a file above it;
#  - a screen's mode is looked up by the loop alone, so no screen opens
#    another by calling it (screens change through src/ui-state.h).
# Run with LAYERS_SRC=DIR to check another tree (a planted upward call).
set -u
src=${LAYERS_SRC:-${top_srcdir:-..}/src}
makefile=${top_builddir:-..}/Makefile
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "FAIL - $*"; failed=1; }
ok() { echo "ok - $*"; }

# The library's C files, from the Makefile automake wrote.
awk '/^src_libfichas_a_SOURCES *=/ { on = 1 }
    on { line = $0; sub(/\\$/, "", line); print line; if ($0 !~ /\\$/) on = 0 }' \
    "$makefile" | tr ' \t' '\n\n' | sed -n 's|^src/\(.*\.c\)$|\1|p' \
    > "$tmp/lib"
if [ ! -s "$tmp/lib" ]; then
	fail "the library's sources are listed in $makefile"
else
	bad=""
	for f in $(cat "$tmp/lib"); do
		if grep -Eq '#include .*(curses|i18n\.h|libintl)|[^a-z_]_\("|gettext\(' \
		    "$src/$f"; then
			bad="$bad $f"
		fi
	done
	[ -z "$bad" ] && ok "the library has no curses and no gettext" ||
	    fail "curses or gettext in the library:$bad"
fi

# Every function a front-end file defines for others: "name file".
for f in "$src"/ui-*.c; do
	awk -v file="${f##*/}" '
	    /^ui_[a-z0-9_]+\(/ && prev !~ /static/ {
		name = $0; sub(/\(.*/, "", name); print name, file }
	    { prev = $0 }' "$f"
done > "$tmp/defs"
# An edge "caller callee" for each call into another file.
for f in "$src"/ui-*.c; do
	caller=${f##*/}
	echo "$caller $caller"
	while read -r name file; do
		[ "$file" = "$caller" ] && continue
		if grep -q "\\b$name(" "$f"; then
			echo "$caller $file"
		fi
	done < "$tmp/defs"
done > "$tmp/edges"
if tsort "$tmp/edges" > /dev/null 2> "$tmp/loop"; then
	ok "the front end's files call each other without a loop"
else
	cat "$tmp/loop"
	fail "a front-end file calls a file above it (a loop)"
fi

# The screens' modes are named only where they are defined and by the loop.
users=$(grep -l '&ui_[a-z]*_screen\b' "$src"/ui-*.c | sed 's|.*/||' |
    grep -v '^ui-main\.c$')
[ -z "$users" ] && ok "only the loop looks a screen's mode up" ||
    fail "a screen's mode used outside the loop: $users"
exit $failed
