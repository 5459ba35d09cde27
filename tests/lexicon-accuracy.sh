#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The default lexicon against the examples of the FISE 2016 lexicon
# regulation (tests/data/fise2016-accepted.txt, -rejected.txt): section by
# section, the number of accepted examples it holds must not fall, and the
# number of rejected examples it wrongly holds must not rise, below or above
# the figures of tests/data/fise2016-baseline.txt.  Sections 18.x.y count
# under 18.x.  After an improvement, record the new figures with
#   UPDATE_BASELINE=1 make check TESTS=tests/lexicon-accuracy.sh
#
# Environment (from AM_TESTS_ENVIRONMENT): FICHAS, top_srcdir, top_builddir.

set -u
: "${FICHAS:?}" "${top_srcdir:?}" "${top_builddir:?}"

LEX=$top_builddir/data/fichas.lex
DATA=$top_srcdir/tests/data
BASELINE=$DATA/fise2016-baseline.txt
tmp=${TMPDIR:-/tmp}/lexicon-accuracy.$$
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir "$tmp" || exit 99

if [ ! -f "$LEX" ]; then
	echo "no $LEX: run make first" >&2
	exit 99
fi

# One line per example: its section (18.x.y as 18.x) and 1 if the lexicon
# holds it, 0 if not.  fichas check prints one verdict line per word.
verdicts() {
	grep -v '^#' "$1" | grep -v '^$' > "$tmp/in" || exit 99
	cut -f2 "$tmp/in" | LC_ALL=C LANGUAGE= "$FICHAS" check \
	    --lexicon "$LEX" - > "$tmp/out" 2> "$tmp/err"
	rc=$?
	if [ "$rc" -gt 1 ]; then
		cat "$tmp/err" >&2
		echo "fichas check failed with status $rc" >&2
		exit 99
	fi
	if [ "$(wc -l < "$tmp/in")" -ne "$(wc -l < "$tmp/out")" ]; then
		echo "fichas check gave $(wc -l < "$tmp/out") verdicts for" \
		    "$(wc -l < "$tmp/in") words of $1" >&2
		exit 99
	fi
	cut -f1 "$tmp/in" | paste - "$tmp/out" | awk -F '\t' '{
		sec = $1
		if (sec ~ /^18\./) { split(sec, p, "."); sec = p[1] "." p[2] }
		print sec "\t" ($2 ~ /: valid$/ ? 1 : 0)
	}'
}

verdicts "$DATA/fise2016-accepted.txt" > "$tmp/a"
verdicts "$DATA/fise2016-rejected.txt" > "$tmp/r"

# The table: section, accepted held, accepted total, rejected held,
# rejected total; sections in numeric order.
awk -F '\t' '{
	key = $1; seen[key] = 1
	if (FILENAME ~ /\/a$/) { at[key]++; ah[key] += $2 }
	else { rt[key]++; rh[key] += $2 }
} END {
	for (k in seen)
		printf "%s\t%d\t%d\t%d\t%d\n", k, ah[k], at[k], rh[k], rt[k]
}' "$tmp/a" "$tmp/r" | sort -t . -k1,1n -k2,2n > "$tmp/table"

awk -F '\t' '{ a += $2; at += $3; r += $4; rt += $5 } END {
	printf "accepted examples in the lexicon: %d of %d (%.1f%%)\n", \
	    a, at, 100 * a / at
	printf "rejected examples in the lexicon: %d of %d (%.1f%%)\n", \
	    r, rt, 100 * r / rt
}' "$tmp/table"

if [ -n "${UPDATE_BASELINE:-}" ]; then
	{
		echo "# Accuracy of data/lexicon-es.txt on the FISE 2016 examples,"
		echo "# checked by tests/lexicon-accuracy.sh.  Columns: section,"
		echo "# accepted examples held, accepted total, rejected examples"
		echo "# wrongly held, rejected total."
		cat "$tmp/table"
	} > "$BASELINE"
	echo "wrote $BASELINE"
	exit 0
fi

# Compare with the baseline, section by section.
grep -v '^#' "$BASELINE" > "$tmp/base" || exit 99
awk -F '\t' '
	NR == FNR { ba[$1] = $2; bat[$1] = $3; br[$1] = $4; brt[$1] = $5;
	    next }
	{
		seen[$1] = 1
		if (!($1 in ba)) {
			printf "section %s: not in the baseline\n", $1; bad = 1
			next
		}
		if ($3 != bat[$1] || $5 != brt[$1]) {
			printf "section %s: %d/%d examples, the baseline has " \
			    "%d/%d: update it\n", $1, $3, $5, bat[$1], brt[$1]
			bad = 1
		}
		if ($2 < ba[$1]) {
			printf "section %s: %d accepted examples held, was %d\n",
			    $1, $2, ba[$1]; bad = 1
		}
		if ($4 > br[$1]) {
			printf "section %s: %d rejected examples held, was %d\n",
			    $1, $4, br[$1]; bad = 1
		}
	}
	END {
		for (k in ba)
			if (!(k in seen)) {
				printf "section %s: in the baseline only\n", k
				bad = 1
			}
		exit bad
	}' "$tmp/base" "$tmp/table"
