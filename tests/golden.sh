#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Golden games: every tests/golden/NAME.script, played by the text driver
# (fichas play --script) with the fixture lexicon as the judge, must print
# tests/golden/NAME.ref byte for byte; then its save, exported as GCG
# (fichas export), must pass the referee (fichas replay, exit 0).
# GOLDEN_REGEN=1 rewrites the .ref files: read every one before keeping it.
set -u
: "${FICHAS:=../src/fichas}"
: "${top_srcdir:=..}"
golden=$top_srcdir/tests/golden
lexicon=$top_srcdir/tests/data/fixture-words.txt
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# "fichas play --script" once the curses "play" hands scripts over.
play=play
"$FICHAS" play --help 2>/dev/null | grep -q -- --script || play=play-script
fail=0
games=0
for script in "$golden"/*.script; do
	name=$(basename "$script" .script)
	games=$((games + 1))
	if ! "$FICHAS" $play --script "$script" --lexicon "$lexicon" \
	    --save "$tmp/$name.save" >"$tmp/$name.out" 2>"$tmp/$name.err"; then
		echo "FAIL - $name: the driver failed"; cat "$tmp/$name.err"
		fail=1
		continue
	fi
	if [ -n "${GOLDEN_REGEN:-}" ]; then
		cp "$tmp/$name.out" "$golden/$name.ref"
	fi
	if diff -u "$golden/$name.ref" "$tmp/$name.out"; then
		echo "ok - $name: the score sheet is the reference"
	else
		echo "FAIL - $name: the score sheet differs from $name.ref"
		fail=1
	fi
	if "$FICHAS" export -o "$tmp/$name.gcg" "$tmp/$name.save" &&
	    "$FICHAS" replay "$tmp/$name.gcg" >"$tmp/$name.replay" 2>&1; then
		echo "ok - $name: its GCG export replays and agrees"
	else
		echo "FAIL - $name: its GCG export does not replay"
		cat "$tmp/$name.gcg" "$tmp/$name.replay"
		fail=1
	fi
done
if [ "$games" -lt 4 ]; then
	echo "FAIL - only $games golden games"
	fail=1
fi
exit $fail
