#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# An argument a message echoes back (an operand too many, a level, a
# number, a date, a rack, a player's name, a clock, a rule, a saved game's
# ID) is quoted as src/quote.h quotes input: an escape sequence or a
# newline in it reaches the terminal as \xNN, never as it is, and the
# message stays one line with its wording.
. "${top_srcdir:-..}/tests/cli-lib.sh"
T="timeout 20"
HOME=$tmp/home
XDG_DATA_HOME=$tmp/data
XDG_STATE_HOME=$tmp/state
export HOME XDG_DATA_HOME XDG_STATE_HOME
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_STATE_HOME/fichas"
chmod 700 "$XDG_STATE_HOME/fichas"
MKLEX=$top_builddir/src/fichas-mklex
CGP="15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEIOUST/ 0/0 0"
# ESC [2J would clear the screen; the newline would start a forged line.
bad=$(printf '\033[2J\nfichas: forged')
printf 'set seed 4\npass\n' >"$tmp/script"

# args WANT-STATUS MESSAGE PROGRAM ARGS...: the program exits WANT-STATUS,
# and its standard error has MESSAGE with the argument quoted in it
# (MESSAGE's X where the argument goes), no raw ESC and no forged line.
args() {
	want=$1 msg=$2; shift 2
	$T "$@" </dev/null >/dev/null 2>"$tmp/err"
	got=$?
	pattern=$(printf '%s' "$msg" |
	    sed 's/X/\\\\x1b\\[2J\\\\x0afichas: forged/')
	test "$got" -eq "$want" && grep -q "$pattern" "$tmp/err" &&
	    ! LC_ALL=C grep -q "$(printf '\033')" "$tmp/err" &&
	    ! grep -q "^fichas: forged" "$tmp/err"
}

# An option no command has is said by fichas, quoted, not by getopt
# (which echoed it raw after "moves:").
check "moves --X: an unknown long option, quoted" \
	args 2 "fichas: unknown option '--X'\$" "$FICHAS" moves "--$bad"
check "stats --X: an unknown long option, quoted" \
	args 2 "fichas: unknown option '--X'\$" "$FICHAS" stats "--$bad"
check "endgame --X=1: an unknown long option, quoted" \
	args 2 "fichas: unknown option '--X=1'\$" "$FICHAS" endgame "--$bad=1"
check "words -ESC: an unknown short option, quoted" \
	args 2 "fichas: unknown option '-\\\\x1b'\$" "$FICHAS" words \
	"-$(printf '\033')"
check "endgame --cgp: an option without its value" \
	sh -c "'$FICHAS' endgame --cgp 2>&1 >/dev/null |
	grep -qx \"fichas: option '--cgp' needs a value\""
check "fichas X: unknown command, quoted" \
	args 2 "fichas: unknown command or option 'X'\$" "$FICHAS" "$bad"
check "moves: an unexpected argument, quoted" \
	args 2 "fichas: unexpected argument 'X'\$" \
	"$FICHAS" moves --cgp "$CGP" -l "$FIXTURE" "$bad"
check "words: an unexpected argument, quoted" \
	args 2 "fichas: unexpected argument 'X'\$" \
	"$FICHAS" words -l "$FIXTURE" "$bad"
check "endgame: an unexpected argument, quoted" \
	args 2 "fichas: unexpected argument 'X'\$" \
	"$FICHAS" endgame --cgp "$CGP" "$bad"
check "selfplay: an unexpected argument, quoted" \
	args 2 "fichas: unexpected argument 'X'\$" "$FICHAS" selfplay "$bad"
check "practice anagrams: an unexpected argument, quoted" \
	args 2 "fichas: unexpected argument 'X'\$" \
	"$FICHAS" practice anagrams "$bad"
check "anagram --probability: an unexpected argument, quoted" \
	args 2 "fichas: unexpected argument 'X'\$" \
	"$FICHAS" anagram --probability 7 -l "$FIXTURE" "$bad"
check "move --level: an unknown level, quoted" \
	args 2 "fichas: unknown level 'X': principiante" \
	"$FICHAS" move --cgp "$CGP" --level "$bad"
check "selfplay --p1: an unknown level, quoted" \
	args 2 "fichas: unknown level 'X'\$" "$FICHAS" selfplay --p1 "$bad"
check "selfplay --games: a bad number, quoted" \
	args 2 "fichas: bad number for option -n: 'X'\$" \
	"$FICHAS" selfplay --games "$bad"
check "selfplay --ms: a bad budget, quoted" \
	args 2 "fichas: bad number for a time or iteration option: 'X'\$" \
	"$FICHAS" selfplay --ms "$bad"
check "analyze --nodes: a bad number, quoted" \
	args 2 "fichas: bad number for option -e: 'X'\$" \
	"$FICHAS" analyze --nodes "$bad" x.gcg
check "moves --rack: a bad rack, quoted" \
	args 2 "fichas: bad rack 'X': up to 7 tiles" \
	"$FICHAS" moves --cgp "$CGP" -l "$FIXTURE" --rack "$bad"
check "play --script --clock: an invalid value, quoted" \
	args 2 "fichas: invalid value 'X'\$" \
	"$FICHAS" play --script "$tmp/script" -l "$FIXTURE" --clock "$bad"
check "fichas --name1: a bad name, quoted" \
	args 2 "fichas: bad name 'X'\$" "$FICHAS" --name1 "$bad"
check "fichas --clock: a bad clock, quoted" \
	args 2 "fichas: bad clock 'X': MODE" "$FICHAS" --clock "$bad"
check "fichas --challenge: a bad challenge rule, quoted" \
	args 2 "fichas: bad challenge rule 'X'\$" "$FICHAS" --challenge "$bad"
check "fichas --p1: not a player, quoted" \
	args 2 "fichas: a player is 'human' or 'bot:LEVEL', not 'X'\$" \
	"$FICHAS" --p1 "$bad"
check "fichas --seed: a bad seed, quoted" \
	args 2 "fichas: bad seed 'X'\$" "$FICHAS" --seed "$bad"
check "fichas: an unexpected argument, quoted" \
	args 2 "fichas: unexpected argument 'X'\$" "$FICHAS" --seed 1 "$bad"
check "fichas: an unknown option, quoted" \
	args 2 "fichas: unknown option '--X'\$" "$FICHAS" "--$bad"
check "stats --since: not a date, quoted" \
	args 2 "fichas: 'X' is not a date (YYYY-MM-DD)\$" \
	"$FICHAS" stats --since "$bad"
check "practice: no such drill, quoted" \
	args 2 "fichas: no such drill 'X' (anagrams" "$FICHAS" practice "$bad"
check "practice anagrams --count: a bad count, quoted" \
	args 2 "fichas: the count is a number from 1 to [0-9]*: 'X'\$" \
	"$FICHAS" practice anagrams --count "$bad"
check "anagram --probability: a bad length, quoted" \
	args 2 "fichas: the length is a number of tiles from 2 to 8: 'X'\$" \
	"$FICHAS" anagram --probability "$bad"
check "games --delete: no such saved game, quoted" \
	args 1 "fichas: there is no saved game X\$" \
	"$FICHAS" games --delete "$bad"
check "fichas-mklex --encoding: an unknown encoding, quoted" \
	args 2 "fichas-mklex: unknown encoding 'X' (utf-8" \
	"$MKLEX" --encoding "$bad" "$FIXTURE"
check "fichas-mklex --digraphs: an unknown spelling, quoted" \
	args 2 "fichas-mklex: unknown spelling 'X' (letters" \
	"$MKLEX" --digraphs "$bad" "$FIXTURE"
check "fichas-mklex --X: an unknown option, quoted" \
	args 2 "fichas-mklex: unknown option '--X'\$" "$MKLEX" "--$bad" "$FIXTURE"
check "fichas-mklex -o: an option without its value" \
	sh -c "'$MKLEX' -o 2>&1 >/dev/null |
	grep -qx \"fichas-mklex: option '-o' needs a value\""
exit $fail
