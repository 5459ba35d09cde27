/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A game's score sheet as a GCG record (src/gcg.h), with the Spanish
 * conventions Macondo writes: UTF-8, the "spanish" tile distribution, the
 * digraph tiles in brackets declared by #tile lines.  One event line per
 * sheet line, so the running totals are the sheet's:
 *
 *	placement        >ana: AACEOST 8G CA.A +12 12
 *	withdrawn (34)   >ana: AACEOST -- -12 0
 *	exchange (24)    >ana: AACEOST -AE +0 0     (the tiles: a private record)
 *	pass (25)        >ana: AACEOST - +0 0
 *	lost turn        >ana: AACEOST - +0 0       #note says why (23, 30, double)
 *	five-points      >ana: AACEOST (challenge) +5 17
 *	overtime (32)    >ana: AEO (time) -20 290   (the rack held at the end)
 *	art. 37.4        >ana: (AEO) +3 293  then  >luis: AEO (AEO) -3 250
 *	arts. 37.1-37.3  >luis: AEO (AEO) -3 250    (each player's own rack)
 *
 * The opening draw (art. 4) goes in a #note after the first event.
 * export_record() keeps the sheet's player order and its art. 37.4 lines
 * (the review works on it); the text, export_gcg_text(), is in the form
 * other programs read: #player1 moves first, and going out is one line
 * worth twice the rack, ">ana: (AEO) +6 296", with a #note of the FISE
 * final scores.  Nothing here is translated: the record is data.
 */
#ifndef FICHAS_EXPORT_H
#define FICHAS_EXPORT_H

#include <stddef.h>

#include "game.h"
#include "gcg.h"

/*
 * The GCG nick of a player: the name with spaces and ':' made '_', or
 * "player1" / "player2" when the name is empty or both are the same.
 */
void export_nick(const struct game *g, int player, char *buf, size_t size);

/*
 * The game's record; lexicon, a name or a path, gives the #lexicon pragma
 * (its base name without extension; NULL: none).  Returns 0 and sets *recp
 * (free with gcg_record_free()), or -1 when a player's nick is refused.
 */
int export_record(const struct game *g, const char *lexicon,
    struct gcg_record **recp);

/* What a sheet line did, as its record's event line says it (GCG). */
void export_action(const struct game *g, const struct game_event *ev,
    char *buf, size_t size);

/* The record as GCG text for other programs, malloc'd; 0, or -1. */
int export_gcg_text(const struct game *g, const char *lexicon, char **text,
    size_t *len);
/*
 * The same with the end of the game in a chosen style: GCG_END_DOUBLE
 * (export_gcg_text()) or GCG_END_ART_37_4, the sheet's two lines.
 */
int export_gcg_text_as(const struct game *g, const char *lexicon,
    enum gcg_end_style style, char **text, size_t *len);

#endif
