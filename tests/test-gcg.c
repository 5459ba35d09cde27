/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GCG records (src/gcg.c): every line kind, the writer, the errors. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "gcg.h"

/* The GCG example of the product's specification, word for word. */
static const char spec_example[] =
    "#character-encoding UTF-8\n"
    "#lexicon FISE2\n"
    "#tile-distribution spanish\n"
    "#tile [CH] [ch]\n"
    "#tile [LL] [ll]\n"
    "#tile [RR] [rr]\n"
    "#player1 ana Ana\n"
    "#player2 luis Luis\n"
    ">ana: AACEOST 8G CASA +12 12\n"
    ">luis: EIOP[RR]UV H5 PE[RR]. +13 13\n"
    ">ana: AEOTUVZ 9I ZOTE +46 58\n"
    ">ana: AEOTUVZ -- -46 12\n"
    ">luis: ?EILOUV J7 [ll].VE +8 21\n"
    ">ana: AEOTUVZ -UVZ +0 12\n"
    ">luis: EIILOSU - +0 21\n";

static struct gcg_record *parse_ok(const char *text);
static void assert_refused(const char *text, enum gcg_error error, int line,
    size_t column);
static void assert_wide(const char *text, size_t len, enum gcg_error error);
static void assert_rack(const struct rack *rack, const tile_t *tiles,
    int n);
static void assert_same_event(const struct gcg_event *a,
    const struct gcg_event *b);
static void assert_round_trip(const struct gcg_record *rec);
static void assert_line(const struct gcg_event *ev, const char *expected);
static void assert_written(const struct gcg_record *rec, const char *line);

/* Parse text that must be a record. */
static struct gcg_record *
parse_ok(const char *text)
{
	struct gcg_failure failure;
	struct gcg_record *rec;

	if (gcg_parse(text, strlen(text), &rec, &failure) != 0)
		print_error("line %d column %zu: %s\n", failure.line,
		    failure.column, gcg_error_id(failure.error));
	assert_non_null(rec);
	return rec;
}

/* Parse text that must be refused with this error at this place. */
static void
assert_refused(const char *text, enum gcg_error error, int line,
    size_t column)
{
	struct gcg_failure failure;
	struct gcg_record *rec = (struct gcg_record *)1;

	assert_int_equal(gcg_parse(text, strlen(text), &rec, &failure), -1);
	assert_null(rec);
	if (failure.error != error || failure.line != line)
		print_error("\"%s\": %s at line %d\n", text,
		    gcg_error_id(failure.error), failure.line);
	assert_int_equal(failure.error, error);
	assert_int_equal(failure.line, line);
	assert_int_equal(failure.column, column);
}

/* A rack holds exactly these tiles in this order. */
static void
assert_rack(const struct rack *rack, const tile_t *tiles, int n)
{
	assert_int_equal(rack->n, n);
	assert_memory_equal(rack->tiles, tiles, (size_t)n);
}

/* Two events say the same thing (line numbers aside). */
static void
assert_same_event(const struct gcg_event *a, const struct gcg_event *b)
{
	assert_int_equal(a->kind, b->kind);
	assert_int_equal(a->player, b->player);
	assert_string_equal(a->nick, b->nick);
	assert_int_equal(a->has_rack, b->has_rack);
	if (a->has_rack)
		assert_rack(&b->rack, a->rack.tiles, a->rack.n);
	assert_int_equal(a->score, b->score);
	assert_int_equal(a->total, b->total);
	assert_int_equal(a->exchange_count, b->exchange_count);
	assert_int_equal(a->move.kind, b->move.kind);
	if (a->kind == GCG_EVENT_PLACE) {
		assert_int_equal(a->move.row, b->move.row);
		assert_int_equal(a->move.col, b->move.col);
		assert_int_equal(a->move.dir, b->move.dir);
		assert_int_equal(a->move.len, b->move.len);
		/* Played-through squares are written '.', letter unsaid. */
		for (int i = 0; i < a->move.len; i++)
			if (a->move.word[i] & MOVE_THROUGH)
				assert_int_equal(b->move.word[i], MOVE_THROUGH);
			else
				assert_int_equal(a->move.word[i],
				    b->move.word[i]);
	}
	if (a->kind == GCG_EVENT_EXCHANGE) {
		assert_int_equal(a->move.n_exchange, b->move.n_exchange);
		assert_memory_equal(a->move.exchange, b->move.exchange,
		    (size_t)a->move.n_exchange);
	}
	if (a->kind == GCG_EVENT_END_RACK)
		assert_rack(&b->tiles, a->tiles.tiles, a->tiles.n);
	if (a->note == NULL)
		assert_null(b->note);
	else
		assert_string_equal(a->note, b->note);
}

/* parse(write(rec)) says what rec says, and writes back the same text. */
static void
assert_round_trip(const struct gcg_record *rec)
{
	struct gcg_record *again;
	char *text, *text2;
	size_t len, len2;

	assert_int_equal(gcg_write(rec, &text, &len), 0);
	assert_int_equal(strlen(text), len);
	again = parse_ok(text);
	assert_int_equal(again->n_events, rec->n_events);
	for (int i = 0; i < rec->n_events; i++)
		assert_same_event(&rec->events[i], &again->events[i]);
	for (int p = 0; p < GCG_PLAYERS; p++) {
		assert_string_equal(again->players[p].nick,
		    rec->players[p].nick);
		assert_int_equal(again->players[p].has_rack,
		    rec->players[p].has_rack);
	}
	assert_int_equal(gcg_write(again, &text2, &len2), 0);
	assert_string_equal(text, text2);
	free(text);
	free(text2);
	gcg_record_free(again);
}

/* One event written as one exact line. */
static void
assert_line(const struct gcg_event *ev, const char *expected)
{
	char buf[256];

	assert_int_equal(gcg_format_event(ev, buf, sizeof buf),
	    strlen(expected));
	assert_string_equal(buf, expected);
}

/*
 * Notes join their lines with '\n' whatever comes between them: the
 * description growing in between, events added (their array moves), a
 * note continued over plain lines; and 200 000 lines make one long note.
 */
static void
test_gcg_notes_are_joined_line_by_line(void **state)
{
	static const char head[] =
	    "#player1 ana\n#player2 luis\n"
	    "#note g1\n#description d1\n#note g2\nd?\n"
	    ">ana: AACEOST 8G CASA +12 12\n#note a1\n#note a2\ncont\n"
	    ">luis: EIOPRUV -- +0 0\n#note b1\n>ana: AEOST - +0 12\n"
	    "#note c1\n";
	const size_t lines = 200000, one = sizeof "#note xyz\n" - 1;
	size_t len = sizeof head - 1 + lines * one;
	char *text = malloc(len + 1), *p;
	struct gcg_record *rec;
	const char *note;

	(void)state;
	assert_non_null(text);
	memcpy(text, head, sizeof head - 1);
	p = text + sizeof head - 1;
	for (size_t i = 0; i < lines; i++, p += one)
		memcpy(p, "#note xyz\n", one);
	*p = '\0';
	rec = parse_ok(text);
	assert_string_equal(rec->note, "g1\ng2\nd?");
	assert_string_equal(rec->description, "d1");
	assert_int_equal(rec->n_events, 3);
	assert_string_equal(rec->events[0].note, "a1\na2\ncont");
	assert_string_equal(rec->events[1].note, "b1");
	note = rec->events[2].note;
	assert_int_equal(strlen(note), 2 + lines * 4);
	assert_memory_equal(note, "c1\nxyz\nxyz", 10);
	assert_string_equal(note + strlen(note) - 4, "\nxyz");
	gcg_record_free(rec);
	free(text);
}

/* Every pragma of the Spanish GCG conventions and the others GCG defines are read and kept. */
static void
test_gcg_pragmas_are_read(void **state)
{
	struct gcg_record *rec = parse_ok(
	    "#character-encoding UTF-8\n"
	    "#title Final del club\n"
	    "#description Primera línea\n"
	    "segunda línea\n"
	    "#id club 2024-17\n"
	    "#lexicon FISE2\n"
	    "#tile-distribution spanish\n"
	    "#tile [CH] [ch]\n"
	    "#tile [LL] [ll]\n"
	    "#player1 ana Ana Pérez\n"
	    "#player2 luis\n"
	    "#note antes de empezar\n"
	    "#clock 25 25\n"
	    ">ana: AACEOST 8G CASA +12 12\n"
	    "#note buena salida\n"
	    "#rack1 AEO\n"
	    "#rack2 [CH]??\n");
	static const tile_t rack2[] = { TILE_CH, TILE_BLANK, TILE_BLANK };

	(void)state;
	assert_string_equal(rec->encoding, "UTF-8");
	assert_string_equal(rec->title, "Final del club");
	assert_string_equal(rec->description,
	    "Primera línea\nsegunda línea");
	assert_string_equal(rec->id, "club 2024-17");
	assert_string_equal(rec->lexicon, "FISE2");
	assert_string_equal(rec->distribution, "spanish");
	assert_int_equal(rec->tile_lines.n, 2);
	assert_string_equal(rec->tile_lines.v[1], "[LL] [ll]");
	assert_string_equal(rec->players[0].nick, "ana");
	assert_string_equal(rec->players[0].name, "Ana Pérez");
	assert_int_equal(rec->players[0].line, 10);
	assert_string_equal(rec->players[1].nick, "luis");
	assert_null(rec->players[1].name);
	assert_string_equal(rec->note, "antes de empezar");
	assert_int_equal(rec->pragmas.n, 1);
	assert_string_equal(rec->pragmas.v[0], "clock 25 25");
	assert_int_equal(rec->n_events, 1);
	assert_string_equal(rec->events[0].note, "buena salida");
	assert_true(rec->players[0].has_rack);
	assert_int_equal(rec->players[0].rack.n, 3);
	assert_int_equal(rec->players[1].rack_line, 17);
	assert_rack(&rec->players[1].rack, rack2, 3);
	gcg_record_free(rec);
}

/* A placement: rack, position, word, points and total, with its line. */
static void
test_gcg_placement_line(void **state)
{
	struct gcg_record *rec = parse_ok(spec_example);
	const struct gcg_event *ev = &rec->events[0];
	static const tile_t rack[] = { TILE_A, TILE_A, TILE_C, TILE_E, TILE_O,
	    TILE_S, TILE_T };
	static const tile_t word[] = { TILE_C, TILE_A, TILE_S, TILE_A };

	(void)state;
	assert_int_equal(rec->n_events, 7);
	assert_int_equal(ev->kind, GCG_EVENT_PLACE);
	assert_int_equal(ev->line, 9);
	assert_int_equal(ev->player, 0);
	assert_string_equal(ev->nick, "ana");
	assert_true(ev->has_rack);
	assert_rack(&ev->rack, rack, 7);
	assert_int_equal(ev->move.row, 7);
	assert_int_equal(ev->move.col, 6);
	assert_int_equal(ev->move.dir, DIR_ACROSS);
	assert_int_equal(ev->move.len, 4);
	assert_memory_equal(ev->move.word, word, 4);
	assert_int_equal(ev->score, 12);
	assert_int_equal(ev->total, 12);
	assert_int_equal(rec->events[6].line, 15);
	assert_int_equal(rec->events[6].player, 1);
	gcg_record_free(rec);
}

/* Art. 11: [RR] is one tile, [ll] a blank LL, '.' a tile on the board. */
static void
test_art11_digraphs_blanks_and_board_tiles(void **state)
{
	struct gcg_record *rec = parse_ok(spec_example);
	const struct gcg_event *perro = &rec->events[1];
	const struct gcg_event *llave = &rec->events[4];
	static const tile_t pe_rr[] = { TILE_P, TILE_E, TILE_RR, MOVE_THROUGH };
	static const tile_t ll_ve[] = { TILE_LL | TILE_BLANK_FLAG, MOVE_THROUGH,
	    TILE_V, TILE_E };
	static const tile_t rack[] = { TILE_BLANK, TILE_E, TILE_I, TILE_L,
	    TILE_O, TILE_U, TILE_V };

	(void)state;
	assert_int_equal(perro->move.dir, DIR_DOWN);
	assert_int_equal(perro->move.col, 7);
	assert_int_equal(perro->move.row, 4);
	assert_memory_equal(perro->move.word, pe_rr, 4);
	assert_int_equal(perro->rack.tiles[4], TILE_RR);
	assert_memory_equal(llave->move.word, ll_ve, 4);
	assert_rack(&llave->rack, rack, 7);
	gcg_record_free(rec);

	rec = parse_ok(">ana: 8G cA(S)a +4 4\n");
	assert_false(rec->events[0].has_rack);
	assert_int_equal(rec->events[0].move.word[0], TILE_C | TILE_BLANK_FLAG);
	assert_int_equal(rec->events[0].move.word[2], MOVE_THROUGH | TILE_S);
	gcg_record_free(rec);
}

/*
 * With #tile lines digraphs are written only in brackets, so a rack's C
 * and H are two tiles; without them "CH" reads as the digraph (art. 11).
 * "[C]" is a lone C either way.
 */
static void
test_art11_tile_pragma_spells_racks(void **state)
{
	struct gcg_record *rec;
	static const tile_t apart[] = { TILE_A, TILE_C, TILE_H };
	static const tile_t joined[] = { TILE_A, TILE_CH };

	(void)state;
	rec = parse_ok("#tile [CH] [ch]\n>ana: ACH -ACH +0 0\n");
	assert_rack(&rec->events[0].rack, apart, 3);
	assert_int_equal(rec->events[0].exchange_count, 3);
	gcg_record_free(rec);
	rec = parse_ok(">ana: ACH -ACH +0 0\n");
	assert_rack(&rec->events[0].rack, joined, 2);
	assert_int_equal(rec->events[0].move.n_exchange, 2);
	gcg_record_free(rec);
	rec = parse_ok(">ana: A[C]H (A[C]H) -8 -8\n");
	assert_rack(&rec->events[0].rack, apart, 3);
	assert_rack(&rec->events[0].tiles, apart, 3);
	gcg_record_free(rec);
}

/* Art. 34: "--" takes the previous play back with its points. */
static void
test_art34_withdrawn_play_line(void **state)
{
	struct gcg_record *rec = parse_ok(spec_example);
	const struct gcg_event *ev = &rec->events[3];

	(void)state;
	assert_int_equal(ev->kind, GCG_EVENT_WITHDRAW);
	assert_int_equal(ev->score, -46);
	assert_int_equal(ev->total, 12);
	assert_true(ev->has_rack);
	gcg_record_free(rec);
}

/* Art. 24: an exchange names its tiles, or only how many. */
static void
test_art24_exchange_lines(void **state)
{
	struct gcg_record *rec = parse_ok(
	    ">ana: AEOTUVZ -UVZ +0 12\n"
	    ">luis: -7 +0 0\n"
	    ">ana: -?A +0 12\n");
	static const tile_t uvz[] = { TILE_U, TILE_V, TILE_Z };

	(void)state;
	assert_int_equal(rec->events[0].kind, GCG_EVENT_EXCHANGE);
	assert_int_equal(rec->events[0].move.kind, MOVE_EXCHANGE);
	assert_int_equal(rec->events[0].exchange_count, 3);
	assert_memory_equal(rec->events[0].move.exchange, uvz, 3);
	assert_int_equal(rec->events[1].exchange_count, 7);
	assert_int_equal(rec->events[1].move.n_exchange, 0);
	assert_false(rec->events[1].has_rack);
	assert_int_equal(rec->events[2].move.exchange[0], TILE_BLANK);
	gcg_record_free(rec);
	assert_refused(">ana: -8 +0 0\n", GCG_ERR_EXCHANGE, 1, 7);
	assert_refused(">ana: -0 +0 0\n", GCG_ERR_EXCHANGE, 1, 7);
	assert_refused(">ana: -ABCDEFGH +0 0\n", GCG_ERR_EXCHANGE, 1, 14);
	assert_refused(">ana: -K +0 0\n", GCG_ERR_EXCHANGE, 1, 7);
}

/* Art. 25: "-" alone is a pass, with or without the rack. */
static void
test_art25_pass_line(void **state)
{
	struct gcg_record *rec = parse_ok(">luis: EIILOSU - +0 21\n"
	    ">ana: - +0 0\n");

	(void)state;
	assert_int_equal(rec->events[0].kind, GCG_EVENT_PASS);
	assert_int_equal(rec->events[0].move.kind, MOVE_PASS);
	assert_true(rec->events[0].has_rack);
	assert_int_equal(rec->events[1].kind, GCG_EVENT_PASS);
	assert_false(rec->events[1].has_rack);
	gcg_record_free(rec);
}

/* The challenge bonus, overtime (art. 32) and both end-rack forms (37). */
static void
test_art37_challenge_time_and_end_lines(void **state)
{
	struct gcg_record *rec = parse_ok(
	    ">ana: AEOTUVZ (challenge) +5 17\n"
	    ">ana: (time) -20 290\n"
	    ">ana: (AEO) +6 296\n"
	    ">luis: AEO (AEO) -3 250\n");
	static const tile_t aeo[] = { TILE_A, TILE_E, TILE_O };

	(void)state;
	assert_int_equal(rec->events[0].kind, GCG_EVENT_CHALLENGE);
	assert_int_equal(rec->events[0].score, 5);
	assert_int_equal(rec->events[1].kind, GCG_EVENT_TIME);
	assert_int_equal(rec->events[1].score, -20);
	assert_int_equal(rec->events[2].kind, GCG_EVENT_END_RACK);
	assert_false(rec->events[2].has_rack);
	assert_rack(&rec->events[2].tiles, aeo, 3);
	assert_int_equal(rec->events[3].kind, GCG_EVENT_END_RACK);
	assert_rack(&rec->events[3].rack, aeo, 3);
	assert_int_equal(rec->events[3].score, -3);
	assert_int_equal(rec->events[3].total, 250);
	gcg_record_free(rec);
}

/* Without #player lines the first two nicks are the players. */
static void
test_gcg_players_named_by_events(void **state)
{
	struct gcg_record *rec = parse_ok(">ana: - +0 0\n>luis: - +0 0\n"
	    ">eva: - +0 0\n");

	(void)state;
	assert_string_equal(rec->players[0].nick, "ana");
	assert_string_equal(rec->players[1].nick, "luis");
	assert_int_equal(rec->events[1].player, 1);
	assert_int_equal(rec->events[2].player, -1);
	gcg_record_free(rec);
	rec = parse_ok("#player1 ana\n#player2 luis\n>eva: - +0 0\n");
	assert_int_equal(rec->events[0].player, -1);
	gcg_record_free(rec);
}

/* ISO-8859-1 (declared, or undeclared and not UTF-8), CRLF, a BOM. */
static void
test_gcg_encodings_and_line_ends(void **state)
{
	struct gcg_record *rec;
	static const tile_t nye[] = { TILE_A, TILE_NY, TILE_O };

	(void)state;
	rec = parse_ok("#player1 ana Pe\xf1" "a\r\n>ana: A\xd1O -A\xd1O +0 0\r\n");
	assert_string_equal(rec->players[0].name, "Pe\xc3\xb1" "a");
	assert_rack(&rec->events[0].rack, nye, 3);
	assert_int_equal(rec->events[0].line, 2);
	gcg_record_free(rec);
	rec = parse_ok("#character-encoding ISO-8859-1\n>ana: A\xd1O - +0 0\n");
	assert_rack(&rec->events[0].rack, nye, 3);
	gcg_record_free(rec);
	rec = parse_ok("\xef\xbb\xbf>ana: A\xc3\x91O - +0 0\n");
	assert_rack(&rec->events[0].rack, nye, 3);
	gcg_record_free(rec);
	assert_refused("#character-encoding UTF-8\n\n>ana: A\xd1O - +0 0\n",
	    GCG_ERR_ENCODING, 3, 0);
	assert_refused("#character-encoding EBCDIC\n", GCG_ERR_ENCODING, 1, 0);
	assert_wide("\xff\xfe#\0p\0\n\0", 8, GCG_ERR_UTF16);
	assert_wide(">\0a\0:\0 \0-\0\n\0", 12, GCG_ERR_UTF16);
	assert_wide("\0\0\xfe\xff\0\0\0#", 8, GCG_ERR_UTF32);
}

/* UTF-16 or UTF-32 text: one error for the file, at no line. */
static void
assert_wide(const char *text, size_t len, enum gcg_error error)
{
	struct gcg_failure failure;
	struct gcg_record *rec;

	assert_int_equal(gcg_parse(text, len, &rec, &failure), -1);
	assert_null(rec);
	assert_int_equal(failure.error, error);
	assert_int_equal(failure.line, 0);
}

/* Text that is not GCG is refused with the line and column of the fault. */
static void
test_gcg_errors_name_line_and_column(void **state)
{
	struct gcg_failure failure;
	struct gcg_record *rec;

	(void)state;
	assert_refused("", GCG_ERR_EMPTY, 0, 0);
	assert_refused("\n  \n", GCG_ERR_EMPTY, 0, 0);
	assert_refused("#player1 ana\nhola\n", GCG_ERR_LINE, 2, 0);
	assert_refused("#player1\n", GCG_ERR_PRAGMA, 1, 8);
	assert_refused("#player1 ana\n#player2 ana\n", GCG_ERR_PLAYER, 2, 9);
	assert_refused("#player1 ana\n#player1 eva\n", GCG_ERR_PLAYER, 2, 9);
	assert_refused("#rack1 AEIOUAEI\n", GCG_ERR_RACK, 1, 14);
	assert_refused("\n>ana AACEOST 8G CASA +12 12\n", GCG_ERR_NICK, 2, 1);
	assert_refused(">: - +0 0\n", GCG_ERR_NICK, 1, 1);
	assert_refused(">ana: AACEOST 8G CASA +12 12 13\n", GCG_ERR_EVENT, 1,
	    29);
	assert_refused(">ana: +12 12\n", GCG_ERR_EVENT, 1, 12);
	assert_refused(">ana: AACEOST CASA +12 12\n", GCG_ERR_EVENT, 1, 14);
	assert_refused(">ana: AACEOSTE 8G CASA +12 12\n", GCG_ERR_RACK, 1, 13);
	assert_refused(">ana: AACEOST 8G CASA +1x 12\n", GCG_ERR_SCORE, 1, 22);
	assert_refused(">ana: AACEOST 8G CASA +12345678 1\n", GCG_ERR_SCORE, 1,
	    22);
	assert_refused(">ana: AACEOST 8G CASA +12 1.2\n", GCG_ERR_TOTAL, 1, 26);
	assert_refused("  >ana: AACEOST 8G CASA +1x 12\n", GCG_ERR_SCORE, 1, 24);
	assert_refused(">ana: (KW) +8 8\n", GCG_ERR_END_RACK, 1, 7);
	assert_refused(">ana: AACEOST 8G CA\tSA\x01 +12 12\n", GCG_ERR_CONTROL,
	    1, 22);
	assert_int_equal(gcg_parse("#note a\0b\n", 10, &rec, &failure), -1);
	assert_int_equal(failure.error, GCG_ERR_CONTROL);
	assert_int_equal(failure.line, 1);
	/* The word goes to move_parse(): its error and where, in the line. */
	assert_refused(">ana: AACEOST 8Z CASA +12 12\n", GCG_ERR_MOVE, 1, 15);
	assert_int_equal(gcg_parse(">ana: AACEOST 8L CASAS +12 12\n", 30,
	    &rec, &failure), -1);
	assert_int_equal(failure.move.error, MOVE_ERR_OFF_BOARD);
	assert_int_equal(failure.column, 21);
	assert_string_equal(gcg_error_id(GCG_ERR_SCORE), "bad-score");
}

/* Each kind of event written as GCG writes it. */
static void
test_gcg_writer_event_lines(void **state)
{
	struct gcg_record *rec = parse_ok(spec_example);
	struct gcg_event ev;

	(void)state;
	assert_line(&rec->events[0], ">ana: AACEOST 8G CASA +12 12");
	assert_line(&rec->events[1], ">luis: EIOP[RR]UV H5 PE[RR]. +13 13");
	assert_line(&rec->events[3], ">ana: AEOTUVZ -- -46 12");
	assert_line(&rec->events[4], ">luis: ?EILOUV J7 [ll].VE +8 21");
	assert_line(&rec->events[5], ">ana: AEOTUVZ -UVZ +0 12");
	assert_line(&rec->events[6], ">luis: EIILOSU - +0 21");
	memset(&ev, 0, sizeof ev);
	strcpy(ev.nick, "ana");
	ev.kind = GCG_EVENT_EXCHANGE;
	ev.exchange_count = 3;
	assert_line(&ev, ">ana: -3 +0 0");
	ev.kind = GCG_EVENT_CHALLENGE;
	ev.score = 5;
	ev.total = 17;
	assert_line(&ev, ">ana: (challenge) +5 17");
	ev.kind = GCG_EVENT_TIME;
	ev.score = -20;
	assert_line(&ev, ">ana: (time) -20 17");
	ev.kind = GCG_EVENT_END_RACK;
	rack_parse(&ev.tiles, "AEO");
	ev.score = 6;
	assert_line(&ev, ">ana: (AEO) +6 17");
	/* A lone C before an H is "[C]" so that it does not read as CH. */
	ev.has_rack = 1;
	rack_init(&ev.rack);
	rack_add(&ev.rack, TILE_C);
	rack_add(&ev.rack, TILE_H);
	rack_add(&ev.rack, TILE_CH);
	ev.score = -12;
	assert_line(&ev, ">ana: [C]H[CH] (AEO) -12 17");
	gcg_record_free(rec);
}

/* A short buffer gets a cut, terminated line and the full length. */
static void
test_gcg_writer_cuts_short_buffers(void **state)
{
	struct gcg_record *rec = parse_ok(spec_example);
	char buf[8];

	(void)state;
	assert_int_equal(gcg_format_event(&rec->events[0], buf, sizeof buf),
	    strlen(">ana: AACEOST 8G CASA +12 12"));
	assert_string_equal(buf, ">ana: A");
	assert_int_equal(gcg_format_event(&rec->events[0], NULL, 0), 28);
	gcg_record_free(rec);
}

/* parse(write(x)) == x for a record read from text. */
static void
test_gcg_round_trip_of_a_parsed_record(void **state)
{
	struct gcg_record *rec = parse_ok(spec_example);

	(void)state;
	assert_round_trip(rec);
	gcg_record_free(rec);
}

/* parse(write(x)) == x for a record built event by event, notes too. */
static void
test_gcg_round_trip_of_a_built_record(void **state)
{
	struct gcg_record *rec = gcg_record_create();
	struct gcg_event *ev;
	struct move_failure mf;

	(void)state;
	gcg_record_set_spanish(rec);
	assert_int_equal(gcg_record_set_player(rec, 0, "ana", "Ana Pérez"), 0);
	assert_int_equal(gcg_record_set_player(rec, 1, "luis", NULL), 0);
	assert_int_equal(gcg_record_set_player(rec, 1, "luis gomez", NULL), -1);
	ev = gcg_record_add(rec, GCG_EVENT_PLACE, 0);
	ev->has_rack = 1;
	rack_parse(&ev->rack, "ACELLOS");
	assert_int_equal(move_parse("8D CA[LL]ES", &ev->move, &mf), MOVE_OK);
	ev->score = ev->total = 34;
	gcg_event_set_note(ev, "línea uno\nlínea dos");
	ev = gcg_record_add(rec, GCG_EVENT_PLACE, 1);
	assert_int_equal(move_parse("H4 [ch]O(C)a", &ev->move, &mf),
	    MOVE_OK);
	ev->score = ev->total = 8;
	ev = gcg_record_add(rec, GCG_EVENT_WITHDRAW, 1);
	ev->score = -8;
	ev = gcg_record_add(rec, GCG_EVENT_EXCHANGE, 0);
	ev->has_rack = 1;
	rack_init(&ev->rack);
	rack_add(&ev->rack, TILE_C);
	rack_add(&ev->rack, TILE_H);
	ev->move.exchange[0] = TILE_C;
	ev->move.exchange[1] = TILE_H;
	ev->move.n_exchange = ev->exchange_count = 2;
	ev->total = 34;
	ev = gcg_record_add(rec, GCG_EVENT_PASS, 1);
	ev = gcg_record_add(rec, GCG_EVENT_TIME, 0);
	ev->score = -10;
	ev->total = 24;
	rec->players[1].has_rack = 1;
	rack_parse(&rec->players[1].rack, "?Ñ");
	assert_round_trip(rec);
	gcg_record_free(rec);
	gcg_record_free(NULL);
}

/* Whether the written record holds this line. */
static void
assert_written(const struct gcg_record *rec, const char *line)
{
	char *text;

	assert_int_equal(gcg_write(rec, &text, NULL), 0);
	if (strstr(text, line) == NULL)
		print_error("no \"%s\" in:\n%s", line, text);
	assert_non_null(strstr(text, line));
	free(text);
}

/*
 * What other programs read: played-through squares as '.', and with the
 * bracket convention no lone letter in brackets (art. 11, art. 24).
 */
static void
test_art24_writer_speaks_the_bracket_convention(void **state)
{
	struct gcg_record *rec = gcg_record_create();
	struct gcg_event *ev;
	struct move_failure mf;
	static const tile_t out[] = { TILE_H, TILE_L, TILE_L, TILE_RR,
	    TILE_Y };

	(void)state;
	gcg_record_set_spanish(rec);
	assert_int_equal(gcg_record_set_player(rec, 0, "ana", NULL), 0);
	ev = gcg_record_add(rec, GCG_EVENT_PLACE, 0);
	assert_int_equal(move_parse("8G C(O)T(IN)", &ev->move, &mf), MOVE_OK);
	ev->score = ev->total = 7;
	ev = gcg_record_add(rec, GCG_EVENT_EXCHANGE, 0);
	memcpy(ev->move.exchange, out, sizeof out);
	ev->move.n_exchange = ev->exchange_count = 5;
	ev->has_rack = 1;
	rack_init(&ev->rack);
	for (int i = 0; i < 5; i++)
		rack_add(&ev->rack, out[i]);
	ev->total = 7;
	assert_written(rec, ">ana: 8G C.T.. +7 7\n");
	assert_written(rec, ">ana: HLL[RR]Y -HLL[RR]Y +0 7\n");
	gcg_record_free(rec);
}

/*
 * Records from programs that bracket digraphs but write no #tile line: a
 * bare CH, LL or RR is two tiles there (art. 11), so (LLQR) is 1+1+5+1.
 */
static void
test_art11_bracketed_records_without_tile_lines(void **state)
{
	struct gcg_record *rec;
	static const tile_t rack1[] = { TILE_C, TILE_H, TILE_L, TILE_L,
	    TILE_O, TILE_RR, TILE_Y };
	static const tile_t rack2[] = { TILE_E, TILE_E, TILE_I, TILE_N,
	    TILE_NY, TILE_R, TILE_R };
	static const tile_t end[] = { TILE_L, TILE_L, TILE_Q, TILE_R };

	(void)state;
	rec = parse_ok(">ana: CHLLO[RR]Y - +0 0\n>luis: (LLQR) +16 16\n");
	assert_rack(&rec->events[0].rack, rack1, 7);
	assert_rack(&rec->events[1].tiles, end, 4);
	assert_int_equal(rack_value(&rec->events[1].tiles), 8);
	assert_int_equal(rec->brackets, 1);
	gcg_record_free(rec);
	rec = parse_ok("#description Created with Macondo\n"
	    ">ana: EEINÑRR - +0 0\n");
	assert_rack(&rec->events[0].rack, rack2, 7);
	gcg_record_free(rec);
	/* A note naming a program is no header. */
	rec = parse_ok(">ana: EEINÑRR - +0 0\n#note as Quackle says\n");
	assert_int_equal(rec->events[0].rack.n, 6);
	assert_int_equal(rec->brackets, 0);
	gcg_record_free(rec);
}

/* Art. 37: the end-of-game lines in the GCG, 37.4 and 37.1-37.3 styles. */
static void
test_art37_end_of_game_styles(void **state)
{
	struct rack racks[GCG_PLAYERS];
	struct gcg_record *rec;
	struct gcg_event *ev;
	const struct gcg_event *e;

	(void)state;
	rack_init(&racks[0]);
	rack_parse(&racks[1], "AEQ"); /* 1 + 1 + 5 = 7 */
	for (int style = GCG_END_DOUBLE; style <= GCG_END_OWN_RACKS; style++) {
		rec = gcg_record_create();
		gcg_record_set_player(rec, 0, "ana", NULL);
		gcg_record_set_player(rec, 1, "luis", NULL);
		ev = gcg_record_add(rec, GCG_EVENT_PASS, 0);
		ev->total = 100;
		ev = gcg_record_add(rec, GCG_EVENT_PASS, 1);
		ev->total = 90;
		assert_int_equal(gcg_record_add_end(rec, style, 0, racks), 0);
		e = &rec->events[2];
		assert_int_equal(e->kind, GCG_EVENT_END_RACK);
		if (style == GCG_END_DOUBLE) {
			assert_int_equal(rec->n_events, 3);
			assert_line(e, ">ana: (AEQ) +14 114");
		} else if (style == GCG_END_ART_37_4) {
			assert_int_equal(rec->n_events, 4);
			assert_line(e, ">ana: (AEQ) +7 107");
			assert_line(&rec->events[3], ">luis: AEQ (AEQ) -7 83");
		} else {
			/* ana's rack is empty: only luis loses points. */
			assert_int_equal(rec->n_events, 3);
			assert_line(e, ">luis: AEQ (AEQ) -7 83");
		}
		assert_int_equal(gcg_record_total(rec, 1),
		    style == GCG_END_DOUBLE ? 90 : 83);
		assert_round_trip(rec);
		gcg_record_free(rec);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gcg_pragmas_are_read),
		cmocka_unit_test(test_gcg_notes_are_joined_line_by_line),
		cmocka_unit_test(test_gcg_placement_line),
		cmocka_unit_test(test_art11_digraphs_blanks_and_board_tiles),
		cmocka_unit_test(test_art11_tile_pragma_spells_racks),
		cmocka_unit_test(test_art34_withdrawn_play_line),
		cmocka_unit_test(test_art24_exchange_lines),
		cmocka_unit_test(test_art25_pass_line),
		cmocka_unit_test(test_art37_challenge_time_and_end_lines),
		cmocka_unit_test(test_gcg_players_named_by_events),
		cmocka_unit_test(test_gcg_encodings_and_line_ends),
		cmocka_unit_test(test_gcg_errors_name_line_and_column),
		cmocka_unit_test(test_gcg_writer_event_lines),
		cmocka_unit_test(test_gcg_writer_cuts_short_buffers),
		cmocka_unit_test(test_gcg_round_trip_of_a_parsed_record),
		cmocka_unit_test(test_gcg_round_trip_of_a_built_record),
		cmocka_unit_test(test_art37_end_of_game_styles),
		cmocka_unit_test(test_art24_writer_speaks_the_bracket_convention),
		cmocka_unit_test(test_art11_bracketed_records_without_tile_lines),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
