// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "PosixShellScript.h"

namespace airlock::backends::PosixShellScript {

namespace {

// Parsed once, as a single `{ … }` group, so that neither the state it restores nor any later alias changes how it
// reads. Names start with __al_ so that they do not collide with a user's. POSIX sh has no `builtin`: special
// built-ins (eval, exit, export, readonly, set, trap, unset, .) cannot be replaced by functions, and the regular ones
// are reached through `command`, which also keeps an error in them from ending the shell. The wrapper's own code is
// kept in read-only variables (below) and run through `\eval`, so that no command can redefine, unset or alias it.
constexpr char kInitTemplate[] = R"SH({
__al_d=@STATE_DIR@
__al_s=0
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
__al_ux= __al_w= __al_e= __al_c= __al_o=
__al_ln=$(ulimit -Sn 2>/dev/null) || __al_ln=
__al_A=@BEFORE@
__al_T=@TRAPS@
__al_F=@FUNCTIONS@
__al_Z=@AFTER@
__al_X=@ON_EXIT@
readonly __al_d __al_ln __al_A __al_T __al_F __al_Z __al_X
\eval "$__al_F"
\eval "$__al_T"
@EXTRA@
command alias trap=__al_trap
command printf '%s:I:%s%s%s%s%s%s%s%s\n' @NONCE@ "$$" @NONCE@ "$__al_s" @NONCE@ "$HOME" @NONCE@ "$PWD" @NONCE@
command printf '%s:i\n' @NONCE@ >&2
}
)SH";

// The texts below are parsed again at every use, when the command's aliases and functions exist: every word in
// command position is quoted (`\name`) so that no alias applies, regular built-ins go through `\command`, and a name
// the text defines a function under is first made an alias and removed again (no error, no redirection), so that a
// command's alias of it cannot rename the definition.

// Before a command (__al_A): note the task's directory, enter the call's workdir; false when it cannot.
constexpr char kBefore[] = R"SH(__al_o=$PWD __al_e=
if \[ -n "$__al_w" ]; then \command cd -- "$__al_w" >/dev/null 2>&1 || __al_e=1; fi
\[ -z "$__al_e" ]
)SH";

// The shell's own traps (__al_T), set again after every command, so that none of a command's outlives it.
constexpr char kTraps[] = R"SH(\trap - QUIT PIPE ALRM USR2 CHLD
\trap '\eval "$__al_X" "$?"' EXIT
\trap '\exit 129' HUP
\trap '\exit 130' INT
\trap '\exit 143' TERM
\trap '\exit 138' USR1
)SH";

// The functions of the protocol (__al_F), defined again after every command.
constexpr char kFunctions[] = R"SH(# A command's own EXIT trap runs when the command ends, as it would under sh -c.
__al_u() {
  \[ -n "$__al_ux" ] || \return 0
  \set -- "$__al_ux"
  \command eval '__al_ux=' 2>/dev/null
  \command eval "$1"
  \set +xv
}
# A command's EXIT trap is kept aside (and run by __al_u) so that the shell's own stays in place. `trap` is a special
# built-in that no function can replace, so an alias leads the command's `trap` here.
__al_trap() {
  __al_p=
  IFS=' ' \command read -r __al_p __al_l < /proc/self/stat
  if \[ "$__al_p" != "$$" ]; then
    \command trap "$@"
    \return
  fi
  \[ "$1" = -- ] && \shift
  case $#:$1 in
    0:*|*:-?*) \command trap "$@"; \return ;;
    1:*) \set -- - "$1" ;;
  esac
  __al_h=$1
  case $__al_h in
    ''|*[!0-9]*) \shift ;;
    *) __al_h=- ;;
  esac
  __al_g=0
  for __al_l; do
    case $__al_l in
      EXIT|exit|SIGEXIT|0) if \[ "$__al_h" = - ]; then __al_ux=; else __al_ux=$__al_h; fi ;;
      *) \command trap -- "$__al_h" "$__al_l" || __al_g=1 ;;
    esac
  done
  \return "$__al_g"
}
# After a command (status $1, nonce $2): undo what the command changed that the protocol relies on, then report its
# status and the task's directory. What cannot be undone (the soft limit on open files when the hard one is lower, a
# read-only name of Airlock's) gets a 'U' record and ends the shell.
__al_z() {
  if \[ -n "$__al_ln" ]; then
    \command ulimit -Sn "$__al_ln" || { \command printf '%s:U:%s%s\n' "$2" "$1" "$2"; \exit 1; }
  fi
  \__al_u
  \unset -f command
  \command eval '__al_c= __al_w=$__al_w __al_e=$__al_e __al_o=$__al_o __al_ux=$__al_ux __al_h= __al_g= __al_l= __al_p= __al_q= __al_t= __al_u2= __al_sk= AIRLOCK_CMD=$AIRLOCK_CMD' 2>/dev/null || { \command printf '%s:U:%s%s\n' "$2" "$1" "$2"; \exit 1; }
  \set +aefuvxC
  \command set +o pipefail 2>/dev/null
  \eval "$__al_T"
  \exec 0</dev/null
  \command alias trap=__al_trap
  \[ -n "$__al_w" ] && \[ -z "$__al_e" ] && \command cd -- "$__al_o" >/dev/null 2>&1
  if \[ -n "$__al_e" ]; then
    \command printf '%s:W:%s%s\n' "$2" "$__al_w" "$2"
  else
    \command printf '%s:E:%s%s%s%s\n' "$2" "$1" "$2" "$PWD" "$2"
  fi
  \command printf '%s:e\n' "$2" >&2
  __al_w=
}
)SH";

// After a command (__al_Z), run as `\eval "$__al_Z" <nonce>` with the command's status as $1: the last line becomes
// `\__al_z "$1" <nonce>`. Options go first (an -e would end the shell at the first failure); a function named
// `command` is removed (it would shadow the way to every regular built-in).
constexpr char kAfter[] = R"SH(\set +aefuvxC
\unset -f command
\command alias __al_u=_ __al_trap=_ __al_z=_
\command unalias __al_u __al_trap __al_z
\eval "$__al_F"
\__al_z "$1")SH";

// On exit (__al_X, the EXIT trap, run as `\eval "$__al_X" <status>`: exit N, set -e, a signal): save the state for
// the next shell, then exit with the status. Functions cannot be saved: POSIX sh has no way to print them. The end
// mark is written only when every part was.
constexpr char kOnExit[] = R"SH(\set +euvxfC
\unset -f command
\[ -z "$__al_ln" ] || \command ulimit -Sn "$__al_ln"
\command alias __al_u=_ __al_trap=_ __al_z=_ __al_keep=_ __al_quote=_ __al_x=_
\command unalias __al_u __al_trap __al_z __al_keep __al_quote __al_x
\eval "$__al_F"
# Prints the entries of `set`, `export -p`, `readonly -p` or `alias` output read from stdin, each prefixed by $2,
# without Airlock's own names and the shell's special ones. A value may span lines; an entry starts on a line that
# begins outside quotes, which the loop follows through '…', "…" and \x.
__al_keep() {
  __al_q=0 __al_sk=
  while IFS= \command read -r __al_l; do
    if \[ "$__al_q" = 0 ]; then
      __al_t=${__al_l#"$1"}
      # (The alias `trap` is Airlock's own, defined again by every shell.)
      case ${__al_t%%=*} in
        __al_*|AIRLOCK_CMD|PPID|PWD|OPTIND|LINENO|PS1|PS2|PS4|_|trap) __al_sk=1 ;;
        RANDOM|SECONDS|EPOCHSECONDS|EPOCHREALTIME|BB_ASH_VERSION|FUNCNAME|HISTFILE) __al_sk=1 ;;
        *) __al_sk= ;;
      esac
      \[ -n "$__al_sk" ] || \command printf '%s' "$2"
    fi
    \[ -n "$__al_sk" ] || \command printf '%s\n' "$__al_l"
    __al_t=$__al_l
    while \:; do
      case $__al_q in
        1) case $__al_t in *\'*) __al_t=${__al_t#*\'} __al_q=0 ;; *) \break ;; esac ;;
        2) case $__al_t in *\"*) __al_t=${__al_t#*\"} __al_q=0 ;; *) \break ;; esac ;;
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
             *) \break ;;
           esac ;;
      esac
    done
  done
}
# $1 in single quotes, as the shell reads it back.
__al_quote() {
  __al_t=$1
  \command printf "'"
  while \:; do
    case $__al_t in
      *\'*) \command printf '%s' "${__al_t%%\'*}'\\''"; __al_t=${__al_t#*\'} ;;
      *) \break ;;
    esac
  done
  \command printf "%s'" "$__al_t"
}
__al_x() {
  \trap - HUP INT TERM USR1
  \__al_u
  \set +euvxfC
  \[ -n "$__al_w" ] && \[ -z "$__al_e" ] && \command cd -- "$__al_o" >/dev/null 2>&1
  {
    \set | \__al_keep '' '' &&
    \export -p | \__al_keep 'export ' '' &&
    \readonly -p | \__al_keep 'readonly ' '' &&
    \command alias | \__al_keep '' 'alias ' &&
    \command printf '\\command cd -- ' &&
    \__al_quote "$PWD" &&
    \command printf '\n# airlock-state-end\n'
  } > "$__al_d/state" 2>/dev/null
  \exit "$1"
}
\__al_x)SH";

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
    script.replace("@BEFORE@", singleQuote(kBefore));
    script.replace("@TRAPS@", singleQuote(kTraps));
    script.replace("@FUNCTIONS@", singleQuote(kFunctions));
    script.replace("@AFTER@", singleQuote(kAfter));
    script.replace("@ON_EXIT@", singleQuote(kOnExit));
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
    // record descriptors 8 and 9, which the command does not see open. Still inside the group, with no redirection
    // of its own: the command's status goes in front of the task's positional parameters (shifted off at the end,
    // so that no variable of Airlock's needs to be assignable for it), xtrace goes off, a function named `command`
    // goes, and the soft limit on open files goes back up, because sh needs descriptors from 10 up to undo the
    // group's redirections (busybox ash dies or loops without them); when not even 16 can be had the shell kills
    // itself, as nothing could run in it. The nonce is only an argument of the last eval, after the command ran, and
    // nothing the command can read holds it.
    QByteArray line;
    line.reserve(command.size() + command.size() / 8 + 200);
    line += "__al_c=";
    line += singleQuote(command);
    line += ";__al_w=";
    if (!workdir.isEmpty())
        line += singleQuote(workdir.toUtf8());
    line += ";\\export AIRLOCK_CMD=";
    line += QByteArray::number(sequence);
    line += ";{ \\eval \"$__al_A\"&&\\command eval \"$__al_c\";\\set +vx -- \"$?\" \"$@\";\\unset -f command;"
            "\\[ -z \"$__al_ln\" ]||\\command ulimit -Sn \"$__al_ln\"||\\command ulimit -Sn 16||\\command kill -KILL "
            "\"$$\";}"
            " >&8 2>&9 8>&- 9>&-;\\eval \"$__al_Z\" ";
    line += nonce;
    line += ";\\shift;\\:\n";
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
