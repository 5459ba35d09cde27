#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Spanish catalogue follows its glossary (po/GLOSSARY.md): no
# «equidad» (a false friend for equity: «valor»), no «ordenador» or
# «fichero» («computadora», «archivo»), «tú» and not «usted» (nor its
# imperatives: «indique», «vea»), «» and not '' around what the user
# writes, and a pass on the sheet is «paso».
set -u
: "${top_srcdir:=..}"
po=$top_srcdir/po/es.po
fail=0

# The translations alone, one entry a line.
msgstrs() {
	awk '/^msgstr/ { on = 1 } /^msgid/ { on = 0; if (s != "") print s; s = "" }
	    on { sub(/^msgstr(\[[0-9]\])? /, ""); s = s $0 }
	    END { if (s != "") print s }' "$po"
}

for word in equidad ordenador fichero usted Pruebe indique désela déselo vea; do
	if msgstrs | grep -qiw "$word"; then
		echo "FAIL - «$word» is used:"; msgstrs | grep -iw "$word" | head -3
		fail=1
	else
		echo "ok - no «$word»"
	fi
done
if msgstrs | grep -q "'[^' ]\{1,30\}'"; then
	echo "FAIL - ASCII quotes:"; msgstrs | grep "'[^' ]\{1,30\}'" | head -3
	fail=1
else
	echo "ok - Spanish quotes «» only"
fi
if grep -A1 '^msgid "pass"$' "$po" | grep -qx 'msgstr "paso"'; then
	echo "ok - a pass is «paso»"
else
	echo "FAIL - a pass is «paso»"; fail=1
fi
exit $fail
