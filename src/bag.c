/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "bag.h"

void
bag_clear(struct bag *bag)
{
	memset(bag, 0, sizeof *bag);
}

void
bag_fill(struct bag *bag)
{
	bag_clear(bag);
	for (tile_t t = TILE_A; t <= TILE_BLANK; t++)
		for (int i = 0; i < tile_count(t); i++)
			bag->tiles[bag->n++] = t;
}

tile_t
bag_draw(struct bag *bag, struct rng *rng)
{
	uint32_t i;
	tile_t tile;

	if (bag->n == 0)
		return TILE_NONE;
	i = rng_below(rng, (uint32_t)bag->n);
	tile = bag->tiles[i];
	bag->tiles[i] = bag->tiles[--bag->n];
	return tile;
}

int
bag_return(struct bag *bag, tile_t tile)
{
	if (bag->n >= TILES_TOTAL || !(tile_is_letter(tile) || tile == TILE_BLANK))
		return -1;
	bag->tiles[bag->n++] = tile_is_blank(tile) ? TILE_BLANK : tile;
	return 0;
}

int
bag_refill(struct bag *bag, struct rng *rng, struct rack *rack)
{
	int drawn = 0;

	while (rack->n < RACK_SIZE && bag->n > 0) {
		rack_add(rack, bag_draw(bag, rng));
		drawn++;
	}
	return drawn;
}

int
bag_remove(struct bag *bag, tile_t tile)
{
	tile_t want = tile_is_blank(tile) ? TILE_BLANK : tile;

	for (int i = 0; i < bag->n; i++) {
		if (bag->tiles[i] == want) {
			bag->tiles[i] = bag->tiles[--bag->n];
			return 0;
		}
	}
	return -1;
}
