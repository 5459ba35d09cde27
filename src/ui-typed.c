/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <wchar.h>
#include <wctype.h>

#include "text.h"
#include "ui-typed.h"

/* Say why an action was refused, with the article for a placement. */
void
ui_typed_refused(struct ui *ui, enum game_error e, enum rules_error why)
{
	char text[UI_MESSAGE_MAX];

	if (e == GAME_ERR_RULES) {
		text_refusal(why, text, sizeof text);
		ui_message(ui, 1, "%s", text);
	} else {
		ui_message(ui, 1, "%s", text_game_error(e));
	}
}

/* The tile a typed character stands for ('~' is Ñ for US keyboards). */
tile_t
ui_typed_tile(struct ui *ui, wint_t ch)
{
	char mb[MB_LEN_MAX + 1], why[UI_MESSAGE_MAX];
	struct tiles_failure f;
	tile_t tile;
	size_t n;

	if (ch == L'~')
		return TILE_NY;
	n = wcrtomb(mb, (wchar_t)ch, &(mbstate_t){ 0 });
	if (n == (size_t)-1)
		return TILE_NONE;
	if (tiles_parse(mb, n, TILES_MODE_WORD, &tile, 1, &f) == 1)
		return tile;
	/* Named as the tile would be written: "K is not a Spanish tile". */
	if (f.error == TILES_ERR_NOT_SPANISH &&
	    (n = wcrtomb(mb, (wchar_t)towupper(ch), &(mbstate_t){ 0 })) !=
	    (size_t)-1) {
		mb[n] = '\0';
		text_tiles_error(&f, mb, why, sizeof why);
		ui_message(ui, 1, "%s.", why);
	}
	return TILE_NONE;
}
