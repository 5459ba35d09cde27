#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Naming a blank (art. 10.1): * lays it and asks its letter; the key
# hints say what Esc does there, leave it laid with its letter to say
# later (not "cancel"), and Esc does that.  Seed 3 deals Jugador 1
# I H D ? U CH T against the computer, who lets the person start.
. "${top_srcdir:-..}/tests/e2e-lib.sh"
e2e_init blank
e2e_spanish

e2e_start 80 24 --seed 3 --p2 bot:aficionado --lexicon "$E2E_LEXICON"
e2e_wait "Sorteo de salida (art. 4)"
e2e_keys Enter
e2e_wait "Atril de Jugador 1:"
e2e_keys d u c h '*'
e2e_wait "¿Qué letra es el comodín?"
e2e_has "Esc: decir la letra luego" "the hints say Esc names the blank later"
e2e_lacks "Esc: cancelar" "the hints do not offer to cancel"
e2e_keys Escape
e2e_wait "Al comodín le falta la letra"
e2e_ok "Esc leaves the blank laid, its letter to say"
e2e_has "Jugada: DUCH?" "the blank stays on the board"
exit $E2E_FAILED
