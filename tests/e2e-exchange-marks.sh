#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The tiles chosen for an exchange (art. 24) are marked by more than a
# highlight, which a monochrome terminal or a copy of the screen loses:
# the slot number under a chosen tile is in brackets ("[2]"), and the
# question says how many are chosen and which.  In English and Spanish,
# at 80x24 and 100x32.
#
# Seed 2: Ana holds [CH] R O D O D N; 2 chooses the R, d the first D.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init exchange-marks

# The words on screen, English first (Spanish after e2e_spanish below).
draw="Opening draw" pick="Pick tiles to exchange"
two="2 tiles chosen: RD" one="1 tile chosen: D" lang=English
ch="2 tiles chosen: [CH]D" nothat="does not hold that tile"

# The line of slot numbers under the rack matches $1; said $2.
slots() {
	if e2e_screen | grep -qE "$1"; then
		e2e_ok "$2"
	else
		e2e_screen
		e2e_fail "$2"
	fi
}

# At $1 x $2: choose two tiles, then unchoose one.
marks() {
	e2e_start "$1" "$2" --seed 2 --lexicon "$E2E_LEXICON" --name1 Ana \
	    --name2 Luis
	e2e_wait "$draw"
	e2e_keys Enter
	e2e_keys -
	e2e_wait "$pick"
	slots '^ +1   2   3   4   5   6   7$' \
	    "$lang $1x$2: nothing chosen, nothing bracketed"
	e2e_keys 2 d
	e2e_wait "$two"
	e2e_ok "$lang $1x$2: the question says two tiles are chosen, R and D"
	slots '^ +1  \[2\]  3  \[4\]  5   6   7$' \
	    "$lang $1x$2: the chosen slots are in brackets"
	e2e_keys 2
	e2e_wait "$one"
	e2e_ok "$lang $1x$2: one left chosen, in the singular"
	slots '^ +1   2   3  \[4\]  5   6   7$' \
	    "$lang $1x$2: the slot unchosen loses its brackets"
	# C then H is the CH tile (art. 11), as when laying tiles: the H
	# is no tile of its own to refuse.  The C waiting for its H is
	# the exchange's, not a tile laid on the board's cursor (H8).
	e2e_keys c
	e2e_wait "$ch"
	if e2e_screen | grep -q '^ 8 .*C₃'; then
		e2e_screen
		e2e_fail "$lang $1x$2: the c typed shows no C on the board"
	else
		e2e_ok "$lang $1x$2: the c typed shows no C on the board"
	fi
	e2e_keys h
	e2e_wait "$ch"
	e2e_ok "$lang $1x$2: c h chooses the CH tile"
	if e2e_screen | grep -q "$nothat"; then
		e2e_screen
		e2e_fail "$lang $1x$2: the h after c is not refused"
	else
		e2e_ok "$lang $1x$2: the h after c is not refused"
	fi
}

for size in "80 24" "100 32"; do
	marks $size
done

e2e_spanish
draw="Sorteo" pick="Elige fichas a cambiar"
two="2 fichas elegidas: RD" one="1 ficha elegida: D" lang=Spanish
ch="2 fichas elegidas: [CH]D" nothat="no tiene esa ficha"
for size in "80 24" "100 32"; do
	marks $size
done
exit $E2E_FAILED
