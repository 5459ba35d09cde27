#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The layers, checked (HACKING.md, "Layers"):
#  - the engine library includes no curses and no gettext;
#  - files are named by their layer: the program's own files share no
#    subsystem prefix with the library's (a bot-*.c is the library's);
#  - no file includes a header of a layer above its own (the library,
#    the command line, the curses game, and the commands that start the
#    curses game with main.c), nor a header that includes it back: the
#    modules' includes have no loop (a module is a file name less .c, .h
#    and -private, a whole subsystem, game-*.c or lexicon-*.c, in the
#    library);
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

# The files of a target's sources, from the Makefile automake wrote.
sources() {
	awk -v var="$1" '$1 == var && $2 == "=" { on = 1 }
	    on { line = $0; sub(/\\$/, "", line); print line
		if ($0 !~ /\\$/) on = 0 }' "$makefile" | tr ' \t' '\n\n' |
	    sed -n 's|^src/\(.*\.[ch]\)$|\1|p' | sort -u
}
sources src_libfichas_a_SOURCES > "$tmp/libfiles"
sources src_fichas_SOURCES | comm -23 - "$tmp/libfiles" > "$tmp/progfiles"
grep '\.c$' "$tmp/libfiles" > "$tmp/lib"
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

# Named by layer: no program file in a library subsystem, no library file
# named as the front end's.
prefixes=$(sed 's/[-.].*//' "$tmp/libfiles" | sort -u)
bad=""
for f in $(cat "$tmp/progfiles"); do
	echo "$prefixes" | grep -qx "${f%%[-.]*}" && bad="$bad $f"
done
for f in $(grep -E '^(ui|cmd)-' "$tmp/libfiles"); do
	bad="$bad $f"
done
[ -z "$bad" ] && ok "every file is named by its layer" ||
    fail "a file named as another layer's:$bad"

# Each include "x.h" between files of src as "file header", with each
# file's layer (1 the library, 2 the command line, 3 the curses game, 4
# the commands that start the curses game and main.c) and module (its
# name less .c, .h and -private; in the library, its subsystem: game-end.c
# is the game's).
for f in $(cat "$tmp/libfiles" "$tmp/progfiles"); do
	[ -f "$src/$f" ] || continue
	sed -n 's/^#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$src/$f" |
	    while read -r h; do
		[ -f "$src/$h" ] && echo "$f $h"
	    done
done | awk '
    function layer(f) {
	if (f ~ /^(main\.c|cmd-play\.[ch]|cmd-review\.[ch])$/) return 4
	if (f ~ /^ui-/) return 3
	return (f in lib) ? 1 : 2 }
    function module(f, m) {
	m = f; sub(/\.[ch]$/, "", m); sub(/-private$/, "", m)
	if (layer(f) == 1) sub(/-.*/, "", m)
	return m }
    NR == FNR { lib[$1] = 1; next }
    { print layer($1), layer($2), $1, $2, module($1), module($2) }' \
    "$tmp/libfiles" - > "$tmp/includes"
bad=$(awk '$2 > $1 { printf " %s:%s", $3, $4 }' "$tmp/includes")
[ -z "$bad" ] && ok "no file includes a header of a layer above it" ||
    fail "an include runs up the layers:$bad"
awk '{ print $5, $6 }' "$tmp/includes" > "$tmp/modules"
if tsort "$tmp/modules" > /dev/null 2> "$tmp/loop"; then
	ok "the modules include each other without a loop"
else
	sed 20q "$tmp/loop"
	fail "a module includes a header that includes it back (a loop)"
fi

# Every function a front-end file defines for others: "name file".
for f in "$src"/ui-*.c; do
	awk -v file="${f##*/}" '
	    /^ui_[a-z0-9_]+\(/ && prev !~ /static/ {
		name = $0; sub(/\(.*/, "", name); print name, file }
	    { prev = $0 }' "$f"
done > "$tmp/defs"
# An edge "caller callee" for each call into another file.
awk 'NR == FNR { def[$1] = $2; next }
    FNR == 1 { file = FILENAME; sub(/.*\//, "", file); print file, file }
    { s = $0
	while (match(s, /(^|[^A-Za-z0-9_])ui_[a-z0-9_]+\(/)) {
		name = substr(s, RSTART, RLENGTH - 1)
		sub(/^[^u]/, "", name)
		if ((name in def) && def[name] != file)
			print file, def[name]
		s = substr(s, RSTART + RLENGTH)
	} }' "$tmp/defs" "$src"/ui-*.c | sort -u > "$tmp/edges"
if tsort "$tmp/edges" > /dev/null 2> "$tmp/loop"; then
	ok "the front end's files call each other without a loop"
else
	sed 20q "$tmp/loop"
	fail "a front-end file calls a file above it (a loop)"
fi

# The screens' modes are named only where they are defined and by the loop.
users=$(grep -l '&ui_[a-z]*_screen\b' "$src"/ui-*.c | sed 's|.*/||' |
    grep -v '^ui-main\.c$')
[ -z "$users" ] && ok "only the loop looks a screen's mode up" ||
    fail "a screen's mode used outside the loop: $users"
exit $failed
