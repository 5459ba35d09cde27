#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `fichas review` on a hand-typed record: "#player1 ana" gives a nickname
# and no full name, which the review and its list show (a missing name
# crashed them); a pass, an exchange and a play withdrawn after a
# challenge (art. 34) are said in words on the review and its lists, not
# as the record's signs "-", "-3" and "--"; in Spanish the figures read
# «jugada: paso», «mejor: …» and the loss is «perdido», as «valor».
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init review-record
record="$top_srcdir/tests/data/gcg/judge-withdrawn-valid.gcg"

e2e_start 100 32 review "$record" --lexicon "$E2E_LEXICON"
e2e_wait "Turn 1 of 4: ana"
e2e_ok "a record naming players by nickname only opens"
e2e_keys Right
e2e_wait "Turn 2 of 4: luis"
e2e_has "played 7E PE[RR](A) (withdrawn), 0 points" \
    "a withdrawn play is said so"
e2e_wait "3 exchange 3"
e2e_ok "the list says an exchange"
e2e_wait "4 pass"
e2e_ok "the list says a pass"
e2e_keys End
e2e_wait "Turn 4 of 4: luis"
e2e_has "played pass, 0 points" "the figures say a pass"
e2e_keys l
e2e_wait "Analysis: the best move"
e2e_wait "  2 luis"
e2e_ok "the analysis list names the players by nickname"
e2e_wait "7E PE[RR](A) (withdrawn)"
e2e_ok "the analysis list says a withdrawn play"
e2e_lacks " -- " "the analysis list has no '--'"
e2e_keys Escape
e2e_wait "Turn 4 of 4"

# Spanish.
e2e_spanish
e2e_start 100 32 review "$record" --lexicon "$E2E_LEXICON"
e2e_wait "Turno 1 de 4: ana"
e2e_keys Right
e2e_wait "jugada: 7E PE[RR](A) (retirada), 0 puntos"
e2e_ok "Spanish: a withdrawn play is «retirada»"
e2e_has "mejor: 6H (C)O[RR]E, 29 puntos" "Spanish: the best move as the play"
e2e_has "perdido" "Spanish: the equity lost is «perdido», as «valor»"
e2e_wait "3 cambio 3"
e2e_ok "Spanish: the list says «cambio»"
e2e_wait "4 paso"
e2e_ok "Spanish: the list says «paso»"
e2e_keys End
e2e_wait "Turno 4 de 4: luis"
e2e_has "jugada: paso, 0 puntos" "Spanish: a pass reads «jugada: paso», not «jugó paso»"
exit $E2E_FAILED
