#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# po/es.po must translate every message of the front end: no message left
# untranslated or fuzzy after merging with what the sources say today.
set -eu
: "${top_srcdir:=..}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top_srcdir"
grep -v '^#' po/POTFILES.in | grep . > "$tmp/files"
# Every source file with a message for translators is listed.
for f in $(grep -l '_("\|ngettext(' src/*.c); do
	if ! grep -qx "$f" "$tmp/files"; then
		echo "FAIL: $f has messages but is not in po/POTFILES.in"
		exit 1
	fi
done
xgettext --keyword=_ --keyword=N_ --from-code=UTF-8 --add-comments=TRANSLATORS \
	-f "$tmp/files" -o "$tmp/fichas.pot"
msgmerge -q --no-fuzzy-matching po/es.po "$tmp/fichas.pot" -o "$tmp/es.po"
stats=$(msgfmt -c --statistics -o /dev/null "$tmp/es.po" 2>&1)
echo "es.po: $stats"
case "$stats" in
*untranslated* | *fuzzy*)
	echo "FAIL: po/es.po is incomplete; missing messages:"
	msgattrib --untranslated --no-obsolete "$tmp/es.po" | grep -A3 '^msgid' | head -40
	exit 1 ;;
esac
# Nor a translation of a message no source has any more: a dead entry
# misleads whoever edits the Spanish.
obsolete=$(msgattrib --only-obsolete "$tmp/es.po" | grep -c '^#~ msgid ' || true)
if [ "$obsolete" -ne 0 ]; then
	echo "FAIL: po/es.po translates $obsolete message(s) no source uses:"
	msgattrib --only-obsolete "$tmp/es.po" | grep '^#~ msgid '
	exit 1
fi
