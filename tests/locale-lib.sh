# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by tests.
#
#	locale_dir DIR      compile po/es.po, as the sources have it now, into
#	                    DIR/es/LC_MESSAGES/fichas.mo, so that
#	                    FICHAS_LOCALEDIR=DIR and LANGUAGE=es show Spanish
#	                    without installing (and without a stale .gmo)
#	locale_system NAME DIR   make the system locale NAME (es_ES.UTF-8)
#	                    usable: when the machine lacks it, compile it with
#	                    localedef and export LOCPATH; fails when neither
#	                    works.  The compiled locale is kept, once per build,
#	                    in $top_builddir/tests/locale-cache (a second of
#	                    CPU each; tests running at once take turns through
#	                    a lock directory); DIR is used without a build tree
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
	if [ -n "${top_builddir:-}" ] && [ -d "$top_builddir/tests" ]; then
		locale_cached "$1" "$top_builddir/tests/locale-cache"
	else
		locale_compile "$1" "$2"
	fi
	LOCPATH=$LOCALE_DIR
	export LOCPATH
	locale_usable "$1" && return 0
	unset LOCPATH
	return 1
}

# Compile locale $1 into directory $2 (LOCALE_DIR=$2).
locale_compile() {
	LOCALE_DIR=$2
	# The locale's source and charmap names: es_ES.UTF-8 -> es_ES, UTF-8.
	mkdir -p "$2" &&
	localedef -i "${1%%.*}" -f "${1#*.}" "$2/$1" >/dev/null 2>&1
	# localedef exits 1 on mere warnings: judge by the result.
	return 0
}

# Locale $1 from cache directory $2, compiled there by the first test that
# needs it: under the lock $2/$1.lock (one left by a killed test is taken
# over after a minute), into $2/$1.tmp renamed into place at the end.
locale_cached() {
	LOCALE_DIR=$2
	[ -d "$2/$1" ] && return 0
	mkdir -p "$2" || return 1
	n=0
	until mkdir "$2/$1.lock" 2>/dev/null; do
		[ -d "$2/$1" ] && return 0
		n=$((n + 1))
		if [ $n -gt 600 ]; then
			rm -rf "$2/$1.lock"
			n=0
		fi
		sleep 0.1
	done
	if [ ! -d "$2/$1" ]; then
		rm -rf "$2/$1.tmp"
		localedef -i "${1%%.*}" -f "${1#*.}" "$2/$1.tmp" \
		    >/dev/null 2>&1
		[ -d "$2/$1.tmp" ] && mv "$2/$1.tmp" "$2/$1"
	fi
	rmdir "$2/$1.lock"
	return 0
}
