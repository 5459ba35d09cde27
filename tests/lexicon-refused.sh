#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The default lexicon refuses what the FISE 2016 lexicon regulation names
# and RLA-ES's categories single out (data/README.md, "Filters"), and
# keeps the words those same rules must leave alone.
#   art. 1, 15: abbreviations (SRES SRA SRAS), even where hunspell-es or
#     COES has them as words; art. 9: proper nouns (POLUX, BLAS, JOB);
#   art. 17.4: feminine and plural participles of intransitive verbs
#     (BOXEADA, MEDRADOS), not the masculine singular (BOXEADO) nor a form
#     an adjective also makes (ARREPENTIDA);
#   art. 17.7, 17.11: verbs only archaic or only of Spain keep their
#     infinitive (ACARONAR, not ACARONABA);
#   art. 17.8: exclusively impersonal verbs keep their third persons
#     singular (DILUVIA, CLAREZCA, not DILUVIABAMOS, VENTISCAN), and a noun
#     of the same spelling keeps its plural (ATARDECERES).
#
# Environment (from AM_TESTS_ENVIRONMENT): FICHAS, top_builddir.

set -u
: "${FICHAS:?}" "${top_builddir:?}"

LEX=$top_builddir/data/fichas.lex
if [ ! -f "$LEX" ]; then
	echo "no $LEX: run make first" >&2
	exit 99
fi

status=0

# expect VERDICT WORD...: fichas check gives each word that verdict (it
# prints the word as tiles: A[RR]EPENTIDA).
expect() {
	want=$1
	shift
	for w in "$@"; do
		got=$(LC_ALL=C LANGUAGE= "$FICHAS" check --lexicon "$LEX" "$w")
		if [ "${got##*: }" != "$want" ]; then
			echo "expected $w $want, got '$got'" >&2
			status=1
		fi
	done
}

# The words the regulation refuses, in one call, as a player types them.
out=$(LC_ALL=C LANGUAGE= "$FICHAS" check --lexicon "$LEX" SRES SRA SRAS POLUX)
rc=$?
want='SRES: invalid
SRA: invalid
SRAS: invalid
POLUX: invalid'
if [ "$out" != "$want" ] || [ "$rc" -ne 1 ]; then
	printf 'fichas check SRES SRA SRAS POLUX (status %s):\n%s\n' "$rc" \
	    "$out" >&2
	status=1
fi

expect invalid SRES SRA SRAS POLUX BLAS JOB ETC BOXEADA BOXEADAS \
    MEDRADOS ACARONABA DILUVIABAMOS VENTISCAN CLAREZCO
expect valid CASA DEL COL CAP CLAUDIA JUAN BOXEADO ARREPENTIDA \
    ARREPENTIDAS ACARONAR ACARRETAR DILUVIA VENTISCA VENTISCASE \
    CLAREZCA ATARDECERES
exit $status
