#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A message catalogue that gettext could not read safely (cut short) is
# ignored and named on standard error; the curses game hides standard
# error, so its start menu says it too, and speaks English.  At 80x24
# and 100x32.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init catalogue
. "${top_srcdir:-..}/tests/locale-lib.sh"
if ! locale_dir "$E2E_TMP/good"; then
	e2e_fail "po/es.po compiles"
	exit 1
fi
mkdir -p "$E2E_TMP/locale/es/LC_MESSAGES"
head -c 2000 "$E2E_TMP/good/es/LC_MESSAGES/fichas.mo" \
    >"$E2E_TMP/locale/es/LC_MESSAGES/fichas.mo"
export FICHAS_LOCALEDIR="$E2E_TMP/locale" LANGUAGE=es

for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --menu --lexicon "$E2E_LEXICON"
	e2e_wait "New game"
	e2e_ok "$1x$2: the menu is in English"
	e2e_wait "ignored the message catalogue"
	e2e_ok "$1x$2: the menu says the catalogue was ignored"
	# The lines joined: at 80 columns the message wraps.
	if e2e_screen | sed 's/^ *//; s/ *$//' | tr '\n' ' ' |
	    grep -q "; messages are in English"; then
		e2e_ok "$1x$2: and what that means, whole"
	else
		e2e_screen
		e2e_fail "$1x$2: and what that means, whole"
	fi
done
exit $E2E_FAILED
