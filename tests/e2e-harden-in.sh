#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A lexicon cut short while a game uses it: fichas has read it into memory
# (it used to map it, and died of SIGBUS at the next word judged), so the
# game goes on and the challenge is judged.  Its path then made a FIFO
# does not hang the saves (the record names the lexicon from its file).
# Then a lexicon that is a FIFO is refused at once instead of hanging
# before the screen opens.
#
# Seed 2 with the fixture list: Ana starts with [CH]RODODN and lays
# O·CH·O for 14; Luis plays J8 (O)TE, a phony; Ana challenges (art. 34).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init harden-in
: "${top_builddir:=..}"

lex=$E2E_TMP/cut.lex
"$top_builddir/src/fichas-mklex" -q -o "$lex" "$E2E_LEXICON" >/dev/null ||
    e2e_fail "the fixture list compiles"
e2e_start 80 24 --lexicon "$lex" --seed 2 --name1 Ana --name2 Luis
e2e_wait "Opening draw (art. 4)"
e2e_keys Enter
e2e_wait "Rack of Ana:"
e2e_keys o c h o
e2e_wait "Play: 8H O[CH]O (14 points if valid)"
e2e_keys Enter
e2e_wait "Luis: accept or challenge?"
e2e_keys a
e2e_wait "Rack of Luis:"
: >"$lex"
e2e_ok "the lexicon file is now empty, in the middle of the game"
e2e_keys : j 8 Space . t e
e2e_keys Enter
e2e_wait "Ana: accept or challenge?"
e2e_keys c
if e2e_wait "OTE: NOT valid" 5; then
	e2e_ok "art. 34: the challenge is judged from the lexicon read before"
else
	e2e_screen; e2e_fail "the challenge is judged after the file was cut"
fi
if kill -0 "$(e2e_pid)" 2>/dev/null; then
	e2e_ok "fichas is still running (no SIGBUS)"
else
	e2e_screen; e2e_fail "fichas died when its lexicon file was cut"
fi

# The lexicon's path is now a FIFO: each save writes the game record,
# whose #lexicon line reads the name in the file's trailer, and must not
# wait on the FIFO for a writer.
rm -f "$lex"
mkfifo "$lex"
e2e_keys Enter
e2e_wait "Type a word on the board"
e2e_keys : -
e2e_keys Enter
if e2e_wait "Hand over to Luis" 5; then
	e2e_ok "the lexicon's path made a FIFO: the game saves and goes on"
else
	e2e_screen; e2e_fail "the game hung when its lexicon became a FIFO"
fi

fifo=$E2E_TMP/fifo.lex
mkfifo "$fifo"
# The program must end at once with status 1 instead of waiting in open()
# (its message is checked by tests/cli-harden-in.sh); run outside tmux, as
# a pane that dies at once may lose its status and last line.
timeout 10 "$FICHAS" --lexicon "$fifo" --seed 2 --name1 Ana --name2 Luis \
    </dev/null >/dev/null 2>&1
status=$?
if [ "$status" = 1 ]; then
	e2e_ok "a FIFO as --lexicon is refused at once (status 1)"
else
	e2e_fail "a FIFO as --lexicon is refused at once (status $status)"
fi
exit $E2E_FAILED
