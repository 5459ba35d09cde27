#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The fichas program seen from a shell: GNU --help/--version and exit codes.
set -u
: "${FICHAS:=../src/fichas}"
fail=0
check() { # description, then a command that must succeed
	desc=$1; shift
	if "$@"; then echo "ok - $desc"; else echo "FAIL - $desc"; fail=1; fi
}
check "--help prints usage and exits 0" sh -c '"$FICHAS" --help | grep -q "^Usage: fichas"'
check "--version names the program and licence" sh -c '"$FICHAS" --version | head -1 | grep -q "^fichas [0-9]" && "$FICHAS" --version | grep -q GPL'
check "an unknown option exits 2" sh -c '"$FICHAS" --bogus >/dev/null 2>&1; test $? -eq 2'

# Spanish messages from po/es.po as it is now, without installing.
. "$top_srcdir/tests/locale-lib.sh"
locales=$(mktemp -d)
export locales
if locale_dir "$locales"; then
	check "Spanish help with LANGUAGE=es" sh -c 'FICHAS_LOCALEDIR=$locales LANGUAGE=es LC_ALL=C.UTF-8 "$FICHAS" --help | grep -q "^Uso: fichas"'
	check "English help with LANGUAGE=en" sh -c 'FICHAS_LOCALEDIR=$locales LANGUAGE=en LC_ALL=C.UTF-8 "$FICHAS" --help | grep -q "^Usage: fichas"'
else
	echo "FAIL - po/es.po does not compile"; fail=1
fi
rm -rf "$locales"
exit $fail
