// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "PosixShellScript.h"

namespace airlock::backends::PosixShellScript {

namespace {

// Parsed once, as a single `{ … }` group, so that neither the state it restores nor any later alias changes how it
// reads. Names start with __al_ so that they do not collide with a user's. POSIX sh has no `builtin`: special
// built-ins (eval, exit, export, set, trap, unset, .) cannot be replaced by functions, and the regular ones are
// reached through `command`, which also keeps an error in them from ending the shell.
constexpr char kInitTemplate[] = R"SH({
__al_d=@STATE_DIR@
__al_s=0
# Prints the entries of `set`, `export -p`, `readonly -p` or `alias` output read from stdin, each prefixed by $2,
# without Airlock's own names and the shell's special ones. A value may span lines; an entry starts on a line that
# begins outside quotes, which the loop follows through '…', "…" and \x.
__al_keep() {
  __al_q=0 __al_sk=
  while IFS= read -r __al_l; do
    if [ "$__al_q" = 0 ]; then
      __al_t=${__al_l#"$1"}
      # (The alias `trap` is Airlock's own, defined again by every shell.)
      case ${__al_t%%=*} in
        __al_*|AIRLOCK_CMD|PPID|PWD|OPTIND|LINENO|PS1|PS2|PS4|_|trap) __al_sk=1 ;;
        RANDOM|SECONDS|EPOCHSECONDS|EPOCHREALTIME|BB_ASH_VERSION|FUNCNAME|HISTFILE) __al_sk=1 ;;
        *) __al_sk= ;;
      esac
      [ -n "$__al_sk" ] || command printf '%s' "$2"
    fi
    [ -n "$__al_sk" ] || command printf '%s\n' "$__al_l"
    __al_t=$__al_l
    while :; do
      case $__al_q in
        1) case $__al_t in *\'*) __al_t=${__al_t#*\'} __al_q=0 ;; *) break ;; esac ;;
        2) case $__al_t in *\"*) __al_t=${__al_t#*\"} __al_q=0 ;; *) break ;; esac ;;
        *) case $__al_t in
             *[\'\"\\]*)
               __al_u2=${__al_t#*[\'\"\\]}
               __al_p=${__al_t%"$__al_u2"}
               __al_t=$__al_u2
               case $__al_p in
                 *\\) __al_t=${__al_t#?} ;;
                 *\') __al_q=1 ;;
                 *) __al_q=2 ;;
               esac ;;
             *) break ;;
           esac ;;
      esac
    done
  done
}
if [ @RESTORE@ = 1 ]; then
  __al_s=2 __al_t=
  if [ -r "$__al_d/state" ]; then
    while IFS= read -r __al_l; do __al_t=$__al_l; done < "$__al_d/state"
  fi
  if [ "$__al_t" = '# airlock-state-end' ]; then
    # Variables the task had unset stay unset: the fresh shell's exported ones go first.
    __al_t=$(export -p)
    while IFS= read -r __al_l; do
      case $__al_l in
        'export '*=*) __al_l=${__al_l#export }; command unset -v "${__al_l%%=*}" 2>/dev/null ;;
      esac
    done <<__AL_EOF
$__al_t
__AL_EOF
    command . "$__al_d/state" >/dev/null 2>&1
    __al_s=1
  fi
  : > "$__al_d/state"
fi
# The shell reads this script from a descriptor of its own (see launchArguments); fd 3 was only the way in, and
# stdin is /dev/null for good. 8 and 9 keep the real stdout and stderr for Airlock's records.
exec 3<&- 8>&1 9>&2
__al_ux= __al_w= __al_e= __al_c= __al_o= __al_r=0
# Before a command: note the task's directory, mark the command's processes, enter the call's workdir.
__al_a() {
  __al_o=$PWD __al_e=
  export AIRLOCK_CMD="$1"
  if [ -n "$__al_w" ]; then
    command cd -- "$__al_w" >/dev/null 2>&1 || { __al_e=1; return 1; }
  fi
}
# After a command: a command's own EXIT trap runs when the command ends, as it would under sh -c.
__al_u() {
  if [ -n "$__al_ux" ]; then
    __al_h=$__al_ux __al_ux=
    command eval "$__al_h"
    command set +xv 2>/dev/null
  fi
}
# After a command: options, traps and redirections do not outlive it; report its status and the task's directory.
__al_z() {
  command set +aefuvxC 2>/dev/null
  command set +o pipefail 2>/dev/null
  __al_traps
  exec 0</dev/null
  command alias trap=__al_trap
  [ -n "$__al_w" ] && [ -z "$__al_e" ] && command cd -- "$__al_o" >/dev/null 2>&1
  if [ -n "$__al_e" ]; then
    command printf '%s:W:%s%s\n' "$1" "$__al_w" "$1"
  else
    command printf '%s:E:%s%s%s%s\n' "$1" "$__al_r" "$1" "$PWD" "$1"
  fi
  command printf '%s:e\n' "$1" >&2
  __al_c= __al_w=
}
# $1 in single quotes, as the shell reads it back.
__al_quote() {
  __al_t=$1
  command printf "'"
  while :; do
    case $__al_t in
      *\'*) command printf '%s' "${__al_t%%\'*}'\\''"; __al_t=${__al_t#*\'} ;;
      *) break ;;
    esac
  done
  command printf "%s'" "$__al_t"
}
# On exit (exit N, set -e, a signal, an abort): save the state for the next shell, then exit with the status.
# Functions cannot be saved: POSIX sh has no way to print them.
__al_x() {
  __al_r=$?
  command set +euvxf 2>/dev/null
  \trap - HUP INT TERM USR1
  __al_u
  [ -n "$__al_w" ] && [ -z "$__al_e" ] && command cd -- "$__al_o" >/dev/null 2>&1
  {
    set | __al_keep '' ''
    export -p | __al_keep 'export ' ''
    readonly -p | __al_keep 'readonly ' ''
    command alias | __al_keep '' 'alias '
    command printf 'command cd -- '
    __al_quote "$PWD"
    command printf '\n# airlock-state-end\n'
  } > "$__al_d/state" 2>/dev/null
  exit "$__al_r"
}
# A command's EXIT trap is kept aside (and run by __al_u) so that the shell's own stays in place. `trap` is a special
# built-in that no function can replace, so an alias leads the command's `trap` here.
__al_trap() {
  __al_p=
  IFS=' ' read -r __al_p __al_l < /proc/self/stat
  if [ "$__al_p" != "$$" ]; then
    command trap "$@"
    return
  fi
  [ "$1" = -- ] && shift
  case $#:$1 in
    0:*|*:-?*) command trap "$@"; return ;;
    1:*) set -- - "$1" ;;
  esac
  __al_h=$1
  case $__al_h in
    ''|*[!0-9]*) shift ;;
    *) __al_h=- ;;
  esac
  __al_g=0
  for __al_l; do
    case $__al_l in
      EXIT|exit|SIGEXIT|0) if [ "$__al_h" = - ]; then __al_ux=; else __al_ux=$__al_h; fi ;;
      *) command trap -- "$__al_h" "$__al_l" || __al_g=1 ;;
    esac
  done
  return $__al_g
}
# The shell's own traps, set again after every command (cheap: built-ins only), so that none of a command's outlives
# it, even one set after `unalias trap`.
__al_traps() {
  \trap - QUIT PIPE ALRM USR2 CHLD
  \trap '__al_x' EXIT
  \trap 'exit 129' HUP
  \trap 'exit 130' INT
  \trap 'exit 143' TERM
  \trap 'exit 138' USR1
}
__al_traps
@EXTRA@
command alias trap=__al_trap
command printf '%s:I:%s%s%s%s%s%s%s%s\n' @NONCE@ "$$" @NONCE@ "$__al_s" @NONCE@ "$HOME" @NONCE@ "$PWD" @NONCE@
command printf '%s:i\n' @NONCE@ >&2
}
)SH";

} // namespace

QByteArray singleQuote(const QByteArray &bytes)
{
    QByteArray quoted;
    quoted.reserve(bytes.size() + 2);
    quoted += '\'';
    for (const char ch : bytes) {
        if (ch == '\'')
            quoted += "'\\''";
        else
            quoted += ch;
    }
    quoted += '\'';
    return quoted;
}

QByteArray initScript(const ShellScript::InitOptions &options, const QByteArray &nonce)
{
    QByteArray script(kInitTemplate);
    script.replace("@STATE_DIR@", singleQuote(options.stateDir.toUtf8()));
    script.replace("@RESTORE@", options.restoreState ? "1" : "0");
    script.replace("@EXTRA@", options.extraDefinitions);
    script.replace("@NONCE@", nonce);
    return script;
}

QByteArray commandLine(const QByteArray &command, const QString &workdir, quint64 sequence, const QByteArray &nonce)
{
    // sh reads its input in blocks, so unlike bash's the line needs no alias to be cheap. The command's text is
    // evaluated at the top level; `command eval` keeps a syntax error in it from ending the shell (status 2). The
    // group's redirections undo whatever `exec` redirections or closes the command made to stdout, stderr and the
    // record descriptors 8 and 9, which the command does not see open. The nonce is only an argument of the last
    // function, after the command ran: nothing the command can read holds it.
    QByteArray line;
    line.reserve(command.size() + command.size() / 8 + 200);
    line += "__al_c=";
    line += singleQuote(command);
    line += ";__al_w=";
    if (!workdir.isEmpty())
        line += singleQuote(workdir.toUtf8());
    line += ";\\__al_a ";
    line += QByteArray::number(sequence);
    line += "&&{ \\command eval \"$__al_c\";} >&8 2>&9 8>&- 9>&-;"
            "{ __al_r=$?;\\command set +xv;} >/dev/null 2>&1;\\__al_u;\\__al_z ";
    line += nonce;
    line += ";\\:\n";
    return line;
}

QStringList launchArguments(const QString &shell, const QString &stateDir)
{
    // The script comes through fd 3 (from the transport's stdin) and the shell opens it as a file, which leaves
    // stdin free to be /dev/null for every command.
    return {QStringLiteral("-c"),
            QStringLiteral("(umask 077 && mkdir -p -- \"$1\") && exec \"$0\" /dev/fd/3 3<&0 </dev/null"), shell,
            stateDir};
}

} // namespace airlock::backends::PosixShellScript
