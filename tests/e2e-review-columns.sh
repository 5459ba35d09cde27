#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The review screen's list of turns fits its columns: at 80x24 each turn's
# line gives the move played whole, its points and the equity lost (the
# best move is under the board and in the box of best moves); at 100x32
# the best move and its points join them, also whole.  The box of best
# moves keeps its points beside the moves.  In English and in Spanish.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init review-columns
record="$top_srcdir/tests/data/gcg/game-37-4-end.gcg"

# Whether a line of the screen matches an extended regular expression.
screen_matches() {
	e2e_screen | grep -Eq -- "$1"
}

# The list's lines for turns 2, 4 and 5 at 80x24 and 100x32; $1 the
# decimal separator as a regular expression ('\.' or ','), $2 the first
# turn's title, $3 the language, $4 the note shown while analysing.
check_lists() {
	e2e_start 80 24 review "$record"
	e2e_wait "$2"
	e2e_wait " 9 L6 GOZ(A)R "
	if screen_matches "  2 H6 DE\(S\)TINAR +60 +27${1}0$" &&
	    screen_matches "  4 D5 PES\(C\)ADOR +76 +18${1}0$" &&
	    screen_matches "  5 K8 TUBIZ\(O\) -- +0 +48${1}9$"; then
		e2e_ok "$3 80x24: a turn's move, points and loss, whole"
	else
		e2e_screen; e2e_fail "$3 80x24: a turn's move, points and loss, whole"
	fi
	if screen_matches "1 8B CO\[LL\]ETAS +98 +0${1}0$"; then
		e2e_ok "$3 80x24: the best moves with their points and loss"
	else
		e2e_screen; e2e_fail "$3 80x24: the best moves with their points and loss"
	fi
	e2e_lacks "…" "$3 80x24: nothing is cut"
	e2e_resize 100 32
	e2e_wait " 15 11A TAC(O)S "
	e2e_gone "$4"
	if screen_matches "  2 H6 DE\(S\)TINAR +60 C3 RETINAD +87 +27${1}0$" &&
	    screen_matches "  4 D5 PES\(C\)ADOR +76 11E PRE\(N\)SADO +94 +18${1}0$"
	then
		e2e_ok "$3 100x32: both moves with their points, whole"
	else
		e2e_screen; e2e_fail "$3 100x32: both moves with their points, whole"
	fi
	if screen_matches "1 8B CO\[LL\]ETAS {1,4}98 +0${1}0$"; then
		e2e_ok "$3 100x32: the best moves' points beside them"
	else
		e2e_screen; e2e_fail "$3 100x32: the best moves' points beside them"
	fi
	e2e_lacks "…" "$3 100x32: nothing is cut"
	e2e_keys Escape
	e2e_wait_dead
}

check_lists '\.' "Turn 1 of 27: Ana Pérez" English "(analysing"

. "${top_srcdir:-..}/tests/locale-lib.sh"
if ! locale_system es_ES.UTF-8 "$E2E_TMP/locales"; then
	echo "SKIP: no es_ES.UTF-8 locale and localedef cannot make it"
	exit $E2E_FAILED
fi
locale_dir "$E2E_TMP/msgs" || e2e_fail "the Spanish catalogue compiles"
export FICHAS_LOCALEDIR="$E2E_TMP/msgs" LANGUAGE=es LC_ALL=es_ES.UTF-8
check_lists ',' "Turno 1 de 27: Ana Pérez" Spanish "(analizando"
exit $E2E_FAILED
