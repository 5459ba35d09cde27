/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unistr.h>

#include "game-private.h"
#include "xmalloc.h"

/*
 * The game's frame: settings, creation and the opening draw (art. 4),
 * positions set up by hand, the score sheet and the queue of hooks.  Turns
 * are in game-turn.c, time and the end of the game in game-end.c, the
 * read-only accessors in game-state.c.
 */

static enum game_error game_settings_check(const struct game_settings *s);
static void game_opening_draw(struct game *g);
static int game_draw_rank(tile_t tile);
static int game_set_counts(const struct game_position *pos,
    int counts[TILE_CODES]);
static void game_dispatch(struct game *g, const struct game_notice *n);

static const char *game_challenge_names[] = {
	"fise", "five-points", "double", "void"
};
static const char *game_laid_names[] = { "default", "tournament", "casual" };

/* Untimed FISE game: no challenge penalty, art. 24 as written, seed 0. */
void
game_settings_default(struct game_settings *s)
{
	memset(s, 0, sizeof *s);
	s->challenge = GAME_CHALLENGE_FISE;
	s->laid = GAME_LAID_DEFAULT;
	s->exchange_min_bag = 0;
	clock_settings_default(&s->clock, CLOCK_NONE);
}

int
game_text_printable(const char *text)
{
	size_t len = strlen(text);

	if (u8_check((const uint8_t *)text, len) != NULL)
		return 0;
	/* No control character, C1 ones (U+0080-U+009F) included. */
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)text[i] < 0x20 || text[i] == 0x7f ||
		    ((unsigned char)text[i] == 0xc2 && i + 1 < len &&
		    (unsigned char)text[i + 1] < 0xa0))
			return 0;
	return 1;
}

/* Copy a player's name after checking it is printable UTF-8. */
enum game_settings_error
game_settings_set_name(struct game_settings *s, int player, const char *name)
{
	size_t len = strlen(name);

	if (player != 0 && player != 1)
		return GAME_SETTINGS_ERR_PLAYER;
	if (len == 0 || len > GAME_NAME_MAX || !game_text_printable(name))
		return GAME_SETTINGS_ERR_NAME;
	memcpy(s->names[player], name, len + 1);
	return GAME_SETTINGS_OK;
}

/* Read a challenge rule from the command line. */
enum game_settings_error
game_challenge_parse(const char *text, enum game_challenge_rule *rule)
{
	for (int i = GAME_CHALLENGE_FISE; i <= GAME_CHALLENGE_VOID; i++) {
		if (strcmp(text, game_challenge_names[i]) == 0) {
			*rule = (enum game_challenge_rule)i;
			return GAME_SETTINGS_OK;
		}
	}
	return GAME_SETTINGS_ERR_CHALLENGE;
}

/* Read a laid-tile rule from the command line. */
enum game_settings_error
game_laid_parse(const char *text, enum game_laid_rule *rule)
{
	for (int i = GAME_LAID_TOURNAMENT; i <= GAME_LAID_CASUAL; i++) {
		if (strcmp(text, game_laid_names[i]) == 0) {
			*rule = (enum game_laid_rule)i;
			return GAME_SETTINGS_OK;
		}
	}
	return GAME_SETTINGS_ERR_LAID;
}

/* Read the bag minimum for exchanges (art. 24): one digit, 0 to 7. */
enum game_settings_error
game_exchange_min_parse(const char *text, int *n)
{
	if (text[0] < '0' || text[0] > '0' + RACK_SIZE || text[1] != '\0')
		return GAME_SETTINGS_ERR_EXCHANGE;
	*n = text[0] - '0';
	return GAME_SETTINGS_OK;
}

/* The word the parser reads for a challenge rule. */
const char *
game_challenge_name(enum game_challenge_rule rule)
{
	if ((unsigned)rule > GAME_CHALLENGE_VOID)
		return "unknown";
	return game_challenge_names[rule];
}

/* The word the parser reads for a laid-tile rule. */
const char *
game_laid_name(enum game_laid_rule rule)
{
	if ((unsigned)rule > GAME_LAID_CASUAL)
		return "unknown";
	return game_laid_names[rule];
}

/* Name a settings error for logs and tests. */
const char *
game_settings_error_id(enum game_settings_error error)
{
	static const char *ids[] = { "ok", "bad-challenge", "bad-laid",
	    "bad-exchange-min", "bad-name", "bad-player", "bad-clock" };

	if ((unsigned)error >= sizeof ids / sizeof ids[0])
		return "unknown";
	return ids[error];
}

/* Name an action error for logs and tests. */
const char *
game_error_id(enum game_error error)
{
	static const char *ids[] = { "ok", "phase", "rules", "square",
	    "not-on-rack", "not-laid", "not-blank", "bad-tile", "laid",
	    "exchange-count", "bag-short", "time-up", "invalid-word",
	    "no-judge", "move", "tiles", "settings", "undo-rules",
	    "nothing-to-undo" };

	if ((unsigned)error >= sizeof ids / sizeof ids[0])
		return "unknown";
	return ids[error];
}

/* Name an end reason for logs and tests. */
const char *
game_end_id(enum game_end end)
{
	static const char *ids[] = { "none", "blocked", "passes", "scoreless",
	    "out", "time", "sheet-full" };

	if ((unsigned)end >= sizeof ids / sizeof ids[0])
		return "unknown";
	return ids[end];
}

/* The article of art. 37 an end reason applies. */
const char *
game_end_article(enum game_end end)
{
	static const char *articles[] = { "", "37.1", "37.2", "37.3", "37.4",
	    "37.5", "37.3" };

	if ((unsigned)end >= sizeof articles / sizeof articles[0])
		return "";
	return articles[end];
}

/* Whether settings are in range (the clock checks its own in clock_init). */
static enum game_error
game_settings_check(const struct game_settings *s)
{
	if ((unsigned)s->challenge > GAME_CHALLENGE_VOID ||
	    (unsigned)s->laid > GAME_LAID_CASUAL ||
	    s->exchange_min_bag < 0 || s->exchange_min_bag > RACK_SIZE)
		return GAME_ERR_SETTINGS;
	for (int p = 0; p < GAME_PLAYERS; p++)
		if (memchr(s->names[p], '\0', sizeof s->names[p]) == NULL)
			return GAME_ERR_SETTINGS;
	return GAME_OK;
}

/* Set a game up: bag, draw, racks, clock; ready for game_start(). */
struct game *
game_create(const struct game_settings *s, struct clock_source source,
    struct game_judge judge, const struct game_callbacks *callbacks,
    void *ctx, enum game_error *error)
{
	struct game *g;
	enum game_error e = game_settings_check(s);

	g = e == GAME_OK ? xcalloc(1, sizeof *g) : NULL;
	if (g != NULL && clock_init(&g->clock, &s->clock, source) != 0) {
		free(g);
		g = NULL;
		e = GAME_ERR_SETTINGS;
	}
	if (error != NULL)
		*error = e;
	if (g == NULL)
		return NULL;
	g->settings = *s;
	if (g->settings.laid == GAME_LAID_DEFAULT)
		g->settings.laid = s->clock.mode == CLOCK_NONE ?
		    GAME_LAID_CASUAL : GAME_LAID_TOURNAMENT;
	game_attach(g, source, judge, callbacks, ctx);
	rng_seed(&g->rng, s->seed);
	bag_fill(&g->bag);
	board_init(&g->board);
	game_opening_draw(g);
	g->mover = g->draw.first;
	/* Art. 6: the first player takes seven tiles first. */
	bag_refill(&g->bag, &g->rng, &g->racks[g->mover]);
	bag_refill(&g->bag, &g->rng, &g->racks[1 - g->mover]);
	g->phase = GAME_PHASE_READY;
	g->pending_event = -1;
	return g;
}

/* Free a game. */
void
game_free(struct game *g)
{
	if (g != NULL)
		game_history_free(g);
	free(g);
}

/* Hook up the time source, judge and callbacks. */
void
game_attach(struct game *g, struct clock_source source,
    struct game_judge judge, const struct game_callbacks *callbacks,
    void *ctx)
{
	g->clock.source = source;
	g->judge = judge;
	if (callbacks != NULL)
		g->callbacks = *callbacks;
	else
		memset(&g->callbacks, 0, sizeof g->callbacks);
	g->callbacks_ctx = ctx;
}

/* Lower is closer to A; the blank beats every letter (art. 4). */
static int
game_draw_rank(tile_t tile)
{
	return tile == TILE_BLANK ? 0 : tile;
}

/*
 * Art. 4: each player draws a tile, the one closest to A starts.  On a tie
 * both draw again; the tiles stay out until the draw is decided, then all go
 * back into the bag, which the players may check.
 */
static void
game_opening_draw(struct game *g)
{
	struct game_draw *d = &g->draw;
	tile_t pair[GAME_PLAYERS];

	memset(d, 0, sizeof *d);
	do {
		for (int p = 0; p < GAME_PLAYERS; p++) {
			pair[p] = bag_draw(&g->bag, &g->rng);
			d->tiles[d->n] = pair[p];
			d->player[d->n++] = p;
		}
	} while (pair[0] == pair[1] && g->bag.n >= GAME_PLAYERS);
	d->first = game_draw_rank(pair[1]) < game_draw_rank(pair[0]);
	for (int i = 0; i < d->n; i++)
		bag_return(&g->bag, d->tiles[i]);
}

/* The count of each tile a position leaves in the bag; -1 if impossible. */
static int
game_set_counts(const struct game_position *pos, int counts[TILE_CODES])
{
	for (tile_t t = 0; t < TILE_CODES; t++)
		counts[t] = tile_count(t);
	for (int r = 0; r < BOARD_SIZE; r++) {
		for (int c = 0; c < BOARD_SIZE; c++) {
			tile_t t = pos->board.squares[r][c];

			if (t == TILE_NONE)
				continue;
			if (!tile_is_letter(t))
				return -1;
			counts[tile_is_blank(t) ? TILE_BLANK : t]--;
		}
	}
	for (int p = 0; p < GAME_PLAYERS; p++) {
		const struct rack *rack = &pos->racks[p];

		if (rack->n < 0 || rack->n > RACK_SIZE)
			return -1;
		for (int i = 0; i < rack->n; i++) {
			if (rack->tiles[i] == TILE_NONE ||
			    rack->tiles[i] >= TILE_CODES)
				return -1;
			counts[rack->tiles[i]]--;
		}
	}
	for (tile_t t = 0; t < TILE_CODES; t++)
		if (counts[t] < 0)
			return -1;
	return 0;
}

/* Start from a position instead of the deal (before game_start()). */
enum game_error
game_set_position(struct game *g, const struct game_position *pos)
{
	int counts[TILE_CODES];

	if (g->phase != GAME_PHASE_READY)
		return GAME_ERR_PHASE;
	if ((pos->mover != 0 && pos->mover != 1) || pos->scoreless_turns < 0)
		return GAME_ERR_SETTINGS;
	if (game_set_counts(pos, counts) != 0)
		return GAME_ERR_TILES;
	bag_clear(&g->bag);
	for (tile_t t = 0; t < TILE_CODES; t++)
		for (int i = 0; i < counts[t]; i++)
			bag_return(&g->bag, t);
	board_init(&g->board);
	for (int r = 0; r < BOARD_SIZE; r++)
		for (int c = 0; c < BOARD_SIZE; c++)
			if (pos->board.squares[r][c] != TILE_NONE)
				board_put(&g->board, r, c,
				    pos->board.squares[r][c]);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		g->racks[p] = pos->racks[p];
		g->scores[p] = pos->scores[p];
	}
	g->mover = pos->mover;
	g->scoreless = pos->scoreless_turns;
	return GAME_OK;
}

/* Swap a player's rack for given tiles from the bag. */
enum game_error
game_set_rack(struct game *g, int player, const tile_t *tiles, int n)
{
	struct bag bag = g->bag;
	struct rack rack;

	if (player != 0 && player != 1)
		return GAME_ERR_SETTINGS;
	if (n < 0 || n > RACK_SIZE)
		return GAME_ERR_TILES;
	if (g->phase != GAME_PHASE_READY && (g->phase != GAME_PHASE_TURN ||
	    g->laid.n > 0))
		return GAME_ERR_PHASE;
	for (int i = 0; i < g->racks[player].n; i++)
		bag_return(&bag, g->racks[player].tiles[i]);
	rack_init(&rack);
	for (int i = 0; i < n; i++) {
		if (tiles[i] == TILE_NONE || tiles[i] >= TILE_CODES ||
		    bag_remove(&bag, tiles[i]) != 0)
			return GAME_ERR_TILES;
		rack_add(&rack, tiles[i]);
	}
	g->bag = bag;
	g->racks[player] = rack;
	if (g->phase == GAME_PHASE_TURN && player == g->mover)
		g->turn_rack = rack;
	game_history_retake(g);
	return GAME_OK;
}

/* The first turn begins: its clock starts. */
enum game_error
game_start(struct game *g)
{
	if (g->phase != GAME_PHASE_READY)
		return GAME_ERR_PHASE;
	game_begin_turn(g);
	game_flush(g);
	return GAME_OK;
}

/* Queue a hook; it runs at the end of the current call (game_flush). */
void
game_notify(struct game *g, int kind, int a, int b)
{
	struct game_notice *n;

	if (g->n_notices == GAME_NOTICES)
		return; /* cannot happen: a call queues a handful at most */
	n = &g->notices[(g->notice_head + g->n_notices++) % GAME_NOTICES];
	n->kind = kind;
	n->a = a;
	n->b = b;
}

/* Run one hook. */
static void
game_dispatch(struct game *g, const struct game_notice *n)
{
	const struct game_callbacks *cb = &g->callbacks;
	void *ctx = g->callbacks_ctx;

	switch (n->kind) {
	case GAME_NOTICE_PLAYED:
		if (cb->played != NULL)
			cb->played(ctx, g, &g->sheet[n->a]);
		break;
	case GAME_NOTICE_DECISION:
		if (cb->decision_needed != NULL)
			cb->decision_needed(ctx, g, n->a);
		break;
	case GAME_NOTICE_CHALLENGED:
		if (cb->challenged != NULL)
			cb->challenged(ctx, g, &g->sheet[n->a]);
		break;
	case GAME_NOTICE_TURN:
		if (cb->turn_started != NULL)
			cb->turn_started(ctx, g, n->a);
		break;
	case GAME_NOTICE_WARNING:
		if (cb->clock_warning != NULL)
			cb->clock_warning(ctx, g, n->a, n->b);
		break;
	case GAME_NOTICE_OVER:
		if (cb->game_over != NULL)
			cb->game_over(ctx, g, (enum game_end)n->a);
		break;
	}
}

/*
 * Run the queued hooks in order.  A hook that calls into the game queues
 * more behind it; only the outermost flush runs them, so hooks never nest.
 */
void
game_flush(struct game *g)
{
	struct game_notice n;

	if (g->dispatching)
		return;
	g->dispatching = 1;
	while (g->n_notices > 0) {
		n = g->notices[g->notice_head];
		g->notice_head = (g->notice_head + 1) % GAME_NOTICES;
		g->n_notices--;
		game_dispatch(g, &n);
	}
	g->dispatching = 0;
}

/*
 * Append a line to the score sheet, add its points to the player's total
 * and queue the "played" hook.  Turn lines carry the rack as the turn began.
 * game-end.c ends the game before the sheet can fill (GAME_END_SHEET_FULL).
 */
struct game_event *
game_record(struct game *g, enum game_event_kind kind, int player,
    int points)
{
	struct game_event *ev;

	if (g->n_sheet == GAME_SHEET_MAX)
		g->n_sheet--; /* cannot happen; never write past the end */
	ev = &g->sheet[g->n_sheet];
	memset(ev, 0, sizeof *ev);
	ev->kind = kind;
	ev->turn = g->phase == GAME_PHASE_OVER ? 0 : g->turn;
	ev->player = player;
	ev->rack = player == g->mover ? g->turn_rack : g->racks[player];
	ev->points = points;
	g->scores[player] += points;
	ev->total = g->scores[player];
	game_notify(g, GAME_NOTICE_PLAYED, g->n_sheet++, 0);
	return ev;
}

/*
 * Every action first lets time act (art. 30, 37.5).  If time ended the turn
 * the action is too late; otherwise it must fit the phase.
 */
enum game_error
game_begin_action(struct game *g, enum game_phase phase)
{
	enum game_phase before = g->phase;
	int turn = g->turn;

	game_time_update(g);
	if (g->phase != before || g->turn != turn)
		return GAME_ERR_TIME_UP;
	if (g->phase != phase)
		return GAME_ERR_PHASE;
	return GAME_OK;
}

/* Laid tiles go back to the mover's rack. */
void
game_return_laid(struct game *g)
{
	for (int i = 0; i < g->laid.n; i++)
		rack_add(&g->racks[g->mover], g->laid.tiles[i].tile);
	g->laid.n = 0;
}
