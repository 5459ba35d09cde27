#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A full disk during a game: the autosave fails, the player sees a lasting
# warning naming the last good save, the game goes on, quitting says
# truthfully what can be resumed, and the previous save is intact; once
# there is room again the next event saves and the warning goes.  The
# state directory is a 64 KiB tmpfs (root, or a user namespace).
if [ "$(id -u)" -ne 0 ] && [ -z "${E2E_FULLDISK_NS:-}" ]; then
	if unshare -rm true 2>/dev/null; then
		E2E_FULLDISK_NS=1 exec unshare -rm sh "$0" "$@"
	fi
	echo "SKIP: no root and no user namespace to mount a tmpfs"
	exit 77
fi
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init fulldisk
disk="$E2E_TMP/disk"
mkdir -p "$disk"
if ! mount -t tmpfs -o size=64k tmpfs "$disk" 2>/dev/null; then
	echo "SKIP: cannot mount a tmpfs"
	exit 77
fi
# The program ends before the tmpfs goes, the tmpfs before the files.
fulldisk_cleanup() {
	pid=$(e2e_pid 2>/dev/null)
	tmux -L "$E2E_SOCKET" kill-server >/dev/null 2>&1
	E2E_NAPS=0
	while [ -n "$pid" ] && e2e_running "$pid"; do
		e2e_nap
	done
	umount "$disk" 2>/dev/null
	e2e_cleanup
}
trap fulldisk_cleanup EXIT
export XDG_STATE_HOME="$disk"
state="$disk/fichas"

# Player 1 lays O[CH]O, Player 2 accepts: saved at Player 2's turn.
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --laid casual
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_keys o c h o Enter
e2e_wait "accept or challenge"
e2e_keys a
e2e_wait "Rack of Player 2:"
save=$(ls "$state"/game-*.save)
before=$(cksum < "$save")

# Fill the disk, then pass: the save after the pass cannot be written.
dd if=/dev/zero of="$disk/filler" bs=1k count=200 2>/dev/null
e2e_keys : -
e2e_keys Enter
e2e_wait "Not saved: No space left on device; the last save is from turn 2."
e2e_ok "a full disk is said on screen, with the last good save"
[ "$(cksum < "$save")" = "$before" ] && e2e_ok "the last save is intact" ||
    e2e_fail "the last save is intact"
e2e_keys Enter
e2e_wait "Rack of Player 1:"
e2e_has "Not saved: No space left on device" "the warning stays on the next turn"
e2e_keys F10
e2e_wait "Quit? The game could not be saved: only turn 2 can be resumed."
e2e_ok "quitting says what can be resumed"
e2e_keys n

# Room again: the next event saves, and the warning goes.
rm -f "$disk/filler"
e2e_keys : -
e2e_keys Enter
e2e_wait "Hand over to Player 2"
e2e_gone "Not saved"
e2e_ok "a save that works again clears the warning"
[ "$(cksum < "$save")" != "$before" ] && e2e_ok "and the save moved on" ||
    e2e_fail "and the save moved on"

# Full again and quit: the terminal is told which save is the last good one.
dd if=/dev/zero of="$disk/filler" bs=1k count=200 2>/dev/null
e2e_keys Enter
e2e_wait "Rack of Player 2:"
e2e_keys : -
e2e_keys Enter
e2e_wait "Not saved: No space left on device"
e2e_keys F10
e2e_wait "only turn 4 can be resumed"
e2e_keys y
e2e_wait_dead
out=$(tmux -L "$E2E_SOCKET" capture-pane -p -J -S - -t e2e)
printf '%s\n' "$out" | grep -q "Its last save, from turn 4, is in $state/game-" &&
    e2e_ok "after quitting: the last good save and where it is" ||
    { printf '%s\n' "$out"; e2e_fail "after quitting: the last good save"; }
exit $E2E_FAILED
