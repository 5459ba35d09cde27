#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The game's files seen by a player: a save directory that others could
# read is made private (0700) and the player told once the terminal is
# back; temporary files of a killed save whose process is gone are
# removed at start; a game record that cannot be written beside the save
# is said, but is no failed save; with neither HOME nor XDG_STATE_HOME the
# game is played, and on leaving the player is told that it was not saved.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init files
state=$XDG_STATE_HOME/fichas

# The pane's text after fichas ended, wrapped lines joined.
after_exit() {
	e2e_wait_dead
	tmux -L "$E2E_SOCKET" capture-pane -p -J -S - -t e2e
}

# A hot-seat game, its opening draw, then Ctrl-C (save and leave).
play_and_leave() {
	e2e_start 80 24 "$@" --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana \
	    --name2 Luis
	e2e_wait "Opening draw (art. 4)"
	e2e_keys Enter
	e2e_wait "Rack of Ana:"
	e2e_keys C-c
}

# A save directory of an older version, 0755, with a killed save's litter.
mkdir -p "$state"
chmod 755 "$state"
sh -c 'exit 0' &
dead=$!
wait "$dead"
echo x >"$state/game-20261130-101010.save.tmp-$dead-abcdef"
play_and_leave
out=$(after_exit)
mode=$(stat -c %a "$state")
[ "$mode" = 700 ] && e2e_ok "the save directory is made 0700" ||
    e2e_fail "the save directory is made 0700, not $mode"
if printf '%s\n' "$out" | grep -qF \
    "warning: the saved games' directory $state could be read by others (mode 0755); it is now private (0700)"; then
	e2e_ok "leaving says the directory was made private"
else
	printf '%s\n' "$out"
	e2e_fail "leaving says the directory was made private"
fi
[ ! -e "$state/game-20261130-101010.save.tmp-$dead-abcdef" ] &&
    e2e_ok "a dead process's temporary file is removed at start" ||
    e2e_fail "a dead process's temporary file is removed at start"
save=$(ls "$state"/game-*.save 2>/dev/null | head -1)
mode=$(stat -c %a "$save" 2>/dev/null)
[ "$mode" = 600 ] && e2e_ok "the save is 0600" ||
    e2e_fail "the save is 0600, not $mode"

# Said once: the directory is private now.
play_and_leave
out=$(after_exit)
printf '%s\n' "$out" | grep -qF "warning:" &&
    e2e_fail "the warning comes once" || e2e_ok "the warning comes once"

# The record beside the save made a FIFO: the game is saved all the same
# and said to be; only the record is said to be missing.
rm -f "$state"/game-*
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
save=$(ls "$state"/game-*.save | head -1)
rm -f "${save%.save}.gcg"
mkfifo "${save%.save}.gcg"
e2e_keys : -
e2e_keys Enter
e2e_wait "Hand over to Luis"
e2e_keys Enter
e2e_wait "Rack of Luis:"
e2e_lacks "Not saved" "a record that cannot be written is no failed save"
grep -q "^turn 2$" "$save" && e2e_ok "the save has the pass (turn 2)" ||
    e2e_fail "the save has the pass (turn 2)"
e2e_keys F10
e2e_wait "The game is saved and can be resumed"
e2e_ok "quitting says the game can be resumed"
e2e_has "The game record could not be written: not a regular file" \
    "the record's trouble is said"
e2e_keys y
e2e_wait_dead
[ -p "${save%.save}.gcg" ] && e2e_ok "the FIFO is left as it is" ||
    e2e_fail "the FIFO is left as it is"
rm -f "$state"/game-*

# No HOME, no XDG_STATE_HOME: played, and not saved, said on leaving.
real=$FICHAS
FICHAS=env
play_and_leave -u HOME -u XDG_STATE_HOME "$real"
out=$(after_exit)
FICHAS=$real
if printf '%s\n' "$out" | grep -qF \
    "fichas: the game was not saved: neither XDG_STATE_HOME nor HOME is set"; then
	e2e_ok "with no HOME, leaving says the game was not saved"
else
	printf '%s\n' "$out"
	e2e_fail "with no HOME, leaving says the game was not saved"
fi
exit $E2E_FAILED
