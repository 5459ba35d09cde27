/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The bag of 100 tiles (doc/rules.md).  Every draw goes through the caller's
 * seeded generator, so the same seed deals the same game.
 */
#ifndef FICHAS_BAG_H
#define FICHAS_BAG_H

#include "rack.h"
#include "rng.h"
#include "tiles.h"

struct bag {
	tile_t tiles[TILES_TOTAL];
	int n;
};

/* Fill the bag with the full Spanish set. */
void bag_fill(struct bag *bag);
/* Empty the bag. */
void bag_clear(struct bag *bag);
/* Draw one tile at random; TILE_NONE when the bag is empty. */
tile_t bag_draw(struct bag *bag, struct rng *rng);
/* Put a tile back (played blanks go back as TILE_BLANK); -1 when full. */
int bag_return(struct bag *bag, tile_t tile);
/* Draw until the rack holds seven tiles or the bag is empty (art. 29). */
int bag_refill(struct bag *bag, struct rng *rng, struct rack *rack);
/* Take one given tile out of the bag (replaying records); -1 if absent. */
int bag_remove(struct bag *bag, tile_t tile);

#endif
