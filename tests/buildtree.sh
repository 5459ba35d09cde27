#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# How a program finds the build tree it runs from, with no build path
# compiled in (src/datapath.h): the marker beside src/fichas names the tree,
# whose data/ and locale/ it then reads, from any directory and without
# /proc; a copy without a marker reads the installed files; the environment
# overrides both; and neither the program nor its stripped copy holds a
# path of the source or build tree.
. "${top_srcdir:-..}/tests/cli-lib.sh"
. "$top_srcdir/tests/locale-lib.sh"
unset FICHAS_LEAVES FICHAS_LOCALEDIR
MKLEX=$top_builddir/src/fichas-mklex
here=$(pwd)

check "the build writes the marker beside the program" \
	test -f "$top_builddir/src/fichas-build-tree"
check "the build compiles the Spanish catalogue into the tree" \
	test -f "$top_builddir/locale/es/LC_MESSAGES/fichas.mo"
cd "$tmp" || exit 99
check "the build tree's program finds its lexicon from another directory" \
	sh -c '"$0" check zurdo | grep -q "^ZURDO: valid"' "$FICHAS"
check "... and its catalogue" \
	sh -c 'LC_ALL=C.UTF-8 LANGUAGE=es "$0" --help | grep -q "^Uso: fichas"' \
	"$FICHAS"
check "FICHAS_LOCALEDIR overrides the build tree's catalogue" \
	sh -c 'FICHAS_LOCALEDIR=/nonexistent LC_ALL=C.UTF-8 LANGUAGE=es \
	    "$0" --help | grep -q "^Usage: fichas"' "$FICHAS"
cd "$here" || exit 99

# Without /proc the program finds itself through argv[0] and $PATH.  A
# sanitizer build cannot run there: it reads its options and checks leaks
# through /proc, so the other builds check this.
if grep -qa __asan_init "$top_builddir/src/fichas"; then
	echo "# SKIP: without /proc (a sanitizer build needs /proc)"
elif unshare -rm true 2>/dev/null; then
	check "without /proc, found through \$PATH" \
		unshare -rm sh -c 'mount -t tmpfs none /proc && cd / &&
		    PATH=$0:$PATH fichas check zurdo | grep -q "^ZURDO: valid"' \
		"$top_builddir/src"
	check "without /proc, found through a relative argv[0]" \
		unshare -rm sh -c 'mount -t tmpfs none /proc && cd "$0/.." &&
		    ./src/fichas check zurdo | grep -q "^ZURDO: valid"' \
		"$top_builddir/src"
else
	echo "# SKIP: no user namespaces to hide /proc"
fi

# A copy elsewhere: with a marker of its own it reads that tree, without
# one it reads the installed data, never this build tree's.
mkdir -p "$tmp/bin" "$tmp/top/data"
cp "$FICHAS" "$tmp/bin/fichas"
"$MKLEX" -q -o "$tmp/top/data/fichas.lex" "$FIXTURE" >/dev/null || fail=1
locale_dir "$tmp/top/locale" || fail=1
echo "$tmp/top" > "$tmp/bin/fichas-build-tree"
check "a marker names the tree whose lexicon the program reads" \
	sh -c '"$0" check casa zurdo | grep -q "^ZURDO: invalid"' "$tmp/bin/fichas"
check "... and whose catalogue" \
	sh -c 'LC_ALL=C.UTF-8 LANGUAGE=es "$0" --help | grep -q "^Uso: fichas"' \
	"$tmp/bin/fichas"
rm "$tmp/bin/fichas-build-tree"
check "without a marker the program does not read the build tree" \
	sh -c '! "$0" check zurdo 2>&1 | grep -qF "$1"' \
	"$tmp/bin/fichas" "$top_builddir"

# No path of either tree in the program, stripped (as packages ship it) or
# not (where the compiler maps the trees' paths in debug information).
for prog in "$FICHAS" "$MKLEX"; do
	name=${prog##*/}
	if strip -o "$tmp/$name.stripped" "$prog" 2>/dev/null; then
		check "$name stripped holds no path of the trees" \
			sh -c '! grep -aqF -e "$1" -e "$2" "$0"' \
			"$tmp/$name.stripped" "$top_srcdir" "$top_builddir"
	fi
	if [ -n "${PREFIX_MAP_CPPFLAGS:-}" ]; then
		check "$name holds no path of the trees" \
			sh -c '! grep -aqF -e "$1" -e "$2" "$0"' \
			"$prog" "$top_srcdir" "$top_builddir"
	fi
done
exit $fail
