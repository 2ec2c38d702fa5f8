// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ShellScript.h"

#include "PosixShellScript.h"

#include <QRandomGenerator>

namespace airlock::backends::ShellScript {

namespace {

// Parsed once, as a single `{ … }` group, so that neither the state it restores nor any later command can change
// how it reads. Names start with __al_ so that they do not collide with a user's. Every function runs builtins only.
constexpr char kInitTemplate[] = R"BASH({
__al_d=@STATE_DIR@
__al_s=0
if [[ @RESTORE@ == 1 ]]; then
  __al_s=2
  builtin mapfile -t __al_t < "$__al_d/state" 2>/dev/null
  if [[ ${__al_t[-1]-} == '# airlock-state-end' ]]; then
    builtin unset -v $(builtin compgen -e) 2>/dev/null
    builtin . "$__al_d/state" >/dev/null 2>&1
    __al_s=1
  fi
  builtin unset -v __al_t
  : > "$__al_d/state"
fi
builtin shopt -s expand_aliases
__al_ln=$(builtin ulimit -Sn) __al_lu=$(builtin ulimit -Su)
# The shell reads this script from fd 255 (see ShellScript::launchArguments); fd 3 was only the way in, and stdin
# is /dev/null for good. 63 and 62 keep the real stdout and stderr for Airlock's records.
exec 3<&- 63>&1 62>&2
BASH_ARGV0=bash
builtin alias __AL_E=@RUN_ALIAS@
__al_n=0 __al_ux= __al_w= __al_e= __al_tt= __al_lt= __al_r= __al_c= __al_o=
# Before a command: note the task's directory, mark the command's processes, enter the call's workdir.
__al_a() {
  __al_o=$PWD __al_e= __al_r=
  builtin export AIRLOCK_CMD="$1"
  if [[ -n $__al_w ]]; then
    builtin cd -- "$__al_w" 2>/dev/null || { __al_e=1; builtin return 1; }
  fi
}
# After a command: a command's own EXIT trap runs when the command ends, as it would under bash -c.
__al_u() {
  local __al_s=$?
  if [[ -n $__al_ux ]]; then
    local __al_h=$__al_ux
    __al_ux=
    builtin eval -- "$__al_h"
    builtin set +xv 2>/dev/null
  fi
  builtin return "$__al_s"
}
# After a command (status $1): undo what the command changed that the protocol relies on. Fails when something
# cannot be undone (a read-only name of Airlock's, a builtin that cannot be enabled again, a hard limit lowered).
# POSIXLY_CORRECT is an assignment, not a builtin: in posix mode the special builtins (unset) beat functions.
__al_y() {
  [[ ${__al_r@a}${__al_c@a}${__al_w@a}${__al_e@a}${__al_o@a}${__al_ux@a}${__al_tt@a}${__al_lt@a}${LINENO@a} != *r* ]] || return 1
  POSIXLY_CORRECT=y
  unset -f builtin command enable declare local printf shopt set unset cd alias eval exec exit
  unset -v POSIXLY_CORRECT
  enable builtin command declare local printf shopt set unset cd alias eval exec exit ulimit trap || return 1
  builtin set +aeEfkntuvxCT +o pipefail +o posix
  builtin shopt -u extdebug
  builtin shopt -s expand_aliases
  builtin trap - DEBUG RETURN ERR
  [[ -z ${__al_c@a}${__al_w@a}${__al_e@a}${__al_o@a}${__al_ux@a}${__al_tt@a}${__al_lt@a} ]] || __al_vars
  __al_r=$1
  if [[ -n $__al_tt ]]; then __al_tt=; __al_traps; fi
  if [[ -n $__al_lt ]]; then __al_lt=2; __al_lim || return 1; fi
  [[ /dev/fd/0 -ef /dev/null ]] || exec 0</dev/null
  BASH_ALIASES[__AL_E]=@RUN_ALIAS@
}
# Airlock's variables lose the attributes a command gave them (integer, array, nameref, case) and keep their values.
__al_vars() {
  local __al_v=("$__al_e" "$__al_o" "$__al_ux")
  builtin unset -n __al_c __al_w __al_e __al_o __al_ux __al_tt __al_lt
  builtin unset -v __al_c __al_w __al_e __al_o __al_ux __al_tt __al_lt
  __al_e=${__al_v[0]} __al_o=${__al_v[1]} __al_ux=${__al_v[2]} __al_c= __al_w= __al_tt=1 __al_lt=1
}
# The soft limits on open files and processes go back up to the shell's first ones, which it needs to run commands.
__al_lim() {
  local n u
  n=$(builtin ulimit -Sn 2>/dev/null) u=$(builtin ulimit -Su 2>/dev/null)
  ! __al_low "$n" "$__al_ln" || builtin ulimit -Sn "$__al_ln" 2>/dev/null || builtin return 1
  ! __al_low "$u" "$__al_lu" || builtin ulimit -Su "$__al_lu" 2>/dev/null
}
__al_low() { [[ $1 != unlimited && ($2 == unlimited || -z $1 || $1 -lt $2) ]]; }
# A command's `ulimit` is Airlock's function, so that the limits are checked only after a command that used it.
ulimit() {
  [[ $BASHPID == "$$" ]] && __al_lt=1
  builtin ulimit "$@"
}
# After a command: report its status (or that the shell can no longer run commands, and end it) and the directory.
__al_z() {
  if [[ $1 != 0 ]]; then
    builtin printf '%s:U:%s%s\n' "$2" "$__al_r" "$2"
    builtin printf '%s:e\n' "$2" >&2
    builtin exit "${__al_r:-1}"
  fi
  [[ -n $__al_w && -z $__al_e ]] && builtin cd -- "$__al_o" 2>/dev/null
  # Under a lowered limit the shell could not put 63 and 62 back after the command: they are copies of 1 and 2.
  if [[ $__al_lt == 2 ]]; then __al_lt=; exec 63>&1 62>&2; fi
  builtin set -- "$2"
  if [[ -n $__al_e ]]; then
    builtin printf '%s:W:%s%s\n' "$1" "$__al_w" "$1"
  else
    builtin printf '%s:E:%s%s%s%s\n' "$1" "$__al_r" "$1" "$PWD" "$1"
  fi
  builtin printf '%s:e\n' "$1" >&2
  __al_c= __al_w=
}
# On exit (exit N, set -e, a signal, an abort): save the state for the next shell, then exit with the status.
__al_x() { __al_xs "$?"; }
__al_xs() {
  [[ ${__al_r@a} == *r* ]] || __al_r=$1
  __al_y "$1" >/dev/null 2>&1
  local IFS=$' \t\n'
  builtin set +euvf
  builtin trap - DEBUG RETURN ERR
  __al_u
  builtin shopt -s extglob
  local __al_v=(${!A@} ${!B@} ${!C@} ${!D@} ${!E@} ${!F@} ${!G@} ${!H@} ${!I@} ${!J@} ${!K@} ${!L@} ${!M@} ${!N@} ${!O@} ${!P@} ${!Q@} ${!R@} ${!S@} ${!T@} ${!U@} ${!V@} ${!W@} ${!X@} ${!Y@} ${!Z@} ${!a@} ${!b@} ${!c@} ${!d@} ${!e@} ${!f@} ${!g@} ${!h@} ${!i@} ${!j@} ${!k@} ${!l@} ${!m@} ${!n@} ${!o@} ${!p@} ${!q@} ${!r@} ${!s@} ${!t@} ${!u@} ${!v@} ${!w@} ${!x@} ${!y@} ${!z@} ${!_@})
  __al_v=("${__al_v[@]/%/:}")
  __al_v=("${__al_v[@]/#@(BASH|BASHOPTS|BASHPID|POSIXLY_CORRECT|BASH_ALIASES|BASH_ARGC|BASH_ARGV|BASH_ARGV0|BASH_CMDS|BASH_COMMAND|BASH_EXECUTION_STRING|BASH_LINENO|BASH_REMATCH|BASH_SOURCE|BASH_SUBSHELL|BASH_VERSINFO|BASH_VERSION|COMP_WORDBREAKS|DIRSTACK|EPOCHREALTIME|EPOCHSECONDS|EUID|FUNCNAME|GROUPS|HISTCMD|HOSTNAME|HOSTTYPE|LINENO|MACHTYPE|OPTERR|OPTIND|OSTYPE|PIPESTATUS|PPID|PS4|RANDOM|SECONDS|SHELLOPTS|SHLVL|SRANDOM|UID|_|AIRLOCK_CMD|__al_+([a-z])):/}")
  __al_v=("${__al_v[@]%:}")
  [[ -n $__al_w && -z $__al_e ]] && builtin cd -- "$__al_o" 2>/dev/null
  {
    builtin declare -p "${__al_v[@]}"
    # The task's functions, not Airlock's: the next shell defines its own (a saved, read-only copy would win).
    for __al_f in $(builtin compgen -A function); do
      case $__al_f in __al_*|trap|ulimit) ;; *) builtin declare -f -- "$__al_f" ;; esac
    done
    builtin alias -p
    builtin printf 'builtin cd -- %q\n' "$PWD"
    builtin printf '# airlock-state-end\n'
  } > "$__al_d/state" 2>/dev/null
  builtin exit "$1"
}
# A command's EXIT trap is kept aside (and run by __al_u) so that the shell's own stays in place.
trap() {
  if [[ $BASHPID != "$$" || $# -lt 1 || $1 == -p || $1 == -l || $1 == -- && $# -lt 2 ]]; then
    [[ $BASHPID == "$$" ]] && __al_tt=1
    builtin trap "$@"
    builtin return
  fi
  [[ $1 == -- ]] && builtin shift
  local __al_h=$1 __al_g __al_o=()
  if [[ $# -eq 1 ]]; then __al_h=-; else builtin shift; fi
  for __al_g in "$@"; do
    case $__al_g in
      EXIT|exit|SIGEXIT|0) [[ $__al_h == - ]] && __al_ux= || __al_ux=$__al_h ;;
      *) __al_o+=("$__al_g") ;;
    esac
  done
  [[ ${#__al_o[@]} -eq 0 ]] || { __al_tt=1; builtin trap -- "$__al_h" "${__al_o[@]}"; }
}
__al_traps() {
  builtin trap - DEBUG RETURN ERR QUIT
  builtin trap '__al_x' EXIT
  builtin trap 'builtin exit 129' HUP
  builtin trap 'builtin exit 130' INT
  builtin trap 'builtin exit 143' TERM
  builtin trap 'builtin exit 138' USR1
}
__al_traps
__al_y 0
# Read-only, so that no command can redefine or unset them.
builtin readonly -f __al_a __al_u __al_y __al_vars __al_lim __al_low ulimit __al_z __al_x __al_xs trap __al_traps
@EXTRA@
builtin printf '%s:I:%s%s%s%s%s%s%s%s\n' @NONCE@ "$$" @NONCE@ "$__al_s" @NONCE@ "$HOME" @NONCE@ "$PWD" @NONCE@
builtin printf '%s:i\n' @NONCE@ >&2
}
)BASH";

} // namespace

QByteArray newNonce()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
}

QByteArray ansiCQuote(const QByteArray &bytes)
{
    QByteArray quoted;
    quoted.reserve(bytes.size() + bytes.size() / 8 + 3);
    quoted += "$'";
    for (const char ch : bytes) {
        const auto byte = static_cast<unsigned char>(ch);
        switch (byte) {
        case '\\': quoted += "\\\\"; break;
        case '\'': quoted += "\\'"; break;
        case '\n': quoted += "\\n"; break;
        case '\t': quoted += "\\t"; break;
        case '\r': quoted += "\\r"; break;
        default:
            if (byte < 0x20 || byte == 0x7f) {
                static constexpr char kHex[] = "0123456789abcdef";
                quoted += "\\x";
                quoted += kHex[byte >> 4];
                quoted += kHex[byte & 0xf];
            } else {
                quoted += ch;
            }
        }
    }
    quoted += '\'';
    return quoted;
}

namespace {

// Everything of a command line that does not change, as an alias: the shell reads its input one byte at a time,
// so every byte of the line costs a system call, while an alias expands in memory. The group's redirections undo
// whatever `exec` redirections or closes the command made to stdout, stderr and the record descriptors. The command's
// text is evaluated at the top level (not inside a function), so `declare` stays global and `local`/`return` fail as
// under bash -c. The nonce only reaches the shell after the command ran and its DEBUG trap was removed.
QByteArray runAlias()
{
    return ansiCQuote(QByteArrayLiteral(
        "{ LINENO=0;\\builtin eval -- \"$__al_c\";} >&63 2>&62 63>&- 62>&-;"
        "{ \\__al_y \"$?\"&&\\builtin trap - DEBUG RETURN ERR;} >/dev/null 2>&1;\\__al_u;\\__al_z \"$?\""));
}

} // namespace

QByteArray initScript(const InitOptions &options, const QByteArray &nonce)
{
    if (options.dialect == Dialect::Posix)
        return PosixShellScript::initScript(options, nonce);
    QByteArray script(kInitTemplate);
    script.replace("@STATE_DIR@", ansiCQuote(options.stateDir.toUtf8()));
    script.replace("@RESTORE@", options.restoreState ? "1" : "0");
    script.replace("@EXTRA@", options.extraDefinitions);
    script.replace("@RUN_ALIAS@", runAlias());
    script.replace("@NONCE@", nonce);
    return script;
}

QByteArray commandLine(const QByteArray &command, const QString &workdir, quint64 sequence, const QByteArray &nonce,
                       Dialect dialect)
{
    if (dialect == Dialect::Posix)
        return PosixShellScript::commandLine(command, workdir, sequence, nonce);
    QByteArray line;
    line.reserve(command.size() + command.size() / 8 + 96);
    line += "__al_c=";
    line += ansiCQuote(command);
    line += ";__al_w=";
    if (!workdir.isEmpty())
        line += ansiCQuote(workdir.toUtf8());
    line += ";\\__al_a ";
    line += QByteArray::number(sequence);
    line += "&&__AL_E ";
    line += nonce;
    line += ";\\:\n";
    return line;
}

QStringList launchArguments(const QString &shell)
{
    // bash reads a script named on its command line from its own descriptor (255), which leaves stdin free to be
    // /dev/null for every command without a redirection per command.
    return {QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-c"),
            QStringLiteral("exec \"$0\" --norc --noprofile /dev/fd/3 3<&0 </dev/null"), shell};
}

QStringList launchArguments(const QString &shell, const QString &stateDir, Dialect dialect)
{
    if (dialect == Dialect::Posix)
        return PosixShellScript::launchArguments(shell, stateDir);
    return {
        QStringLiteral("--norc"),
        QStringLiteral("--noprofile"),
        QStringLiteral("-c"),
        QStringLiteral("(umask 077 && mkdir -p -- \"$1\") && exec \"$0\" --norc --noprofile /dev/fd/3 3<&0 </dev/null"),
        shell,
        stateDir};
}

QByteArray wakeLine()
{
    return QByteArrayLiteral("\\:\n");
}

QByteArray exitLine(Dialect dialect)
{
    // sh has no `builtin`, but `exit` is a special built-in there, which no function can replace.
    return dialect == Dialect::Posix ? QByteArrayLiteral("\\exit 0\n") : QByteArrayLiteral("builtin exit 0\n");
}

} // namespace airlock::backends::ShellScript
