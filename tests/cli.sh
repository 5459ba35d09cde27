#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The fichas program seen from a shell: GNU --help/--version and exit codes.
. "${top_srcdir:-..}/tests/cli-lib.sh"
check "--help prints usage and exits 0" sh -c '"$FICHAS" --help | grep -q "^Usage: fichas"'
check "--version names the program and licence" sh -c '"$FICHAS" --version | head -1 | grep -q "^fichas [0-9]" && "$FICHAS" --version | grep -q GPL'
check "an unknown option exits 2" sh -c '"$FICHAS" --bogus >/dev/null 2>&1; test $? -eq 2'

# Every command answers --help with its usage and exit status 0.
for cmd in $("$FICHAS" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p'); do
	check "fichas $cmd --help" sh -c '"$FICHAS" '"$cmd"' --help | grep -q "^Usage: fichas"'
done

# fichas review without its record says what is missing, as analyze does.
check "fichas review without a record exits 2" sh -c '"$FICHAS" review >/dev/null 2>&1; test $? -eq 2'
check "fichas review without a record says so" sh -c '"$FICHAS" review 2>&1 | grep -q "no game record given"'

# Spanish messages from po/es.po as it is now, without installing.
. "$top_srcdir/tests/locale-lib.sh"
locales=$(mktemp -d)
export locales
if locale_dir "$locales"; then
	check "Spanish help with LANGUAGE=es" sh -c 'FICHAS_LOCALEDIR=$locales LANGUAGE=es LC_ALL=C.UTF-8 "$FICHAS" --help | grep -q "^Uso: fichas"'
	# An empty operand list is never looked up: gettext("") is the
	# catalogue's header.
	for cmd in $("$FICHAS" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p'); do
		check "Spanish fichas $cmd --help has no catalogue header" sh -c 'FICHAS_LOCALEDIR=$locales LANGUAGE=es LC_ALL=C.UTF-8 "$FICHAS" '"$cmd"' --help | head -1 | grep -q "^Uso: fichas" && ! FICHAS_LOCALEDIR=$locales LANGUAGE=es LC_ALL=C.UTF-8 "$FICHAS" '"$cmd"' --help | grep -q "Project-Id-Version"'
	done
	# The command list in the glossary's words: equity is «valor».
	check "Spanish: analyze shows the equity lost (valor perdido)" sh -c 'FICHAS_LOCALEDIR=$locales LANGUAGE=es LC_ALL=C.UTF-8 "$FICHAS" --help | grep -q "^  analyze .*valor perdido"'
	check "Spanish: practice names the puzzles too" sh -c 'FICHAS_LOCALEDIR=$locales LANGUAGE=es LC_ALL=C.UTF-8 "$FICHAS" --help | grep -q "^  practice .*problemas"'
	check "English help with LANGUAGE=en" sh -c 'FICHAS_LOCALEDIR=$locales LANGUAGE=en LC_ALL=C.UTF-8 "$FICHAS" --help | grep -q "^Usage: fichas"'
else
	echo "FAIL - po/es.po does not compile"; fail=1
fi
rm -rf "$locales"
exit $fail
