#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A whole hot-seat game from the start menu, read off the screen.
#
# Seed 2 with the fixture word list deals (worked out once with the
# library and checked by hand): Ana draws A, Luis P, so Ana starts (art. 4)
# with [CH]RODODN; Luis holds OOEOTTA.
#  - Ana lays O·CH·O from H8 across: 1 + 5 + 1 = 7, doubled by the star
#    (arts. 15-16) = 14; Luis accepts (art. 33).
#  - Luis plays J8 (O)TE, a phony: 1 + 1 + E on the 3L of J10 = 5; Ana
#    challenges, OTE is not in the list, the tiles come off (art. 34).
#  - Ana exchanges two tiles (art. 24); then four passes in a row end the
#    game (art. 37.2: the withdrawn play was a pass but the exchange broke
#    the run) and each player loses their rack's value.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init hotseat

e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 2
e2e_wait "New game"
# The start menu: typing on a name replaces the default; Enter starts.
e2e_keys Ana
e2e_keys Down Down
e2e_keys Luis
e2e_wait "Luis"
if e2e_screen | grep -Eq 'Player 1 +Ana *$' &&
    e2e_screen | grep -Eq 'Player 2 +Luis *$'; then
	e2e_ok "the names typed replace the defaults"
else
	e2e_screen; e2e_fail "the names typed replace the defaults"
fi
e2e_keys Enter

e2e_wait "Opening draw (art. 4)"
e2e_has "Ana draws" "art. 4: the draw shows Ana's tile"
e2e_has "Luis draws" "art. 4: the draw shows Luis's tile"
e2e_has "Ana starts." "art. 4: the tile closest to A starts"
e2e_keys Enter

e2e_wait "Rack of Ana:"
e2e_keys o c h o
e2e_wait "Play: 8H O[CH]O (14 points if valid)"
e2e_ok "typing c then h lays the CH tile (art. 11) with its score"
e2e_keys Enter
e2e_wait "Luis: accept or challenge?"
e2e_lacks "Rack of" "the decision screen hides every rack"
e2e_has "Ana played 8H O[CH]O: 14 points." "the hand-over says what Ana did"
if e2e_screen | grep -Eq '1 Ana +8H O\[CH\]O +14 +14'; then
	e2e_ok "art. 5: the first play through H8 is on the sheet with 14"
else
	e2e_screen; e2e_fail "art. 5: the first play is on the sheet"
fi
e2e_keys a

e2e_wait "Rack of Luis:"
e2e_keys : j 8 Space . t e
e2e_keys Enter
e2e_wait "Ana: accept or challenge?"
e2e_lacks "Rack of" "no rack while Ana decides"
e2e_keys c
e2e_wait "OTE: NOT valid"
e2e_ok "art. 34: the challenge finds OTE invalid"
e2e_keys Enter
e2e_wait "Rack of Ana:"
if e2e_screen | grep -E '^ *(9|10) ' | grep -Eq 'T₁|E₁'; then
	e2e_screen; e2e_fail "art. 34: the phony comes off the board"
else
	e2e_ok "art. 34: the phony's tiles are off the board"
fi
e2e_has "-- withdrawn" "art. 5: the withdrawal is on the sheet"

e2e_keys -
e2e_wait "Pick tiles to exchange"
e2e_keys 1 2
e2e_keys Enter
e2e_wait "Hand over to Luis"
e2e_has "Ana exchanged 2 tiles." "art. 24: the exchange is told, not its tiles"
e2e_lacks "Rack of" "the hand-over screen hides the rack"
e2e_has "exchange 2" "art. 5: the exchange is on the sheet"

# Four passes: Luis, Ana, Luis, Ana (art. 37.2).
e2e_keys Enter
e2e_wait "Rack of Luis:"
e2e_keys : -
e2e_keys Enter
e2e_wait "Hand over to Ana"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys -
e2e_wait "Pick tiles to exchange"
e2e_keys Enter
e2e_wait "Pass this turn? (y/n)"
e2e_keys y
e2e_wait "Hand over to Luis"
e2e_keys Enter
e2e_wait "Rack of Luis:"
e2e_keys : -
e2e_keys Enter
e2e_wait "Hand over to Ana"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys : -
e2e_keys Enter

e2e_wait "Game over"
e2e_has "Both players passed twice in a row (art. 37.2)." \
    "art. 37.2: two passes each end the game"
if e2e_screen | grep -Eq '^ Ana +[▁▂▃▄▅▆▇█]+'; then
	e2e_ok "the end screen charts Ana's score turn by turn"
else
	e2e_screen; e2e_fail "the end screen charts Ana's score"
fi

# The final scores shown equal the last running totals on the sheet.
screen=$(e2e_screen)
final=$(printf '%s\n' "$screen" | sed -n 's/^ *Final score  *\(-*[0-9]*\)  *\(-*[0-9]*\).*/\1 \2/p')
# The panel is right of column 50: the last line naming a player there is
# their last line on the sheet; its last field is the running total.
sheet_total() {
	printf '%s\n' "$screen" | cut -c51- | awk -v who="$1" '
	    { name = $1 ~ /^[0-9]+$/ ? $2 : $1 }
	    name == who { total = $NF }
	    END { print total }'
}
sheet_ana=$(sheet_total Ana)
sheet_luis=$(sheet_total Luis)
if [ -n "$final" ] && [ "$final" = "$sheet_ana $sheet_luis" ]; then
	e2e_ok "the final scores ($final) equal the score sheet"
else
	printf '%s\n' "$screen"
	e2e_fail "final '$final' vs sheet '$sheet_ana $sheet_luis'"
fi
# Each loses their own rack (art. 37.2): Ana 14 - rack, Luis 0 - rack.
rack_ana=$(printf '%s\n' "$screen" | sed -n 's/^ *Rack (art. 37) *\(-[0-9]*\) .*/\1/p')
if [ -n "$rack_ana" ] && [ "$(printf '%s\n' "$final" | cut -d' ' -f1)" -eq $((14 + rack_ana)) ]; then
	e2e_ok "art. 37: Ana's final score is 14 less her rack"
else
	printf '%s\n' "$screen"
	e2e_fail "art. 37: Ana's final score is 14 less her rack ($rack_ana)"
fi
e2e_has "Game record: $XDG_STATE_HOME/fichas/game-" "the end says where the record is"

# The review (a), then its list (l): every turn with the best move found.
e2e_keys a
e2e_wait "Turn 1 of"
e2e_keys l
e2e_wait "Equity lost: Ana"
e2e_has "Analysis: the best move the expert level finds each turn" \
    "a opens the analysis of the game"
if e2e_screen | grep -Eq '^ +1 Ana +8H O\[CH\]O +14 '; then
	e2e_ok "the analysis shows Ana's first play with its score"
else
	e2e_screen; e2e_fail "the analysis shows Ana's first play"
fi
e2e_has "J8 (O)TE (withdrawn)" "the withdrawn phony is in the analysis"
e2e_keys Escape
e2e_wait "Turn 1 of"
e2e_keys Escape
e2e_wait "Game over"
e2e_ok "Esc goes back to the end of the game"
exit $E2E_FAILED
