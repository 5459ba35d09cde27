#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SIGTERM, SIGHUP and Ctrl-C save the game and give the terminal back (tmux
# says the pane left the alternate screen and shows its cursor); resuming
# finds the game where it was.  A crash (SIGSEGV) gives the terminal back
# too.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init signals

# The terminal is back: tmux says the pane left the alternate screen, and
# the last cursor command fichas wrote shows the cursor (tmux hides it
# itself in a dead pane, so its cursor flag cannot tell).
restored() {
	n=0
	E2E_NAPS=0
	while [ $n -lt 33 ]; do
		alt=$(tmux -L "$E2E_SOCKET" display-message -p -t e2e \
		    '#{alternate_on}')
		[ "$alt" = 0 ] && break
		e2e_nap
		n=$((n + 1))
	done
	cursor=$(tr '\033' '\n' < "$E2E_TMP/out" | grep -a '^\[?25[hl]' |
	    tail -1)
	if [ "$alt" = 0 ] && [ "$cursor" = "[?25h" ]; then
		e2e_ok "$1: the terminal is restored"
	else
		e2e_fail "$1: the terminal is restored ($alt, '$cursor')"
	fi
}

# Start fichas and keep what it writes to the terminal.
start() {
	e2e_start 100 32 "$@"
	tmux -L "$E2E_SOCKET" pipe-pane -t e2e "cat > '$E2E_TMP/out'"
}

# Resume from the start menu and check Ana's first play is there.
resumed() {
	start
	e2e_wait "Unfinished games"
	e2e_keys Enter
	e2e_wait "Hand over to Luis"
	e2e_has "8H O[CH]O" "after $1 the game resumes with its sheet"
}

start --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys o c h o
e2e_wait "Play: 8H O[CH]O"
e2e_keys Enter
e2e_wait "Luis: accept or challenge?"
e2e_keys a
e2e_wait "Rack of Luis:"

kill -TERM "$(e2e_pid)"
e2e_wait_dead
restored SIGTERM
resumed SIGTERM

kill -HUP "$(e2e_pid)"
e2e_wait_dead
restored SIGHUP
resumed SIGHUP

e2e_keys C-c
e2e_wait_dead
restored Ctrl-C
resumed Ctrl-C

kill -SEGV "$(e2e_pid)"
e2e_wait_dead
restored "a crash (SIGSEGV)"
exit $E2E_FAILED
