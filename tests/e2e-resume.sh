#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A timed game killed with SIGKILL mid-game, started again and resumed from
# the start menu: the same board, racks, scores, sheet and clocks (the
# autosave after every event, src/save.h).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init resume

if "$FICHAS" --resume </dev/null 2>&1 | grep -q "cannot save or resume"; then
	echo "SKIP: this build of fichas cannot resume games (no save module)"
	exit 77
fi

e2e_start 100 32 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
    --name2 Luis --clock corrido:30
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys o c h o
e2e_wait "Play: 8H O[CH]O"
# Until WHO's running clock has left 30:00 (a second of real time).
clock_moved() {
	deadline=$(( $(date +%s) + E2E_DEFAULT_WAIT ))
	while [ "$(date +%s)" -le "$deadline" ]; do
		e2e_screen | cut -c51- | grep -E "^[> ] $1 " |
		    grep -Eq ' 29:[0-9]{2} *$' && return 0
		sleep 0.1
	done
	e2e_screen
	e2e_fail "$1's clock runs"
	exit 1
}
clock_moved Ana
e2e_keys Enter
e2e_wait "Luis: accept or challenge?"
e2e_keys a
e2e_wait "Rack of Luis:"
# Luis thinks a while, so that his stopped clock shows it.
clock_moved Luis
e2e_keys : -
e2e_keys Enter
e2e_wait "Hand over to Ana"
e2e_keys Enter
e2e_wait "Rack of Ana:"

# The parts to compare: board, rack, the two players' lines, the sheet.
# (the cursor's direction mark, > or v, starts again on H8: ignored)
board() { printf '%s\n' "$1" | head -16 | cut -c1-48 | tr '>v' '  '; }
rack() { printf '%s\n' "$1" | grep "Rack of"; }
sheet() { printf '%s\n' "$1" | sed -n '5,20p' | cut -c51-; }
player() { printf '%s\n' "$1" | cut -c51- | grep -E "^[> ] $2 "; }
seconds() { # the clock field of a player line, in seconds
	printf '%s\n' "$1" | awk '{ split($NF, t, ":"); print t[1] * 60 + t[2] }'
}
score() { printf '%s\n' "$1" | awk '{ print $(NF - 1) }'; }

before=$(e2e_screen)
pid=$(e2e_pid)
kill -9 "$pid"
e2e_wait_dead
e2e_ok "fichas is killed with SIGKILL mid-game"

e2e_start 100 32
e2e_wait "Unfinished games"
e2e_lacks "(no saved game)" "the start menu offers the saved game"
e2e_has "> Ana 14 - Luis 0, turn 3," "the menu's cursor is on it"
e2e_keys Enter
e2e_wait "Hand over to Ana"
e2e_lacks "Rack of" "a resumed hot-seat game hides the racks first"
e2e_keys Enter
e2e_wait "Rack of Ana:"
after=$(e2e_screen)

[ "$(board "$before")" = "$(board "$after")" ] &&
    e2e_ok "the same board" || e2e_fail "the same board"
[ "$(rack "$before")" = "$(rack "$after")" ] &&
    e2e_ok "the same rack: $(rack "$after" | sed 's/  */ /g')" ||
    e2e_fail "the same rack"
[ "$(sheet "$before")" = "$(sheet "$after")" ] &&
    e2e_ok "the same score sheet" || e2e_fail "the same score sheet"
for who in Ana Luis; do
	b=$(player "$before" $who)
	a=$(player "$after" $who)
	[ -n "$b" ] && [ "$(score "$b")" = "$(score "$a")" ] &&
	    e2e_ok "$who has the same score" ||
	    e2e_fail "$who has the same score ('$b' / '$a')"
done
# Luis's clock is stopped: exactly the same.  Ana's runs: it resumes from
# the autosave at the start of her turn, a moment before the kill.
b=$(player "$before" Luis | awk '{ print $NF }')
a=$(player "$after" Luis | awk '{ print $NF }')
[ -n "$b" ] && [ "$b" = "$a" ] && [ "$b" != 30:00 ] &&
    e2e_ok "Luis's stopped clock is the same ($a)" ||
    e2e_fail "Luis's stopped clock is the same ('$b' / '$a')"
b=$(seconds "$(player "$before" Ana)")
a=$(seconds "$(player "$after" Ana)")
if [ $((a - b)) -le 2 ] && [ $((b - a)) -le 2 ]; then
	e2e_ok "Ana's clock goes on from where it was ($b s / $a s left)"
else
	e2e_fail "Ana's clock goes on from where it was ($b s / $a s)"
fi
if [ $E2E_FAILED -ne 0 ]; then
	printf '%s\n--- after the resume:\n%s\n' "$before" "$after"
fi
exit $E2E_FAILED
