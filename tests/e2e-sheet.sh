#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The score sheet (art. 5) never shows a cut play as if it were whole:
# "L8 (L)ADER" would read as another word than LADERA.  A play fits its
# column, or its last column is an ellipsis.  Two names alike are told
# apart.
#
# Seed 11 with the fixture word list (worked out with the text driver):
# Luis starts with EI?ELVN, Ana holds DAERAEQ; after them Luis draws
# AACSCID.  Every play is accepted (art. 33), so the lexicon is not asked.
#  - Luis: 8H NIVELEs, the blank as the S (arts. 10, 19).
#  - Ana: L8 (L)ADERA down from the L, 11 columns of notation.
#  - Luis: 13F CASCAD(A) along row 13 to the last A of LADERA, 13.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init sheet

# The play a line shows after text matching $1, starting with square $2.
shown_play() {
	e2e_screen | sed -n -E "s/.* $1($2 [^ ]*).*/\\1/p" | head -n 1
}

# The line after $1 shows play $3 whole, or cut with "…" when $4 is
# "cut-ok"; never the front of the play as if it were all of it.
check_play() {
	got=$(shown_play "$1" "${3%% *}")
	front=${got%…}
	if [ "$got" = "$3" ]; then
		e2e_ok "$2: $3 is shown whole"
	elif [ "$4" = cut-ok ] && [ "$front" != "$got" ] &&
	    [ "${3#"$front"}" != "$3" ]; then
		e2e_ok "$2: $3 is shown visibly cut, as '$got'"
	else
		e2e_screen
		e2e_fail "$2: '$got' is shown for $3"
	fi
}

# The three plays; $1 the words of "Rack of", $2 of "played", $3 "points".
three_plays() {
	e2e_keys Enter
	e2e_wait "$1 Luis:"
	e2e_keys : 8 h Space n i v e l e s Enter
	e2e_wait "8H NIVELEs"
	e2e_keys a
	e2e_wait "$1 $3:"
	e2e_keys : l 8 Space l a d e r a Enter
	e2e_wait "L8 (L)ADERA"
	e2e_keys a
	e2e_wait "$1 Luis:"
	e2e_keys : 1 3 f Space c a s c a d a Enter
	e2e_wait "13F CASCAD(A)"
	e2e_keys a
	e2e_wait "$1 $3:"
}

for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 11 --name1 Ana \
	    --name2 Luis
	e2e_wait "Luis starts."
	three_plays "Rack of" played Ana
	cut=cut-ok
	[ "$1" -ge 100 ] && cut=whole
	check_play "1 Luis +" "${1}x$2, the sheet" "8H NIVELEs" $cut
	check_play "2 Ana +" "${1}x$2, the sheet" "L8 (L)ADERA" $cut
	check_play "3 Luis +" "${1}x$2, the sheet" "13F CASCAD(A)" $cut
done

# Spanish: "quién" and "suma" are wider headings, five-letter names take
# the widest name column of 80 columns; the sheet still cuts visibly.
e2e_spanish
for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 11 --name1 Marta \
	    --name2 Luis
	e2e_wait "Empieza Luis."
	three_plays "Atril de" jugó Marta
	cut=cut-ok
	[ "$1" -ge 100 ] && cut=whole
	e2e_has "jugada" "Spanish ${1}x$2: the play column has its heading"
	check_play "2 Marta +" "Spanish ${1}x$2, the sheet" "L8 (L)ADERA" $cut
	check_play "3 Luis +" "Spanish ${1}x$2, the sheet" "13F CASCAD(A)" $cut
done

# Whether the screen, its runs of spaces made one, shows both $1 and $2;
# $3 the description.
both_lines() {
	if e2e_screen | sed 's/  */ /g' | grep -qF "$1" &&
	    e2e_screen | sed 's/  */ /g' | grep -qF "$2"; then
		e2e_ok "$3"
	else
		e2e_screen
		e2e_fail "$3"
	fi
}

# Whose line it is: the default names differ only at their end.  At 80
# columns they are cut keeping it ("Jug…1", not "Juga…" twice); at 100
# the name column takes what a long play leaves, so they are whole.
for size in "80 24" "100 32"; do
	set -- $size
	XDG_STATE_HOME="$E2E_TMP/state-$1"
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 2
	e2e_wait "Partida nueva"
	e2e_keys Enter
	e2e_wait "Empieza Jugador 1."
	e2e_keys Enter
	e2e_wait "Atril de Jugador 1:"
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "Turno de Jugador 2"
	e2e_keys Enter
	e2e_wait "Atril de Jugador 2:"
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "Turno de Jugador 1"
	if [ "$1" = 80 ]; then
		one="1 Jug…1 paso" two="2 Jug…2 paso"
	else
		one="1 Jugador 1 paso" two="2 Jugador 2 paso"
	fi
	both_lines "$one" "$two" \
	    "${1}x$2: the sheet tells the players apart ('$one')"
done

# Names that differ in their middle: the sheet shows where they differ.
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 "Ana María" \
    --name2 "Ana Lucía"
e2e_wait "Empieza Ana María."
e2e_keys Enter
e2e_wait "Atril de Ana María:"
e2e_keys : -
e2e_keys Enter
e2e_wait "Turno de Ana Lucía"
e2e_keys Enter
e2e_wait "Atril de Ana Lucía:"
e2e_keys : -
e2e_keys Enter
e2e_wait "Turno de Ana María"
both_lines "1 …Marí paso" "2 …Lucí paso" \
    "80x24: names alike but in the middle are told apart"

# The review lists the moves played and the best ones in columns as
# narrow: turn 20 of this record is A11 (T)APON.
unset LANGUAGE FICHAS_LOCALEDIR
export LANGUAGE=en
for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" review "$top_srcdir/tests/data/gcg/game-37-4-end.gcg"
	e2e_wait "Turn 1 of 27"
	e2e_keys End
	e2e_wait "A11 (T)AP" 30
	cut=cut-ok
	[ "$1" -ge 100 ] && cut=whole
	check_play "20 " "${1}x$2, the review" "A11 (T)APON" $cut
done
exit $E2E_FAILED
