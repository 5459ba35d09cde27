/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "text.h"
#include "ui-dialog.h"
#include "ui-history.h"
#include "ui-hooks.h"
#include "ui-input.h"
#include "ui-save.h"
#include "ui-sheet.h"
#include "ui-term.h"

/*
 * Hearing from the game.  The hooks only note things (a notice, a
 * message, an autosave, the end screen): what the screen shows next is
 * worked out from the game's phase (ui_view()).
 */

static void ui_on_played(void *ctx, struct game *g,
    const struct game_event *ev);
static void ui_on_challenged(void *ctx, struct game *g,
    const struct game_event *play);
static void ui_notice_words(struct ui *ui, const struct game_event *play,
    int invalid);
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

/* The hooks the UI listens with. */
const struct game_callbacks *
ui_hooks(void)
{
	return &ui_game_callbacks;
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

/* A challenge was judged: the verdict and every word (arts. 34-35). */
static void
ui_on_challenged(void *ctx, struct game *g, const struct game_event *play)
{
	struct ui *ui = ctx;

	ui->n_notice = 0;
	if (ui->humans == 1 && play->player == ui->seat)
		ui_notice_add(ui, _("%s challenges your play."),
		    game_name(g, 1 - play->player));
	else
		ui_notice_add(ui, _("%s challenges the play of %s."),
		    game_name(g, 1 - play->player), game_name(g, play->player));
	if (play->verdict == GAME_VERDICT_INVALID)
		ui_notice_add(ui, "%s", _("The play is withdrawn and the turn "
		    "is lost (art. 34)."));
	else
		ui_notice_add(ui, "%s", _("Every word is valid: the play stands "
		    "(art. 35)."));
	ui_notice_words(ui, play, 1);
	ui_notice_words(ui, play, 0);
}

/*
 * The words a challenge judged, the invalid ones (invalid 1) or the
 * others.  They come after the verdict, invalid first: a box of three
 * lines at 80x24 shows what was decided and why before it is full.
 */
static void
ui_notice_words(struct ui *ui, const struct game_event *play, int invalid)
{
	char word[64];

	for (int i = 0; i < play->score.n_words; i++) {
		const struct formed_word *w = &play->score.words[i];

		if (((play->invalid_words & (1u << i)) != 0) != invalid)
			continue;
		tiles_to_display(w->tiles, (size_t)w->len, word, sizeof word);
		ui_notice_add(ui, "  %s: %s", word, invalid ? _("NOT valid") :
		    _("valid"));
	}
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

/* The end: write the record and the history, show the final scores. */
static void
ui_on_over(void *ctx, struct game *g, enum game_end reason)
{
	struct ui *ui = ctx;

	(void)g;
	(void)reason;
	ui->message[0] = '\0';
	free(ui->record_path);
	ui->record_path = ui_save_record(ui);
	ui_history_add(ui);
	ui_save_forget(ui);
	ui_reset_turn(ui);
	ui_screen_set(ui, UI_SCREEN_END);
}
