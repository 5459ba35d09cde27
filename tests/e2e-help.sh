#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The help screen at 80x24 in Spanish, where key lines wrap: paging down
# from the first screen to the last shows every key, none skipped, and
# PgUp comes back to the first screen.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init help
e2e_spanish

e2e_start 80 24 --menu --lexicon "$E2E_LEXICON"
e2e_wait "Partida nueva"
e2e_keys F1
e2e_wait "Durante tu turno"
pages="$E2E_TMP/pages"
e2e_screen > "$pages"
# Page down until the last screen (it stops moving).
n=0
while [ $n -lt 6 ]; do
	before=$(e2e_screen)
	e2e_keys NPage
	sleep 0.3
	[ "$(e2e_screen)" = "$before" ] && break
	e2e_screen >> "$pages"
	n=$((n + 1))
done
for key in "flechas" "Esc" "F5 o !" "Arriba, Abajo" "F6, Ctrl-W" \
    "F7, Ctrl-U" "RePág, AvPág" "F4, Ctrl-T" "Ctrl-L" "c o i" \
    "F10, Ctrl-Q" "Inicio, Fin"; do
	if grep -qF -- "   $key" "$pages"; then
		e2e_ok "80x24: paging shows the help line of '$key'"
	else
		cat "$pages"
		e2e_fail "80x24: paging shows the help line of '$key'"
	fi
done
e2e_keys PPage
sleep 0.3
e2e_keys PPage
sleep 0.3
e2e_keys PPage
e2e_wait "Durante tu turno"
e2e_ok "PgUp goes back to the first screen"
exit $E2E_FAILED
