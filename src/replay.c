/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "replay.h"

/*
 * One pass over the events, keeping what a referee at the table would
 * keep: the board, each player's running total as written, the tiles each
 * player kept after their last turn (when the record shows the rack), and
 * the last placement in case the next line withdraws it.  Every check
 * stops at the first thing wrong with a line; the line's points are then
 * still counted as written so that the following lines are judged on
 * their own.
 */

#define REPLAY_FIVE_POINTS 5 /* the "five-points" challenge setting */

static void replay_fail(struct replay_step *step, enum replay_error error);
static void replay_event(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_turn(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_place(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_keep_play(struct replay *r, const struct gcg_event *ev,
    const struct placement *pl, const struct replay_step *step, int valid,
    int on_rack);
static void replay_withdraw(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_exchange(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_pass(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_challenge(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_time(const struct gcg_event *ev,
    struct replay_step *step);
static void replay_count_turn(struct replay *r, const struct gcg_event *ev,
    const struct replay_step *step);
static void replay_end_rack(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static void replay_points(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step);
static int replay_racks_equal(const struct rack *a, const struct rack *b);
static int replay_counts_fit(const struct board *board,
    const struct rack *rack, tile_t *bad);
static int replay_word_written(const struct move *move,
    const struct play_score *play);
static int replay_judge_words(const struct replay *r,
    struct replay_step *step);
static int replay_next_withdraws(const struct replay *r, int index,
    int player);
static int replay_opponent_pays(const struct replay *r, int player);

static const char *const replay_error_ids[] = {
	[REPLAY_OK] = "ok",
	[REPLAY_ERR_UNKNOWN_PLAYER] = "unknown-player",
	[REPLAY_ERR_TURN_ORDER] = "turn-order",
	[REPLAY_ERR_AFTER_END] = "after-end",
	[REPLAY_ERR_RACK_LEAVE] = "rack-leave",
	[REPLAY_ERR_TILE_COUNT] = "tile-count",
	[REPLAY_ERR_MOVE] = "move",
	[REPLAY_ERR_NOT_ON_RACK] = "not-on-rack",
	[REPLAY_ERR_RULES] = "rules",
	[REPLAY_ERR_WORD_SPAN] = "word-span",
	[REPLAY_ERR_PHONY] = "phony",
	[REPLAY_ERR_WITHDRAW] = "withdraw",
	[REPLAY_ERR_WITHDRAW_RACK] = "withdraw-rack",
	[REPLAY_ERR_WITHDRAWN_VALID] = "withdrawn-valid",
	[REPLAY_ERR_CHALLENGE] = "challenge",
	[REPLAY_ERR_EXCHANGE_BAG] = "exchange-bag",
	[REPLAY_ERR_END_RACK] = "end-rack",
	[REPLAY_ERR_NOT_OUT] = "not-out",
	[REPLAY_ERR_TIME] = "time",
	[REPLAY_ERR_SCORE] = "bad-score",
	[REPLAY_ERR_TOTAL] = "bad-total",
};

const char *
replay_error_id(enum replay_error error)
{
	if ((unsigned)error >= sizeof replay_error_ids /
	    sizeof replay_error_ids[0])
		return "unknown";
	return replay_error_ids[error];
}

int
replay_error_article(const struct replay_step *step)
{
	switch (step->error) {
	case REPLAY_ERR_RULES:
		return rules_article(step->rules_error);
	case REPLAY_ERR_NOT_ON_RACK:
		return step->event->kind == GCG_EVENT_EXCHANGE ? 24 : 0;
	case REPLAY_ERR_WORD_SPAN:
		return 8;
	case REPLAY_ERR_EXCHANGE_BAG:
		return 24;
	case REPLAY_ERR_PHONY:
	case REPLAY_ERR_WITHDRAW:
	case REPLAY_ERR_WITHDRAW_RACK:
	case REPLAY_ERR_WITHDRAWN_VALID:
		return 34;
	case REPLAY_ERR_AFTER_END:
	case REPLAY_ERR_END_RACK:
	case REPLAY_ERR_NOT_OUT:
		return 37;
	case REPLAY_ERR_TIME:
		return 32;
	default:
		return 0;
	}
}

void
replay_init(struct replay *r, const struct gcg_record *rec,
    const struct replay_options *opt)
{
	memset(r, 0, sizeof *r);
	r->rec = rec;
	if (opt != NULL)
		r->opt = *opt;
	board_init(&r->board);
	r->last_turn = -1;
	r->play_event = -1;
}

int
replay_bag_count(const struct replay *r)
{
	/*
	 * While the bag holds tiles both racks are full, so the bag is what
	 * the board and two racks leave of the set; once it has run out the
	 * board alone leaves at most the two racks, and this is 0 or less.
	 */
	int n = TILES_TOTAL - r->board.tiles - 2 * RACK_SIZE;

	return n > 0 ? n : 0;
}

int
replay_run(struct replay *r)
{
	struct replay_step step;

	while (replay_step(r, &step))
		continue;
	return r->errors;
}

int
replay_step(struct replay *r, struct replay_step *step)
{
	const struct gcg_event *ev;

	if (r->next >= r->rec->n_events)
		return 0;
	ev = &r->rec->events[r->next];
	memset(step, 0, sizeof *step);
	step->event = ev;
	step->index = r->next;
	step->bad_word = -1;
	if (ev->player < 0 || ev->player >= GCG_PLAYERS)
		replay_fail(step, REPLAY_ERR_UNKNOWN_PLAYER);
	else {
		replay_event(r, ev, step);
		replay_points(r, ev, step);
		replay_count_turn(r, ev, step);
	}
	if (ev->kind != GCG_EVENT_PLACE)
		r->play_event = -1; /* only the very next line may withdraw */
	if (step->error != REPLAY_OK && r->errors++ == 0)
		r->first_error_line = ev->line > 0 ? ev->line : step->index + 1;
	r->next++;
	return 1;
}

/* Check one event of a known player by its kind. */
static void
replay_event(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	switch (ev->kind) {
	case GCG_EVENT_PLACE:
		replay_turn(r, ev, step);
		replay_place(r, ev, step);
		break;
	case GCG_EVENT_WITHDRAW:
		replay_withdraw(r, ev, step);
		break;
	case GCG_EVENT_EXCHANGE:
		replay_turn(r, ev, step);
		replay_exchange(r, ev, step);
		break;
	case GCG_EVENT_PASS:
		replay_turn(r, ev, step);
		replay_pass(r, ev, step);
		break;
	case GCG_EVENT_CHALLENGE:
		replay_challenge(r, ev, step);
		break;
	case GCG_EVENT_TIME:
		replay_time(ev, step);
		break;
	case GCG_EVENT_END_RACK:
		replay_end_rack(r, ev, step);
		break;
	}
}

/*
 * Count a turn for art. 37 as the game does (rules_turn_ends_game()): a
 * placement resets both counts, unless the next line withdraws it, which
 * then counts as a pass; an exchange is scoreless but no pass.  Going out
 * is known when the rack was written: the tiles kept are none and the
 * bag is empty.
 */
static void
replay_count_turn(struct replay *r, const struct gcg_event *ev,
    const struct replay_step *step)
{
	int p = ev->player, went_out = 0;

	switch (ev->kind) {
	case GCG_EVENT_PLACE:
		r->passes_before_play = r->passes;
		r->scoreless_before_play = r->scoreless;
		r->passes = r->scoreless = 0;
		went_out = r->play_applied && r->leave_known[p] &&
		    r->leave[p].n == 0 && replay_bag_count(r) == 0;
		break;
	case GCG_EVENT_WITHDRAW:
		if (step->error == REPLAY_ERR_WITHDRAW)
			return;
		r->passes = r->passes_before_play + 1;
		r->scoreless = r->scoreless_before_play + 1;
		break;
	case GCG_EVENT_EXCHANGE:
		r->passes = 0;
		r->scoreless++;
		break;
	case GCG_EVENT_PASS:
		r->passes++;
		r->scoreless++;
		break;
	default:
		return; /* challenge bonus, overtime, end racks: no turn */
	}
	r->over = rules_turn_ends_game(went_out, r->passes, r->scoreless,
	    r->total[0] != 0 || r->total[1] != 0);
}

/* Keep the first thing found wrong with a line. */
static void
replay_fail(struct replay_step *step, enum replay_error error)
{
	if (step->error == REPLAY_OK)
		step->error = error;
}

/*
 * What every turn (placement, exchange, pass) must respect: the game is
 * not over, players alternate, the rack still holds the tiles kept from
 * the player's last turn, and rack and board together hold no more of a
 * tile than the set (doc/rules.md).
 */
static void
replay_turn(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	int p = ev->player;
	const struct rack *leave = &r->leave[p];

	if (r->ended || r->over != RULES_END_NONE) {
		replay_fail(step, REPLAY_ERR_AFTER_END);
		step->end = r->ended ? RULES_END_NONE : r->over;
	}
	if (r->last_turn == p)
		replay_fail(step, REPLAY_ERR_TURN_ORDER);
	r->last_turn = p;
	if (!ev->has_rack)
		return;
	if (r->leave_known[p] && !rack_holds(&ev->rack, leave->tiles, leave->n))
		replay_fail(step, REPLAY_ERR_RACK_LEAVE);
	if (!replay_counts_fit(&r->board, &ev->rack, &step->tile))
		replay_fail(step, REPLAY_ERR_TILE_COUNT);
}

/*
 * A placement: the squares (move_to_placement), the rules (arts. 6-10,
 * 20), the rack, the word written (art. 8) and the score
 * (arts. 12-19).  A play the rules allow goes on the board even when its
 * rack or score is wrong, so that the rest of the game can be checked.
 */
static void
replay_place(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	struct placement pl;
	struct move_failure mf;
	tile_t tiles[RACK_SIZE];
	int valid, on_rack;

	r->play_event = step->index;
	r->play_applied = 0;
	r->leave_known[ev->player] = 0; /* until the play is known to fit */
	step->move_error = move_to_placement(&ev->move, &r->board, &pl, &mf);
	if (step->move_error != MOVE_OK) {
		replay_fail(step, REPLAY_ERR_MOVE);
		return;
	}
	step->rules_error = rules_score(&r->board, &pl, &step->play);
	if (step->rules_error != RULES_OK) {
		replay_fail(step, REPLAY_ERR_RULES);
		return;
	}
	step->has_computed = 1;
	step->computed_score = step->play.score;
	for (int i = 0; i < pl.n; i++)
		tiles[i] = pl.tiles[i].tile;
	on_rack = ev->has_rack && rack_holds(&ev->rack, tiles, pl.n);
	if (ev->has_rack && !on_rack)
		replay_fail(step, REPLAY_ERR_NOT_ON_RACK);
	if (!replay_word_written(&ev->move, &step->play))
		replay_fail(step, REPLAY_ERR_WORD_SPAN);
	valid = replay_judge_words(r, step);
	/* A phony withdrawn on the next line is what art. 34 asks for. */
	if (!valid && !replay_next_withdraws(r, step->index, ev->player))
		replay_fail(step, REPLAY_ERR_PHONY);
	rules_apply(&r->board, &pl);
	replay_keep_play(r, ev, &pl, step, valid, on_rack);
	if (!ev->has_rack && !replay_counts_fit(&r->board, NULL, &step->tile))
		replay_fail(step, REPLAY_ERR_TILE_COUNT);
}

/*
 * Remember a play that went on the board, and what its player kept (known
 * only when the rack was written and held the tiles).
 */
static void
replay_keep_play(struct replay *r, const struct gcg_event *ev,
    const struct placement *pl, const struct replay_step *step, int valid,
    int on_rack)
{
	int p = ev->player;

	r->play_applied = 1;
	r->play = *pl;
	r->play_score = step->computed_score;
	r->play_valid = valid;
	r->leave_known[p] = on_rack;
	if (!r->leave_known[p])
		return;
	r->leave[p] = ev->rack;
	for (int i = 0; i < pl->n; i++)
		rack_remove(&r->leave[p], pl->tiles[i].tile);
}

/*
 * "--": the play on the line before, by the same player, comes off the
 * board and its points are taken back (art. 34).  The tiles go back to the
 * rack, so the player keeps the whole rack.
 */
static void
replay_withdraw(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	const struct gcg_event *play;
	int p = ev->player;

	if (r->play_event < 0 || r->play_event != step->index - 1 ||
	    r->rec->events[r->play_event].player != p) {
		replay_fail(step, REPLAY_ERR_WITHDRAW);
		return;
	}
	play = &r->rec->events[r->play_event];
	step->has_computed = 1;
	if (!r->play_applied) {
		/* Never on the board: that line was already reported. */
		step->computed_score = -play->score;
		return;
	}
	for (int i = 0; i < r->play.n; i++)
		board_take(&r->board, r->play.tiles[i].row,
		    r->play.tiles[i].col);
	step->computed_score = -r->play_score;
	if (ev->has_rack && play->has_rack &&
	    !replay_racks_equal(&ev->rack, &play->rack))
		replay_fail(step, REPLAY_ERR_WITHDRAW_RACK);
	if (r->opt.judge != NULL && r->play_valid)
		replay_fail(step, REPLAY_ERR_WITHDRAWN_VALID);
	r->leave_known[p] = play->has_rack || ev->has_rack;
	r->leave[p] = play->has_rack ? play->rack : ev->rack;
}

/*
 * An exchange scores nothing; its tiles come from the rack and the bag
 * must hold at least as many (art. 24, or the club minimum).
 */
static void
replay_exchange(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	int p = ev->player, n = ev->exchange_count, known;
	int need = n > r->opt.exchange_min_bag ? n : r->opt.exchange_min_bag;

	step->has_computed = 1;
	step->computed_score = 0;
	known = ev->has_rack && ev->move.n_exchange == n && n > 0;
	if (ev->has_rack && (known ? !rack_holds(&ev->rack, ev->move.exchange,
	    n) : n > ev->rack.n)) {
		replay_fail(step, REPLAY_ERR_NOT_ON_RACK);
		known = 0;
	}
	if (replay_bag_count(r) < need)
		replay_fail(step, REPLAY_ERR_EXCHANGE_BAG);
	r->leave_known[p] = known;
	if (!known)
		return;
	r->leave[p] = ev->rack;
	for (int i = 0; i < n; i++)
		rack_remove(&r->leave[p], ev->move.exchange[i]);
}

/* A pass scores nothing and keeps the rack (art. 25). */
static void
replay_pass(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	step->has_computed = 1;
	step->computed_score = 0;
	if (ev->has_rack) {
		r->leave[ev->player] = ev->rack;
		r->leave_known[ev->player] = 1;
	}
}

/* "(challenge)": a bonus for the player whose play just stood. */
static void
replay_challenge(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	const struct gcg_event *before = step->index > 0 ?
	    &r->rec->events[step->index - 1] : NULL;

	step->has_computed = 1;
	step->computed_score = r->opt.challenge_bonus > 0 ?
	    r->opt.challenge_bonus : REPLAY_FIVE_POINTS;
	if (before == NULL || before->kind != GCG_EVENT_PLACE ||
	    before->player != ev->player)
		replay_fail(step, REPLAY_ERR_CHALLENGE);
}

/* Art. 32: 10 points per minute or fraction over, so whole tens. */
static void
replay_time(const struct gcg_event *ev, struct replay_step *step)
{
	int lost = -ev->score;

	if (lost <= 0) {
		replay_fail(step, REPLAY_ERR_TIME);
		return;
	}
	step->has_computed = 1;
	step->computed_score = -((lost + 9) / 10 * 10);
	if (lost % 10 != 0)
		replay_fail(step, REPLAY_ERR_TIME);
}

/*
 * The end-of-game rack lines (art. 37).  Negative points: a player loses
 * their own rack (37.1-37.3, or the loser's side of 37.4).  Positive: the
 * finisher gets the opponent's rack, once when the opponent's own loss is
 * written too (37.4), twice otherwise (GCG).  The finisher must have gone
 * out with the bag empty.
 */
static void
replay_end_rack(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	int p = ev->player, o = !ev->player;
	int value = rack_value(&ev->tiles);

	r->ended = 1;
	step->has_computed = 1;
	if (ev->score < 0) {
		step->computed_score = -value;
		if (ev->has_rack && !replay_racks_equal(&ev->rack, &ev->tiles))
			replay_fail(step, REPLAY_ERR_END_RACK);
		else if (r->leave_known[p] && !rack_holds(&ev->tiles,
		    r->leave[p].tiles, r->leave[p].n))
			replay_fail(step, REPLAY_ERR_END_RACK);
		return;
	}
	step->computed_score = replay_opponent_pays(r, o) ? value : 2 * value;
	if ((r->leave_known[p] && r->leave[p].n > 0) ||
	    replay_bag_count(r) > 0)
		replay_fail(step, REPLAY_ERR_NOT_OUT);
	else if (r->leave_known[o] && !rack_holds(&ev->tiles,
	    r->leave[o].tiles, r->leave[o].n))
		replay_fail(step, REPLAY_ERR_END_RACK);
}

/*
 * Compare the points with the computed ones and the total with the
 * previous total, then take the total as written: the next line is judged
 * from there.
 */
static void
replay_points(struct replay *r, const struct gcg_event *ev,
    struct replay_step *step)
{
	int p = ev->player;

	if (step->has_computed) {
		step->computed_total = r->total[p] + step->computed_score;
		if (ev->score != step->computed_score)
			replay_fail(step, REPLAY_ERR_SCORE);
		r->computed[p] += step->computed_score;
	} else
		r->computed[p] += ev->score;
	if (ev->total != r->total[p] + ev->score)
		replay_fail(step, REPLAY_ERR_TOTAL);
	r->total[p] = ev->total;
}

/* The same tiles, in any order. */
static int
replay_racks_equal(const struct rack *a, const struct rack *b)
{
	int ca[TILE_CODES], cb[TILE_CODES];

	rack_counts(a, ca);
	rack_counts(b, cb);
	return memcmp(ca, cb, sizeof ca) == 0;
}

/* Board and rack hold no more of any tile than the set (doc/rules.md). */
static int
replay_counts_fit(const struct board *board, const struct rack *rack,
    tile_t *bad)
{
	int counts[TILE_CODES];

	memset(counts, 0, sizeof counts);
	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++) {
			tile_t t = board_get(board, row, col);

			if (t != TILE_NONE && tile_is_letter(t))
				counts[tile_is_blank(t) ? TILE_BLANK : t]++;
		}
	for (int i = 0; rack != NULL && i < rack->n; i++)
		if (rack->tiles[i] < TILE_CODES)
			counts[rack->tiles[i]]++;
	for (tile_t t = TILE_A; t < TILE_CODES; t++)
		if (counts[t] > tile_count(t)) {
			*bad = t;
			return 0;
		}
	return 1;
}

/*
 * The word written must be one whole word the play forms (art. 8): "8G
 * CASA" with a tile already at 8K does not spell the word on the board.
 * One tile may be written in either direction, so every word is tried.
 */
static int
replay_word_written(const struct move *move, const struct play_score *play)
{
	for (int i = 0; i < play->n_words; i++) {
		const struct formed_word *w = &play->words[i];

		if (w->row == move->row && w->col == move->col &&
		    w->dir == move->dir && w->len == move->len)
			return 1;
	}
	return 0;
}

/* Ask the judge about every word formed; 0 at the first it refuses. */
static int
replay_judge_words(const struct replay *r, struct replay_step *step)
{
	if (r->opt.judge == NULL)
		return 1;
	for (int i = 0; i < step->play.n_words; i++) {
		const struct formed_word *w = &step->play.words[i];

		if (!r->opt.judge(r->opt.judge_ctx, w->tiles, w->len)) {
			step->bad_word = i;
			return 0;
		}
	}
	return 1;
}

/* Whether the line after index withdraws that player's play. */
static int
replay_next_withdraws(const struct replay *r, int index, int player)
{
	const struct gcg_event *next;

	if (index + 1 >= r->rec->n_events)
		return 0;
	next = &r->rec->events[index + 1];
	return next->kind == GCG_EVENT_WITHDRAW && next->player == player;
}

/* Whether the record has player lose their own rack (art. 37.4, 2 lines). */
static int
replay_opponent_pays(const struct replay *r, int player)
{
	for (int i = 0; i < r->rec->n_events; i++) {
		const struct gcg_event *ev = &r->rec->events[i];

		if (ev->kind == GCG_EVENT_END_RACK && ev->player == player &&
		    ev->score < 0)
			return 1;
	}
	return 0;
}

int
replay_fise_totals(const struct replay *r, int totals[GCG_PLAYERS])
{
	int value = 0;

	for (int i = 0; i < r->rec->n_events; i++) {
		const struct gcg_event *ev = &r->rec->events[i];

		if (ev->kind == GCG_EVENT_END_RACK && ev->score > 0 &&
		    ev->player >= 0 && !replay_opponent_pays(r, !ev->player))
			value += rack_value(&ev->tiles);
	}
	for (int p = 0; p < GCG_PLAYERS; p++)
		totals[p] = r->total[p] - value;
	return value != 0;
}
