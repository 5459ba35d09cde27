#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Hints (F5) and the messages of a turn, read off the screen.
#
# Messages belong to a turn: in hot-seat an error, the hints and their
# notice that one player left are gone from the other's screen, on the
# decision (arts. 33-34), on the hand-over and on their turn.  Seed 2 with
# the fixture word list (as tests/e2e-hotseat.sh): Ana plays 8H O[CH]O,
# Luis the phony J8 (O)TE, which Ana accepts.
#
# Hints agree with the analysis: tests/data/endgame-seed1.txt plays a game
# until the bag is empty, Luis to move with X I J U A S D against A H S Z
# Ñ L A.  There the best move by score and the tiles kept, B8 D(O)S, loses
# 5 points to the endgame solver's best (tests/test-coach.c); the first
# hint is that best move, Enter lays it, and after the game the analysis
# says it lost nothing.  The hints sit under the sheet, at 80x24 and at
# 100x32.  An exchange among them reads as one (seed 12, at the end).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init hints

if "$FICHAS" --resume </dev/null 2>&1 | grep -q "cannot save or resume"; then
	echo "SKIP: this build of fichas cannot resume games (no save module)"
	exit 77
fi

# A hint's line: its number, the move, the score, then the equity (one
# decimal) or the spread (signed); the one chosen is marked with '>'.
HINT_LINE='[> ][1-5] .* [0-9]+ +(-?[0-9]+\.[0-9]|[-+][0-9]+)$'

# Whether the screen shows a hint: the list's title, a line, the notice.
no_hints() {
	e2e_lacks "Hints: move" "$1: no hint list"
	e2e_lacks "est moves" "$1: no hint notice"
	if e2e_screen | grep -Eq "$HINT_LINE"; then
		e2e_screen; e2e_fail "$1: no hint line"
	else
		e2e_ok "$1: no hint line"
	fi
}

# Hints and the sheet on screen together: both titles, the last play.
with_sheet() {
	if e2e_screen | grep -q 'who  *play' &&
	    e2e_screen | grep -q 'Hints: move' &&
	    e2e_screen | grep -Eq "$HINT_LINE" && e2e_screen | grep -Eq "$2"; then
		e2e_ok "$1: the hints are shown beside the sheet"
	else
		e2e_screen; e2e_fail "$1: the hints are shown beside the sheet"
	fi
}

# --- Messages belong to a turn (hot-seat) ---------------------------------
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys k
e2e_wait "K is not a Spanish tile"
e2e_keys : 8 h Space o c h o Enter
e2e_wait "Luis: accept or challenge?"
e2e_lacks "K is not a Spanish tile" \
    "an error Ana left is not on Luis's screen when he decides"
e2e_keys a
e2e_wait "Rack of Luis:"
e2e_lacks "K is not a Spanish tile" "nor on his turn"

e2e_keys F5
e2e_wait "Hints: move"
with_sheet "80x24, Luis's hints" '1 Ana +8H O\[CH\]O'
e2e_keys : j 8 Space . t e Enter
e2e_wait "Ana: accept or challenge?"
no_hints "Ana deciding on Luis's play"
e2e_keys a
e2e_wait "Rack of Ana:"
no_hints "Ana's turn after Luis asked for hints"

e2e_keys !
e2e_wait "Hints: move"
e2e_keys : - Enter
e2e_wait "Hand over to Luis"
no_hints "the hand-over after Ana asked for hints"
e2e_keys Enter
e2e_wait "Rack of Luis:"
no_hints "Luis's turn after Ana asked for hints"

# --- Hints agree with the analysis (bag empty) ----------------------------
pid=$(e2e_pid)
kill -9 "$pid"
e2e_wait_dead
mkdir -p "$XDG_STATE_HOME/fichas"
if ! "$FICHAS" play --script "$top_srcdir/tests/data/endgame-seed1.txt" \
    --lexicon "$E2E_LEXICON" --save "$XDG_STATE_HOME/fichas/current.save" |
    grep -q "Luis to play, rack XIJUASD, bag 0"; then
	e2e_fail "the scripted game reaches the endgame"
	exit 1
fi

e2e_start 80 24 --resume
e2e_wait "Hand over to Luis"
e2e_keys Enter
e2e_wait "Rack of Luis:"
e2e_has "Bag: 0 tiles" "the bag is empty"
e2e_keys F5
e2e_wait "Best moves by the endgame search"
with_sheet "80x24, the endgame" '28 Ana +C5 QUIE\(N\)'
first=$(e2e_screen |
    sed -n 's/.*>1 \(.*[^ ]\)  *[0-9][0-9]*  *[-+][0-9][0-9]*$/\1/p')
if [ -n "$first" ] && e2e_screen | grep -q 'spread'; then
	e2e_ok "with the bag empty the hints give the final spread ($first)"
else
	e2e_screen; e2e_fail "with the bag empty the hints give the spread"
fi
e2e_has "Up/Down choose a hint" "the footer says how to lay a hint"

e2e_resize 100 32
e2e_wait "Hints: move"
with_sheet "100x32, the endgame" '28 Ana +C5 QUIE\(N\)'

# Down and Up choose; Enter lays it as if typed, Enter again plays it.
e2e_keys Down
e2e_wait ">2 "
e2e_keys Up
e2e_wait ">1 "
e2e_keys Enter
e2e_wait "Play: $first ("
e2e_ok "Enter on a hint lays it"
e2e_keys Enter
e2e_wait "Ana: accept or challenge?"
no_hints "Ana deciding on the play of Luis's hint"
e2e_keys a
e2e_wait "Rack of Ana:"
no_hints "Ana's turn after the play of Luis's hint"

# Four passes end the game (art. 37.2), then the analysis.
for who in Luis Ana Luis; do
	e2e_keys : - Enter
	e2e_wait "Hand over to $who"
	e2e_keys Enter
	e2e_wait "Rack of $who:"
done
e2e_keys : - Enter
e2e_wait "a review"
e2e_keys a
e2e_wait "Turn 1 of" 30
e2e_keys l
e2e_wait "Equity lost:" 30
e2e_keys End
e2e_wait " 29 Luis "
line=$(e2e_screen | grep -E '^ *29 Luis ')
count=$(printf '%s\n' "$line" | grep -oF -- "$first" | wc -l)
if [ "$count" -eq 2 ] && printf '%s\n' "$line" | grep -Eq ' 0\.0 *$'; then
	e2e_ok "the first hint is the move the analysis calls best: 0 lost"
else
	e2e_screen
	e2e_fail "the first hint ($first) is the analysis's best, 0 lost"
fi

# --- An exchange among the hints reads as one -------------------------------
# Seed 12 with the default lexicon deals U U E E P [RR] [LL]; the first
# hint gives back all but an E (art. 24).  The list says so in words, as
# the review does; where one would not fit its column (Spanish at 80
# columns) the list keeps the notation of all, whole, rather than cut
# the tiles.
e2e_start 100 32 --seed 12 --p2 bot:aficionado
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_keys F5
e2e_wait "s best moves" 60
if e2e_screen | grep -Eq '>1 exchange E\[LL\]P\[RR\]UU +0 '; then
	e2e_ok "an exchange hint reads 'exchange E[LL]P[RR]UU'"
else
	e2e_screen
	e2e_fail "an exchange hint reads 'exchange E[LL]P[RR]UU'"
fi

e2e_spanish
e2e_start 80 24 --seed 12 --p2 bot:aficionado
e2e_wait "Sorteo"
e2e_keys Enter
e2e_wait "Atril de Jugador 1:"
e2e_keys F5
e2e_wait "F5 o ! las oculta" 60
if e2e_screen | grep -Eq '>1 -E\[LL\]P\[RR\]UU +0 '; then
	e2e_ok "Spanish at 80x24: the exchange hint whole, '-E[LL]P[RR]UU'"
else
	e2e_screen
	e2e_fail "Spanish at 80x24: the exchange hint whole, '-E[LL]P[RR]UU'"
fi

exit $E2E_FAILED
