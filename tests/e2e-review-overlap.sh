#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The review draws the move played and the best move on the board, but
# not over each other: where their tiles would meet (on a square or
# beside one) the letters ran together, "CO[LL]ETCOSTEA" for the
# withdrawn 8G COSTEA (art. 34) and the best move 8B CO[LL]ETAS.  Then
# the board shows the move played, b the best move alone, b again the
# move played; moves that stay apart are both drawn, as before.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init review-overlap
gcg="$top_srcdir/tests/data/gcg"

# Board row $1 as shown, runs of spaces made one (nothing stands beside
# rows 7 to 9 in the panel: the list has two or five turns).
row() {
	e2e_screen | grep -E "^ ?$1 " | head -n 1 |
	    sed 's/  */ /g; s/^ //; s/ $//'
}

# $1 $2 the size; $3 $4 the words for a double letter and a triple word;
# $5 $6 the keys' words for b; $7 the language.
overlap() {
	e2e_start "$1" "$2" review "$gcg/review-withdrawn.gcg"
	e2e_wait "8B CO[LL]ETAS, 98" 60
	e2e_expect "row 8" "8 $4 . . $3 . . C₃ O₁ S₁ T₁ E₁ A₁ . . $4" \
	    "$7 $1x$2: the withdrawn play alone, not mixed with the best"
	e2e_has "$5" "$7 $1x$2: the keys say b shows the best move"
	e2e_keys b
	e2e_expect "row 8" "8 $4 C₃ O₁ LL₈E₁ T₁ A₁ S₁ . . . $3 . . $4" \
	    "$7 $1x$2: b shows the best move alone"
	e2e_has "$6" "$7 $1x$2: the keys say b shows the move played"
	e2e_keys b
	e2e_expect "row 8" "8 $4 . . $3 . . C₃ O₁ S₁ T₁ E₁ A₁ . . $4" \
	    "$7 $1x$2: b again, the move played"
}

for size in "80 24" "100 32"; do
	set -- $size
	overlap "$1" "$2" 2L 3W "b show the best move" \
	    "b show the move played" English
done

# Apart, both: 7E PE[RR](A) in row 7 and the best 9H ESPU[RR]IO in row 9.
e2e_start 80 24 review "$gcg/judge-phony.gcg"
e2e_wait "Turn 1 of 5"
e2e_keys Right
e2e_wait "best 9H ESPU[RR]IO" 60
e2e_expect "row 7 | grep -c 'P₃ E₁ RR₈A₁'" 1 "apart: the move played is drawn"
e2e_expect "row 9 | grep -c 'E₁ S₁ P₃ U₁ RR₈I₁ O₁'" 1 \
    "apart: the best move is drawn beside it"

e2e_spanish
for size in "80 24" "100 32"; do
	set -- $size
	overlap "$1" "$2" DL TP "b ver la mejor jugada" \
	    "b ver la jugada hecha" Spanish
done
exit $E2E_FAILED
