#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The ':' command line read as Quackle and Woogles read notation, the
# cursor at the start of each turn, and the articles refusals cite.
#
# Seed 11 with the fixture word list (worked out with the text driver):
# Luis draws A, Ana D, so Luis starts with EI?ELVN; Ana holds DAERAEQ.
#  - Luis moves the cursor to H11, then types ":8g nueve": his rack has no
#    U, so the blank plays it (art. 10): 8G NuEVE, 1+0+1+4+1 doubled by the
#    star = 14 (arts. 10.2, 16).  Ana accepts (art. 33).
#  - Ana's turn starts on G8, the first square of NuEVE, not on H11.
#  - ":g8 dada": G8 holds the N, and the D contradicts it.  ":g9 ado":
#    her rack has no O and no blank; no article says that, so none is
#    cited (art. 22 is about laid tiles).  K is no Spanish tile (art. 10.1).
#  - ":g8 nada" plays A, D, A through the N: G8 (N)ADA, 1+1+2+1 = 6 with
#    G9 on a double letter (art. 13).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init notation

# Row N of the board on the screen now.
board_row() {
	e2e_screen | grep -E "^ *$1 "
}

# Luis's opening: 8G NUEVE typed with H11 under the cursor.
luis_opens() {
	e2e_keys Enter
	e2e_wait "$1"
	e2e_keys Down Down Down
	e2e_keys : 8 g Space n u e v e
}

e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 11 --name1 Ana \
    --name2 Luis
e2e_wait "Luis starts."
e2e_keys Enter
e2e_wait "Rack of Luis:"
if board_row 8 | grep -qF '* >'; then
	e2e_ok "the first turn starts on H8, the centre (art. 6)"
else
	e2e_screen; e2e_fail "the first turn starts on H8"
fi
e2e_keys Down Down Down
e2e_keys : 8 g Space n u e v e
e2e_wait "Play: 8G NuEVE, the blank plays U (14 points if valid)"
e2e_ok "art. 10: the live line says the blank plays the U the rack lacks"
e2e_keys Enter
e2e_wait "Luis played 8G NuEVE: 14 points."
e2e_ok "art. 10: the notation gives the U as the blank"
e2e_keys a

e2e_wait "Rack of Ana:"
if board_row 8 | grep -qF 'N₁>' && ! board_row 11 | grep -qF '>'; then
	e2e_ok "Ana's turn starts on G8, the last play, not where Luis left it"
else
	e2e_screen; e2e_fail "Ana's turn starts on G8, the last play"
fi

e2e_keys : g 8 Space d a d a
e2e_wait ":g8 dada   G8 holds N, not D."
e2e_ok "the live line names the square a letter contradicts"
e2e_keys Enter
e2e_wait "G8 holds N, not D."
e2e_ok "Enter refuses it naming the square and its tile"

e2e_keys : g 9 Space a d o
e2e_wait "Play: G8 (N)ADO (not yet: Your rack does not hold those tiles.)"
e2e_ok "the live line shows the whole word the letters make"
e2e_keys Enter
e2e_wait "Your rack does not hold those tiles."
e2e_lacks "Art. 22" "no article is cited for tiles not on the rack"
e2e_keys k
e2e_wait "K is not a Spanish tile: there is no K nor W (art. 10.1)."
e2e_ok "art. 10.1 says there is no K nor W"

e2e_keys Up
e2e_keys : g 8 Space n a d a
e2e_wait "Play: G8 (N)ADA (6 points if valid)"
e2e_keys Enter
e2e_wait "Ana played G8 (N)ADA: 6 points."
e2e_ok "':g8 nada' plays ADA through the N on G8"
if e2e_screen | grep -Eq '2 Ana +G8 \(N\)ADA +6 +6'; then
	e2e_ok "art. 5: the sheet writes the N as played through"
else
	e2e_screen; e2e_fail "the sheet has G8 (N)ADA"
fi
e2e_keys a
e2e_wait "Rack of Luis:"
if board_row 8 | grep -qF 'N₁>' && ! board_row 7 | grep -qF '>'; then
	e2e_ok "Luis's turn starts on G8, where Ana's play begins"
else
	e2e_screen; e2e_fail "Luis's turn starts on G8"
fi

# The text driver reads notation the same way.
out=$(printf 'play 8G NUEVE\naccept\nplay G8 DADA\nplay G8 NADA\n' |
    "$FICHAS" --seed 11 --lexicon "$E2E_LEXICON" --script=- 2>&1)
if echo "$out" | grep -qF 'refused: G8 holds N, not D' &&
    echo "$out" | grep -qF 'G8 (N)ADA' &&
    echo "$out" | grep -qF '8G NuEVE'; then
	e2e_ok "scripts: through the board tile, a blank for the U, the square"
else
	echo "$out"; e2e_fail "scripts read notation as the command line does"
fi

# Spanish at 80x24: the same lines in a club player's words.
e2e_spanish
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 11 --name1 Ana \
    --name2 Luis
e2e_wait "Empieza Luis."
luis_opens "Atril de Luis:"
e2e_wait "el comodín hace de U"
e2e_ok "Spanish: the live line says the blank plays the U"
e2e_keys Enter
e2e_wait "NuEVE"
e2e_keys a
e2e_wait "Atril de Ana:"
e2e_keys : g 8 Space d a d a
e2e_keys Enter
e2e_wait "En G8 está la N, no la D."
e2e_ok "Spanish: the refusal names the square and its tile"
e2e_keys : g 9 Space a d o
e2e_keys Enter
e2e_wait "Tu atril no tiene esas fichas."
e2e_lacks "Art. 22" "Spanish: no article for tiles not on the rack"
exit $E2E_FAILED
