/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Game records in GCG, the plain-text format other Scrabble software reads,
 * with the Spanish conventions of fichas(6), Game records.
 *
 *   #character-encoding UTF-8        pragmas: one per line, '#' first
 *   #tile [CH] [ch]                  a digraph tile and its blank spelling
 *   #player1 ana Ana Pérez           nick (one word), then the full name
 *   >ana: AACEOST 8G CASA +12 12     placement: rack, position, word, points,
 *                                    running total
 *   >ana: AEOTUVZ -- -46 12          the play before withdrawn (art. 34)
 *   >ana: AEOTUVZ -UVZ +0 12         exchange (art. 24); "-3" gives a count
 *   >luis: EIILOSU - +0 21           pass (art. 25)
 *   >ana: AEOTUVZ (challenge) +5 17  bonus for a play wrongly challenged
 *   >ana: (time) -20 290             overtime (art. 32)
 *   >ana: (AEO) +6 296               end of game: the opponent's rack
 *   >luis: AEO (AEO) -3 250          end of game: a player's own rack
 *
 * The rack before the position is optional everywhere.  Position and word
 * are move notation (src/move.h): '.' or "(A)" for tiles already on the
 * board, lower case for a blank, [CH] for a digraph, [ch] for a blank one.
 *
 * Racks and exchanged tiles: when the record follows the bracket
 * convention other programs write (it declares "#tile" lines, brackets a
 * digraph anywhere, or its header names Macondo, Quackle, MAGPIE or
 * Woogles) a digraph tile is always in brackets and "CH" outside them is a
 * C and an H; otherwise "CH" reads as the digraph, as a person typing a
 * game in would mean it (art. 11).  "[C]" is always a lone C.
 *
 * Writing: played-through squares as '.', as Macondo and MAGPIE read them
 * ("(A)" is read too); with #tile lines a lone letter is never bracketed
 * in racks and exchanges ("-HLL[RR]Y").
 *
 * Nothing here judges whether the record is consistent: that is the
 * referee's work (src/replay.h).  The parser refuses only text that does
 * not read as GCG, and never on anything it is fed (fuzz/fuzz-gcg.c).
 */
#ifndef FICHAS_GCG_H
#define FICHAS_GCG_H

#include <stddef.h>

#include "move.h"
#include "rack.h"

#define GCG_PLAYERS 2
#define GCG_NICK_MAX 63 /* bytes of a nick, NUL not counted */
#define GCG_POINTS_MAX 9999999 /* largest score or total read */

/* What one event line records. */
enum gcg_event_kind {
	GCG_EVENT_PLACE = 0,	/* tiles laid: .move */
	GCG_EVENT_WITHDRAW,	/* "--": the previous play taken back (art. 34) */
	GCG_EVENT_EXCHANGE,	/* "-TILES" or "-N" (art. 24) */
	GCG_EVENT_PASS,		/* "-" (art. 25) */
	GCG_EVENT_CHALLENGE,	/* "(challenge)": bonus for a play that stood */
	GCG_EVENT_TIME,		/* "(time)": overtime penalty (art. 32) */
	GCG_EVENT_END_RACK	/* "(TILES)": rack points at the end (art. 37) */
};

/* One event line. */
struct gcg_event {
	enum gcg_event_kind kind;
	int line;		/* 1-based line in the text; 0 if built in memory */
	int player;		/* 0 or 1; -1 for a nick no #player line names */
	char nick[GCG_NICK_MAX + 1];
	int has_rack;		/* the rack was written */
	struct rack rack;
	/*
	 * GCG_EVENT_PLACE: the play as move_parse() reads it.
	 * GCG_EVENT_EXCHANGE: kind MOVE_EXCHANGE, the tiles in .exchange;
	 * n_exchange is 0 when only a count was written.
	 */
	struct move move;
	int exchange_count;	/* GCG_EVENT_EXCHANGE: tiles given back */
	struct rack tiles;	/* GCG_EVENT_END_RACK: the tiles in parentheses */
	int score;		/* points as written, signed */
	int total;		/* running total as written */
	char *note;		/* "#note" lines after the event, '\n'-joined */
};

/* A player named by "#player1" / "#player2". */
struct gcg_player {
	char nick[GCG_NICK_MAX + 1]; /* "" when not named */
	char *name;		/* the full name; NULL when not given */
	int line;		/* where named; 0 if not named in the text */
	int has_rack;		/* "#rack1" / "#rack2": a rack left at the end */
	struct rack rack;
	int rack_line;
};

/* A list of strings the record owns. */
struct gcg_strings {
	int n;
	char **v;
};

/* A whole record: pragmas and events. */
struct gcg_record {
	char *encoding;		/* "#character-encoding", NULL if absent */
	char *lexicon;		/* "#lexicon" */
	char *distribution;	/* "#tile-distribution" */
	char *title;		/* "#title" */
	char *description;	/* "#description" */
	char *id;		/* "#id": authority and identifier */
	char *note;		/* "#note" lines before the first event */
	struct gcg_strings tile_lines; /* "#tile" arguments, "[CH] [ch]" */
	int brackets;		/* the bracket convention: bare CH is C, H */
	struct gcg_strings pragmas; /* unknown pragmas, the text after '#' */
	struct gcg_player players[GCG_PLAYERS];
	int n_events;
	int events_size;	/* allocated */
	struct gcg_event *events;
};

/* Why a text is not a GCG record. */
enum gcg_error {
	GCG_OK = 0,
	GCG_ERR_EMPTY,		/* no pragma and no event at all */
	GCG_ERR_ENCODING,	/* bad UTF-8, or an encoding not supported */
	GCG_ERR_CONTROL,	/* a NUL or other control character */
	GCG_ERR_LINE,		/* a line that is not "#pragma" nor ">event" */
	GCG_ERR_PRAGMA,		/* a pragma without the arguments it needs */
	GCG_ERR_PLAYER,		/* nick too long, or two players one nick */
	GCG_ERR_NICK,		/* ">" not followed by "nick:" */
	GCG_ERR_EVENT,		/* the fields fit no event form */
	GCG_ERR_RACK,		/* a rack that is not up to seven tiles */
	GCG_ERR_MOVE,		/* position and word: see .move */
	GCG_ERR_EXCHANGE,	/* exchanged tiles or count not 1-7 tiles */
	GCG_ERR_END_RACK,	/* "(TILES)" not up to seven tiles */
	GCG_ERR_SCORE,		/* points not a number like +12 or -46 */
	GCG_ERR_TOTAL,		/* running total not a number */
	GCG_ERR_UTF16,		/* UTF-16 text (src/infile.h): no line */
	GCG_ERR_UTF32		/* UTF-32 text: the same */
};

/* Where reading stopped. */
struct gcg_failure {
	enum gcg_error error;
	int line;		/* 1-based */
	size_t column;		/* 0-based byte offset in the line */
	struct move_failure move; /* GCG_ERR_MOVE */
};

/* The three ways of writing the end of a game (art. 37). */
enum gcg_end_style {
	/* GCG: the finisher gets twice the opponent's rack, one line. */
	GCG_END_DOUBLE = 0,
	/* Art. 37.4: finisher +rack, opponent -rack, two lines. */
	GCG_END_ART_37_4,
	/* Arts. 37.1-37.3: each player loses their own rack. */
	GCG_END_OWN_RACKS
};

/*
 * Read a record from text[0..len) (NUL bytes are refused, not ends).
 * UTF-8 by default; ISO-8859-1 when declared, or when the text is not UTF-8
 * and declares nothing (the GCG default); UTF-16 and UTF-32 text
 * (infile_wide_encoding()) is GCG_ERR_UTF16 or _UTF32, at line 0.
 * Returns 0 and sets *recp, or -1 with *failure filled (failure may be
 * NULL).
 */
int gcg_parse(const char *text, size_t len, struct gcg_record **recp,
    struct gcg_failure *failure);
/* A short stable English identifier ("bad-score"), not for display. */
const char *gcg_error_id(enum gcg_error error);

/* An empty record. */
struct gcg_record *gcg_record_create(void);
/*
 * The Spanish pragmas a fichas record starts with: UTF-8, the "spanish"
 * distribution, #tile lines for CH, LL and RR (the bracket convention).
 */
void gcg_record_set_spanish(struct gcg_record *rec);
/* Free a record and everything it owns; NULL is a no-op. */
void gcg_record_free(struct gcg_record *rec);
/* Name player 0 or 1 (nick: one word, at most GCG_NICK_MAX bytes). */
int gcg_record_set_player(struct gcg_record *rec, int player,
    const char *nick, const char *name);
/*
 * Append an event for a named player, zeroed but for kind, player and nick;
 * NULL when player is not 0 or 1.
 */
struct gcg_event *gcg_record_add(struct gcg_record *rec,
    enum gcg_event_kind kind, int player);
/* Attach a note to an event (replacing any). */
void gcg_event_set_note(struct gcg_event *event, const char *note);
/* The last running total written for a player (0 before any event). */
int gcg_record_total(const struct gcg_record *rec, int player);
/*
 * Append the end-of-game rack lines in one of the three styles (art. 37);
 * racks[p] is what player p holds.  finisher is the player who went out
 * (ignored for GCG_END_OWN_RACKS).  0, or -1 for a bad player.
 */
int gcg_record_add_end(struct gcg_record *rec, enum gcg_end_style style,
    int finisher, const struct rack racks[GCG_PLAYERS]);

/*
 * One event line without its newline or note, ">ana: AACEOST 8G CASA +12
 * 12".  Writes a NUL-terminated string truncated to size; returns the full
 * length like snprintf.
 */
/*
 * What an event line did, in the record's spelling: "8G CASA", "--",
 * "-UVZ", "(AEO)", "-" for a pass.
 */
void gcg_format_action(const struct gcg_event *event, char *buf,
    size_t size);
size_t gcg_format_event(const struct gcg_event *event, char *buf,
    size_t size);
/* Tiles in record spelling, "[C]" before an H that would join it. */
size_t gcg_format_tiles(const tile_t *tiles, int n, char *buf, size_t size);
/*
 * The whole record as GCG text in a malloc'd NUL-terminated string, always
 * UTF-8 and declared so (whatever .encoding says).  Pragmas that hold one
 * line get line breaks as spaces.  Played-through squares are written '.',
 * and with #tile lines lone letters go unbracketed ("-HLL[RR]Y"; without
 * them "[C]H", which reads the same in either convention).  Returns
 * 0 and sets *text (and *len when not NULL), or -1 when a line cannot be
 * formatted.
 */
int gcg_write(const struct gcg_record *rec, char **text, size_t *len);

#endif
