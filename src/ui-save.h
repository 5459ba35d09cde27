/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Saving, resuming and the game record, as the UI sees them: one call each.
 *
 * The save module (src/save.h: autosave under $XDG_STATE_HOME/fichas/,
 * atomic writes, GCG records) is behind these functions; a build without
 * it would make ui_save_available() 0 and the rest do nothing, and the menu
 * and --resume would say so.  The UI calls ui_autosave() after every line
 * of the score sheet, at the start of every turn, on quitting and when
 * Ctrl-C, SIGINT, SIGTERM or SIGHUP stop the program.
 */
#ifndef FICHAS_UI_SAVE_H
#define FICHAS_UI_SAVE_H

struct ui;

/* Whether this build can save and resume games. */
int ui_save_available(void);
/* Save the game in progress now; 0 when saved (or nothing to save). */
int ui_autosave(struct ui *ui);
/* Whether an autosaved game waits to be resumed. */
int ui_save_exists(void);
/*
 * Load the autosaved game into ui->game with its players' setup; 0, or -1
 * with *cause set to a malloc'd message.
 */
int ui_save_resume(struct ui *ui, char **cause);
/* The game is over: write its record; the malloc'd path, or NULL. */
char *ui_save_record(struct ui *ui);
/* The game is over: the autosave is no longer needed. */
void ui_save_forget(struct ui *ui);

#endif
