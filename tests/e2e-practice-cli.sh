#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fichas practice typed at a terminal: an anagram quiz of the fixture's
# two likeliest racks, the first answered right and the second wrong, at
# 80x24; then in Spanish at 100x32 the missed rack comes back first,
# answered with an accent (ÁRBOLES).
. "${top_srcdir:-..}/tests/e2e-lib.sh"
. "${top_srcdir:-..}/tests/locale-lib.sh"
e2e_init practice-cli

e2e_start 80 24 practice anagrams --count 2 --lexicon "$E2E_LEXICON"
e2e_wait "1/2. Rack: A E N O R S T  0.004858% (1 in 20586)"
e2e_screen | grep -qx '>' && e2e_ok "a prompt waits for the answer" ||
    e2e_fail "a prompt waits for the answer"
e2e_keys ratones Enter
e2e_wait "Right: RATONES"
e2e_has "Correct." "RATONES is judged right"
e2e_wait "2/2. Rack: A B E L O R S"
e2e_keys sobrela Enter
e2e_wait "Score: 1 of 2 right."
e2e_has "Wrong: SOBRELA" "the wrong word is shown"
e2e_has "Missed: ARBOLES" "the missed word is shown"
e2e_has "Not quite: it comes back today." "the missed rack comes back"

locale_dir "$E2E_TMP/locale" || e2e_fail "po/es.po compiles"
export FICHAS_LOCALEDIR="$E2E_TMP/locale" LANGUAGE=es
e2e_start 100 32 practice anagrams --count 1 --lexicon "$E2E_LEXICON"
e2e_wait "1/1. Atril: A B E L O R S"
e2e_has "de repaso" "the missed rack comes back first"
e2e_keys "árboles" Enter
e2e_wait "Resultado: 1 de 1 bien."
e2e_has "Bien: ARBOLES" "ÁRBOLES typed with its accent is right"
e2e_has "Correcto." "and judged correct"

exit $E2E_FAILED
