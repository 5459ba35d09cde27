/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <unistr.h>
#include <uniwidth.h>

#include "driver-private.h"
#include "export.h"
#include "gcg.h"

/*
 * The driver's output: a stable plain-text score sheet (art. 5) for
 * golden files.  One sheet line reads
 *
 *	  3  Ana      AEIOSTU   H8 CA(S)O         +12    24  CASO 12 | accepted
 *
 * turn number ("end" for the lines after the last turn), player, the rack
 * before the turn, what was done as in a GCG record, points, running total,
 * and a note: each word formed with its score and how the play fared, the
 * tiles exchanged, why a turn was lost.
 */

static void driver_pad(FILE *out, const char *text, int width);
static void driver_words(const struct play_score *s, char *buf,
    size_t size);
static const char *driver_verdict(const struct game_event *ev);
static void driver_note(struct driver *d, const struct game_event *ev,
    char *buf, size_t size);
static void driver_sheet_line(struct driver *d, const struct game_event *ev);
static void on_played(void *ctx, struct game *g,
    const struct game_event *ev);
static void on_challenged(void *ctx, struct game *g,
    const struct game_event *play);
static void on_turn(void *ctx, struct game *g, int player);
static void on_warning(void *ctx, struct game *g, int player, int level);
static void on_over(void *ctx, struct game *g, enum game_end reason);

const struct game_callbacks driver_callbacks = {
	on_played, NULL, on_challenged, on_turn, on_warning, on_over
};

/* Text padded with spaces to width columns. */
static void
driver_pad(FILE *out, const char *text, int width)
{
	int used = u8_strwidth((const uint8_t *)text, "UTF-8");

	fputs(text, out);
	for (; used < width; used++)
		fputc(' ', out);
}

/* The settings, the players and the opening draw (art. 4). */
void
driver_print_header(struct driver *d)
{
	const struct game_settings *s = game_settings(d->g);
	const struct game_draw *draw = game_draw(d->g);
	char clock[CLOCK_SETTINGS_LEN], tile[16];

	if (clock_settings_format(&s->clock, clock, sizeof clock) != 0)
		strcpy(clock, "?");
	fprintf(d->out, "fichas play: seed %llu\n",
	    (unsigned long long)s->seed);
	fprintf(d->out, "settings: challenge %s, laid %s, exchange-min %d, "
	    "clock %s\n", game_challenge_name(s->challenge),
	    game_laid_name(s->laid), s->exchange_min_bag, clock);
	fprintf(d->out, "players: 1 %s, 2 %s\n", game_name(d->g, 0),
	    game_name(d->g, 1));
	fprintf(d->out, "draw (art. 4):");
	for (int i = 0; i < draw->n; i++) {
		gcg_format_tiles(&draw->tiles[i], 1, tile, sizeof tile);
		fprintf(d->out, "%s %s %s", i == 0 ? "" : i % 2 ? "," : ";",
		    game_name(d->g, draw->player[i]), tile);
	}
	fprintf(d->out, "; %s starts\n", game_name(d->g, draw->first));
}

/* "turn 3: Ana to play, rack AEIOSTU, bag 72" and the clocks. */
void
driver_print_turn(struct driver *d, const char *prefix)
{
	int mover = game_mover(d->g);
	char rack[64];

	gcg_format_tiles(game_rack(d->g, mover)->tiles,
	    game_rack(d->g, mover)->n, rack, sizeof rack);
	fprintf(d->out, "%sturn %d: %s to play, rack %s, bag %d, score %d-%d\n",
	    prefix, game_turn_number(d->g), game_name(d->g, mover), rack,
	    game_bag_count(d->g), game_score(d->g, 0), game_score(d->g, 1));
}

/* "CASA 12, OS 2, +50": every word formed (art. 8) and the bingo. */
static void
driver_words(const struct play_score *s, char *buf, size_t size)
{
	size_t used = 0;
	char word[4 * TILES_MAX_WORD + 1];

	buf[0] = '\0';
	for (int i = 0; i < s->n_words && used < size; i++) {
		tiles_to_display(s->words[i].tiles, (size_t)s->words[i].len,
		    word, sizeof word);
		used += (size_t)snprintf(buf + used, size - used, "%s%s %d",
		    i > 0 ? ", " : "", word, s->words[i].score);
	}
	if (s->bingo && used < size)
		snprintf(buf + used, size - used, ", +%d (art. 19)",
		    RULES_BINGO_BONUS);
}

/* How a placement fared. */
static const char *
driver_verdict(const struct game_event *ev)
{
	static const char *const names[] = { "pending", "accepted",
	    "challenged: valid", "challenged: invalid", "judged valid" };

	return names[ev->verdict];
}

/* The last column of a sheet line. */
static void
driver_note(struct driver *d, const struct game_event *ev, char *buf,
    size_t size)
{
	static const char *const lost[] = { "", "turn lost (art. 23)",
	    "turn lost (art. 30)", "turn lost (wrong challenge, double)" };
	char words[512];

	switch (ev->kind) {
	case GAME_EVENT_PLACE:
		driver_words(&ev->score, words, sizeof words);
		snprintf(buf, size, "%s | %s%s", words, driver_verdict(ev),
		    ev->timed_out ? ", time ran out (art. 30)" : "");
		break;
	case GAME_EVENT_WITHDRAWN:
		snprintf(buf, size, "withdrawn (art. 34)");
		break;
	case GAME_EVENT_EXCHANGE:
		snprintf(buf, size, "%d exchanged (art. 24)", ev->move.n_exchange);
		break;
	case GAME_EVENT_LOST_TURN:
		snprintf(buf, size, "%s", lost[ev->lost]);
		break;
	case GAME_EVENT_CHALLENGE_BONUS:
		snprintf(buf, size, "wrong challenge: +%d", GAME_CHALLENGE_BONUS);
		break;
	case GAME_EVENT_TIME:
		snprintf(buf, size, "overtime (art. 32)");
		break;
	case GAME_EVENT_END_RACK:
		snprintf(buf, size, "rack (art. %s)",
		    game_end_article(game_end_reason(d->g)));
		break;
	default:
		snprintf(buf, size, "pass (art. 25)");
		break;
	}
}

/* One sheet line, without indentation. */
static void
driver_sheet_line(struct driver *d, const struct game_event *ev)
{
	char rack[64], what[80], note[600], turn[16];

	gcg_format_tiles(ev->rack.tiles, ev->rack.n, rack, sizeof rack);
	if (ev->kind == GAME_EVENT_TIME)
		rack[0] = '\0';
	export_action(d->g, ev, what, sizeof what);
	driver_note(d, ev, note, sizeof note);
	if (ev->turn > 0)
		snprintf(turn, sizeof turn, "%3d", ev->turn);
	else
		snprintf(turn, sizeof turn, "end");
	fprintf(d->out, "%s  ", turn);
	driver_pad(d->out, game_name(d->g, ev->player), 8);
	fputc(' ', d->out);
	driver_pad(d->out, rack, 9);
	fputc(' ', d->out);
	driver_pad(d->out, what, 18);
	fprintf(d->out, " %+5d %5d  %s\n", ev->points, ev->total, note);
}

/* A line as it goes into the sheet. */
void
driver_print_event(struct driver *d, const struct game_event *ev)
{
	fputs("  sheet ", d->out);
	driver_sheet_line(d, ev);
}

/* "challenge: CASO valid, XO invalid: withdrawn (art. 34)". */
void
driver_print_challenge(struct driver *d, const struct game_event *ev)
{
	char word[4 * TILES_MAX_WORD + 1];

	fputs("  challenge (art. 35):", d->out);
	for (int i = 0; i < ev->score.n_words; i++) {
		tiles_to_display(ev->score.words[i].tiles,
		    (size_t)ev->score.words[i].len, word, sizeof word);
		fprintf(d->out, "%s %s %s", i > 0 ? "," : "", word,
		    ev->invalid_words & (1u << i) ? "invalid" : "valid");
	}
	fprintf(d->out, ": %s\n", ev->verdict == GAME_VERDICT_INVALID ?
	    "the play is withdrawn (art. 34)" : "the play stands");
}

/* "laid: 8H C, 8I a (blank)" and what they would score (art. 21). */
void
driver_print_laid(struct driver *d)
{
	const struct placement *p = game_laid(d->g);
	struct play_score score;
	enum rules_error why = RULES_OK;
	char square[8], tile[16];

	fputs("  laid:", d->out);
	if (p->n == 0)
		fputs(" none", d->out);
	for (int i = 0; i < p->n; i++) {
		move_format_coordinate(p->tiles[i].row, p->tiles[i].col,
		    DIR_ACROSS, square, sizeof square);
		if (p->tiles[i].tile == TILE_BLANK)
			strcpy(tile, "?");
		else
			tiles_to_display(&p->tiles[i].tile, 1, tile,
			    sizeof tile);
		fprintf(d->out, "%s %s %s", i > 0 ? "," : "", square, tile);
	}
	if (p->n > 0 && (why = game_preview(d->g, &score)) == RULES_OK)
		fprintf(d->out, " (would score %d)", score.score);
	else if (p->n > 0 && rules_article(why) == 0)
		fprintf(d->out, " (cannot be submitted: %s)",
		    rules_error_id(why));
	else if (p->n > 0)
		fprintf(d->out, " (cannot be submitted: %s, art. %d)",
		    rules_error_id(why), rules_article(why));
	fputc('\n', d->out);
}

/* Both clocks and the overtime penalty so far (art. 32). */
void
driver_print_clocks(struct driver *d)
{
	const struct clock *c = game_clock(d->g);
	char left[CLOCK_FORMAT_LEN];

	if (c->settings.mode == CLOCK_NONE && c->settings.total_ms == 0)
		return;
	fputs("  clocks:", d->out);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		clock_format(clock_left_ms(c, p), left, sizeof left);
		fprintf(d->out, "%s %s %s", p > 0 ? "," : "",
		    game_name(d->g, p), left);
		if (clock_penalty(c, p) > 0)
			fprintf(d->out, " (-%d)", clock_penalty(c, p));
	}
	if (c->settings.total_ms > 0) {
		clock_format(clock_total_left_ms(c), left, sizeof left);
		fprintf(d->out, ", game %s", left);
	}
	fputc('\n', d->out);
}

/* "refused: J15 holds S, not T" (move_resolve() failed at square offset). */
void
driver_print_board_refusal(struct driver *d, const struct move *m,
    const struct move_failure *f)
{
	struct move_square_failure sq;

	move_describe_failure(m, f, game_board(d->g), &sq);
	if (f->error == MOVE_ERR_THROUGH_MISMATCH)
		fprintf(d->out, "  refused: %s holds %s, not %s\n", sq.square,
		    sq.held, sq.given != TILE_NONE ? sq.typed : "?");
	else if (f->error == MOVE_ERR_THROUGH_EMPTY)
		fprintf(d->out, "  refused: %s is empty\n", sq.square);
	else
		fputs("  refused: no new tile\n", d->out);
}

/* "refused: rules not-connected (art. 9)". */
void
driver_print_refusal(struct driver *d, enum game_error e,
    enum rules_error why)
{
	fprintf(d->out, "  refused: %s", game_error_id(e));
	if (e == GAME_ERR_RULES && rules_article(why) == 0)
		fprintf(d->out, " %s", rules_error_id(why));
	else if (e == GAME_ERR_RULES)
		fprintf(d->out, " %s (art. %d)", rules_error_id(why),
		    rules_article(why));
	fputc('\n', d->out);
}

/* The whole sheet and the result: the same after any interruption. */
void
driver_print_final(struct driver *d)
{
	int n;
	const struct game_event *sheet = game_sheet(d->g, &n);

	fprintf(d->out, "%s\n", DRIVER_FINAL_MARK);
	for (int i = 0; i < n; i++)
		driver_sheet_line(d, &sheet[i]);
	fprintf(d->out, "== result ==\n%s %d, %s %d\n", game_name(d->g, 0),
	    game_score(d->g, 0), game_name(d->g, 1), game_score(d->g, 1));
	if (game_phase(d->g) == GAME_PHASE_OVER)
		fprintf(d->out, "over (art. %s): %s\n",
		    game_end_article(game_end_reason(d->g)),
		    game_end_id(game_end_reason(d->g)));
	else
		driver_print_turn(d, "not over: ");
}

/* A sheet line was written. */
static void
on_played(void *ctx, struct game *g, const struct game_event *ev)
{
	driver_print_event(ctx, ev);
}

/* A challenge was judged. */
static void
on_challenged(void *ctx, struct game *g, const struct game_event *play)
{
	driver_print_challenge(ctx, play);
}

/* A turn begins. */
static void
on_turn(void *ctx, struct game *g, int player)
{
	driver_print_turn(ctx, "");
	driver_print_clocks(ctx);
}

/* Timer warnings (art. 30) and a chess clock run out (art. 32). */
static void
on_warning(void *ctx, struct game *g, int player, int level)
{
	struct driver *d = ctx;

	if (level == GAME_WARN_OVERTIME)
		fprintf(d->out, "  clock: %s is in overtime (art. 32)\n",
		    game_name(g, player));
	else
		fprintf(d->out, "  clock: %s, timer warning %d (art. 30)\n",
		    game_name(g, player), level);
}

/* The game is over. */
static void
on_over(void *ctx, struct game *g, enum game_end reason)
{
	struct driver *d = ctx;

	fprintf(d->out, "  game over (art. %s): %s\n",
	    game_end_article(reason), game_end_id(reason));
}
