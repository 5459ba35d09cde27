#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A word list given as the lexicon is compiled when the game starts, which
# takes a second or two for the default list: from the menu the screen says
# so, stage by stage, instead of freezing; then the game begins.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init loading
list=$top_srcdir/data/lexicon-es.txt
[ -r "$list" ] || { echo "SKIP: no word list in data/"; exit 77; }

e2e_start 80 24 --menu --lexicon "$list"
e2e_wait "New game"
e2e_keys Enter
e2e_wait "Reading the lexicon" 30
e2e_ok "the loading screen shows while the list compiles"
e2e_wait "Opening draw" 60
e2e_ok "then the game begins"
exit $E2E_FAILED
