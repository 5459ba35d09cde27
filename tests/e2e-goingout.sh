#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Going out (art. 37.4): the finisher is paid the opponent's rack, and the
# end screen shows that rack once, as the opponent's, not also as the
# finisher's.  The golden game 37-4-out ends with Ana going out and Luis
# holding E E; its save opens on the end screen.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init goingout

save=$E2E_TMP/out.save
"$FICHAS" play --script "$top_srcdir/tests/golden/37-4-out.script" \
    --lexicon "$E2E_LEXICON" --save "$save" >/dev/null ||
    { e2e_fail "the golden game is played"; exit 1; }
for size in "80 24" "100 32"; do
	set -- $size
	e2e_start "$1" "$2" --resume "$save"
	e2e_wait "Game over"
	e2e_has "(art. 37.4)." "$1x$2: the game ended by going out"
	e2e_has "Rack of Luis: EE" "$1x$2: Luis's rack left is shown"
	e2e_lacks "Rack of Ana" "$1x$2: Ana went out: no rack of hers"
done
exit $E2E_FAILED
