/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "replay.h"
#include "text.h"
#include "ui-term.h"
#include "ui-turns.h"
#include "xmalloc.h"

static int ui_turns_is_turn(enum gcg_event_kind kind);

/* The events that are turns of their own. */
static int
ui_turns_is_turn(enum gcg_event_kind kind)
{
	return kind == GCG_EVENT_PLACE || kind == GCG_EVENT_EXCHANGE ||
	    kind == GCG_EVENT_PASS;
}

int
ui_turns_build(const struct gcg_record *rec, struct ui_turns *out)
{
	struct replay r;
	struct replay_step step;
	int total[GCG_PLAYERS] = { 0, 0 };

	memset(out, 0, sizeof *out);
	if (rec->n_events > 0)
		out->turns = xcalloc((size_t)rec->n_events, sizeof *out->turns);
	replay_init(&r, rec, NULL);
	for (int i = 0; i < rec->n_events; i++) {
		const struct gcg_event *ev = &rec->events[i];
		struct ui_turn *t = NULL;

		if (ui_turns_is_turn(ev->kind)) {
			t = &out->turns[out->n++];
			t->before = r.board;
			t->event = ev;
			t->player = ev->player;
		}
		if (!replay_step(&r, &step))
			break;
		if (step.error != REPLAY_OK) {
			out->disagreements++;
			if (t != NULL)
				t->disagrees = 1;
		}
		if (ev->player >= 0 && ev->player < GCG_PLAYERS)
			total[ev->player] = ev->total;
		if (out->n > 0)
			memcpy(out->turns[out->n - 1].total, total,
			    sizeof total);
		for (int p = 0; p < GCG_PLAYERS; p++)
			if (total[p] > out->max_total)
				out->max_total = total[p];
	}
	return 0;
}

void
ui_turns_free(struct ui_turns *t)
{
	free(t->turns);
	memset(t, 0, sizeof *t);
}

int
ui_turns_new_tiles(const struct board *before, const struct move *m,
    tile_t tiles[BOARD_SIZE][BOARD_SIZE])
{
	int n = 0;

	memset(tiles, 0, sizeof(tile_t) * BOARD_SIZE * BOARD_SIZE);
	if (m->kind != MOVE_PLACE)
		return 0;
	for (int i = 0; i < m->len; i++) {
		int r = m->row + (m->dir == DIR_DOWN) * i;
		int c = m->col + (m->dir == DIR_ACROSS) * i;

		if (!board_on(r, c) || (m->word[i] & MOVE_THROUGH) ||
		    board_get(before, r, c) != TILE_NONE)
			continue;
		tiles[r][c] = m->word[i];
		n++;
	}
	return n;
}

const char *
ui_turns_player(const struct gcg_record *rec, int p)
{
	if (rec == NULL || p < 0 || p >= GCG_PLAYERS)
		return "?";
	if (rec->players[p].name != NULL && rec->players[p].name[0] != '\0')
		return rec->players[p].name;
	if (rec->players[p].nick[0] != '\0')
		return rec->players[p].nick;
	return text_default_name(p);
}

const char *
ui_turns_move(const char *move, char *buf, size_t size)
{
	size_t n = strlen(move);

	if (strcmp(move, "-") == 0)
		snprintf(buf, size, "%s", _("pass"));
	else if (move[0] == '-')
		snprintf(buf, size, _("exchange %s"), move + 1);
	else if (n > 3 && strcmp(move + n - 3, " --") == 0)
		snprintf(buf, size, _("%.*s (withdrawn)"), (int)(n - 3), move);
	else
		snprintf(buf, size, "%s", move);
	return buf;
}

const char *
ui_turns_move_fit(const char *move, int width, char *buf, size_t size)
{
	ui_turns_move(move, buf, size);
	return ui_term_width(buf) <= width ? buf : move;
}
