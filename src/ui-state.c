/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ui-state.h"

/*
 * The front end's shared state, asked and changed by every screen; it
 * calls no screen, so that the screens (src/ui-screen.h) and the loop
 * (src/ui-main.c) sit above it and nothing below calls up.
 */

void
ui_screen_set(struct ui *ui, enum ui_screen screen)
{
	ui->screen = screen;
}

void
ui_overlay_open(struct ui *ui, enum ui_overlay overlay)
{
	if (ui_overlay_is_open(ui, overlay) ||
	    ui->n_overlays == UI_OVERLAY_DEPTH)
		return;
	if (overlay == UI_OVERLAY_HELP)
		ui->help_top = 0;
	ui->overlays[ui->n_overlays++] = overlay;
}

void
ui_overlay_close(struct ui *ui)
{
	if (ui->n_overlays > 0)
		ui->n_overlays--;
}

int
ui_overlay_is_open(const struct ui *ui, enum ui_overlay overlay)
{
	for (int i = 0; i < ui->n_overlays; i++)
		if (ui->overlays[i] == overlay)
			return 1;
	return 0;
}

/* Whether a player is a person at the keyboard. */
int
ui_player_is_human(const struct ui *ui, int player)
{
	return ui->players[player].driver == NULL;
}

/* Against the computer, the person: player 1 unless it is the computer. */
static int
ui_undo_player(const struct ui *ui)
{
	return ui_player_is_human(ui, 0) ? 0 : 1;
}

/* One person takes back to their own turn, two the last turn. */
enum game_error
ui_can_undo(const struct ui *ui)
{
	return ui->humans == 1 ? game_can_undo_to(ui->game,
	    ui_undo_player(ui)) : game_can_undo(ui->game, 1);
}

/* What ui_can_undo() says can be taken back, taken back. */
enum game_error
ui_undo(struct ui *ui)
{
	return ui->humans == 1 ? game_undo_to(ui->game, ui_undo_player(ui)) :
	    game_undo(ui->game, 1);
}

/*
 * What the game screen shows.  A person sees the rack only while holding
 * the seat; when the next person to act does not hold it, the hand-over
 * shows only public things until they press Enter.  Deciding on a play
 * shows only public things too, so it needs no hand-over first.
 */
enum ui_view
ui_view(const struct ui *ui)
{
	const struct game *g = ui->game;
	int who;

	if (ui->n_notice > 0)
		return UI_VIEW_NOTICE;
	if (game_phase(g) == GAME_PHASE_DECIDING) {
		who = game_decider(g);
		return ui_player_is_human(ui, who) ? UI_VIEW_DECIDE :
		    UI_VIEW_WAIT;
	}
	who = game_mover(g);
	if (!ui_player_is_human(ui, who))
		return UI_VIEW_WAIT;
	return ui->seat == who ? UI_VIEW_TURN : UI_VIEW_HANDOVER;
}

/* The message line. */
void
ui_message(struct ui *ui, int error, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(ui->message, sizeof ui->message, fmt, ap);
	va_end(ap);
	ui->message_error = error;
}

/* One more line for the notice box. */
void
ui_notice_add(struct ui *ui, const char *fmt, ...)
{
	va_list ap;

	if (ui->n_notice == UI_NOTICE_LINES)
		return;
	va_start(ap, fmt);
	vsnprintf(ui->notice[ui->n_notice], sizeof ui->notice[0], fmt, ap);
	va_end(ap);
	ui->n_notice++;
}

/* A player at the keyboard has now seen everything so far. */
void
ui_take_seat(struct ui *ui, int player)
{
	int n;

	game_sheet(ui->game, &n);
	if (ui->seat != player)
		ui->message[0] = '\0';
	ui->seat = player;
	ui->seen[player] = n;
}

/*
 * Where a turn's cursor starts: H8 on an empty board, else the first square
 * of the last play standing, never where the previous player left it.
 */
void
ui_cursor_home(struct ui *ui)
{
	const struct game_event *sheet;
	int n;

	ui->row = ui->col = BOARD_CENTER;
	if (board_is_empty(game_board(ui->game)))
		return;
	sheet = game_sheet(ui->game, &n);
	while (--n >= 0) {
		const struct game_event *ev = &sheet[n];

		if (ev->kind == GAME_EVENT_PLACE &&
		    ev->verdict != GAME_VERDICT_INVALID &&
		    board_on(ev->move.row, ev->move.col)) {
			ui->row = ev->move.row;
			ui->col = ev->move.col;
			return;
		}
	}
}

/* Start the turn's input afresh (the cursor stays where it was). */
void
ui_reset_turn(struct ui *ui)
{
	ui->mode = UI_MODE_BOARD;
	ui->n_order = 0;
	ui->digraph = TILE_NONE;
	ui->rack_sel = -1;
	memset(ui->marked, 0, sizeof ui->marked);
	ui->confirm = UI_CONFIRM_NONE;
	ui->command_len = 0;
	ui->command[0] = L'\0';
}

