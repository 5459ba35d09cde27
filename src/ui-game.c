/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "lexicon-build.h"
#include "progress.h"
#include "quote.h"
#include "text.h"
#include "ui-dialog.h"
#include "ui-driver.h"
#include "ui-input.h"
#include "ui-save.h"
#include "ui-sheet.h"
#include "ui-state.h"
#include "ui-term.h"
#include "xmalloc.h"

/*
 * Starting a game: its lexicon, its players' drivers, the clock and judge
 * it is attached with; the hooks it is heard with are src/ui-hooks.c's,
 * which the loop puts in ui->callbacks.
 */

static int64_t ui_game_now(void *ctx);
static int ui_game_is_word(void *ctx, const tile_t *tiles, int n);
static void ui_game_names(struct ui *ui);
static void ui_game_compile_stage(enum lexicon_build_phase phase,
    size_t words, void *arg);
static char *ui_game_cause(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

/* Monotonic time, sped up by --clock-speed for the tests. */
static int64_t
ui_game_now(void *ctx)
{
	struct ui_clock *c = ctx;
	struct clock_source mono = clock_source_monotonic();
	int64_t now = mono.now_ms(mono.ctx);

	return c->base_ms + (now - c->base_ms) * c->speed;
}

/* The UI's time source for the game's clock. */
struct clock_source
ui_clock_source(struct ui *ui)
{
	struct clock_source mono = clock_source_monotonic();
	struct clock_source s = { ui_game_now, &ui->clock };

	if (ui->clock.speed < 1)
		ui->clock.speed = 1;
	ui->clock.base_ms = mono.now_ms(mono.ctx);
	return s;
}

/* The lexicon judges challenges (arts. 34-35). */
static int
ui_game_is_word(void *ctx, const tile_t *tiles, int n)
{
	return lexicon_contains(ctx, tiles, (size_t)n);
}

/* The judge, or none without a lexicon. */
struct game_judge
ui_judge(struct ui *ui)
{
	struct game_judge j = { NULL, NULL };

	if (ui->lexicon != NULL) {
		j.is_word = ui_game_is_word;
		j.ctx = ui->lexicon;
	}
	return j;
}

/* A malloc'd message. */
static char *
ui_game_cause(const char *fmt, ...)
{
	char buf[UI_PATH_MAX + 256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return xstrdup(buf);
}

/* A stage of a word list's compile, on a screen of its own. */
static void
ui_game_compile_stage(enum lexicon_build_phase phase, size_t words,
    void *arg)
{
	const struct ui *ui = arg;
	char line[UI_MESSAGE_MAX];

	if (phase == LEXICON_BUILD_DONE)
		return;
	erase();
	ui_term_title(0, 0, COLS, _("Reading the lexicon"));
	ui_term_wrap(2, 2, COLS - 4, 2, ui->opt.lexicon);
	if (words > 0)
		snprintf(line, sizeof line, _("%lu words read"),
		    (unsigned long)words);
	else
		snprintf(line, sizeof line, "%s", _("One moment..."));
	ui_term_put(5, 2, COLS - 4, line);
	if (words > 0)
		ui_term_put(6, 2, COLS - 4, progress_lexicon_stage_name(phase));
	refresh();
}

/* Open the chosen lexicon; none chosen means no challenges. */
int
ui_open_lexicon(struct ui *ui, char **cause)
{
	struct lexicon_failure f;
	char why[256], quoted[QUOTE_PATH_SIZE];
	int rc;

	lexicon_free(ui->lexicon);
	ui->lexicon = NULL;
	if (ui->opt.lexicon[0] == '\0')
		return 0;
	/* A word list is compiled here, which may take seconds: its stages
	 * on the screen, or on standard error before the screen starts. */
	if (ui_term_active()) {
		ui_game_compile_stage(LEXICON_BUILD_SORTING, 0, ui);
		lexicon_build_set_progress(ui_game_compile_stage, ui);
	} else {
		progress_lexicon_attach(PROGRESS_AUTO);
	}
	rc = lexicon_open(ui->opt.lexicon, &ui->lexicon, &f);
	if (ui_term_active())
		lexicon_build_set_progress(NULL, NULL);
	else
		progress_lexicon_detach();
	if (rc == 0)
		return 0;
	ui->lexicon = NULL;
	*cause = ui_game_cause("%s: %s", quote_path(ui->opt.lexicon, quoted),
	    text_lexicon_failure(&f, why, sizeof why));
	return -1;
}

/*
 * The name nobody gave: "Player 1", "Player 2", or a computer's level
 * ("Expert"; "Expert 2" when the first player is that one too).
 */
void
ui_default_name(struct ui_options *opt, int player)
{
	const struct ui_player_setup *s = &opt->players[player];
	char name[GAME_NAME_MAX + 1];

	if (opt->names_given[player])
		return;
	if (s->kind == UI_PLAYER_COMPUTER && s->level[0] != '\0')
		snprintf(name, sizeof name, "%s", text_level_name(s->level));
	else
		snprintf(name, sizeof name, "%s", text_default_name(player));
	if (player == 1 && strcmp(name, opt->settings.names[0]) == 0)
		snprintf(name + strlen(name), sizeof name - strlen(name), " 2");
	game_settings_set_name(&opt->settings, player, name);
}

/* Players without a name get the default one. */
static void
ui_game_names(struct ui *ui)
{
	for (int p = 0; p < GAME_PLAYERS; p++)
		if (ui->opt.settings.names[p][0] == '\0') {
			ui->opt.names_given[p] = 0;
			ui_default_name(&ui->opt, p);
		}
}

/*
 * The engine behind hints and the analysis, on the game's lexicon (or
 * the default one when the game has none); made when first needed.
 */
struct coach *
ui_coach(struct ui *ui)
{
	if (ui->coach == NULL)
		ui->coach = coach_create(ui->lexicon);
	return ui->coach;
}

/* A driver for each computer player; count the people. */
int
ui_setup_players(struct ui *ui, char **cause)
{
	const struct ui_driver *d = ui_driver_computer();

	ui->humans = 0;
	for (int p = 0; p < GAME_PLAYERS; p++) {
		struct ui_player *pl = &ui->players[p];

		pl->setup = ui->opt.players[p];
		pl->driver = NULL;
		if (pl->setup.kind == UI_PLAYER_HUMAN) {
			ui->humans++;
			continue;
		}
		if (d == NULL) {
			*cause = ui_game_cause("%s", _("computer players are "
			    "not in this build of fichas yet"));
			return -1;
		}
		pl->driver = d;
		pl->driver_state = d->create(pl->setup.level, ui->lexicon,
		    ui->game, p);
		if (pl->driver_state == NULL) {
			*cause = ui_game_cause(_("no computer player of level "
			    "'%s'"), pl->setup.level);
			return -1;
		}
	}
	ui->seat = -1;
	for (int p = 0; p < GAME_PLAYERS && ui->humans == 1; p++)
		if (ui_player_is_human(ui, p))
			ui->seat = p;
	return 0;
}

/* A new game from the options: lexicon, seed, clock, players. */
int
ui_new_game(struct ui *ui, char **cause)
{
	struct game_settings s;
	enum game_error e;

	ui_end_game(ui);
	ui_game_names(ui);
	if (ui_open_lexicon(ui, cause) != 0)
		return -1;
	if (ui->lexicon == NULL &&
	    ui->opt.settings.challenge == GAME_CHALLENGE_VOID) {
		*cause = ui_game_cause("%s", _("plays judged at once need a "
		    "lexicon"));
		return -1;
	}
	s = ui->opt.settings;
	if (!ui->opt.seed_given)
		s.seed = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
	ui->game = game_create(&s, ui_clock_source(ui), ui_judge(ui),
	    ui->callbacks, ui, &e);
	if (ui->game == NULL) {
		*cause = ui_game_cause("%s", text_game_error(e));
		return -1;
	}
	memset(ui->seen, 0, sizeof ui->seen);
	ui->row = ui->col = BOARD_CENTER;
	ui->dir = DIR_ACROSS;
	ui->sheet_scroll = 0;
	ui->end_board = 0;
	ui_reset_turn(ui);
	if (ui_setup_players(ui, cause) != 0) {
		ui_end_game(ui);
		return -1;
	}
	return 0;
}

/* Free the game, its players' drivers and the record path. */
void
ui_end_game(struct ui *ui)
{
	for (int p = 0; p < GAME_PLAYERS; p++) {
		struct ui_player *pl = &ui->players[p];

		if (pl->driver != NULL && pl->driver->free != NULL)
			pl->driver->free(pl->driver_state);
		pl->driver = NULL;
		pl->driver_state = NULL;
	}
	game_free(ui->game);
	ui->game = NULL;
	/* The next game may have another lexicon. */
	coach_free(ui->coach);
	ui->coach = NULL;
	ui->n_hints = ui->hint_busy = 0;
	ui->analysis_begun = 0;
	ui_turns_free(&ui->review_turns);
	ui->review_ready = 0;
	ui->blocked_turn = 0;
	ui->timer_returned = 0;
	free(ui->record_path);
	ui->record_path = NULL;
	ui->n_notice = 0;
}

/*
 * The analysis under way (ui->analysis_begun 1) goes on for a moment: a
 * turn takes milliseconds, so a tick does a few and the screen answers.
 */
void
ui_analysis_work(struct ui *ui)
{
	struct clock_source mono = clock_source_monotonic();
	int64_t start = mono.now_ms(mono.ctx);

	while (ui->analysis_begun == 1) {
		if (!coach_analysis_step(ui->coach))
			ui->analysis_begun = 2;		/* done */
		else if (mono.now_ms(mono.ctx) - start >= UI_TERM_POLL_MS / 2)
			break;
	}
}
