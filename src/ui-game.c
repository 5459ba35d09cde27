/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "ui-dialog.h"
#include "ui-driver.h"
#include "ui-input.h"
#include "ui-save.h"
#include "ui-sheet.h"
#include "ui-state.h"
#include "ui-term.h"
#include "ui-text.h"

/*
 * Starting a game and hearing from it.  The hooks only note things (a
 * notice, a message, an autosave, the end screen): what the screen shows
 * next is worked out from the game's phase (ui_view()).
 */

static int64_t ui_game_now(void *ctx);
static int ui_game_is_word(void *ctx, const tile_t *tiles, int n);
static void ui_game_names(struct ui *ui);
static char *ui_game_cause(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
static void ui_on_played(void *ctx, struct game *g,
    const struct game_event *ev);
static void ui_on_challenged(void *ctx, struct game *g,
    const struct game_event *play);
static void ui_game_time_up(struct ui *ui, struct game *g,
    const struct game_event *ev);
static void ui_game_timer_news(struct ui *ui, struct game *g);
static void ui_on_turn(void *ctx, struct game *g, int player);
static void ui_on_decision(void *ctx, struct game *g, int decider);
static void ui_game_verdict_news(struct ui *ui, int player,
    const struct game_event *sheet, int n);
static void ui_on_warning(void *ctx, struct game *g, int player, int level);
static void ui_on_over(void *ctx, struct game *g, enum game_end reason);

static const struct game_callbacks ui_game_callbacks = {
	.played = ui_on_played,
	.challenged = ui_on_challenged,
	.turn_started = ui_on_turn,
	.decision_needed = ui_on_decision,
	.clock_warning = ui_on_warning,
	.game_over = ui_on_over,
};

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

/* The hooks the UI listens with. */
const struct game_callbacks *
ui_callbacks(void)
{
	return &ui_game_callbacks;
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
	return strdup(buf);
}

/* Open the chosen lexicon; none chosen means no challenges. */
int
ui_open_lexicon(struct ui *ui, char **cause)
{
	struct lexicon_failure f;

	lexicon_free(ui->lexicon);
	ui->lexicon = NULL;
	if (ui->opt.lexicon[0] == '\0')
		return 0;
	if (lexicon_open(ui->opt.lexicon, &ui->lexicon, &f) == 0)
		return 0;
	ui->lexicon = NULL;
	*cause = ui_game_cause("%s: %s", ui->opt.lexicon,
	    ui_text_lexicon_error(f.error));
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
		snprintf(name, sizeof name, "%s", ui_text_level_name(s->level));
	else
		snprintf(name, sizeof name, "%s", player == 0 ?
		    _("Player 1") : _("Player 2"));
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
struct ui_engine *
ui_engine(struct ui *ui)
{
	if (ui->engine == NULL)
		ui->engine = ui_engine_create(ui->lexicon);
	return ui->engine;
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
		pl->driver_state = d->create(pl->setup.level, ui->game, p);
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
	    ui_callbacks(), ui, &e);
	if (ui->game == NULL) {
		*cause = ui_game_cause("%s", ui_text_game_error(e));
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
	ui_engine_free(ui->engine);
	ui->engine = NULL;
	ui->n_hints = ui->hint_busy = 0;
	ui->analysis = ui->analysis_begun = 0;
	ui->blocked_turn = 0;
	ui->timer_returned = 0;
	free(ui->record_path);
	ui->record_path = NULL;
	ui->n_notice = 0;
}

/*
 * A line on the sheet: save at once, show the latest lines.  In hot-seat
 * whoever holds the seat sees it happen, so their next hand-over need not
 * tell it again.
 */
static void
ui_on_played(void *ctx, struct game *g, const struct game_event *ev)
{
	struct ui *ui = ctx;
	int n;

	game_sheet(g, &n);
	if (ui->humans == 2 && ui->seat >= 0)
		ui->seen[ui->seat] = n;
	ui->sheet_scroll = 0;
	ui_game_time_up(ui, g, ev);
	ui_autosave(ui);
}

/*
 * Art. 30: the timer ended the turn.  A play submitted by it is decided
 * in the same turn: say so on the message line.  A lost turn starts the
 * next one at once, which tells it (ui_game_timer_news()); whether tiles
 * laid went back to the rack is noted here, as the sheet does not say
 * (the UI still counts them: this hook runs before the next turn resets
 * its input).
 */
static void
ui_game_time_up(struct ui *ui, struct game *g, const struct game_event *ev)
{
	const struct game_event *sheet;
	int n;

	if (ev->kind == GAME_EVENT_PLACE && ev->timed_out)
		ui_message(ui, 1, _("%s's time is up (art. 30): the tiles on "
		    "the board are played as they lie."),
		    game_name(g, ev->player));
	else if (ev->kind == GAME_EVENT_LOST_TURN &&
	    ev->lost == GAME_LOST_TIMER && ui->n_order > 0) {
		sheet = game_sheet(g, &n);
		if (ev >= sheet && ev < sheet + n)
			ui->timer_returned = (int)(ev - sheet) + 1;
	}
}

/*
 * A turn begins after the timer ended the last one (art. 30): the time
 * is up, the turn is lost, and the tiles laid, if any, went back.
 */
static void
ui_game_timer_news(struct ui *ui, struct game *g)
{
	const struct game_event *sheet = NULL, *last;
	int n;

	sheet = game_sheet(g, &n);
	if (n == 0)
		return;
	last = &sheet[n - 1];
	if (last->kind != GAME_EVENT_LOST_TURN || last->lost != GAME_LOST_TIMER)
		return;
	if (ui->timer_returned == n)
		ui_message(ui, 1, _("%s's time is up (art. 30): the tiles laid "
		    "make no valid play, so they went back to the rack and the "
		    "turn is lost."), game_name(g, last->player));
	else
		ui_message(ui, 1, _("%s's time is up (art. 30): the turn is "
		    "lost."), game_name(g, last->player));
}

/* A challenge was judged: every word and the verdict (arts. 34-35). */
static void
ui_on_challenged(void *ctx, struct game *g, const struct game_event *play)
{
	struct ui *ui = ctx;
	char word[64];

	ui->n_notice = 0;
	if (ui->humans == 1 && play->player == ui->seat)
		ui_notice_add(ui, _("%s challenges your play."),
		    game_name(g, 1 - play->player));
	else
		ui_notice_add(ui, _("%s challenges the play of %s."),
		    game_name(g, 1 - play->player), game_name(g, play->player));
	for (int i = 0; i < play->score.n_words; i++) {
		const struct formed_word *w = &play->score.words[i];

		tiles_to_display(w->tiles, (size_t)w->len, word, sizeof word);
		ui_notice_add(ui, "  %s: %s", word,
		    play->invalid_words & (1u << i) ? _("NOT valid") :
		    _("valid"));
	}
	if (play->verdict == GAME_VERDICT_INVALID)
		ui_notice_add(ui, "%s", _("The play is withdrawn and the turn "
		    "is lost (art. 34)."));
	else
		ui_notice_add(ui, "%s", _("Every word is valid: the play stands "
		    "(art. 35)."));
}

/* A turn begins: save, fresh input, news for a lone person. */
static void
ui_on_turn(void *ctx, struct game *g, int player)
{
	struct ui *ui = ctx;
	const struct game_event *sheet;
	char line[UI_MESSAGE_MAX];
	int n;

	ui_reset_turn(ui);
	ui_cursor_home(ui);
	ui_autosave(ui);
	ui->message[0] = '\0';
	ui_input_hints_forget(ui);
	ui_game_timer_news(ui, g);
	if (ui->humans != 1 || !ui_player_is_human(ui, player))
		return;
	/* Against the computer the seat never changes: say what it did. */
	sheet = game_sheet(g, &n);
	for (int i = ui->seen[player]; i < n; i++)
		if (sheet[i].player != player) {
			ui_event_sentence(ui, &sheet[i], line, sizeof line);
			ui_message(ui, 0, "%s", line);
		}
	ui_game_verdict_news(ui, player, sheet, n);
	ui->seen[player] = n;
}

/*
 * A play awaits the opponent's decision: what the mover's turn left on
 * the screen (an error, a warning, the hints) is not for the decider.
 */
static void
ui_on_decision(void *ctx, struct game *g, int decider)
{
	struct ui *ui = ctx;

	(void)g;
	(void)decider;
	ui->message[0] = '\0';
	ui_input_hints_forget(ui);
}

/*
 * Against the computer, what it made of the person's last play (arts.
 * 33, 35) goes before the news of its turn: "Expert accepts your play.
 * Expert exchanged 4 tiles."
 */
static void
ui_game_verdict_news(struct ui *ui, int player,
    const struct game_event *sheet, int n)
{
	char verdict[UI_MESSAGE_MAX], news[UI_MESSAGE_MAX];

	for (int i = ui->seen[player]; i < n; i++)
		if (ui_dialog_verdict(ui, &sheet[i], verdict, sizeof verdict)) {
			snprintf(news, sizeof news, "%s", ui->message);
			ui_message(ui, 0, "%s%s%s", verdict,
			    news[0] != '\0' ? " " : "", news);
		}
}

/* Timer warnings (art. 30) and overtime (art. 32): sound and a line. */
static void
ui_on_warning(void *ctx, struct game *g, int player, int level)
{
	struct ui *ui = ctx;
	static const int left[] = { 0, CLOCK_WARN1_MS, CLOCK_WARN2_MS,
	    CLOCK_WARN3_MS };

	if (level == GAME_WARN_OVERTIME) {
		ui_term_alert(1);
		ui_message(ui, 1, _("%s's time is up: %d points per minute or "
		    "part of one over (art. 32)."), game_name(g, player),
		    CLOCK_PENALTY_POINTS);
		return;
	}
	ui_term_alert(level >= 3);
	if (level >= 1 && level <= 3)
		ui_message(ui, level >= 2, _("Warning %d: %d seconds left in "
		    "this turn (art. 30)."), level, left[level] / 1000);
}

/* The end: write the record and show the final scores. */
static void
ui_on_over(void *ctx, struct game *g, enum game_end reason)
{
	struct ui *ui = ctx;

	(void)g;
	(void)reason;
	ui->message[0] = '\0';
	free(ui->record_path);
	ui->record_path = ui_save_record(ui);
	ui_save_forget(ui);
	ui_reset_turn(ui);
	ui->screen = UI_SCREEN_END;
}
