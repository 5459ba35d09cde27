/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rack.h"

/* The rack tile that a played or listed tile uses up. */
static tile_t
rack_tile_for(tile_t tile)
{
	return tile_is_blank(tile) ? TILE_BLANK : tile;
}

void
rack_init(struct rack *rack)
{
	memset(rack, 0, sizeof *rack);
}

int
rack_add(struct rack *rack, tile_t tile)
{
	if (rack->n >= RACK_SIZE || !(tile_is_letter(tile) || tile == TILE_BLANK))
		return -1;
	rack->tiles[rack->n++] = rack_tile_for(tile);
	return 0;
}

int
rack_remove(struct rack *rack, tile_t tile)
{
	tile_t want = rack_tile_for(tile);

	for (int i = 0; i < rack->n; i++) {
		if (rack->tiles[i] != want)
			continue;
		memmove(&rack->tiles[i], &rack->tiles[i + 1],
		    (size_t)(rack->n - i - 1));
		rack->n--;
		return 0;
	}
	return -1;
}

void
rack_counts(const struct rack *rack, int counts[TILE_CODES])
{
	memset(counts, 0, sizeof(int) * TILE_CODES);
	for (int i = 0; i < rack->n; i++)
		if (rack->tiles[i] < TILE_CODES)
			counts[rack->tiles[i]]++;
}

int
rack_holds(const struct rack *rack, const tile_t *tiles, int n)
{
	int counts[TILE_CODES];

	rack_counts(rack, counts);
	for (int i = 0; i < n; i++) {
		tile_t t = rack_tile_for(tiles[i]);

		if (t >= TILE_CODES || --counts[t] < 0)
			return 0;
	}
	return 1;
}

int
rack_value(const struct rack *rack)
{
	int sum = 0;

	for (int i = 0; i < rack->n; i++)
		sum += tile_value(rack->tiles[i]);
	return sum;
}

void
rack_sort(struct rack *rack)
{
	qsort(rack->tiles, (size_t)rack->n, sizeof rack->tiles[0], tile_compare);
}

int
rack_parse(struct rack *rack, const char *text)
{
	size_t len = strlen(text), pos = 0;

	rack_init(rack);
	while (pos < len) {
		tile_t tile;

		if (text[pos] == '?') {
			tile = TILE_BLANK;
			pos++;
		} else if (tiles_next(text, len, &pos, TILES_MODE_RECORD, &tile,
		    NULL) != TILES_OK || tile_is_blank(tile))
			return -1; /* on a rack a blank is written '?' */
		if (rack_add(rack, tile) != 0)
			return -1;
	}
	return 0;
}

size_t
rack_to_record(const struct rack *rack, char *buf, size_t size)
{
	return tiles_to_record(rack->tiles, (size_t)rack->n, buf, size);
}
