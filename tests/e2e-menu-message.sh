#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The start menu's message may take more than a line: why a lexicon
# cannot be read, after its path, is longer than 80 columns ("...: no se
# puede leer el archivo: No existe el fichero o el directorio") and was
# cut on one line.  It wraps, whole, under the keys; the menu stays.
# The message is the command line's for the same file (text.c words
# both), so the screen is compared with what `fichas check` says.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init menu-message
lexicon="$E2E_TMP/a-folder-that-is-not-there/words.txt"

# What the command line says of the lexicon, less "fichas: ".
cli_message() {
	"$FICHAS" check --lexicon "$lexicon" casa 2>&1 >/dev/null |
	    sed 's/^fichas: //'
}

# The foot's lines from the one starting with the path, joined.
shown_message() {
	e2e_screen | sed -n "\\|^ $E2E_TMP|,\$p" | sed 's/^ //; s/ *$//' |
	    tr '\n' ' ' | sed 's/ *$//'
}

# At $1 x $2: Enter starts a game the lexicon refuses; $3 a menu line
# that stays on screen, $4 the language.
refused() {
	XDG_STATE_HOME="$E2E_TMP/state-$4-$1"
	e2e_start "$1" "$2" --menu --lexicon "$lexicon"
	e2e_wait "$3"
	e2e_keys Enter
	e2e_wait "words.txt:"
	want=$(cli_message)
	case $want in
	*words.txt:*) ;;
	*) e2e_fail "$4: fichas check says why the lexicon is refused" ;;
	esac
	e2e_expect shown_message "$want" "$4 $1x$2: the reason is whole"
	e2e_has "$3" "$4 $1x$2: the menu is still there"
}

for size in "80 24" "100 32"; do
	refused $size Quit English
done
e2e_spanish
for size in "80 24" "100 32"; do
	refused $size Salir Spanish
done
exit $E2E_FAILED
