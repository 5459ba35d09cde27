/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "fichas review FILE.gcg": a game record reviewed on the board. */
#ifndef FICHAS_CMD_REVIEW_H
#define FICHAS_CMD_REVIEW_H

int cmd_review(int argc, char **argv);

#endif
