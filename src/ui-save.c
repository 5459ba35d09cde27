/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "export.h"
#include "i18n.h"
#include "save.h"
#include "ui-driver.h"
#include "ui-save.h"
#include "ui-state.h"
#include "ui-text.h"

/*
 * The UI's side of the save module (src/save.h): the autosave after every
 * event, resuming it, and at the end a record of the game under its own
 * name beside the autosave, since the next game's autosave replaces
 * current.gcg.  The lexicon's path travels in the save (struct save_info)
 * so that a resumed game is judged by the same words, and so do the
 * players, in the front end's line of it:
 *
 *	p1=human p2=bot:experto
 *
 * Words the loader does not know are skipped, so that a later version
 * may add some; --p1 and --p2 given with --resume win over the line.
 */

static void ui_save_info(const struct ui *ui, struct save_info *info);
static void ui_save_players(struct ui *ui, const char *line);
static char *ui_save_record_path(void);
static void ui_save_seen(struct ui *ui);

/* This build saves. */
int
ui_save_available(void)
{
	return 1;
}

/* The lexicon's path, when it fits the save's field, and the players. */
static void
ui_save_info(const struct ui *ui, struct save_info *info)
{
	size_t len = 0;

	memset(info, 0, sizeof *info);
	if (strlen(ui->opt.lexicon) < sizeof info->lexicon)
		memcpy(info->lexicon, ui->opt.lexicon,
		    strlen(ui->opt.lexicon) + 1);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		const struct ui_player_setup *s = &ui->players[p].setup;

		if (s->kind == UI_PLAYER_COMPUTER)
			len += (size_t)snprintf(info->frontend + len,
			    sizeof info->frontend - len, "%sp%d=bot:%s",
			    p > 0 ? " " : "", p + 1, s->level);
		else
			len += (size_t)snprintf(info->frontend + len,
			    sizeof info->frontend - len, "%sp%d=human",
			    p > 0 ? " " : "", p + 1);
		if (len >= sizeof info->frontend)
			break;	/* cannot happen: levels are short */
	}
}

/* Who plays, from the save's front-end line, unless --p1/--p2 said. */
static void
ui_save_players(struct ui *ui, const char *line)
{
	char word[SAVE_TEXT_MAX + 1];
	size_t len;
	int p;

	for (; *line != '\0'; line += len) {
		line += strspn(line, " ");
		len = strcspn(line, " ");
		if (len < 4 || line[0] != 'p' || (line[1] != '1' &&
		    line[1] != '2') || line[2] != '=')
			continue;
		p = line[1] - '1';
		memcpy(word, line + 3, len - 3);	/* line fits in word */
		word[len - 3] = '\0';
		if (ui->opt.players_given[p])
			continue;
		if (strcmp(word, "human") == 0) {
			ui->opt.players[p].kind = UI_PLAYER_HUMAN;
		} else if (strncmp(word, "bot:", 4) == 0 && len - 7 <=
		    UI_LEVEL_MAX && ui_driver_has_level(word + 4)) {
			ui->opt.players[p].kind = UI_PLAYER_COMPUTER;
			memcpy(ui->opt.players[p].level, word + 4, len - 6);
		}
	}
}

/* Save now; a failure shows on the message line. */
int
ui_autosave(struct ui *ui)
{
	struct save_info info;
	struct save_failure f;
	enum save_error e;

	/* Before the first turn nothing is lost; a finished game is not
	 * resumed (ui_save_forget()). */
	if (ui->game == NULL || game_phase(ui->game) == GAME_PHASE_READY ||
	    game_phase(ui->game) == GAME_PHASE_OVER)
		return 0;
	ui_save_info(ui, &info);
	e = save_autosave_info(ui->game, &info, &f);
	if (e == SAVE_OK)
		return 0;
	ui_message(ui, 1, _("The game could not be saved: %s."),
	    ui_text_save_error(e, f.errnum));
	return -1;
}

/* Whether current.save is there. */
int
ui_save_exists(void)
{
	char *path = save_autosave_path();
	int exists = path != NULL && access(path, R_OK) == 0;

	free(path);
	return exists;
}

/* A resumed player has seen up to the last two lines: show them. */
static void
ui_save_seen(struct ui *ui)
{
	int n;

	game_sheet(ui->game, &n);
	for (int p = 0; p < GAME_PLAYERS; p++)
		ui->seen[p] = n > 2 ? n - 2 : 0;
}

/* Load the autosave, its lexicon, and go on where it stopped. */
int
ui_save_resume(struct ui *ui, char **cause)
{
	struct save_hooks hooks = { ui_clock_source(ui), { NULL, NULL },
	    ui_callbacks(), ui };
	struct save_info info;
	struct save_failure f;
	enum save_error e;
	char *lexcause = NULL;

	ui_end_game(ui);
	e = save_resume(&hooks, &ui->game, &info, &f);
	if (e != SAVE_OK) {
		*cause = strdup(e == SAVE_ERR_OPEN && f.errnum == ENOENT ?
		    _("there is no saved game to resume") :
		    ui_text_save_error(e, f.errnum));
		return -1;
	}
	if (info.lexicon[0] != '\0')
		snprintf(ui->opt.lexicon, sizeof ui->opt.lexicon, "%s",
		    info.lexicon);
	if (ui_open_lexicon(ui, &lexcause) != 0) {
		ui_message(ui, 1, _("%s: challenges are off."), lexcause);
		free(lexcause);
	}
	game_attach(ui->game, hooks.source, ui_judge(ui), ui_callbacks(), ui);
	ui->opt.settings = *game_settings(ui->game);
	ui_save_players(ui, info.frontend);
	if (ui_setup_players(ui, cause) != 0) {
		ui_end_game(ui);
		return -1;
	}
	ui_save_seen(ui);
	ui_reset_turn(ui);
	ui_cursor_home(ui);
	ui->screen = game_phase(ui->game) == GAME_PHASE_READY ?
	    UI_SCREEN_DRAW : game_phase(ui->game) == GAME_PHASE_OVER ?
	    UI_SCREEN_END : UI_SCREEN_PLAY;
	return 0;
}

/* .../fichas/game-YYYYMMDD-HHMMSS.gcg, malloc'd. */
static char *
ui_save_record_path(void)
{
	char *dir = save_autosave_dir(), *path;
	char stamp[32];
	time_t now = time(NULL);
	size_t size;

	if (dir == NULL)
		return NULL;
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", localtime(&now));
	size = strlen(dir) + sizeof stamp + 16;
	if ((path = malloc(size)) != NULL)
		snprintf(path, size, "%s/game-%s.gcg", dir, stamp);
	free(dir);
	return path;
}

/* The finished game's record under its own name. */
char *
ui_save_record(struct ui *ui)
{
	struct save_failure f;
	char *path, *text;
	size_t len;

	if ((path = ui_save_record_path()) == NULL)
		return NULL;
	if (export_gcg_text(ui->game, ui->opt.lexicon[0] != '\0' ?
	    ui->opt.lexicon : NULL, &text, &len) != 0) {
		free(path);
		return NULL;
	}
	if (save_write_atomic(path, text, len, NULL, &f) != SAVE_OK) {
		ui_message(ui, 1, _("The game record could not be written: "
		    "%s."), ui_text_save_error(f.error, f.errnum));
		free(path);
		path = NULL;
	}
	free(text);
	return path;
}

/* A finished game is not resumed: its save goes (its record stays). */
void
ui_save_forget(struct ui *ui)
{
	char *path = save_autosave_path();

	(void)ui;
	if (path != NULL)
		unlink(path);
	free(path);
}
