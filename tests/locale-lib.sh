# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by tests: locale_dir DIR compiles po/es.po, as the sources have it
# now, into DIR/es/LC_MESSAGES/fichas.mo so that FICHAS_LOCALEDIR=DIR and
# LANGUAGE=es show Spanish without installing (and without a stale .gmo).
locale_dir() {
	mkdir -p "$1/es/LC_MESSAGES" &&
	msgfmt -o "$1/es/LC_MESSAGES/fichas.mo" "${top_srcdir:-..}/po/es.po"
}
