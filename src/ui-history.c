/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cmd-stats.h"
#include "history.h"
#include "i18n.h"
#include "quote.h"
#include "text.h"
#include "ui-history.h"

/*
 * A finished game into the history of games (src/history.h), for the
 * statistics.  Writing it never stands in the way of playing: a failure
 * is a warning on the message line, after any the record left there.
 */

static void ui_history_warn(struct ui *ui, const char *path,
    enum history_error e, int errnum);

/* Say the history could not be written, keeping a message already up. */
static void
ui_history_warn(struct ui *ui, const char *path, enum history_error e,
    int errnum)
{
	char before[UI_MESSAGE_MAX], why[UI_MESSAGE_MAX];
	char quoted[QUOTE_PATH_SIZE];

	snprintf(before, sizeof before, "%s", ui->message);
	snprintf(why, sizeof why, _("The game could not be added to the "
	    "history %s: %s."), quote_path(path != NULL ? path : "", quoted),
	    text_history_error(e, errnum));
	ui_message(ui, 1, "%s%s%s", before, before[0] != '\0' ? " " : "",
	    why);
}

/* The game just over, with who played it and where its record went. */
void
ui_history_add(struct ui *ui)
{
	struct history_entry e;
	enum history_error err;
	const char *base;
	char *path;

	if (ui->game == NULL)
		return;
	history_entry_from_game(&e, ui->game);
	e.date = time(NULL);
	for (int p = 0; p < GAME_PLAYERS; p++)
		if (!ui_player_is_human(ui, p))
			snprintf(e.levels[p], sizeof e.levels[p], "%s",
			    ui->players[p].setup.level);
	base = strrchr(ui->opt.lexicon, '/');
	base = base != NULL ? base + 1 : ui->opt.lexicon;
	/* A name cut to fit: the statistics only tell lexicons apart. */
	snprintf(e.lexicon, sizeof e.lexicon, "%.*s",
	    (int)sizeof e.lexicon - 1, base);
	snprintf(e.record, sizeof e.record, "%s", ui->record_path != NULL ?
	    ui->record_path : "");
	if ((path = history_path()) == NULL) {
		ui_history_warn(ui, NULL, HISTORY_ERR_NO_HOME, 0);
		return;
	}
	if ((err = history_append(path, &e)) != HISTORY_OK)
		ui_history_warn(ui, path, err, errno);
	free(path);
}
