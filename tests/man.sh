#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The manuals as installed: written from man/*.in with the version, the
# release date and the paths configure chose (no /usr/local unless that is
# the prefix, no placeholder left), and clean for mandoc -T lint and
# groff -ww, whichever is installed (skipped with neither).
. "${top_srcdir:-..}/tests/cli-lib.sh"
: "${MAKE:=make}"
for v in VERSION RELEASE_DATE pkgdatadir localedir mandir; do
	eval "test -n \"\${$v:-}\"" || { echo "FAIL: $v not set"; exit 99; }
done
# A path as the page writes it: hyphens as \-.
roff() { printf '%s\n' "$1" | sed 's/-/\\-/g'; }

dest=$tmp/dest
"$MAKE" -s -C "$top_builddir" install-man DESTDIR="$dest" >"$tmp/make.log" 2>&1 ||
	{ cat "$tmp/make.log"; echo "FAIL: make install-man"; exit 1; }
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
