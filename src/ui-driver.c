/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "ui-driver.h"

/* The computer opponent on the bot module (src/ui-computer.c). */
const struct ui_driver *
ui_driver_computer(void)
{
	return &ui_computer_driver;
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

/* The level the driver starts at, else the first it lists. */
const char *
ui_driver_default_level(void)
{
	const struct ui_driver *d = ui_driver_computer();

	if (d == NULL || d->levels == NULL)
		return NULL;
	return d->default_level != NULL ? d->default_level : d->levels[0];
}
