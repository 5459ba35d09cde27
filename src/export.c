/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "export.h"
#include "lexicon.h"
#include "xmalloc.h"

/* The score sheet, line by line, as GCG events (see export.h). */

static void export_set_string(char **dst, const char *text);
static void export_draw_note(const struct game *g, struct gcg_record *rec);
static enum gcg_event_kind export_kind(enum game_event_kind kind);
static void export_undo_note(const struct game *g,
    struct gcg_record *rec);
static const char *export_note(const struct game *g,
    const struct game_event *ev);
static void export_lexicon(struct gcg_record *rec, const char *lexicon);
static int export_own_rack(const struct game *g,
    const struct game_event *ev);
static int export_event(const struct game *g, struct gcg_record *rec,
    int index);
static void export_add_note(struct gcg_event *ev, const char *note);
static void export_first_mover_first(struct gcg_record *rec);
static void export_double_end(struct gcg_record *rec);

/* A nick: one word without ':' (GCG), distinct for the two players. */
void
export_nick(const struct game *g, int player, char *buf, size_t size)
{
	const char *name = game_name(g, player);
	size_t i;

	if (name[0] == '\0' || strcmp(game_name(g, 0), game_name(g, 1)) == 0) {
		snprintf(buf, size, "player%d", player + 1);
		return;
	}
	for (i = 0; name[i] != '\0' && i + 1 < size && i < GCG_NICK_MAX; i++)
		buf[i] = name[i] == ' ' || name[i] == ':' ? '_' : name[i];
	if (size > 0)
		buf[i] = '\0';
}

/* Replace a record string with a copy of text. */
static void
export_set_string(char **dst, const char *text)
{
	char *copy = xstrdup(text);

	free(*dst);
	*dst = copy;
}

/*
 * #lexicon: the graph's own name ("fichas" for the default one), else the
 * file's base name without extension ("fixture-words").
 */
static void
export_lexicon(struct gcg_record *rec, const char *lexicon)
{
	char name[256];

	lexicon_file_name(lexicon, name, sizeof name);
	if (name[0] != '\0')
		export_set_string(&rec->lexicon, name);
}

/* A note line after those an event has. */
static void
export_add_note(struct gcg_event *ev, const char *note)
{
	size_t old = ev->note != NULL ? strlen(ev->note) : 0;
	char *text = xmalloc(old + strlen(note) + 2);

	if (ev->note != NULL)
		snprintf(text, old + strlen(note) + 2, "%s\n%s", ev->note,
		    note);
	else
		strcpy(text, note);
	gcg_event_set_note(ev, text);
	free(text);
}

/*
 * Art. 4: "draw (art. 4): ana E, luis A; luis starts", in a note after the
 * first event (notes belong to the event before them: other programs
 * read a note before the first move as a note about nothing).
 */
static void
export_draw_note(const struct game *g, struct gcg_record *rec)
{
	const struct game_draw *d = game_draw(g);
	char note[64 + GAME_DRAW_MAX * (GCG_NICK_MAX + 8)], tile[16];
	size_t used;

	if (d->n == 0)
		return;
	used = (size_t)snprintf(note, sizeof note, "draw (art. 4):");
	for (int i = 0; i < d->n && used < sizeof note; i++) {
		gcg_format_tiles(&d->tiles[i], 1, tile, sizeof tile);
		used += (size_t)snprintf(note + used, sizeof note - used,
		    "%s %s %s", i == 0 ? "" : i % 2 ? "," : ";",
		    rec->players[d->player[i]].nick, tile);
	}
	if (used < sizeof note)
		snprintf(note + used, sizeof note - used, "; %s starts",
		    rec->players[d->first].nick);
	if (rec->n_events > 0)
		export_add_note(&rec->events[0], note);
	else
		export_set_string(&rec->note, note);
}

/* The GCG event for a sheet line. */
static enum gcg_event_kind
export_kind(enum game_event_kind kind)
{
	switch (kind) {
	case GAME_EVENT_PLACE:
		return GCG_EVENT_PLACE;
	case GAME_EVENT_WITHDRAWN:
		return GCG_EVENT_WITHDRAW;
	case GAME_EVENT_EXCHANGE:
		return GCG_EVENT_EXCHANGE;
	case GAME_EVENT_CHALLENGE_BONUS:
		return GCG_EVENT_CHALLENGE;
	case GAME_EVENT_TIME:
		return GCG_EVENT_TIME;
	case GAME_EVENT_END_RACK:
		return GCG_EVENT_END_RACK;
	default:
		return GCG_EVENT_PASS; /* a pass, or a turn lost like one */
	}
}

/* What GCG cannot say on the event line itself, or NULL. */
static const char *
export_note(const struct game *g, const struct game_event *ev)
{
	if (ev->kind == GAME_EVENT_LOST_TURN) {
		switch (ev->lost) {
		case GAME_LOST_LAID:
			return "turn lost: laid tiles taken back (art. 23)";
		case GAME_LOST_TIMER:
			return "turn lost: the turn's time ran out (art. 30)";
		default:
			return "turn lost: a wrong challenge (double rule)";
		}
	}
	if (ev->kind != GAME_EVENT_PLACE)
		return NULL;
	if (game_pending(g) == ev)
		return "submitted, not yet accepted or challenged";
	if (ev->verdict == GAME_VERDICT_VALID)
		return "challenged: every word valid, the play stands";
	if (ev->verdict == GAME_VERDICT_INVALID)
		return "challenged: a word is not valid (art. 34)";
	if (ev->timed_out)
		return "submitted as it lay when the time ran out (art. 30)";
	return NULL;
}

/*
 * Whether an end-of-game line counts the player's own rack: always but
 * for the finisher of art. 37.4, who gains the opponent's.
 */
static int
export_own_rack(const struct game *g, const struct game_event *ev)
{
	return !(game_end_reason(g) == GAME_END_OUT &&
	    game_rack(g, ev->player)->n == 0);
}

/*
 * A casual game whose turns were taken back says so in a note after its
 * last event (before the first with none yet), joined to any note there.
 */
static void
export_undo_note(const struct game *g, struct gcg_record *rec)
{
	char note[96], *joined;
	char **at = rec->n_events > 0 ?
	    &rec->events[rec->n_events - 1].note : &rec->note;
	size_t size;

	if (game_undo_count(g) == 0)
		return;
	snprintf(note, sizeof note, "undo used (casual game): turns taken "
	    "back %d %s", game_undo_count(g),
	    game_undo_count(g) == 1 ? "time" : "times");
	if (*at == NULL) {
		export_set_string(at, note);
		return;
	}
	size = strlen(*at) + 1 + strlen(note) + 1;
	joined = xmalloc(size);
	snprintf(joined, size, "%s\n%s", *at, note);
	export_set_string(at, joined);
	free(joined);
}

/* The GCG event of a sheet line, its note apart. */
static void
export_event_fill(const struct game *g, const struct game_event *ev,
    struct gcg_event *out)
{
	out->score = ev->points;
	out->total = ev->total;
	out->has_rack = 1;
	out->rack = ev->rack;
	if (ev->kind == GAME_EVENT_TIME) {
		/* Overtime is counted at the end: the rack held then. */
		out->rack = *game_rack(g, ev->player);
		out->has_rack = out->rack.n > 0;
	}
	if (ev->kind == GAME_EVENT_PLACE || ev->kind == GAME_EVENT_EXCHANGE)
		out->move = ev->move;
	if (ev->kind == GAME_EVENT_EXCHANGE)
		out->exchange_count = ev->move.n_exchange;
	if (ev->kind == GAME_EVENT_END_RACK) {
		out->tiles = ev->rack;
		out->has_rack = export_own_rack(g, ev);
	}
}

/* One sheet line as one GCG event line. */
static int
export_event(const struct game *g, struct gcg_record *rec, int index)
{
	int n;
	const struct game_event *ev = &game_sheet(g, &n)[index];
	struct gcg_event *out;
	const char *note;

	out = gcg_record_add(rec, export_kind(ev->kind), ev->player);
	if (out == NULL)
		return -1;
	export_event_fill(g, ev, out);
	if ((note = export_note(g, ev)) != NULL)
		gcg_event_set_note(out, note);
	return 0;
}

void
export_action(const struct game *g, const struct game_event *ev, char *buf,
    size_t size)
{
	struct gcg_event out;

	memset(&out, 0, sizeof out);
	out.kind = export_kind(ev->kind);
	out.player = ev->player;
	export_event_fill(g, ev, &out);
	gcg_format_action(&out, buf, size);
}

/* The whole sheet as a record. */
int
export_record(const struct game *g, const char *lexicon,
    struct gcg_record **recp)
{
	struct gcg_record *rec = gcg_record_create();
	char nick[GCG_NICK_MAX + 1];
	int n, rc = 0;

	gcg_record_set_spanish(rec);
	for (int p = 0; p < GAME_PLAYERS && rc == 0; p++) {
		export_nick(g, p, nick, sizeof nick);
		rc = gcg_record_set_player(rec, p, nick,
		    game_name(g, p)[0] != '\0' ? game_name(g, p) : NULL);
	}
	if (lexicon != NULL)
		export_lexicon(rec, lexicon);
	game_sheet(g, &n);
	for (int i = 0; i < n && rc == 0; i++)
		rc = export_event(g, rec, i);
	export_draw_note(g, rec);
	export_undo_note(g, rec);
	if (rc != 0) {
		gcg_record_free(rec);
		return -1;
	}
	*recp = rec;
	return 0;
}

/* #player1 is the player who moves first, as other programs expect. */
static void
export_first_mover_first(struct gcg_record *rec)
{
	struct gcg_player first;

	if (rec->n_events == 0 || rec->events[0].player != 1)
		return;
	first = rec->players[1];
	rec->players[1] = rec->players[0];
	rec->players[0] = first;
	for (int i = 0; i < rec->n_events; i++)
		rec->events[i].player = !rec->events[i].player;
}

/*
 * Art. 37.4's two lines (finisher +rack, opponent -rack) as the one line
 * other programs write, the finisher getting twice the rack: every later
 * total is then the rack's value higher, so a note gives the FISE final
 * scores.
 */
static void
export_double_end(struct gcg_record *rec)
{
	int fise[GCG_PLAYERS], gain = -1, loss = -1, value, p;
	char note[64 + 2 * GCG_NICK_MAX];

	for (int i = 0; i < rec->n_events; i++) {
		const struct gcg_event *ev = &rec->events[i];

		if (ev->kind == GCG_EVENT_END_RACK && ev->score > 0)
			gain = i;
		else if (gain >= 0 && ev->kind == GCG_EVENT_END_RACK &&
		    ev->score < 0 && ev->player != rec->events[gain].player)
			loss = i;
	}
	if (gain < 0 || loss < 0)
		return;
	p = rec->events[gain].player;
	value = -rec->events[loss].score;
	for (int k = 0; k < GCG_PLAYERS; k++)
		fise[k] = gcg_record_total(rec, k);
	rec->events[gain].score += value;
	for (int i = gain; i < rec->n_events; i++)
		if (rec->events[i].player == p || i > loss)
			rec->events[i].total += value;
	free(rec->events[loss].note);
	memmove(&rec->events[loss], &rec->events[loss + 1],
	    sizeof rec->events[0] * (size_t)(rec->n_events - loss - 1));
	rec->n_events--;
	snprintf(note, sizeof note, "FISE final scores (art. 37.4): %s %d, "
	    "%s %d", rec->players[0].nick, fise[0], rec->players[1].nick,
	    fise[1]);
	export_add_note(&rec->events[rec->n_events - 1], note);
}

/*
 * The record as text, in the form other programs read: the first mover
 * as #player1 and the end of the game in one line (see export.h).
 */
int
export_gcg_text(const struct game *g, const char *lexicon, char **text,
    size_t *len)
{
	return export_gcg_text_as(g, lexicon, GCG_END_DOUBLE, text, len);
}

int
export_gcg_text_as(const struct game *g, const char *lexicon,
    enum gcg_end_style style, char **text, size_t *len)
{
	struct gcg_record *rec;
	int rc;

	if (export_record(g, lexicon, &rec) != 0)
		return -1;
	export_first_mover_first(rec);
	if (style == GCG_END_DOUBLE)
		export_double_end(rec);
	rc = gcg_write(rec, text, len);
	gcg_record_free(rec);
	return rc;
}
