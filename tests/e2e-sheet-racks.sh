#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The score sheet's lines for the racks left at the end (art. 37) show
# the tiles whole: at 80 columns the play column is 12 wide, and
# "rack ([CH]RODODN)" was cut to "rack ([CH]ROD…", the tiles the points
# are for hidden.  There the line says "rack" and the tiles go below;
# at 100 columns "rack (…)" fits on one line.
#
# Seed 2: four passes end the game (art. 37.2) with Ana holding
# [CH]RODODN and Luis OOEOTTA.  b shows the board instead of the final
# scores, so that the tiles on screen are the sheet's.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init sheet-racks

# The game to its end at $1 x $2, the board shown; $3 the words of
# "Opening draw", $4 of "Game over".
to_the_end() {
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
	    --name2 Luis
	e2e_wait "$3"
	e2e_keys Enter
	for i in 1 2 3 4; do
		e2e_keys : -
		e2e_keys Enter
		sleep 0.2
		e2e_keys Enter
		sleep 0.2
	done
	e2e_wait "$4"
	e2e_keys b
	e2e_gone "$4"
}

# The sheet's rack lines at $1 x $2 read $3 (the word for a rack).
check_racks() {
	e2e_wait "OOEOTTA"
	e2e_has "[CH]RODODN" "$4 $1x$2: Ana's rack left is whole on the sheet"
	e2e_has "OOEOTTA" "$4 $1x$2: Luis's rack left is whole on the sheet"
	e2e_lacks "…" "$4 $1x$2: no line of the sheet is cut"
	if [ "$1" -ge 100 ]; then
		e2e_has "$3 ([CH]RODODN)" "$4 $1x$2: one line a rack"
	else
		if e2e_screen | sed 's/  */ /g' | grep -qF "Ana $3 -13 -13"
		then
			e2e_ok "$4 $1x$2: the line says it is a rack"
		else
			e2e_screen
			e2e_fail "$4 $1x$2: the line says it is a rack"
		fi
	fi
}

for size in "80 24" "100 32"; do
	set -- $size
	to_the_end "$1" "$2" "Opening draw (art. 4)" "Game over"
	check_racks "$1" "$2" rack English
done

e2e_spanish
for size in "80 24" "100 32"; do
	set -- $size
	to_the_end "$1" "$2" "Sorteo" "Fin de la partida"
	check_racks "$1" "$2" atril Spanish
done
exit $E2E_FAILED
