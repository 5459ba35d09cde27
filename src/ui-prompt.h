/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The prompts of a turn (src/ui-input.h hands them keys): the command
 * line, the blank's letter, the exchange and the yes/no questions.
 */
#ifndef FICHAS_UI_PROMPT_H
#define FICHAS_UI_PROMPT_H

#include <stddef.h>
#include <wchar.h>

#include "ui-state.h"

/* A key for the prompt up (is_key: a curses KEY_ code). */
void ui_prompt_command_key(struct ui *ui, int is_key, wint_t ch);
void ui_prompt_blank_key(struct ui *ui, int is_key, wint_t ch);
void ui_prompt_exchange_key(struct ui *ui, int is_key, wint_t ch);
void ui_prompt_confirm_key(struct ui *ui, wint_t ch);
/* What the command line would play, for the live line ("" for nothing). */
void ui_prompt_preview(const struct ui *ui, char *buf, size_t size);
/* Ask which letter the laid blank on (row, col) stands for. */
void ui_prompt_blank(struct ui *ui, int row, int col);

#endif
