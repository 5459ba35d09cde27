/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Where fichas finds its data files (the word graph, the leave table) and its
 * message catalogues.  An environment variable names the file or directory;
 * else, when the program runs from a build tree, that tree's copies; else the
 * installed ones in $(pkgdatadir) and $(localedir).
 *
 * No build path is compiled in.  The build writes a marker file,
 * DATAPATH_MARKER, beside the programs it builds (src/), holding the build
 * tree's top directory; it is neither installed nor distributed.  A program
 * that finds the marker beside its own executable (/proc/self/exe, else
 * argv[0] looked up in $PATH) takes its data from TOP/data and its
 * catalogues from TOP/locale.  An installed program finds no marker.
 */
#ifndef FICHAS_DATAPATH_H
#define FICHAS_DATAPATH_H

#define DATAPATH_MARKER "fichas-build-tree"

/* Remember argv[0], to find the executable where /proc/self/exe is absent. */
void datapath_init(const char *argv0);

/* A newly allocated path for data file name. */
char *datapath_find(const char *env_var, const char *name);

/* The directory of the message catalogues, for bindtextdomain(). */
const char *datapath_locale_dir(void);

/*
 * The build tree's top directory when running from it, else NULL.  The first
 * call (of any of these) looks and decides once: make it before any thread.
 */
const char *datapath_build_tree(void);

/*
 * A user's file by the XDG base directories: "$ENV_VAR/name" when that is
 * an absolute path, else "$HOME/home_dir/name" (home_dir ".local/state"
 * or ".local/share"); malloc'd, NULL without either.
 */
char *datapath_xdg(const char *env_var, const char *home_dir,
    const char *name);

#endif
