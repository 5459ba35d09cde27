#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Saved games: one file per game, so that starting a new game never loses
# an unfinished one; `fichas games` and the start menu list them (players,
# score, turn, date), the menu's cursor starts on the latest, `--resume ID`
# picks one, deleting asks first, a finished game keeps its GCG record and
# leaves the list, an older version's current.save is still found, a game
# being played is not resumed or deleted by a second program; Ctrl-C
# says, once the terminal is back, where the game is and how to resume it.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init saves
state=$XDG_STATE_HOME/fichas

# The pane's text after fichas ended (what it printed past curses), with
# the lines the terminal wrapped joined again, and those scrolled off.
after_exit() {
	e2e_wait_dead
	tmux -L "$E2E_SOCKET" capture-pane -p -J -S - -t e2e
}

# A hot-seat game: Ana lays O[CH]O, Luis accepts; his turn now.
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys o c h o
e2e_wait "Play: 8H O[CH]O"
e2e_keys Enter
e2e_wait "Luis: accept or challenge?"
e2e_keys a
e2e_wait "Rack of Luis:"
e2e_keys C-c
out=$(after_exit)
id1=$(printf '%s\n' "$out" | sed -n 's/^Resume it with: fichas --resume \([0-9-]*\)$/\1/p')
if [ -n "$id1" ] && printf '%s\n' "$out" | grep -qF \
    "The game is saved in $state/game-$id1.save."; then
	e2e_ok "Ctrl-C says where the game is saved and how to resume it"
else
	printf '%s\n' "$out"
	e2e_fail "Ctrl-C says where the game is saved and how to resume it"
fi
[ -f "$state/game-$id1.save" ] && [ -f "$state/game-$id1.gcg" ] &&
    e2e_ok "the game has its own save and record: game-$id1" ||
    e2e_fail "the game has its own save and record ($(ls "$state"))"
mode=$(stat -c %a "$state/game-$id1.save" 2>/dev/null)
[ "$mode" = 600 ] && e2e_ok "the save is private (0600)" ||
    e2e_fail "the save is private (0600), not $mode"

# A new game against the computer, with the first one still unfinished,
# started in a later second than the first (a game's ID is its start).
n=0
while [ "$(date +%Y%m%d-%H%M%S)" = "$id1" ] && [ $n -lt 20 ]; do
	sleep 0.1
	n=$((n + 1))
done
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 3 --p2 bot:experto
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Player 1:" 20
e2e_keys F10
e2e_wait "(y/n)"
e2e_keys y
out=$(after_exit)
id2=$(printf '%s\n' "$out" | sed -n 's/^Resume it with: fichas --resume \([0-9-]*\)$/\1/p')
[ -n "$id2" ] && [ "$id2" != "$id1" ] &&
    e2e_ok "the new game is saved apart ($id2)" ||
    e2e_fail "the new game is saved apart ('$id2', '$id1')"

list=$("$FICHAS" games)
rc=$?
printf '%s\n' "$list"
[ $rc -eq 0 ] && e2e_ok "fichas games: exit 0" || e2e_fail "fichas games: exit $rc"
if printf '%s\n' "$list" | grep -Eq "^$id1 +Ana - Luis +14-0 +2 +20[0-9-]+ [0-9:]+$" &&
    printf '%s\n' "$list" | grep -Eq "^$id2 +Player 1 - Expert +[0-9]+-[0-9]+ +[0-9]+ "; then
	e2e_ok "fichas games lists both games: ID, players, score, turn, date"
else
	e2e_fail "fichas games lists both games"
fi
[ "$(printf '%s\n' "$list" | sed -n 2p | cut -d' ' -f1)" = "$id2" ] &&
    e2e_ok "the latest game first" || e2e_fail "the latest game first"
"$FICHAS" games --help | grep -q "Exit status" &&
    e2e_ok "fichas games --help documents the exit status" ||
    e2e_fail "fichas games --help documents the exit status"

# The menu: both games, the cursor on the latest; Enter resumes it.
e2e_start 80 24
e2e_wait "Unfinished games"
e2e_has "> Player 1 0 - Expert" "the menu's cursor starts on the latest game"
e2e_has "Ana 14 - Luis 0, turn 2, 20" "the menu lists the first game too"
e2e_has "Enter resume  d delete" "the footer says how to resume and delete"
e2e_keys Down Enter
e2e_wait "Hand over to Luis"
e2e_has "8H O[CH]O" "Enter on the second line resumes Ana's game"
e2e_keys F10
e2e_wait "(y/n)"
e2e_keys y
e2e_wait_dead

# --resume ID picks a game; --resume alone, the latest.
e2e_start 80 24 --resume "$id1"
e2e_wait "Hand over to Luis"
e2e_has "8H O[CH]O" "--resume $id1 resumes that game"
# While it is played, no other fichas takes it.
"$FICHAS" games | grep -q "^$id1 .*(being played)$" &&
    e2e_ok "fichas games marks the game being played" ||
    e2e_fail "fichas games marks the game being played"
out=$("$FICHAS" --resume "$id1" 2>&1 </dev/null)
rc=$?
[ $rc -eq 1 ] && printf '%s\n' "$out" | grep -q "being played in another fichas" &&
    e2e_ok "a second fichas does not resume it" ||
    e2e_fail "a second fichas does not resume it ($rc: $out)"
"$FICHAS" games --delete "$id1" --yes >/dev/null 2>&1
rc=$?
[ $rc -eq 1 ] && [ -f "$state/game-$id1.save" ] &&
    e2e_ok "nor deletes it" || e2e_fail "nor deletes it ($rc)"
kill -TERM "$(e2e_pid)"
after_exit | grep -qx "Resume it with: fichas --resume $id1" &&
    e2e_ok "SIGTERM says how to resume the same game" ||
    e2e_fail "SIGTERM says how to resume the same game"
# Refused before the screen starts: read its standard error directly (a
# pane that dies at once may lose its last output).
out=$("$FICHAS" --resume nosuch 2>&1 </dev/null)
printf '%s\n' "$out" | grep -qF "there is no saved game nosuch" &&
    e2e_ok "--resume with an unknown ID says so" ||
    { printf '%s\n' "$out"; e2e_fail "--resume with an unknown ID says so"; }

# Deleting asks first: n keeps the game, y deletes it.
e2e_start 80 24
e2e_wait "Unfinished games"
first=$(e2e_screen | sed -n 's/^  > \(.*\), turn.*/\1/p')
e2e_keys d
e2e_wait "Delete the saved game"
e2e_has "(y/n)" "d asks before deleting"
e2e_keys n
e2e_wait "The saved game is kept."
e2e_has "> $first" "n keeps the game"
e2e_keys d
e2e_wait "Delete the saved game"
e2e_keys y
e2e_wait "deleted."
e2e_lacks "$first" "y deletes the game from the list"
e2e_keys Escape
e2e_wait_dead
n=$("$FICHAS" games | tail -n +2 | wc -l)
[ "$n" = 1 ] && e2e_ok "one game left" || e2e_fail "one game left ($n)"
last=$("$FICHAS" games | sed -n 2p | cut -d' ' -f1)
printf 'n\n' | "$FICHAS" games --delete "$last" >/dev/null 2>&1
rc=$?
[ $rc -eq 1 ] && [ -f "$state/game-$last.save" ] &&
    e2e_ok "games --delete: n keeps it (exit 1)" ||
    e2e_fail "games --delete: n keeps it (exit $rc)"
printf 'y\n' | "$FICHAS" games --delete "$last" >/dev/null 2>&1
rc=$?
[ $rc -eq 0 ] && [ ! -f "$state/game-$last.save" ] &&
    [ -f "$state/game-$last.gcg" ] &&
    e2e_ok "games --delete: y deletes the save, the record stays" ||
    e2e_fail "games --delete: y deletes it (exit $rc)"
"$FICHAS" games >/dev/null 2>&1
rc=$?
[ $rc -eq 1 ] && e2e_ok "fichas games with none: exit 1" ||
    e2e_fail "fichas games with none: exit $rc"

# An older version's single save is still found, and resumed.
cp "$state/game-$id1.gcg" "$state/current.gcg" 2>/dev/null
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys F10
e2e_wait "(y/n)"
e2e_keys y
out=$(after_exit)
id3=$(printf '%s\n' "$out" | sed -n 's/^Resume it with: fichas --resume \([0-9-]*\)$/\1/p')
mv "$state/game-$id3.save" "$state/current.save" &&
    rm -f "$state/game-$id3.gcg"
"$FICHAS" games | grep -q "Ana - Luis  *0-0" &&
    e2e_ok "an older version's current.save is listed" ||
    e2e_fail "an older version's current.save is listed"
[ ! -f "$state/current.save" ] && e2e_ok "and moved to a name of its own" ||
    e2e_fail "and moved to a name of its own"
e2e_start 80 24 --resume
e2e_wait "Hand over to Ana"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_ok "--resume alone resumes it"

# A finished game: four passes (art. 37.2); its record stays, its save goes.
e2e_keys : -
e2e_keys Enter
for who in Luis Ana Luis; do
	e2e_wait "Hand over to $who"
	e2e_keys Enter
	e2e_wait "Rack of $who:"
	e2e_keys : -
	e2e_keys Enter
done
e2e_wait "Game over"
rec=$(e2e_screen | sed -n 's/^ *Game record: \(.*\.gcg\).*/\1/p')
[ -n "$rec" ] && [ -f "$rec" ] && e2e_ok "the finished game's record: $rec" ||
    e2e_fail "the finished game's record ('$rec')"
"$FICHAS" games >/dev/null 2>&1
rc=$?
[ $rc -eq 1 ] && e2e_ok "a finished game is no longer listed" ||
    e2e_fail "a finished game is no longer listed ($("$FICHAS" games))"
e2e_keys q
e2e_wait_dead

# Ctrl-C in Spanish.
e2e_spanish
e2e_start 80 24 --lexicon "$E2E_LEXICON" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Sorteo de salida (art. 4)"
e2e_keys Enter
e2e_wait "Atril de Ana:"
e2e_keys C-c
out=$(after_exit)
if printf '%s\n' "$out" | grep -q "^La partida está guardada en $state/game-" &&
    printf '%s\n' "$out" | grep -q "^Para seguirla: fichas --resume [0-9-]*$"; then
	e2e_ok "Spanish: Ctrl-C says where the game is and how to resume it"
else
	printf '%s\n' "$out"
	e2e_fail "Spanish: Ctrl-C says where the game is and how to resume it"
fi
exit $E2E_FAILED
