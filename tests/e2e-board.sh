#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The board and the screens around it, read off the screen.
#
# Seed 853 with the fixture word list deals (worked out once with the
# library): Ana draws O, Luis A, so Luis starts (art. 4) with
# ZAEE[CH]R[LL]; Ana holds ELXPALD.
#  - Luis lays E·Z·CH·LL·A from H8 across (a phony, accepted): a row with
#    a one-letter tile, the Z worth 10 and two digraphs (art. 11).  Every
#    cell keeps three columns and starts under its column's letter.
#  - The last play is highlighted in a colour pair that is not bold black
#    (bold is drawn bright: grey on green), and underlined; underlined
#    and bold in monochrome (NO_COLOR).
#  - Ana sorts her rack (A D E L L P X) and four passes end the game (art.
#    37.2): her two L tiles read "[L]L" as in the game record, not "LL",
#    the LL tile.
# Then: the end screen of a tournament game does not offer the analysis it
# refuses; the premium marks in Spanish (TP, DP, TL, DL) at 80x24 and
# 100x32; the "terminal too small" screen says that the clock runs on
# (art. 31 stops it only for its own cases) and the clock does run.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init board

# The screen with the subscript digits made ASCII, one byte a column.
ascii_screen() {
	e2e_screen | sed 'y/₀₁₂₃₄₅₆₇₈₉/0123456789/'
}

# The character of line N (1-based) under the column letter COL of line 1.
under() {
	ascii_screen | awk -v n="$1" -v col="$2" '
	    NR == 1 { at = index($0, " " col " ") + 1 }
	    NR == n { print substr($0, at, 1); exit }'
}

# The attributes (bold, underline, reverse, fg, bg) CHAR is drawn with,
# the first time it appears on line N: capture-pane -e, SGR codes replayed.
attrs_of() {
	tmux -L "$E2E_SOCKET" capture-pane -p -e -t e2e | sed -n "$1p" |
	    awk -v ch="$2" '
	    function reset() { b = u = r = 0; fg = 39; bg = 49 }
	    function apply(p,   k, i, c) {
		k = split(p, c, ";")
		if (k == 0) { reset(); return }
		for (i = 1; i <= k; i++) {
			c[i] += 0
			if (c[i] == 0) reset()
			else if (c[i] == 1) b = 1
			else if (c[i] == 22) b = 0
			else if (c[i] == 4) u = 1
			else if (c[i] == 24) u = 0
			else if (c[i] == 7) r = 1
			else if (c[i] == 27) r = 0
			else if (c[i] == 38 || c[i] == 48) {
				if (c[i] == 38) fg = c[i] ";" c[i + 2]
				else bg = c[i] ";" c[i + 2]
				i += 2
			}
			else if ((c[i] >= 30 && c[i] <= 39) ||
			    (c[i] >= 90 && c[i] <= 97)) fg = c[i]
			else if ((c[i] >= 40 && c[i] <= 49) ||
			    (c[i] >= 100 && c[i] <= 107)) bg = c[i]
		}
	    }
	    BEGIN { reset() }
	    {
		n = split($0, part, "\033")
		for (i = 1; i <= n; i++) {
			s = part[i]
			if (i > 1 && match(s, /^\[[0-9;]*m/)) {
				apply(substr(s, 2, RLENGTH - 2))
				s = substr(s, RLENGTH + 1)
			}
			if (index(s, ch) > 0) {
				printf "bold=%d ul=%d rev=%d fg=%s bg=%s\n",
				    b, u, r, fg, bg
				exit
			}
		}
	    }'
}

# Start the seed-853 game and lay Luis's row; $1.. are extra options.
start_row_game() {
	e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 853 --name1 Ana \
	    --name2 Luis "$@"
	e2e_wait "Opening draw (art. 4)"
	e2e_keys Enter
	e2e_wait "Rack of Luis:"
	e2e_keys e z c h l l a
	e2e_wait "Play: 8H EZ[CH][LL]A"
	e2e_keys Enter
	e2e_wait "Ana: accept or challenge?"
	e2e_keys a
	e2e_wait "Rack of Ana:"
}

start_row_game
# Row 8 is line 9: each tile's first letter under its column's letter.
ok=1
for pair in H:E I:Z J:C K:L L:A A:3 D:2 O:3; do
	col=${pair%%:*}
	want=${pair#*:}
	got=$(under 9 "$col")
	if [ "$got" != "$want" ]; then
		echo "column $col of row 8: '$got', expected '$want'"
		ok=0
	fi
done
if [ $ok = 1 ]; then
	e2e_ok "a row of E, Z (10), CH, LL, A: each cell under its column"
else
	ascii_screen | head -17
	e2e_fail "row 8 keeps its cells under the columns"
fi
# Every row, empty squares and premium marks too: something under each
# column's letter, so that all cells are read the same way.
empty=$(ascii_screen | awk '
    NR == 1 { for (c = 0; c < 15; c++)
	at[c] = index($0, " " substr("ABCDEFGHIJKLMNO", c + 1, 1) " ") + 1 }
    NR >= 2 && NR <= 16 { for (c = 0; c < 15; c++)
	if (substr($0, at[c], 1) == " ") n++ }
    END { print n + 0 }')
if [ "$empty" = 0 ]; then
	e2e_ok "every square of the fifteen rows starts under its column"
else
	ascii_screen | head -17
	e2e_fail "every square starts under its column ($empty do not)"
fi

# The last play in colour: green, underlined, and not bold black.
a=$(attrs_of 9 Z)
case "$a" in
*"bold=1"*"fg=30"*)
	e2e_fail "the last play is bold black: grey where bold is bright ($a)"
	;;
*"ul=1"*"bg=42"*)
	e2e_ok "the last play reads where bold is bright: $a" ;;
*)
	e2e_fail "the last play is underlined on green ($a)" ;;
esac
e2e_has "Rack of Ana:" "Ana holds the seat"
e2e_keys +
e2e_wait "A₁  D₂  E₁  L₁  L₁  P₃  X₈"
e2e_ok "Ana's rack sorted: two L tiles side by side"
e2e_four_passes
e2e_has "Rack of Ana: ADE[L]LPX" \
    "art. 37: the end screen writes L+L as the record does, [L]L"
e2e_has "rack (ADE[L]LPX)" "art. 37: so does the sheet beside it"
e2e_lacks "ADELLPX" "no rack on the end screen reads as the LL tile"
e2e_has "a review" "a casual game's end screen offers the review"

# Monochrome: the last play underlined and bold, in the terminal's colours.
export NO_COLOR=1
start_row_game
unset NO_COLOR
a=$(attrs_of 9 Z)
case "$a" in
*"bold=1 ul=1 rev=0 fg=39 bg=49"*)
	e2e_ok "NO_COLOR: the last play is bold and underlined" ;;
*)
	e2e_fail "NO_COLOR: the last play is bold and underlined ($a)" ;;
esac
a=$(attrs_of 9 3)
case "$a" in
*"ul=0"*"fg=39 bg=49"*) e2e_ok "NO_COLOR: a premium mark is not underlined" ;;
*) e2e_fail "NO_COLOR: the 3W mark has no underline and no colour ($a)" ;;
esac

# The tournament rule (art. 22): no analysis, so none offered.
start_row_game --laid tournament
e2e_four_passes
e2e_lacks "a review" "tournament: the end screen does not offer the review"
e2e_has "b board/scores" "tournament: the end screen's other keys are there"

# Spanish: the premium marks and the legend at 80x24 and 100x32.
. "${top_srcdir:-..}/tests/locale-lib.sh"
if ! locale_dir "$E2E_TMP/locale"; then
	e2e_fail "po/es.po does not compile"
	exit 1
fi
export FICHAS_LOCALEDIR="$E2E_TMP/locale"
for size in "80 24" "100 32"; do
	set -- $size
	LANGUAGE=es
	e2e_start "$1" "$2" --lexicon "$E2E_LEXICON" --seed 853 --name1 Ana \
	    --name2 Luis
	e2e_wait "Sorteo de salida (art. 4)"
	e2e_keys Enter
	e2e_wait "Atril de Luis:"
	e2e_has " 1 TP .  .  DL .  .  .  TP" "$1x$2: Spanish TP and DL on row 1"
	e2e_has " 2 .  DP .  .  .  TL" "$1x$2: Spanish marks DP and TL on row 2"
	e2e_has "TP palabra x3" "$1x$2: the Spanish legend uses the marks"
	e2e_has "DL letra x2" "$1x$2: the Spanish legend, letters"
	e2e_lacks "3W" "$1x$2: no English mark in Spanish"
done

# Too small: the clock runs on (art. 31), and the screen says so.
LANGUAGE=en
e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 853 --name1 Ana \
    --name2 Luis --clock corrido:30 --clock-speed 30
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Luis:"
e2e_resize 60 20
e2e_wait "fichas needs a terminal of at least 80x24."
e2e_wait "Luis's clock is running:"
e2e_has "art. 31" "too small: the screen cites the article on the clock"
running() { e2e_screen | sed -n "s/.*clock is running: \([0-9:]*\) left.*/\1/p"; }
first=$(running)
# Until the clock shown moves on (30 game seconds a second), 5 s at most.
n=0
second=$first
while [ -n "$first" ] && [ "$second" = "$first" ] && [ $n -lt 50 ]; do
	sleep 0.1
	second=$(running)
	n=$((n + 1))
done
if [ -n "$first" ] && [ -n "$second" ] && [ "$first" != "$second" ]; then
	e2e_ok "too small: Luis's clock goes on running ($first, then $second)"
else
	e2e_screen; e2e_fail "too small: the clock runs ('$first', '$second')"
fi
e2e_resize 100 32
e2e_wait "Rack of Luis:"
e2e_ok "the game is back when the terminal grows"

LANGUAGE=es
e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 853 --name1 Ana \
    --name2 Luis --clock timer
e2e_wait "Sorteo de salida (art. 4)"
e2e_keys Enter
e2e_wait "Atril de Luis:"
e2e_resize 60 20
e2e_wait "El reloj de Luis sigue corriendo"
e2e_has "el art. 31 solo los" "too small, Spanish: the rule is said"
exit $E2E_FAILED
