/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui-practice.h"

/* Puzzles on the practice screen: not in this build yet. */

int
ui_practice_puzzle_start(struct ui *ui, char **cause)
{
	(void)ui;
	*cause = strdup(_("Puzzles are not in this build yet."));
	return -1;
}

void
ui_practice_puzzle_end(struct ui_practice *p)
{
	(void)p;
}

void
ui_practice_puzzle_draw(struct ui *ui)
{
	(void)ui;
}

void
ui_practice_puzzle_key(struct ui *ui, int is_key, wint_t ch)
{
	(void)is_key;
	(void)ch;
	ui_practice_home(ui);
}
