#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `fichas review` on a hand-typed record: "#player1 ana" gives a nickname
# and no full name, which the review and its list show (a missing name
# crashed them).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init review-record
record="$top_srcdir/tests/data/gcg/judge-withdrawn-valid.gcg"

e2e_start 100 32 review "$record" --lexicon "$E2E_LEXICON"
e2e_wait "Turn 1 of 4: ana"
e2e_ok "a record naming players by nickname only opens"
e2e_keys l
e2e_wait "Analysis: the best move"
e2e_wait "  2 luis"
e2e_ok "the analysis list names the players by nickname"
e2e_keys Escape
e2e_wait "Turn 1 of 4"
exit $E2E_FAILED
