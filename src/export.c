/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "export.h"

/* The score sheet, line by line, as GCG events (see export.h). */

static int export_set_string(char **dst, const char *text);
static int export_draw_note(const struct game *g, struct gcg_record *rec);
static enum gcg_event_kind export_kind(enum game_event_kind kind);
static int export_undo_note(const struct game *g,
    struct gcg_record *rec);
static const char *export_note(const struct game *g,
    const struct game_event *ev);
static int export_lexicon(struct gcg_record *rec, const char *lexicon);
static int export_own_rack(const struct game *g,
    const struct game_event *ev);
static int export_event(const struct game *g, struct gcg_record *rec,
    int index);

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
static int
export_set_string(char **dst, const char *text)
{
	char *copy = strdup(text);

	if (copy == NULL)
		return -1;
	free(*dst);
	*dst = copy;
	return 0;
}

/* #lexicon: a file's base name without extension ("fixture-words"). */
static int
export_lexicon(struct gcg_record *rec, const char *lexicon)
{
	const char *base = strrchr(lexicon, '/');
	char name[256], *dot;

	base = base != NULL ? base + 1 : lexicon;
	snprintf(name, sizeof name, "%s", base);
	if ((dot = strrchr(name, '.')) != NULL && dot != name)
		*dot = '\0';
	if (name[0] == '\0')
		return 0;
	return export_set_string(&rec->lexicon, name);
}

/* Art. 4: "draw (art. 4): ana E, luis A; luis starts". */
static int
export_draw_note(const struct game *g, struct gcg_record *rec)
{
	const struct game_draw *d = game_draw(g);
	char note[64 + GAME_DRAW_MAX * (GCG_NICK_MAX + 8)], tile[16];
	size_t used;

	if (d->n == 0)
		return 0;
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
	return export_set_string(&rec->note, note);
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
static int
export_undo_note(const struct game *g, struct gcg_record *rec)
{
	char note[96], *joined;
	char **at = rec->n_events > 0 ?
	    &rec->events[rec->n_events - 1].note : &rec->note;
	size_t size;
	int rc;

	if (game_undo_count(g) == 0)
		return 0;
	snprintf(note, sizeof note, "undo used (casual game): turns taken "
	    "back %d %s", game_undo_count(g),
	    game_undo_count(g) == 1 ? "time" : "times");
	if (*at == NULL)
		return export_set_string(at, note);
	size = strlen(*at) + 1 + strlen(note) + 1;
	if ((joined = malloc(size)) == NULL)
		return -1;
	snprintf(joined, size, "%s\n%s", *at, note);
	rc = export_set_string(at, joined);
	free(joined);
	return rc;
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
	out->score = ev->points;
	out->total = ev->total;
	out->has_rack = ev->kind != GAME_EVENT_TIME;
	out->rack = ev->rack;
	if (ev->kind == GAME_EVENT_PLACE || ev->kind == GAME_EVENT_EXCHANGE)
		out->move = ev->move;
	if (ev->kind == GAME_EVENT_EXCHANGE)
		out->exchange_count = ev->move.n_exchange;
	if (ev->kind == GAME_EVENT_END_RACK) {
		out->tiles = ev->rack;
		out->has_rack = export_own_rack(g, ev);
	}
	note = export_note(g, ev);
	return note != NULL ? gcg_event_set_note(out, note) : 0;
}

/* The whole sheet as a record. */
int
export_record(const struct game *g, const char *lexicon,
    struct gcg_record **recp)
{
	struct gcg_record *rec = gcg_record_create();
	char nick[GCG_NICK_MAX + 1];
	int n, rc = rec != NULL ? gcg_record_set_spanish(rec) : -1;

	for (int p = 0; p < GAME_PLAYERS && rc == 0; p++) {
		export_nick(g, p, nick, sizeof nick);
		rc = gcg_record_set_player(rec, p, nick,
		    game_name(g, p)[0] != '\0' ? game_name(g, p) : NULL);
	}
	if (rc == 0 && lexicon != NULL)
		rc = export_lexicon(rec, lexicon);
	if (rc == 0)
		rc = export_draw_note(g, rec);
	game_sheet(g, &n);
	for (int i = 0; i < n && rc == 0; i++)
		rc = export_event(g, rec, i);
	if (rc == 0)
		rc = export_undo_note(g, rec);
	if (rc != 0) {
		gcg_record_free(rec);
		return -1;
	}
	*recp = rec;
	return 0;
}

/* The record as text. */
int
export_gcg_text(const struct game *g, const char *lexicon, char **text,
    size_t *len)
{
	struct gcg_record *rec;
	int rc;

	if (export_record(g, lexicon, &rec) != 0)
		return -1;
	rc = gcg_write(rec, text, len);
	gcg_record_free(rec);
	return rc;
}
