#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Message catalogues that are not what they seem, under FICHAS_LOCALEDIR:
# a fichas.mo cut short (glibc's gettext crashed on it), a FIFO (open()
# waited for ever), a directory, a link to /dev/zero, a hash table with
# no empty slot (a lookup went round for ever).  fichas and fichas-mklex
# finish, say once in English which catalogue they ignored and why, and
# speak English; a sound catalogue beside no bad one still gives Spanish.
. "${top_srcdir:-..}/tests/cli-lib.sh"
. "${top_srcdir:-..}/tests/locale-lib.sh"
MKLEX=$top_builddir/src/fichas-mklex

if ! locale_dir "$tmp/good"; then
	echo "SKIP: msgfmt cannot compile po/es.po"
	exit 77
fi
GOOD=$tmp/good/es/LC_MESSAGES/fichas.mo

# A locale directory $tmp/NAME whose Spanish fichas.mo is made by "$@".
bad_dir() {
	name=$1; shift
	mkdir -p "$tmp/$name/es/LC_MESSAGES"
	"$@" "$tmp/$name/es/LC_MESSAGES/fichas.mo"
}
cut_short() { head -c 2000 "$GOOD" >"$1"; }
no_header() { head -c 20 "$GOOD" >"$1"; }
# The hash table's slots all full: a lookup never meets an empty one.
full_hash() {
	cp "$GOOD" "$1"
	size=$(od -An -tu4 -j20 -N4 "$1" | tr -d ' ')
	offset=$(od -An -tu4 -j24 -N4 "$1" | tr -d ' ')
	head -c $((size * 4)) /dev/zero | tr '\0' '\001' |
	    dd of="$1" bs=1 seek="$offset" conv=notrunc 2>/dev/null
}
bad_dir cut cut_short
bad_dir header no_header
bad_dir fifo mkfifo
bad_dir dir mkdir
bad_dir zero ln -s /dev/zero
bad_dir hash full_hash

for case in "cut:cut short" "header:shorter than a catalogue's header" \
    "fifo:not a regular file" "dir:directory" "zero:not a regular file" \
    "hash:damaged hash table"; do
	name=${case%%:*}
	why=${case#*:}
	dir=$tmp/$name
	check "$name: fichas --help finishes in English" \
	    sh -c 'FICHAS_LOCALEDIR=$0 LANGUAGE=es LC_ALL=C.UTF-8 timeout 10 \
		"$1" --help >"$2/out" 2>"$2/err" &&
	    grep -q "^Usage: fichas" "$2/out"' "$dir" "$FICHAS" "$tmp"
	check "$name: ... and says once which catalogue it ignored, and why" \
	    sh -c 'test "$(grep -c "ignored the message catalogue" "$0/err")" \
		-eq 1 &&
	    grep -q "^fichas: ignored the message catalogue .$1/es/LC_MESSAGES/fichas.mo.: .*$2.*; messages are in English$" "$0/err"' \
	    "$tmp" "$dir" "$why"
	check "$name: fichas check finishes with its answer" \
	    sh -c 'FICHAS_LOCALEDIR=$0 LANGUAGE=es LC_ALL=C.UTF-8 timeout 10 \
		"$1" check -l "$2" casa >"$3/out" 2>"$3/err" &&
	    grep -q "^CASA: valid$" "$3/out" &&
	    grep -q "ignored the message catalogue" "$3/err"' \
	    "$dir" "$FICHAS" "$FIXTURE" "$tmp"
	check "$name: fichas-mklex --help finishes and warns" \
	    sh -c 'FICHAS_LOCALEDIR=$0 LANGUAGE=es LC_ALL=C.UTF-8 timeout 10 \
		"$1" --help >"$2/out" 2>"$2/err" &&
	    grep -q "^Usage: fichas-mklex" "$2/out" &&
	    grep -q "^fichas-mklex: ignored the message catalogue" "$2/err"' \
	    "$dir" "$MKLEX" "$tmp"
done
check "the FIFO is left as it is" test -p "$tmp/fifo/es/LC_MESSAGES/fichas.mo"

# A bad catalogue of another language still stops them all: which ones
# gettext reads is its business.
mkdir -p "$tmp/good/xx/LC_MESSAGES"
mkfifo "$tmp/good/xx/LC_MESSAGES/fichas.mo"
check "a FIFO as another language's catalogue: English, with the warning" \
	sh -c 'FICHAS_LOCALEDIR=$0/good LANGUAGE=es LC_ALL=C.UTF-8 timeout 10 \
	    "$1" --help >"$0/out" 2>"$0/err" && grep -q "^Usage: fichas" \
	    "$0/out" && grep -q "xx/LC_MESSAGES/fichas.mo" "$0/err"' \
	"$tmp" "$FICHAS"
rm -f "$tmp/good/xx/LC_MESSAGES/fichas.mo"
check "a sound catalogue: Spanish, no warning" \
	sh -c 'FICHAS_LOCALEDIR=$0/good LANGUAGE=es LC_ALL=C.UTF-8 timeout 10 \
	    "$1" --help >"$0/out" 2>"$0/err" && grep -q "^Uso: fichas" \
	    "$0/out" && test ! -s "$0/err"' "$tmp" "$FICHAS"
exit $fail
