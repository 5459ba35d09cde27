/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * getopt_long() that says itself what is wrong with an option: glibc's
 * messages print a bad option as typed (an escape sequence and all)
 * after argv[0].  Shared by fichas and the tools fichas-mklex and
 * fichas-mkleaves.
 */
#ifndef FICHAS_GETOPT_SAID_H
#define FICHAS_GETOPT_SAID_H

#include <getopt.h>

/*
 * getopt_long(argc, argv, shorts, longs, NULL), but an unknown option, or
 * one without its value, is said on standard error after "program: ",
 * quoted and translated, and '?' returned, as getopt_long() does after its
 * own message.
 */
int getopt_said(const char *program, int argc, char **argv,
    const char *shorts, const struct option *longs);

#endif
