#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What make install puts in a DESTDIR, as a package ships it: programs that
# hold no path of the source or build tree and, seen at their configured
# prefix (bind-mounted in a private namespace), find their data and their
# catalogue from any directory; and the manuals, written from man/*.in with
# the version, the release date and the paths configure chose (no
# placeholder left), clean for mandoc -T lint and groff -ww, whichever is
# installed (skipped with neither).
. "${top_srcdir:-..}/tests/cli-lib.sh"
: "${MAKE:=make}"
for v in VERSION RELEASE_DATE prefix bindir pkgdatadir localedir mandir; do
	eval "test -n \"\${$v:-}\"" || { echo "FAIL: $v not set"; exit 99; }
done
# A path as the page writes it: hyphens as \-.
roff() { printf '%s\n' "$1" | sed 's/-/\\-/g'; }

dest=$tmp/dest
"$MAKE" -s -C "$top_builddir" install DESTDIR="$dest" >"$tmp/make.log" 2>&1 ||
	{ cat "$tmp/make.log"; echo "FAIL: make install"; exit 1; }
page6=$dest$mandir/man6/fichas.6
page1=$dest$mandir/man1/fichas-mklex.1

for page in "$page6" "$page1"; do
	name=${page##*/}
	check "$name is installed in \$(mandir)" test -f "$page"
	[ -f "$page" ] || continue
	check "$name carries the version and the release date" \
		grep -q "^\.TH [^ ]* [16] $RELEASE_DATE \"fichas $VERSION\"" "$page"
	check "$name has no placeholder left" sh -c '! grep -q "@[a-zA-Z_]*@" "$0"' "$page"
	check "$name names the configured locale directory" \
		grep -qF "$(roff "$localedir")" "$page"
	check "$name names the configured data directory" \
		grep -qF "$(roff "$pkgdatadir")/fichas.lex" "$page"
	if [ "$pkgdatadir" != /usr/local/share/fichas ]; then
		check "$name names no other data directory" \
			sh -c '! grep -q "/usr/local" "$0"' "$page"
	fi
	check "$name does not show the tests' clock hooks" \
		sh -c '! grep -qi "clock.speed\|CLOCK_SPEED" "$0"' "$page"
done

# The programs: no tree's path in them, stripped or not.
for name in fichas fichas-mklex; do
	prog=$dest$bindir/$name
	check "$name is installed in \$(bindir)" test -x "$prog"
	[ -x "$prog" ] || continue
	if [ -n "${PREFIX_MAP_CPPFLAGS:-}" ]; then
		check "installed $name holds no path of the trees" \
			test "$(grep -caF -e "$top_srcdir" -e "$top_builddir" "$prog")" -eq 0
	fi
	if strip -o "$tmp/$name.stripped" "$prog" 2>/dev/null; then
		check "installed $name, stripped, holds no path of the trees" \
			test "$(grep -caF -e "$top_srcdir" -e "$top_builddir" "$tmp/$name.stripped")" -eq 0
	fi
done

# Run where they belong: DESTDIR's prefix mounted over the prefix.
case $bindir:$pkgdatadir:$localedir in
"$prefix"/*:"$prefix"/*:"$prefix"/*) under_prefix=yes ;;
*) under_prefix=no ;;
esac
if [ $under_prefix = yes ] && [ -d "$prefix" ] && unshare -rm true 2>/dev/null; then
	at_prefix() {
		unshare -rm sh -c 'd=$1 p=$2; shift 2
		    mount --bind "$d$p" "$p" && cd / && exec env -u FICHAS_LEXICON \
		    -u FICHAS_LEAVES -u FICHAS_LOCALEDIR LC_ALL=C.UTF-8 "$@"' \
		    sh "$dest" "$prefix" "$@" >"$tmp/run" 2>&1
	}
	at_prefix "$bindir/fichas" check zurdo
	check "installed fichas finds its lexicon from /" \
		grep -q "^ZURDO: valid" "$tmp/run"
	at_prefix LANGUAGE=es "$bindir/fichas" --help
	check "... and its Spanish catalogue" grep -q "^Uso: fichas" "$tmp/run"
	at_prefix LANGUAGE=es "$bindir/fichas-mklex" --help
	check "installed fichas-mklex finds the Spanish catalogue" \
		grep -q "^Uso: fichas-mklex" "$tmp/run"
else
	echo "# SKIP: cannot mount the DESTDIR over $prefix"
fi

linted=0
if command -v mandoc >/dev/null 2>&1; then
	linted=1
	for page in "$page6" "$page1"; do
		mandoc -T lint -W all "$page" >"$tmp/lint" 2>&1
		check "mandoc -T lint finds nothing in ${page##*/}" \
			sh -c '! grep . "$0"' "$tmp/lint"
		cat "$tmp/lint"
	done
fi
if command -v groff >/dev/null 2>&1; then
	linted=1
	for page in "$page6" "$page1"; do
		groff -ww -man -z "$page" >"$tmp/lint" 2>&1
		check "groff -ww finds nothing in ${page##*/}" \
			sh -c '! grep . "$0"' "$tmp/lint"
		cat "$tmp/lint"
	done
fi
[ $linted -eq 1 ] || echo "# SKIP: neither mandoc nor groff to lint with"
exit $fail
