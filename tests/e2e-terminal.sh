#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A terminal that cannot show the game: TERM=dumb (no cursor addressing)
# or a TERM with no terminfo entry.  fichas refuses at once, in the
# user's language, with exit status 1, and writes nothing to the screen
# (its one line goes to standard error) instead of a blank screen that
# F10 does not leave.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init terminal

# fichas under TERM=$1 in a pane, its standard error and status kept.
cat > "$E2E_TMP/as-term" <<EOF
#!/bin/sh
TERM=\$1
export TERM
shift
'$FICHAS' "\$@" 2>'$E2E_TMP/stderr'
echo \$? > '$E2E_TMP/status'
EOF
chmod +x "$E2E_TMP/as-term"
real=$FICHAS

# Start under TERM=$1; the pane must end with status 1 and stderr hold $2.
refused() {
	FICHAS="$E2E_TMP/as-term"
	rm -f "$E2E_TMP/stderr" "$E2E_TMP/status"
	e2e_start 80 24 "$1" --lexicon "$E2E_LEXICON"
	FICHAS=$real
	e2e_wait_dead 5
	status=$(cat "$E2E_TMP/status" 2>/dev/null)
	if [ "$status" = 1 ]; then
		e2e_ok "TERM=$1: fichas exits with status 1"
	else
		e2e_fail "TERM=$1: fichas exits with status 1 (got '$status')"
	fi
	if grep -qF -- "$2" "$E2E_TMP/stderr" &&
	    [ "$(wc -l < "$E2E_TMP/stderr")" -eq 1 ]; then
		e2e_ok "TERM=$1: one line on standard error says why"
	else
		cat "$E2E_TMP/stderr"
		e2e_fail "TERM=$1: standard error says '$2'"
	fi
	if e2e_screen | grep -v '^Pane is dead' | grep -q .; then
		e2e_screen
		e2e_fail "TERM=$1: nothing is written to the terminal"
	else
		e2e_ok "TERM=$1: nothing is written to the terminal"
	fi
}

refused dumb "fichas: the terminal 'dumb' cannot move the cursor"
refused no-such-terminal \
    "fichas: the terminal type 'no-such-terminal' is unknown here"

e2e_spanish
refused dumb "fichas: la terminal «dumb» no puede mover el cursor"

# A Latin-1 locale: the board is drawn in UTF-8, so the game refuses it
# rather than mix the two (compiled into a private LOCPATH if need be).
unset FICHAS_LOCALEDIR LANGUAGE
if locale_system es_ES.ISO-8859-1 "$E2E_TMP/locales"; then
	LC_ALL=es_ES.ISO-8859-1
	export LC_ALL
	refused xterm "necesita UTF-8"
else
	echo "# SKIP: no es_ES.ISO-8859-1 locale and localedef cannot make it"
fi
exit $E2E_FAILED
