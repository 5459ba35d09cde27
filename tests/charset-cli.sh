#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The subcommands in a Latin-1 locale (LANG=es_ES.ISO-8859-1): their output
# is all Latin-1, the engine's text (Ñ as the byte 0xD1) and the messages
# ("válida", á as 0xE1) alike, with no UTF-8 left on a line; words typed in
# Latin-1, as arguments or on standard input, are read; a GCG record stays
# UTF-8, as its first line says; file names stay as typed.  In the C and
# UTF-8 locales the bytes are the program's own, as before.
. "${top_srcdir:-..}/tests/cli-lib.sh"
. "${top_srcdir:-..}/tests/locale-lib.sh"

L1=es_ES.ISO-8859-1 U8=es_ES.UTF-8
# Absolute: some checks run in $tmp.
FICHAS=$(cd "$(dirname "$FICHAS")" && pwd)/$(basename "$FICHAS")
if ! locale_system "$L1" "$tmp/locales" ||
    ! locale_system "$U8" "$tmp/locales" ||
    ! locale_usable "$L1" || ! locale_usable "$U8"; then
	echo "# SKIP: no $L1 or $U8 locale, and localedef cannot make them"
	exit 77
fi
if ! locale_dir "$tmp/mo"; then
	echo "FAIL - po/es.po compiles"
	exit 1
fi
FICHAS_LOCALEDIR=$tmp/mo HOME=$tmp XDG_STATE_HOME=$tmp/state
export FICHAS_LOCALEDIR HOME XDG_STATE_HOME
ANO=$(printf 'A\321O')			# AÑO in Latin-1
SCRIPT=$top_srcdir/tests/golden/37-4-out.script

# fichas in locale $1, the rest its arguments; stdout and stderr both.
in_locale() {
	loc=$1; shift
	LC_ALL=$loc "$FICHAS" "$@" 2>&1
}

# Whether file $1 holds exactly the bytes printf $2 makes.
bytes() {
	printf "$2" | cmp -s - "$1"
}

# Whether "$@" prints in Latin-1 what it prints in UTF-8, converted, and
# no byte that starts a UTF-8 letter of Spanish (0xC2, 0xC3: Â, Ã).
same_text() {
	in_locale "$L1" "$@" >"$tmp/l1"
	in_locale "$U8" "$@" >"$tmp/u8"
	iconv -f ISO-8859-1 -t UTF-8 "$tmp/l1" | cmp -s - "$tmp/u8" &&
	    ! LC_ALL=C grep -q "$(printf '[\302\303]')" "$tmp/l1"
}

LC_ALL=$L1 "$FICHAS" check --lexicon "$FIXTURE" "$ANO" perro >"$tmp/out"
check "check AÑO (typed in Latin-1): read, Ñ and á written in Latin-1" \
    bytes "$tmp/out" 'A\321O: v\341lida\nPE[RR]O: v\341lida\n'
LC_ALL=$L1 "$FICHAS" check --lexicon "$FIXTURE" "$(printf 'X\321')" \
    >"$tmp/out"
check "check XÑ (typed in Latin-1): a refused word and the message, one set on the line" \
    bytes "$tmp/out" 'X\321: no v\341lida\n'
LC_ALL=$L1 "$FICHAS" anagram --lexicon "$FIXTURE" ÑANDU >"$tmp/out"
check "anagram ÑANDU (typed in UTF-8): the words in Latin-1" \
    bytes "$tmp/out" '\321ANDU\nUNA\nU\321A\n\321U\n'
printf 'A\321O\nni\361o\n' |
    LC_ALL=$L1 "$FICHAS" check --lexicon "$FIXTURE" - >"$tmp/out"
check "check -: Latin-1 lines on standard input are read" \
    bytes "$tmp/out" 'A\321O: v\341lida\nNI\321O: v\341lida\n'

check "--help: Latin-1 throughout" same_text --help
check "--version: Latin-1 throughout" same_text --version
check "check --help: Latin-1 throughout" same_text check --help
check "words: Latin-1 throughout" same_text words --lexicon "$FIXTURE"
check "an unknown option, on standard error: Latin-1" same_text --nada
check "a missing lexicon (the C library's reason too): Latin-1" \
    same_text check --lexicon "$tmp/ningún-léxico" casa
check "moves with Ñ on the rack: Latin-1 throughout" \
    same_text moves --lexicon "$FIXTURE" --leaves none --top 3 \
    --cgp "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15 ÑS/ 0/0 0"
check "a score sheet (play --script): Latin-1 throughout" \
    same_text play --script "$SCRIPT" --lexicon "$FIXTURE"
iconv -f UTF-8 -t ISO-8859-1 "$SCRIPT" >"$tmp/script-l1"
in_locale "$L1" play --script - --lexicon "$FIXTURE" <"$tmp/script-l1" \
    >"$tmp/sheet-stdin"
check "a Latin-1 script on standard input plays the same game" \
    cmp -s "$tmp/sheet-stdin" "$tmp/l1"

# A write error still fails, through the converting stream.
check "check >/dev/full exits 2 in Latin-1" \
    sh -c 'LC_ALL=$3 "$0" check --lexicon "$1" "$2" >/dev/full 2>/dev/null
	test $? -eq 2' "$FICHAS" "$FIXTURE" "$ANO" "$L1"
check "--help >/dev/full exits 2 and says so in Latin-1" \
    sh -c 'LC_ALL=$1 "$0" --help 2>&1 >/dev/full |
	grep -q "^fichas: no se puede escribir en la salida"; test $? -eq 0' \
    "$FICHAS" "$L1"

# A GCG record says "#character-encoding UTF-8": it stays so.
LC_ALL=$L1 "$FICHAS" play --script "$SCRIPT" --lexicon "$FIXTURE" \
    --save "$tmp/g.save" >/dev/null 2>&1
LC_ALL=$L1 "$FICHAS" export "$tmp/g.save" >"$tmp/l1.gcg" 2>&1
LC_ALL=$U8 "$FICHAS" export "$tmp/g.save" >"$tmp/u8.gcg" 2>&1
check "export to standard output writes the same UTF-8 record" \
    sh -c 'grep -q "^#character-encoding UTF-8" "$0" && cmp -s "$0" "$1"' \
    "$tmp/l1.gcg" "$tmp/u8.gcg"
# File names are bytes: a Latin-1 one is opened and made as typed.
name=$(printf 'a\361o.gcg')
cp "$tmp/u8.gcg" "$tmp/$name"
check "replay of a file named in Latin-1" \
    sh -c 'cd "$0" && LC_ALL=$2 "$1" replay "$3" >/dev/null 2>&1
	test $? -eq 0' "$tmp" "$FICHAS" "$L1" "$name"
check "export -o a new file named in Latin-1 makes that name" \
    sh -c 'cd "$0" && LC_ALL=$2 "$1" export -o "n$3" g.save &&
	test -f "n$3"' "$tmp" "$FICHAS" "$L1" "$name"

# The C locale (scripts) and UTF-8: the program's own bytes.
LC_ALL=C "$FICHAS" check --lexicon "$FIXTURE" AÑO niño >"$tmp/out"
check "C locale: words read and written in UTF-8, as before" \
    bytes "$tmp/out" 'A\303\221O: valid\nNI\303\221O: valid\n'
check "C locale: a Latin-1 word is not UTF-8, as before" \
    sh -c 'LC_ALL=C "$0" check --lexicon "$1" "$2" 2>&1 |
	grep -q "not valid UTF-8"' "$FICHAS" "$FIXTURE" "$ANO"
LC_ALL=$U8 "$FICHAS" check --lexicon "$FIXTURE" AÑO >"$tmp/out"
check "UTF-8 locale: AÑO and válida in UTF-8, as before" \
    bytes "$tmp/out" 'A\303\221O: v\303\241lida\n'
exit $fail
