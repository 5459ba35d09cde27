#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Golden games: every tests/golden/NAME.script, played by the text driver
# (fichas play --script) with the fixture lexicon as the judge, must print
# tests/golden/NAME.ref byte for byte; then its save, exported as GCG
# (fichas export), must pass the referee (fichas replay, exit 0, every line
# agreeing) in the form other programs read: played-through squares as
# '.', #player1 the first to move, no note before the first move, and the
# final scores the referee gives by FISE rules those of the sheet.
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

# final_scores FILE: "name score" lines of a .ref's result, sorted.
ref_scores() {
	sed -n '/^== result ==$/{n;p;}' "$1" | sed 's/, /\n/g' | sort
}

# replay_scores FILE: the same from the referee, FISE's figures if given.
replay_scores() {
	if grep -q '^FISE final scores' "$1"; then
		sed -n 's/^FISE final scores[^:]*: //p' "$1" | sed 's/, /\n/g'
	else
		sed -n 's/^\([^ ]*\): \([-0-9]*\) recorded.*/\1 \2/p' "$1"
	fi | sort
}

# conventions NAME: the export as Macondo and MAGPIE read it.
conventions() {
	gcg=$tmp/$1.gcg
	first=$(sed -n 's/^>\([^:]*\):.*/\1/p' "$gcg" | head -1)
	if grep -q '^>[^:]*: \([^ ]* \)\{0,1\}\([0-9]\{1,2\}[A-O]\|[A-O][0-9]\{1,2\}\) [^ ]*(' \
	    "$gcg"; then
		echo "FAIL - $1: a played-through square not written '.'"
	elif ! grep -q "^#player1 $first\( \|\$\)" "$gcg"; then
		echo "FAIL - $1: #player1 is not $first, who moves first"
	elif sed '/^>/q' "$gcg" | grep -q '^#note'; then
		echo "FAIL - $1: a #note before the first move"
	elif grep -q '\[[A-Z]\]' "$gcg"; then
		echo "FAIL - $1: a lone letter in brackets"
	elif [ "$(ref_scores "$golden/$1.ref")" != "$(replay_scores \
	    "$tmp/$1.replay")" ]; then
		echo "FAIL - $1: the referee's final scores are not the sheet's"
	else
		echo "ok - $1: the export follows the shared conventions"
		return 0
	fi
	cat "$gcg" "$tmp/$1.replay"
	return 1
}
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
	    "$FICHAS" replay "$tmp/$name.gcg" >"$tmp/$name.replay" 2>&1 &&
	    grep -q "every line agrees" "$tmp/$name.replay"; then
		echo "ok - $name: its GCG export replays and agrees"
	else
		echo "FAIL - $name: its GCG export does not replay"
		cat "$tmp/$name.gcg" "$tmp/$name.replay"
		fail=1
	fi
	conventions "$name" || fail=1
done
# --fise: going out in art. 37.4's two lines, the totals FISE's own.
if "$FICHAS" export --fise -o "$tmp/fise.gcg" "$tmp/37-4-out.save" &&
    "$FICHAS" replay "$tmp/fise.gcg" >"$tmp/fise.replay" 2>&1 &&
    grep -q '^>Ana: (EE) +2 381$' "$tmp/fise.gcg" &&
    grep -q '^>Luis: EE (EE) -2 310$' "$tmp/fise.gcg" &&
    ! grep -q '^FISE final scores' "$tmp/fise.replay"; then
	echo "ok - 37-4-out: export --fise writes art. 37.4's two lines"
else
	echo "FAIL - 37-4-out: export --fise writes art. 37.4's two lines"
	cat "$tmp/fise.gcg" "$tmp/fise.replay"
	fail=1
fi
if [ "$games" -lt 4 ]; then
	echo "FAIL - only $games golden games"
	fail=1
fi
exit $fail
