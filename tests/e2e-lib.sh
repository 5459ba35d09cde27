# SPDX-License-Identifier: GPL-3.0-or-later
# Helpers for the end-to-end tests: the real fichas in a tmux pane, driven
# with send-keys and read with capture-pane.  Sourced by tests/e2e-*.sh.
#
#	e2e_init NAME             skip (77) without tmux; a private server
#	e2e_start W H [ARG]...    fichas ARG... in a W x H pane
#	e2e_keys KEY...           tmux send-keys
#	e2e_wait TEXT [SECONDS]   until the screen shows TEXT (fixed string)
#	e2e_gone TEXT [SECONDS]   until the screen no longer shows TEXT
#	e2e_screen                the screen now, on standard output
#	e2e_resize W H            resize the window (SIGWINCH)
#	e2e_pid / e2e_wait_dead   the program's pid; wait for it to end
#	e2e_has TEXT / e2e_lacks TEXT   assertions on the screen now
#	e2e_ok DESCRIPTION / e2e_fail DESCRIPTION   report
#
# Waits poll with a deadline instead of sleeping blindly, first after
# 0.01 s, then less often up to every 0.1 s (e2e_nap), so the tests are as
# fast as the program and still patient on a slow machine.

set -u
: "${FICHAS:=../src/fichas}"
: "${top_srcdir:=..}"
export LC_ALL=C.UTF-8 LANGUAGE=en
unset TMUX NO_COLOR FICHAS_CLOCK_SPEED
E2E_FAILED=0
E2E_DEFAULT_WAIT=${E2E_WAIT:-10}

# A private tmux server and state directory for this test.
e2e_init() {
	if ! command -v tmux >/dev/null 2>&1; then
		echo "SKIP: tmux is not installed"
		exit 77
	fi
	if [ ! -x "$FICHAS" ]; then
		echo "FAIL: $FICHAS is not built"
		exit 1
	fi
	E2E_NAME=$1
	E2E_STARTS=0
	E2E_SOCKET="fichas-e2e-$1-$$-0"
	E2E_TMP=$(mktemp -d)
	export XDG_STATE_HOME="$E2E_TMP/state"
	export XDG_DATA_HOME="$E2E_TMP/data"
	E2E_LEXICON="$top_srcdir/tests/data/fixture-words.txt"
	trap 'e2e_cleanup' EXIT
	trap 'exit 1' INT TERM HUP PIPE
}

# Sleep before the next look at the screen: 0.01 s, 0.02, 0.05, then 0.1
# each time; E2E_NAPS=0 starts a wait afresh.  Most screens answer a key
# within a few hundredths of a second; a poll costs a tmux client.
e2e_nap() {
	case ${E2E_NAPS:-0} in
	0) sleep 0.01 ;;
	1) sleep 0.02 ;;
	2) sleep 0.05 ;;
	*) sleep 0.1 ;;
	esac
	E2E_NAPS=$((${E2E_NAPS:-0} + 1))
}

# Whether process $1 still runs: a zombie has finished (once the server
# is gone, its dead pane waits for init to reap it, which can take seconds).
e2e_running() {
	kill -0 "$1" 2>/dev/null || return 1
	case $(ps -o stat= -p "$1" 2>/dev/null) in
	Z*) return 1 ;;
	esac
}

# Stop the server and let fichas finish (it saves on SIGHUP; a sanitizer
# build reports at exit): till then it holds its game's lock.
e2e_stop() {
	e2e_stop_pid=$(e2e_pid 2>/dev/null)
	tmux -L "$E2E_SOCKET" kill-server >/dev/null 2>&1
	n=0
	E2E_NAPS=0
	while [ -n "$e2e_stop_pid" ] && e2e_running "$e2e_stop_pid" &&
	    [ $n -lt 53 ]; do
		e2e_nap
		n=$((n + 1))
	done
}

# Stop fichas, remove the files.
e2e_cleanup() {
	e2e_stop
	rm -rf "$E2E_TMP"
}

# Spanish from here on: po/es.po compiled into the test's own catalogue
# directory (the machine may have none installed), LANGUAGE=es.
e2e_spanish() {
	. "${top_srcdir:-..}/tests/locale-lib.sh"
	if ! locale_dir "$E2E_TMP/locale"; then
		e2e_fail "po/es.po compiles"
		exit 1
	fi
	export FICHAS_LOCALEDIR="$E2E_TMP/locale" LANGUAGE=es
}

# Run fichas with its arguments in a new pane of W x H (no status line);
# the pane stays after fichas ends so that its last screen can be read.
e2e_start() {
	w=$1
	h=$2
	shift 2
	# A new server each time: a killed one may still hold its socket.
	e2e_stop
	E2E_STARTS=$((E2E_STARTS + 1))
	E2E_SOCKET="fichas-e2e-$E2E_NAME-$$-$E2E_STARTS"
	printf 'set -g status off\nset -g remain-on-exit on\n' \
	    > "$E2E_TMP/tmux.conf"
	cmd="exec '$FICHAS'"
	for a in "$@"; do
		cmd="$cmd '$a'"
	done
	tmux -L "$E2E_SOCKET" -f "$E2E_TMP/tmux.conf" new-session -d \
	    -x "$w" -y "$h" -s e2e "$cmd" || e2e_fail "tmux starts"
}

# The pid of the program in the pane.
e2e_pid() {
	tmux -L "$E2E_SOCKET" display-message -p -t e2e '#{pane_pid}'
}

# Wait until the program in the pane has ended.
e2e_wait_dead() {
	deadline=$(( $(date +%s) + ${1:-$E2E_DEFAULT_WAIT} ))
	E2E_NAPS=0
	while [ "$(date +%s)" -le "$deadline" ]; do
		[ "$(tmux -L "$E2E_SOCKET" display-message -p -t e2e \
		    '#{pane_dead}')" = 1 ] && return 0
		e2e_nap
	done
	e2e_fail "fichas ends"
	exit 1
}

e2e_keys() {
	tmux -L "$E2E_SOCKET" send-keys -t e2e "$@"
}

e2e_screen() {
	tmux -L "$E2E_SOCKET" capture-pane -p -t e2e
}

e2e_resize() {
	tmux -L "$E2E_SOCKET" resize-window -t e2e -x "$1" -y "$2"
}

# Wait until the screen shows TEXT; fail showing the screen if it does not.
e2e_wait() {
	deadline=$(( $(date +%s) + ${2:-$E2E_DEFAULT_WAIT} ))
	E2E_NAPS=0
	while [ "$(date +%s)" -le "$deadline" ]; do
		if e2e_screen | grep -qF -- "$1"; then
			return 0
		fi
		e2e_nap
	done
	echo "--- screen while waiting for: $1"
	e2e_screen
	e2e_fail "the screen shows '$1'"
	exit 1
}

# Wait until the screen no longer shows TEXT.
e2e_gone() {
	deadline=$(( $(date +%s) + ${2:-$E2E_DEFAULT_WAIT} ))
	E2E_NAPS=0
	while [ "$(date +%s)" -le "$deadline" ]; do
		if ! e2e_screen | grep -qF -- "$1"; then
			return 0
		fi
		e2e_nap
	done
	echo "--- screen still showing: $1"
	e2e_screen
	e2e_fail "the screen stops showing '$1'"
	exit 1
}

# Wait until the shell command COMMAND prints WANT (the screen may not
# show the last key yet); report DESCRIPTION, and what it printed when not.
e2e_expect() {
	deadline=$(( $(date +%s) + E2E_DEFAULT_WAIT ))
	E2E_NAPS=0
	while got=$(eval "$1") && [ "$got" != "$2" ] &&
	    [ "$(date +%s)" -le "$deadline" ]; do
		e2e_nap
	done
	if [ "$got" = "$2" ]; then
		e2e_ok "$3"
	else
		e2e_screen
		e2e_fail "$3 ('$got', not '$2')"
	fi
}

e2e_ok() {
	echo "ok - $1"
}

e2e_fail() {
	echo "FAIL - $1"
	E2E_FAILED=1
}

# Assert the screen shows TEXT now.
e2e_has() {
	if e2e_screen | grep -qF -- "$1"; then
		e2e_ok "${2:-the screen shows '$1'}"
	else
		e2e_screen
		e2e_fail "${2:-the screen shows '$1'}"
	fi
}

# Assert the screen does not show TEXT now.
e2e_lacks() {
	if e2e_screen | grep -qF -- "$1"; then
		e2e_screen
		e2e_fail "${2:-the screen does not show '$1'}"
	else
		e2e_ok "${2:-the screen does not show '$1'}"
	fi
}

# A hot-seat game of Ana and Luis from Ana's turn to the end screen: four
# passes, Ana, Luis, Ana, Luis (art. 37.2), each handed over with Enter.
e2e_four_passes() {
	for who in Luis Ana Luis; do
		e2e_keys : -
		e2e_keys Enter
		e2e_wait "Hand over to $who"
		e2e_keys Enter
		e2e_wait "Rack of $who:"
	done
	e2e_keys : -
	e2e_keys Enter
	e2e_wait "Game over"
}
