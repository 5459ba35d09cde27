/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Saving, resuming and the game record, as the UI sees them: one call each.
 *
 * The save module (src/save.h: one file per game under
 * $XDG_STATE_HOME/fichas/, atomic writes, GCG records) is behind these
 * functions; a build without it would make ui_save_available() 0 and the
 * rest do nothing, and the menu and --resume would say so.  The UI calls
 * ui_autosave() after every line of the score sheet, at the start of every
 * turn, on quitting and when Ctrl-C, SIGINT, SIGTERM or SIGHUP stop the
 * program.  A game's first save gives it a file of its own (ui->save_path),
 * so a new game never replaces another one's save, and its lock, held
 * until the game is left, so that no other program resumes it meanwhile.
 */
#ifndef FICHAS_UI_SAVE_H
#define FICHAS_UI_SAVE_H

#include <stddef.h>

struct ui;

/* Whether this build can save and resume games. */
int ui_save_available(void);
/*
 * Save the game in progress now; 0 when saved (or nothing to save).  A
 * failure is kept (ui->save_failed) and tried again at the next event.
 */
int ui_autosave(struct ui *ui);
/* The lasting warning while the game is not saved: 1 with it in buf. */
int ui_save_warning(const struct ui *ui, char *buf, size_t size);
/*
 * Load the saved game ui->opt.resume_id names (an ID or a path; "" the
 * latest) into ui->game with its players' setup; 0, or -1 with *cause set
 * to a malloc'd message.
 */
int ui_save_resume(struct ui *ui, char **cause);
/* The game is over: write its record; the malloc'd path, or NULL. */
char *ui_save_record(struct ui *ui);
/* The game is over: its save is no longer needed (its record stays). */
void ui_save_forget(struct ui *ui);
/* The next game is a new one: it gets a save of its own. */
void ui_save_new(struct ui *ui);
/*
 * After curses has ended: where an unfinished game was saved and the
 * command that resumes it, or that its last save failed and which is the
 * last good one, on standard error.
 */
void ui_save_report(const struct ui *ui);

#endif
