/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Where fichas finds its data files (the word graph, the leave table): the
 * file an environment variable names, else the one the build tree made when
 * this program runs from that build tree (so fichas works before `make
 * install`), else the installed one in $(pkgdatadir).
 */
#ifndef FICHAS_DATAPATH_H
#define FICHAS_DATAPATH_H

/* A newly allocated path for data file name; NULL when out of memory. */
char *datapath_find(const char *env_var, const char *name);

#endif
