# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the command-line tests: the programs and the fixture list, the
# C locale, a scratch directory $tmp removed on exit, and two checks.
#   check DESCRIPTION COMMAND...   the command must succeed
#   status WANT COMMAND...         the command must exit with WANT
# Each prints "ok - ..." or "FAIL - ..."; end the test with "exit $fail".
set -u
: "${FICHAS:=../src/fichas}"
: "${top_srcdir:=..}"
: "${top_builddir:=..}"
FIXTURE=$top_srcdir/tests/data/fixture-words.txt
LC_ALL=C
LANGUAGE=
export LC_ALL LANGUAGE
unset FICHAS_LEXICON

tmp=$(mktemp -d "${TMPDIR:-/tmp}/fichas-cli.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {
	desc=$1; shift
	if "$@"; then echo "ok - $desc"; else echo "FAIL - $desc"; fail=1; fi
}
status() {
	want=$1; shift
	"$@" >/dev/null 2>&1
	test $? -eq "$want"
}
