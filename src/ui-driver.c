/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "ui-driver.h"

/*
 * The computer opponent registers here: when the bot module provides its
 * driver (say `extern const struct ui_driver bot_ui_driver;`), this
 * returns its address.  Until then there is no computer player and the
 * start menu and the command line say so.
 */
const struct ui_driver *
ui_driver_computer(void)
{
	return NULL;
}

/* A level name the computer driver accepts. */
int
ui_driver_has_level(const char *level)
{
	const struct ui_driver *d = ui_driver_computer();

	if (d == NULL || d->levels == NULL)
		return 0;
	for (const char *const *l = d->levels; *l != NULL; l++)
		if (strcmp(*l, level) == 0)
			return 1;
	return 0;
}

/* The first level the driver lists. */
const char *
ui_driver_default_level(void)
{
	const struct ui_driver *d = ui_driver_computer();

	if (d == NULL || d->levels == NULL)
		return NULL;
	return d->levels[0];
}
