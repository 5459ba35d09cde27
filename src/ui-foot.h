/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The foot of the game and end screens, from the play line down to the
 * last line: the play being laid (or, at the end, where the record went),
 * the message, and the key hints.  Each is wrapped to the width, so no
 * text is cut at the edge in either language; when together they need
 * more lines than there are, the key hints give way first (the help
 * screen lists every key), then the message's last lines.
 */
#ifndef FICHAS_UI_FOOT_H
#define FICHAS_UI_FOOT_H

#include "ui-layout.h"
#include "ui-state.h"

/* Draw the foot for what the screen shows now. */
void ui_foot_draw(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view);

#endif
