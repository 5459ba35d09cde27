#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas stats on scripted histories (tests/data/history/): the figures
# per opponent (each computer level, each person) with the Wilson
# interval, --player, --since, --csv; a torn last line skipped with a
# warning; no history yet, a FIFO, a bad date and --help.
. "${top_srcdir:-..}/tests/cli-lib.sh"
data=$top_srcdir/tests/data/history
TZ=UTC
export TZ

"$FICHAS" stats --file "$data/games" > "$tmp/out" 2> "$tmp/err"
rc=$?
cat > "$tmp/want" <<'END'
Statistics of Ana: 5 games

Against the computer, level Expert: 3 games
  won 2, drawn 0, lost 1: 67% (95% interval 21%-94%)
  average score 384 for, 386 against; 1.3 bingos a game
  best play 8H [CH]ORIZO, 98 points (2026-03-01)
  best game 412 for, 380 against (2026-03-01)

Against the computer, level Beginner: 1 game
  won 1, drawn 0, lost 0: 100% (95% interval 21%-100%)
  average score 450 for, 210 against; 3.0 bingos a game
  best play 8H ZORRAS, 110 points (2026-04-20)
  best game 450 for, 210 against (2026-04-20)

Against Luis: 1 game
  won 0, drawn 1, lost 0: 50% (95% interval 5%-95%)
  average score 300 for, 300 against; 1.0 bingos a game
  best play 7C MÁQUINA, 72 points (2026-04-02)
  best game 300 for, 300 against (2026-04-02)

1 game without Ana is not counted.
END
check "the figures of the person in most games, per opponent" \
    diff -u "$tmp/want" "$tmp/out"
check "exit 0 and nothing on stderr" test $rc -eq 0 -a ! -s "$tmp/err"

"$FICHAS" stats --file "$data/games" --player Luis > "$tmp/out"
check "--player: Luis against Ana and Eva" \
    grep -qx "Against Eva: 1 game" "$tmp/out"
check "--player: the draw with Ana seen from Luis" \
    grep -qx "  best play 8G CASA, 20 points (2026-04-02)" "$tmp/out"

"$FICHAS" stats --file "$data/games" --since 2026-04-01 --csv > "$tmp/out"
cat > "$tmp/want" <<'END'
player,opponent,level,games,wins,draws,losses,win_low,win_high,score_for,score_against,bingos_per_game,best_play,best_play_points,best_play_date,best_game_for,best_game_against,best_game_date
Ana,,experto,1,1,0,0,0.207,1.000,389.0,377.0,1.00,5E JOTA,52,2026-04-10,389,377,2026-04-10
Ana,,principiante,1,1,0,0,0.207,1.000,450.0,210.0,3.00,8H ZORRAS,110,2026-04-20,450,210,2026-04-20
Ana,Luis,,1,0,1,0,0.055,0.945,300.0,300.0,1.00,7C MÁQUINA,72,2026-04-02,300,300,2026-04-02
END
check "--since and --csv" diff -u "$tmp/want" "$tmp/out"

"$FICHAS" stats --file "$data/torn" > "$tmp/out" 2> "$tmp/err"
rc=$?
check "a torn last line: the other games still counted" \
    grep -qx "Statistics of Ana: 5 games" "$tmp/out"
check "a torn last line: a warning naming it" grep -qF \
    "warning: $data/torn: 1 line of the history was skipped (cut short or unreadable): line 9." \
    "$tmp/err"
check "a torn last line: exit 0" test $rc -eq 0

# The history's place: $XDG_DATA_HOME/fichas/history.
mkdir -p "$tmp/data/fichas"
XDG_DATA_HOME=$tmp/data "$FICHAS" stats > "$tmp/out"
rc=$?
check "no history yet: exit 1" test $rc -eq 1
check "no history yet: said" \
    grep -qx "No finished game in the history." "$tmp/out"
cp "$data/games" "$tmp/data/fichas/history"
check "the history under \$XDG_DATA_HOME is read" \
    status 0 env XDG_DATA_HOME="$tmp/data" "$FICHAS" stats
rm "$tmp/data/fichas/history"
mkfifo "$tmp/data/fichas/history"
XDG_DATA_HOME=$tmp/data "$FICHAS" stats > /dev/null 2> "$tmp/err"
rc=$?
check "a FIFO as the history: refused at once, exit 2" test $rc -eq 2
check "a FIFO as the history: said" \
    grep -qF "cannot be read: it is not a regular file" "$tmp/err"

check "a bad --since date: exit 2" \
    status 2 "$FICHAS" stats --file "$data/games" --since yesterday
"$FICHAS" stats --help > "$tmp/out"
check "--help names --since and --csv" \
    grep -q -- "--since=DATE.*--csv\|--csv" "$tmp/out"
check "fichas --help lists stats" \
    sh -c "'$FICHAS' --help | grep -q '^  stats '"
# --- A player nobody named: one player in every language ---
# "Jugador 1" in Spanish, "Player 1" in English: the same seat of the same
# person, whose games must not split when the language changes.
. "$top_srcdir/tests/locale-lib.sh"
T='\t'
{
	printf '#fichas-history 1\n'
	for g in "Jugador 1|-|Experto|experto|400|300|1" \
	    "Player 1|-|Expert|experto|350|380|2" \
	    "Player 1|-|Jugador 2|-|390|310|1" \
	    "Jugador 1|-|Player 2|-|320|330|2"; do
		IFS='|' read -r n1 l1 n2 l2 s1 s2 r <<END
$g
END
		printf "2026-05-0%dT10:00:00Z$T%s$T%s$T%s$T%s${T}fichas${T}none" \
		    "$r" "$n1" "$l1" "$n2" "$l2"
		printf "${T}casual${T}0$T%s$T%s${T}0${T}0${T}-${T}0${T}-${T}0$T%s" \
		    "$s1" "$s2" "$r"
		printf "${T}out$T-\n"
	done
} >"$tmp/defaults"
"$FICHAS" stats --file "$tmp/defaults" >"$tmp/out" 2>"$tmp/err"
check "default names in two languages: one player, 4 games" \
    grep -q "^Statistics of Player 1: 4 games$" "$tmp/out"
check "... against Player 2 in either language: 2 games" \
    grep -q "^Against Player 2: 2 games$" "$tmp/out"
check "... and the computer's level once: 2 games" \
    grep -q "^Against the computer, level Expert: 2 games$" "$tmp/out"
check "--player 'Jugador 1' in English: the same player" \
    sh -c '"$0" stats --file "$1/defaults" --player "Jugador 1" |
    grep -q "^Statistics of Player 1: 4 games$"' "$FICHAS" "$tmp"
if locale_dir "$tmp/locale"; then
	check "in Spanish: Jugador 1, 4 games" \
	    sh -c 'FICHAS_LOCALEDIR=$1/locale LC_ALL=C.UTF-8 LANGUAGE=es \
		"$0" stats --file "$1/defaults" |
	    grep -q "^Estad.*sticas de Jugador 1: 4 partidas$"' "$FICHAS" "$tmp"
fi
# Every catalogue's default names are in the one table that knows them.
for po in "$top_srcdir"/po/*.po; do
	for n in 1 2; do
		name=$(sed -n "/^msgid \"Player $n\"\$/{n;s/^msgstr \"\\(.*\\)\"\$/\\1/p;}" \
		    "$po")
		check "$(basename "$po")'s \"Player $n\" ($name) in src/text.c's table" \
		    grep -q "\"$name\"" "$top_srcdir/src/text.c"
	done
done
exit $fail
