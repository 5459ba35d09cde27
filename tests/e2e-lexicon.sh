#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The default lexicon in a game: an abbreviation played and challenged
# comes off the board (art. 1: abbreviations are not accepted; art. 34).
#
# Seed 37 deals Player 1 RSRESAS and lets them start (checked with fichas
# play-script).  SRES (señores) is in hunspell-es and COES as a word; the
# default lexicon leaves it out because RLA-ES lists it as an abbreviation.
# Then a lexicon that cannot be read, from the start menu.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init lexicon

e2e_start 100 32 --seed 37
e2e_wait "New game"
e2e_keys Enter
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_keys s r e s
e2e_wait "Play: 8H SRES"
e2e_keys Enter
e2e_wait "Player 2: accept or challenge?"
e2e_keys c
e2e_wait "SRES: NOT valid"
e2e_ok "art. 1: the challenge finds the abbreviation SRES invalid"
e2e_keys Enter
e2e_wait "Rack of Player 2:"
e2e_has "-- withdrawn" "art. 34: SRES is withdrawn on the sheet"

# A lexicon that cannot be read: the start menu says why, as the command
# line does, not only that it cannot (no saved game: Enter starts).
XDG_STATE_HOME="$E2E_TMP/state-missing"
e2e_start 100 32 --menu --lexicon "$E2E_TMP/missing/words.txt"
e2e_wait "New game"
e2e_keys Enter
e2e_wait "words.txt: cannot read the file: No such file or directory"
e2e_ok "the menu says why the lexicon cannot be read"
exit $E2E_FAILED
