#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The files fichas writes (src/fileio.h): never through a planted symlink,
# never over a device or a FIFO, saves private, the save directory 0700,
# no litter from killed writes; and with no HOME every command says what
# it could not find.
. "${top_srcdir:-..}/tests/cli-lib.sh"
MKLEX=$top_builddir/src/fichas-mklex
SCRIPT=$top_srcdir/tests/golden/37-4-out.script
umask 022
cd "$tmp" || exit 99
printf 'casa\nmesa\n' >list.txt

# --- Lexicons and saves never write through what is planted beside them.
echo precious >victim
ln -s victim out.lex.tmp
"$MKLEX" -q -o out.lex list.txt >/dev/null 2>&1
check "mklex writes out.lex with out.lex.tmp planted as a symlink" \
	test -f out.lex
check "mklex leaves the planted symlink's victim alone" \
	sh -c 'test "$(cat victim)" = precious && test -L out.lex.tmp'

# --- Outputs that are not regular files are refused, never replaced.
mkfifo fifo
ln -s fifo fifo-link
timeout 10 "$MKLEX" -q -o fifo list.txt >/dev/null 2>err
rc=$?
check "mklex -o FIFO fails (exit $rc)" test "$rc" -ne 0 -a "$rc" -ne 124
check "mklex -o FIFO says it is not a regular file" \
	grep -q "fifo: not a regular file" err
check "mklex -o FIFO leaves the FIFO" test -p fifo
timeout 10 "$MKLEX" -q -o fifo-link list.txt >/dev/null 2>&1
check "mklex -o LINK-TO-FIFO leaves the link and the FIFO" \
	sh -c 'test -L fifo-link && test -p fifo'
timeout 10 "$FICHAS" play --script "$SCRIPT" --lexicon "$FIXTURE" \
	--save fifo >/dev/null 2>err
rc=$?
check "play --script --save FIFO exits 2 (exit $rc)" test "$rc" -eq 2
check "play --save FIFO says it is not a regular file" \
	grep -q "fifo: not a regular file" err
check "play --save FIFO leaves the FIFO and no temporary file" \
	sh -c 'test -p fifo && ! ls fifo.tmp-* >/dev/null 2>&1'
MKLEAVES=$top_builddir/src/fichas-mkleaves
if [ -x "$MKLEAVES" ] && "$MKLEX" -q -o fixture.lex "$FIXTURE" >/dev/null; then
	timeout 60 "$MKLEAVES" -l fixture.lex -r 1 -g 4 -t 1 -m 1 -o fifo \
	    >/dev/null 2>err
	check "mkleaves -o FIFO is refused, the FIFO kept" \
		sh -c 'grep -q "fifo: not a regular file" err && test -p fifo'
	timeout 60 "$MKLEAVES" -l fixture.lex -r 1 -g 4 -t 1 -m 1 \
	    -o leaves.txt >/dev/null 2>&1
	check "mkleaves writes its table" grep -q '^# Leave values' leaves.txt
fi
# A link like /dev/stdout, with standard output a regular file.
ln -s /proc/self/fd/1 stdout-link
"$MKLEX" -q -o stdout-link list.txt >stdout-file 2>err
check "mklex -o LINK-TO-/proc/self/fd/1 is refused, the link kept" \
	sh -c 'grep -q "not a regular file" err && test -L stdout-link &&
	    test "$(readlink stdout-link)" = /proc/self/fd/1'
if [ "$(id -u)" -eq 0 ]; then
	before=$(stat -c '%i %F %t:%T' /dev/null)
	timeout 10 "$MKLEX" -q -o /dev/null list.txt >/dev/null 2>&1
	after=$(stat -c '%i %F %t:%T' /dev/null)
	check "mklex -o /dev/null as root leaves the device ($after)" \
		test "$before" = "$after"
else
	echo "ok - # SKIP mklex -o /dev/null (not root)"
fi

# --- Modes: saves and records 0600, a lexicon by the umask.
mode() { stat -c %a "$1"; }
"$FICHAS" play --script "$SCRIPT" --lexicon "$FIXTURE" --save new.save \
	>/dev/null 2>&1
check "a new save is 0600 ($(mode new.save))" test "$(mode new.save)" = 600
"$FICHAS" export -o new.gcg ./new.save >/dev/null 2>&1
check "an exported record is 0600 ($(mode new.gcg))" \
	test "$(mode new.gcg)" = 600
check "a new lexicon follows the umask ($(mode out.lex))" \
	test "$(mode out.lex)" = 644
echo target >target
chmod 644 target
ln -s target linked.save
"$FICHAS" play --script "$SCRIPT" --lexicon "$FIXTURE" --save linked.save \
	>/dev/null 2>&1
check "a save over a symlink is a file of its own, 0600" \
	sh -c 'test -f linked.save && ! test -L linked.save &&
	    test "$(stat -c %a linked.save)" = 600'
check "the symlink's target is untouched, 0644" \
	sh -c 'test "$(cat target)" = target &&
	    test "$(stat -c %a target)" = 644'

# --- The save directory: made 0700 when it was open to others, said once.
mkdir -p state/fichas
chmod 755 state/fichas
XDG_STATE_HOME=$tmp/state "$FICHAS" games >/dev/null 2>err
check "fichas games makes a 0755 save directory 0700" \
	test "$(mode state/fichas)" = 700
check "... and says so" grep -q "0755.*0700" err
XDG_STATE_HOME=$tmp/state "$FICHAS" games >/dev/null 2>err
check "... once" sh -c '! grep -q 0700 err'

# --- Temporary files of killed writes: gone when their process is gone.
sh -c 'exit 0' &
dead=$!
wait "$dead"
for name in "k.save.tmp-$dead-abcdef" "k.save.tmp-$$-abcdef" \
    k.save.tmp-Abc123 k.save.tmp-Old123 "other.tmp-$dead-abcdef"; do
	echo x >"$name"
done
touch -d '2 hours ago' k.save.tmp-Old123
"$FICHAS" play --script "$SCRIPT" --lexicon "$FIXTURE" --save k.save \
	>/dev/null 2>&1
check "a dead process's temporary file is removed" \
	test ! -e "k.save.tmp-$dead-abcdef"
check "a live process's temporary file stays" test -e "k.save.tmp-$$-abcdef"
check "a temporary file without a PID stays for an hour" \
	test -e k.save.tmp-Abc123
check "... and goes after" test ! -e k.save.tmp-Old123
check "another file's temporary file stays" test -e "other.tmp-$dead-abcdef"

# --- No HOME: every command says what it could not find.
nohome() { env -u HOME -u XDG_STATE_HOME "$FICHAS" "$@"; }
for c in "export 2" "games 2" "resume-check 1" "--resume 2"; do
	set -- $c
	nohome "$1" >/dev/null 2>err </dev/null
	rc=$?
	check "no HOME: fichas $1 exits $2 (exit $rc)" test "$rc" -eq "$2"
	check "no HOME: fichas $1 says neither variable is set" \
		grep -q "cannot find the saved games: neither XDG_STATE_HOME nor HOME is set" err
done
exit $fail
