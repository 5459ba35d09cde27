# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by tests.
#
#	locale_dir DIR      compile po/es.po, as the sources have it now, into
#	                    DIR/es/LC_MESSAGES/fichas.mo, so that
#	                    FICHAS_LOCALEDIR=DIR and LANGUAGE=es show Spanish
#	                    without installing (and without a stale .gmo)
#	locale_system NAME DIR   make the system locale NAME (es_ES.UTF-8)
#	                    usable: when the machine lacks it, compile it with
#	                    localedef into DIR and export LOCPATH=DIR; fails
#	                    when neither works
locale_dir() {
	mkdir -p "$1/es/LC_MESSAGES" &&
	msgfmt -o "$1/es/LC_MESSAGES/fichas.mo" "${top_srcdir:-..}/po/es.po"
}

# Fails unless the C library knows locale $1 in the character set its
# name gives (es_ES.UTF-8: UTF-8).
locale_usable() {
	[ "$(LC_ALL=$1 locale charmap 2>/dev/null)" = "${1#*.}" ]
}

locale_system() {
	locale_usable "$1" && return 0
	command -v localedef >/dev/null 2>&1 || return 1
	# The locale's source and charmap names: es_ES.UTF-8 -> es_ES, UTF-8.
	mkdir -p "$2" &&
	localedef -i "${1%%.*}" -f "${1#*.}" "$2/$1" >/dev/null 2>&1
	# localedef exits 1 on mere warnings: judge by the result.
	LOCPATH=$2
	export LOCPATH
	locale_usable "$1" && return 0
	unset LOCPATH
	return 1
}
