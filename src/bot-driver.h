/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The computer opponent as a player of the curses game: src/ui-driver.c's
 * ui_driver_computer() returns &bot_ui_driver (src/bot-driver.c).
 */
#ifndef FICHAS_BOT_DRIVER_H
#define FICHAS_BOT_DRIVER_H

#include "ui-driver.h"

extern const struct ui_driver bot_ui_driver;

#endif
