/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input made safe to echo in a message; see quote.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unictype.h>
#include <unistr.h>
#include <uniwidth.h>

#include "quote.h"

#define QUOTE_ELLIPSIS "..."
#define QUOTE_ELLIPSIS_COLUMNS 3

static int quote_width(ucs4_t uc);
static size_t quote_piece(const char *p, size_t left, char *piece,
    size_t *plen, int *cols);
static const char *quote_text(const char *text, size_t len, char *buf,
    int columns);

/* Can this character be shown as it is, and in how many columns (-1: no)? */
static int
quote_width(ucs4_t uc)
{
	int w;

	if (uc < 0x20 || (uc >= 0x7f && uc < 0xa0) ||
	    uc_is_general_category(uc, UC_CATEGORY_Cf) ||
	    uc_is_general_category(uc, UC_CATEGORY_Zl) ||
	    uc_is_general_category(uc, UC_CATEGORY_Zp) || !uc_is_print(uc))
		return -1;
	w = uc_width(uc, "UTF-8");
	/* A combining mark counts one column: the bytes stay bounded. */
	return w < 0 ? -1 : w == 0 ? 1 : w;
}

/*
 * The next piece of text at p: the character itself, or its bytes as
 * \xNN.  Fills piece (16 bytes) and returns how many input bytes it takes.
 */
static size_t
quote_piece(const char *p, size_t left, char *piece, size_t *plen, int *cols)
{
	ucs4_t uc;
	int n = u8_mbtoucr(&uc, (const uint8_t *)p, left), w = -1;

	if (n > 0)
		w = quote_width(uc);
	if (w >= 0) {
		memcpy(piece, p, (size_t)n);
		*plen = (size_t)n;
		*cols = w;
		return (size_t)n;
	}
	if (n <= 0)
		n = 1;
	*plen = 0;
	for (int i = 0; i < n; i++)
		*plen += (size_t)snprintf(piece + *plen, 16 - *plen, "\\x%02x",
		    (unsigned char)p[i]);
	*cols = (int)*plen;
	return (size_t)n;
}

/* quote_input() and quote_path(), to a width of columns. */
static const char *
quote_text(const char *text, size_t len, char *buf, int columns)
{
	size_t out = 0, mark = 0, plen;
	int cols = 0, w;
	char piece[16];

	for (size_t i = 0; i < len;) {
		i += quote_piece(text + i, len - i, piece, &plen, &w);
		if (cols + w > columns) {
			/* Too long: back to where the ellipsis fits. */
			memcpy(buf + mark, QUOTE_ELLIPSIS,
			    sizeof QUOTE_ELLIPSIS);
			return buf;
		}
		memcpy(buf + out, piece, plen);
		out += plen;
		cols += w;
		if (cols <= columns - QUOTE_ELLIPSIS_COLUMNS)
			mark = out;
	}
	buf[out] = '\0';
	return buf;
}

const char *
quote_input(const char *text, size_t len, char buf[QUOTE_SIZE])
{
	return quote_text(text, len, buf, QUOTE_COLUMNS);
}

const char *
quote_path(const char *path, char buf[QUOTE_PATH_SIZE])
{
	return quote_text(path, strlen(path), buf, QUOTE_PATH_COLUMNS);
}
