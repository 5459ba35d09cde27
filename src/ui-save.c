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
#include "quote.h"
#include "save.h"
#include "text.h"
#include "ui-driver.h"
#include "ui-save.h"
#include "ui-state.h"
#include "xmalloc.h"

/*
 * The UI's side of the save module (src/save.h): the autosave after every
 * event into the game's own file, resuming one, and at the end its record
 * game-ID.gcg, which stays when the save goes.  The lexicon's path
 * travels in the save (struct save_info)
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
static enum save_error ui_save_write(struct ui *ui,
    struct save_failure *f);
static char *ui_save_find(const char *id, char **cause);
static int ui_save_load(struct ui *ui, const char *path, char **cause);
static int ui_save_adopt(struct ui *ui, char **cause);
static void ui_save_seen(struct ui *ui);
static char *ui_save_cause(const char *fmt, const char *arg);
static void ui_save_name_cause(const char *path, char **cause);

/* This build saves. */
int
ui_save_available(void)
{
	return 1;
}

/* The lexicon's path and the players. */
static void
ui_save_info(const struct ui *ui, struct save_info *info)
{
	size_t len = 0;

	memset(info, 0, sizeof *info);
	save_info_set_lexicon(info, ui->opt.lexicon);
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

/*
 * Write the game to its own file, taking one if it has none yet (and its
 * lock, so that no other program resumes it meanwhile).
 */
static enum save_error
ui_save_write(struct ui *ui, struct save_failure *f)
{
	struct save_info info;
	char *path = ui->save_path[0] != '\0' ? xstrdup(ui->save_path) : NULL;
	int created = path == NULL;
	enum save_error e;

	ui_save_info(ui, &info);
	e = save_game_write(&path, time(NULL), ui->game, &info, f);
	if (path != NULL && strlen(path) < sizeof ui->save_path)
		memcpy(ui->save_path, path, strlen(path) + 1);
	if (created && path != NULL && ui->save_lock == 0)
		ui->save_lock = save_game_lock(path) + 1;
	free(path);
	ui->save_failed = e != SAVE_OK;
	if (e == SAVE_OK)
		ui->saved_turn = game_turn_number(ui->game);
	else
		snprintf(ui->save_reason, sizeof ui->save_reason, "%s",
		    text_save_error(e, f->errnum));
	/* The game is saved all the same: say only what is missing. */
	if (e == SAVE_OK && f->record != SAVE_OK)
		ui_message(ui, 1, _("The game record could not be written: "
		    "%s."), text_save_error(f->record, f->record_errnum));
	return e;
}

/* Save now; a failure shows on the message line. */
int
ui_autosave(struct ui *ui)
{
	struct save_failure f;
	enum save_error e;

	/* Before the first turn nothing is lost; a finished game is not
	 * resumed (ui_save_forget()). */
	if (ui->game == NULL || game_phase(ui->game) == GAME_PHASE_READY ||
	    game_phase(ui->game) == GAME_PHASE_OVER)
		return 0;
	/* A failure stays on screen (ui_save_warning()) until a save works. */
	if ((e = ui_save_write(ui, &f)) == SAVE_OK)
		return 0;
	return -1;
}

/*
 * "Not saved: No space left on device; the last save is from turn 12."
 * while the last save failed; 0 when all is saved.
 */
int
ui_save_warning(const struct ui *ui, char *buf, size_t size)
{
	if (!ui->save_failed)
		return 0;
	if (ui->saved_turn >= 0)
		snprintf(buf, size, _("Not saved: %s; the last save is from "
		    "turn %d."), ui->save_reason, ui->saved_turn);
	else
		snprintf(buf, size, _("Not saved: %s; nothing saved yet."),
		    ui->save_reason);
	return 1;
}

/* A malloc'd message with one string in it. */
static char *
ui_save_cause(const char *fmt, const char *arg)
{
	char buf[UI_PATH_MAX + 128];

	snprintf(buf, sizeof buf, fmt, arg);
	return xstrdup(buf);
}

/* "PATH: cause" in place of *cause. */
static void
ui_save_name_cause(const char *path, char **cause)
{
	char quoted[QUOTE_PATH_SIZE];
	size_t size;
	char *named;

	quote_path(path, quoted);
	size = strlen(quoted) + strlen(*cause) + 3;
	named = xmalloc(size);
	snprintf(named, size, "%s: %s", quoted, *cause);
	free(*cause);
	*cause = named;
}

/* The save an ID names ("": the latest), malloc'd; NULL with *cause. */
static char *
ui_save_find(const char *id, char **cause)
{
	struct save_games list;
	const struct save_game_entry *e;
	char *path = NULL;

	if (strchr(id, '/') != NULL)
		return xstrdup(id);
	if (save_games_list(&list) != 0) {
		*cause = ui_save_cause("%s", strerror(errno));
		return NULL;
	}
	if ((e = save_games_find(&list, id)) == NULL)
		*cause = id[0] == '\0' ?
		    xstrdup(_("there is no saved game to resume")) :
		    ui_save_cause(_("there is no saved game %s ('fichas games' "
		    "lists them)"), id);
	else if (e->error != SAVE_OK)
		*cause = ui_save_cause(_("cannot be resumed: %s"),
		    text_save_error(e->error, 0));
	else if (e->busy)
		*cause = ui_save_cause(_("the game %s is being played in "
		    "another fichas"), e->id);
	else
		path = xstrdup(e->path);
	save_games_free(&list);
	return path;
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

/* Load a save file into ui->game; 0 or -1 with *cause. */
static int
ui_save_load(struct ui *ui, const char *path, char **cause)
{
	struct save_hooks hooks = { ui_clock_source(ui), { NULL, NULL },
	    ui->callbacks, ui };
	struct save_info info;
	struct save_failure f;
	enum save_error e;

	ui_end_game(ui);
	ui_save_new(ui);
	e = save_load(path, &hooks, &ui->game, &info, &f);
	if (e != SAVE_OK) {
		*cause = ui_save_cause("%s", e == SAVE_ERR_OPEN && f.errnum ==
		    ENOENT ? _("there is no saved game to resume") :
		    text_save_error(e, f.errnum));
		return -1;
	}
	/* Two programs playing one game would write over each other. */
	if ((ui->save_lock = save_game_lock(path) + 1) == 0) {
		*cause = errno == EWOULDBLOCK ? xstrdup(_("the game is being "
		    "played in another fichas")) : ui_save_cause("%s",
		    strerror(errno));
		ui_end_game(ui);
		return -1;
	}
	if (strlen(path) < sizeof ui->save_path)
		memcpy(ui->save_path, path, strlen(path) + 1);
	if (info.lexicon[0] != '\0')
		snprintf(ui->opt.lexicon, sizeof ui->opt.lexicon, "%s",
		    info.lexicon);
	ui_save_players(ui, info.frontend);
	return 0;
}

/*
 * Take a loaded game on: its lexicon (challenges are off without it),
 * the UI's clock, judge and hooks, its players' drivers, what each has
 * seen, and the screen where it stopped.  0, or -1 with *cause and no
 * game.
 */
static int
ui_save_adopt(struct ui *ui, char **cause)
{
	char *lexcause = NULL;
	enum game_phase phase;

	if (ui_open_lexicon(ui, &lexcause) != 0) {
		ui_message(ui, 1, _("%s: challenges are off."), lexcause);
		free(lexcause);
	}
	game_attach(ui->game, ui_clock_source(ui), ui_judge(ui),
	    ui->callbacks, ui);
	ui->opt.settings = *game_settings(ui->game);
	if (ui_setup_players(ui, cause) != 0) {
		ui_end_game(ui);
		ui_save_new(ui);
		return -1;
	}
	ui_save_seen(ui);
	ui_reset_turn(ui);
	ui_cursor_home(ui);
	ui->saved_turn = game_turn_number(ui->game);
	phase = game_phase(ui->game);
	ui_screen_set(ui, phase == GAME_PHASE_READY ? UI_SCREEN_DRAW :
	    phase == GAME_PHASE_OVER ? UI_SCREEN_END : UI_SCREEN_PLAY);
	return 0;
}

/* Find a saved game (by ID, else the latest), load it, take it on. */
int
ui_save_resume(struct ui *ui, char **cause)
{
	char *path;
	int loaded;

	if ((path = ui_save_find(ui->opt.resume_id, cause)) == NULL)
		return -1;
	loaded = ui_save_load(ui, path, cause);
	/* A file named, not an ID: say which file the reason is about. */
	if (loaded != 0 && strchr(ui->opt.resume_id, '/') != NULL)
		ui_save_name_cause(path, cause);
	free(path);
	if (loaded != 0)
		return -1;
	return ui_save_adopt(ui, cause);
}

/* The finished game's last save and its record, game-ID.gcg. */
char *
ui_save_record(struct ui *ui)
{
	struct save_failure f;
	enum save_error e;

	if ((e = ui_save_write(ui, &f)) != SAVE_OK) {
		ui_message(ui, 1, _("The game record could not be written: "
		    "%s."), text_save_error(e, f.errnum));
		return NULL;
	}
	if (f.record != SAVE_OK)
		return NULL;	/* ui_save_write() said why */
	return save_game_record_path(ui->save_path);
}

/* A finished game is not resumed: its save goes (its record stays). */
void
ui_save_forget(struct ui *ui)
{
	if (ui->save_path[0] != '\0')
		save_game_remove(ui->save_path);
	ui_save_new(ui);
}

/* Forget the file of the game before, and let go of its lock. */
void
ui_save_new(struct ui *ui)
{
	if (ui->save_lock > 0)
		close(ui->save_lock - 1);
	ui->save_lock = 0;
	ui->save_path[0] = '\0';
	ui->save_failed = 0;
	ui->saved_turn = -1;
}

/* "The game is saved in PATH. / Resume it with: fichas --resume ID" */
void
ui_save_report(const struct ui *ui)
{
	char id[SAVE_ID_MAX], quoted[QUOTE_PATH_SIZE];
	const char *arg = id;

	if (ui->game == NULL || game_phase(ui->game) == GAME_PHASE_OVER)
		return;
	if (ui->save_failed)
		fprintf(stderr, _("The game could not be saved: %s.\n"),
		    ui->save_reason);
	if (ui->save_path[0] == '\0' || ui->saved_turn < 0)
		return;
	quote_path(ui->save_path, quoted);
	if (save_game_path_id(ui->save_path, id, sizeof id) != 0)
		arg = quoted;
	if (ui->save_failed)
		fprintf(stderr, _("Its last save, from turn %d, is in %s.\n"),
		    ui->saved_turn, quoted);
	else
		fprintf(stderr, _("The game is saved in %s.\n"), quoted);
	fprintf(stderr, _("Resume it with: %s --resume %s\n"), PACKAGE, arg);
}
