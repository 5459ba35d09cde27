#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas moves seen from a shell: the best moves for CGP positions with the
# hand-written fixture list and a hand-written leave table, one a line
# (notation, score, the tiles kept, their value, equity separated by
# tabs), and exit status 2 on bad input.
. "${top_srcdir:-..}/tests/cli-lib.sh"
# S kept is worth 6.5, Z -4.25, S and Z together 2 (listed); others 0.
LEAVES=$top_srcdir/tests/data/leaves-test.txt
moves() { # fichas moves on the fixture with the test's leave table
	"$FICHAS" moves --lexicon "$FIXTURE" --leaves "$LEAVES" "$@"
}
TAB=$(printf '\t')
EMPTY=15/15/15/15/15/15/15/15/15/15/15/15/15/15/15
CASA=15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15

# Art. 6 and 16: on the empty board CASA and SACA cover H8, 6 points
# doubled by the star; ties in board order, across first.
moves --cgp "$EMPTY / 0/0 0" --rack CASA --top 3 >"$tmp/out"
printf '8E CASA\t12\t\t0.00\t12.00\n8E SACA\t12\t\t0.00\t12.00\n' >"$tmp/want"
printf '8F CASA\t12\t\t0.00\t12.00\n' >>"$tmp/want"
check "three best first plays for CASA, tab-separated" \
    cmp -s "$tmp/out" "$tmp/want"

# Art. 13: CASA at 8H, an S on L8 (2L) makes CASAS: 3+1+1+1+2 = 8, which
# beats keeping the S (the pass, 0 + 6.50).
moves --cgp "$CASA S/ 0/0 0" --top 2 >"$tmp/out"
printf '8H (CASA)S\t8\t\t0.00\t8.00\n-\t0\tS\t6.50\t6.50\n' >"$tmp/want"
check "the S hook through CASA is the best play for S" \
    cmp -s "$tmp/out" "$tmp/want"

# Equity = score + the value of the tiles kept (src/eval.h).  With S Z:
# exchanging the Z keeps S (0 + 6.50) and beats CASAS keeping Z
# (8 - 4.25 = 3.75); the pass keeps S Z, listed at 2.00 rather than the
# sum of its tiles (2.25); exchanging both keeps nothing (0).
moves --cgp "$CASA SZ/ 0/0 0" --top 4 >"$tmp/out"
{
	printf -- '-Z\t0\tS\t6.50\t6.50\n'
	printf '8H (CASA)S\t8\tZ\t-4.25\t3.75\n'
	printf -- '-\t0\tSZ\t2.00\t2.00\n'
	printf -- '-SZ\t0\t\t0.00\t0.00\n'
} >"$tmp/want"
check "the leave table ranks keeping S above the CASAS hook" \
    cmp -s "$tmp/out" "$tmp/want"
check "every line: equity = score + leave" \
    awk -F "$TAB" '{ if (sprintf("%.2f", $2 + $4) != $5) exit 1 }' "$tmp/out"

# The default table is $FICHAS_LEAVES; --leaves none: every leave is 0.
FICHAS_LEAVES=$LEAVES "$FICHAS" moves --lexicon "$FIXTURE" \
    --cgp "$CASA SZ/ 0/0 0" --top 4 >"$tmp/default"
check "without --leaves, the table \$FICHAS_LEAVES names" \
    cmp -s "$tmp/default" "$tmp/want"
moves --cgp "$CASA SZ/ 0/0 0" --top 2 --leaves none >"$tmp/out"
printf '8H (CASA)S\t8\tZ\t0.00\t8.00\nI8 (A)S\t3\tZ\t0.00\t3.00\n' \
    >"$tmp/want"
check "--leaves none: the best score first, every leave 0" \
    cmp -s "$tmp/out" "$tmp/want"
FICHAS_LEAVES=$tmp/none.txt "$FICHAS" moves --lexicon "$FIXTURE" \
    --cgp "$CASA SZ/ 0/0 0" >/dev/null 2>"$tmp/err"
check "a leave table that cannot be read: exit 2" test $? -eq 2
check "...and the message names it" \
    grep -q "none.txt: cannot read the leave table" "$tmp/err"
printf 'tile S 1 6.5\n' >"$tmp/bad.txt"
check "a file that is no leave table: exit 2" \
    status 2 moves --cgp "$CASA SZ/ 0/0 0" --leaves "$tmp/bad.txt"

# No placement with a lone Ñ: the exchange (art. 24), then the pass (25).
moves --cgp "$EMPTY $(printf '\303\221')/ 0/0 0" >"$tmp/out"
printf -- '-\303\221\t0\t\t0.00\t0.00\n-\t0\t\303\221\t0.00\t0.00\n' \
    >"$tmp/want"
check "a rack without a play lists the exchange and the pass" \
    cmp -s "$tmp/out" "$tmp/want"
# 86 tiles on the board, the mover's Ñ and an unknown rack of 7: 6 tiles
# in the bag.  The club rule of 7 in the bag forbids exchanging.
FULL=AAAAAAAAAAAABBC/CCCDDDDDEEEEEEE/EEEEEFGGHHIIIII/IJLLLL[LL]MMNNNNNO
FULL=$FULL/OOOOOOOOPPQRRRR/R[RR]SSSSSS7/TTT12/15/15/15/15/15/15/15/15
NY=$(printf '\303\221')
moves --cgp "$FULL $NY/ 0/0 0" --exchange-min 7 --top 500 >"$tmp/out"
check "--exchange-min 7 with 6 tiles in the bag: no exchange" \
    sh -c '! grep -q -e "^-$1" "$0"' "$tmp/out" "$NY"
check "...but the pass" \
    grep -qx -e "-${TAB}0${TAB}${NY}${TAB}0.00${TAB}0.00" "$tmp/out"
moves --cgp "$FULL $NY/ 0/0 0" --exchange-min 6 --top 500 >"$tmp/out"
check "--exchange-min 6: the exchange" \
    grep -qx -e "-${NY}${TAB}0${TAB}${TAB}0.00${TAB}0.00" "$tmp/out"

# The default --top is 10; --top N lists N when there are that many.
check "ten moves by default" \
    sh -c 'test "$("$0" moves --lexicon "$1" --cgp "$2 SALA?ES/ 0/0 0" \
    | wc -l)" -eq 10' "$FICHAS" "$FIXTURE" "$CASA"
check "--top 25 lists 25" \
    sh -c 'test "$("$0" moves --lexicon "$1" --cgp "$2 SALA?ES/ 0/0 0" \
    --top 25 | wc -l)" -eq 25' "$FICHAS" "$FIXTURE" "$CASA"
moves --cgp "$CASA SALA?ES/ 0/0 0" --top 50 >"$tmp/out"
check "equities come best first" sh -c 'cut -f5 "$0" | sort -rn -c' "$tmp/out"
check "...each the score plus the leave" \
    awk -F "$TAB" '{ if (sprintf("%.2f", $2 + $4) != $5) exit 1 }' "$tmp/out"

# --rack replaces the mover's rack; --player 2 moves the second rack.
check "--player 2 plays the second rack" \
    sh -c 'test "$("$0" moves --lexicon "$1" --cgp "$2 Z/S 0/0 0" \
    --player 2 --top 1 | cut -f1)" = "8H (CASA)S"' \
    "$FICHAS" "$FIXTURE" "$CASA"
check "--rack replaces the rack of the CGP" \
    sh -c 'test "$("$0" moves --lexicon "$1" --cgp "$2 Z/ 0/0 0" \
    --rack S --top 1 | cut -f1)" = "8H (CASA)S"' \
    "$FICHAS" "$FIXTURE" "$CASA"

# Bad input: exit 2 and a message saying what is wrong.
moves --cgp "$EMPTY SALA/ 0/0" >/dev/null 2>"$tmp/err"
check "a CGP without its scoreless count: exit 2" test $? -eq 2
check "the message names the byte and the problem" \
    grep -q "byte 55: a field is missing" "$tmp/err"
moves --cgp "15/15 SALA/ 0/0 0" >/dev/null 2>"$tmp/err"
check "a board of 2 rows is refused" grep -q "15 rows" "$tmp/err"
check "K is no tile: exit 2" status 2 moves --cgp "$EMPTY SALK/ 0/0 0"
check "two Z tiles are more than the set: exit 2" \
    status 2 moves --cgp "$EMPTY Z/ 0/0 0" --player 2 --rack Z
check "a bad --rack: exit 2" status 2 moves --cgp "$EMPTY / 0/0 0" \
    --rack "A1"
check "no rack for the mover: exit 2" status 2 moves --cgp "$EMPTY / 0/0 0"
check "--player 3: exit 2" status 2 moves --cgp "$EMPTY A/ 0/0 0" \
    --player 3
check "--top 0: exit 2" status 2 moves --cgp "$EMPTY A/ 0/0 0" --top 0
check "no --cgp: exit 2" status 2 moves --rack A
check "an unknown option: exit 2" status 2 moves --cgp "$EMPTY A/ 0/0 0" -Q
check "a missing lexicon: exit 2" \
    status 2 "$FICHAS" moves --lexicon "$tmp/none.lex" --cgp "$EMPTY A/ 0/0 0"
check "--help exits 0 and shows the usage" \
    sh -c '"$0" moves --help | grep -q "Usage: fichas moves"' "$FICHAS"

exit $fail
