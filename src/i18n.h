/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Translation for the front end only; the engine returns codes (HACKING.md). */
#ifndef FICHAS_I18N_H
#define FICHAS_I18N_H

#if ENABLE_NLS
#include <libintl.h>
#define _(text) gettext(text)
#else
#define _(text) (text)
#define ngettext(one, many, n) ((n) == 1 ? (one) : (many))
#define textdomain(domain) ((void)0)
#define bindtextdomain(domain, dir) ((void)0)
#endif
#define N_(text) (text)

#endif
