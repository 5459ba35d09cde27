/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's rack: up to seven tiles (art. 6, 29), blanks as TILE_BLANK. */
#ifndef FICHAS_RACK_H
#define FICHAS_RACK_H

#include "tiles.h"

#define RACK_SIZE 7

struct rack {
	tile_t tiles[RACK_SIZE];
	int n;
};

/* Empty the rack. */
void rack_init(struct rack *rack);
/* Add a tile; returns -1 when the rack is full. */
int rack_add(struct rack *rack, tile_t tile);
/*
 * Remove one tile.  A played blank (letter|TILE_BLANK_FLAG) removes a
 * TILE_BLANK.  Returns -1 when the rack does not hold it.
 */
int rack_remove(struct rack *rack, tile_t tile);
/* Non-zero when the rack holds every tile of the list (as a multiset). */
int rack_holds(const struct rack *rack, const tile_t *tiles, int n);
/* Count of each unflagged tile code, blanks under TILE_BLANK. */
void rack_counts(const struct rack *rack, int counts[TILE_CODES]);
/* Sum of tile values (end of game, art. 37). */
int rack_value(const struct rack *rack);
/* Sort in tile order, blanks last (art. 4 order). */
void rack_sort(struct rack *rack);
/* Parse "AEI?[CH]Ñ" (a rack in record spelling); -1 on bad text or >7 tiles. */
int rack_parse(struct rack *rack, const char *text);
/* Record spelling of the rack ("AE[CH]?"), like tiles_to_record. */
size_t rack_to_record(const struct rack *rack, char *buf, size_t size);

#endif
