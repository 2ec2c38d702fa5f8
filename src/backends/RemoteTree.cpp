// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "RemoteTree.h"

#include "ProcessTree.h"

namespace airlock::backends::RemoteTree {

namespace {

// $1 scope (cmd|task), $2 signal, $3 sequence, $4 shell pid, $5 ticks since the command began, $6 task marker.
// Builtins and /proc only, so that it works in a minimal image. Zombies, PID 1, the script itself and (for a
// command) the shell are never signalled.
constexpr char kScript[] = R"BASH(scope=$1 sig=$2 seq=$3 shell=$4 since=$5 marker=$6
read -r up _ < /proc/uptime
up=${up%.*}${up#*.}
since=$(( 10#$up - since - 10 ))
declare -A par st
all=()
for d in /proc/[0-9]*; do
  p=${d#/proc/}
  [[ $p == "$$" || $p == 1 ]] && continue
  s=
  read -r s 2>/dev/null < "$d/stat" || continue
  f=(${s##*) })
  [[ ${f[0]} == Z ]] && continue
  par[$p]=${f[1]} st[$p]=${f[19]}
  all+=("$p")
done
under() {
  local q=$1 n=0
  while [[ -n $q && $q != 0 && $q != 1 && $n -lt 64 ]]; do
    q=${par[$q]-}
    [[ $q == "$shell" ]] && return 0
    n=$((n + 1))
  done
  return 1
}
hits=()
for p in "${all[@]}"; do
  e=()
  mapfile -d '' -t e 2>/dev/null < "/proc/$p/environ"
  mine=0 cmd=0 marked=0
  [[ -z $marker ]] && mine=1
  for v in "${e[@]}"; do
    [[ $v == "$marker" ]] && mine=1
    [[ $v == AIRLOCK_CMD=* ]] && marked=1
    [[ $v == "AIRLOCK_CMD=$seq" ]] && cmd=1
  done
  if [[ $scope == task ]]; then
    if [[ $mine == 1 || $p == "$shell" ]] || under "$p"; then hits+=("$p"); fi
    continue
  fi
  [[ $p == "$shell" ]] && continue
  if under "$p"; then
    if [[ $cmd == 1 ]] || [[ $marked == 0 && ${st[$p]} -ge $since ]]; then hits+=("$p"); fi
  elif [[ $cmd == 1 && $mine == 1 ]]; then
    hits+=("$p")
  fi
done
if [[ ${#hits[@]} -gt 0 && $sig != 0 ]]; then kill -"$sig" "${hits[@]}" 2>/dev/null; fi
echo "${#hits[@]}"
)BASH";

// The same rules in POSIX sh, for a container without bash: variables named par_<pid> instead of arrays, and `tr`
// (busybox has it) to split the NUL-separated environment, which sh cannot hold in a variable.
constexpr char kPosixScript[] = R"SH(scope=$1 sig=$2 seq=$3 shell=$4 since=$5 marker=$6
read -r up _ < /proc/uptime
up=${up%.*}${up#*.}
while :; do case $up in 0?*) up=${up#0} ;; *) break ;; esac; done
since=$((up - since - 10))
nl='
'
all=
for d in /proc/[0-9]*; do
  p=${d#/proc/}
  case $p in "$$"|1) continue ;; esac
  s=
  read -r s 2>/dev/null < "$d/stat" || continue
  set -f
  set -- ${s##*) }
  set +f
  [ "$1" = Z ] && continue
  eval "par_$p=\$2 st_$p=\${20}"
  all="$all $p"
done
under() {
  q=$1 n=0
  while [ -n "$q" ] && [ "$q" != 0 ] && [ "$q" != 1 ] && [ $n -lt 64 ]; do
    eval "q=\${par_$q-}"
    [ "$q" = "$shell" ] && return 0
    n=$((n + 1))
  done
  return 1
}
hits=
count=0
for p in $all; do
  e=$nl$(tr '\000' '\n' 2>/dev/null < "/proc/$p/environ")$nl
  mine=0 cmd=0 marked=0
  [ -z "$marker" ] && mine=1
  case $e in *"$nl$marker$nl"*) mine=1 ;; esac
  case $e in *"${nl}AIRLOCK_CMD="*) marked=1 ;; esac
  case $e in *"${nl}AIRLOCK_CMD=$seq$nl"*) cmd=1 ;; esac
  hit=0
  if [ "$scope" = task ]; then
    if [ $mine = 1 ] || [ "$p" = "$shell" ] || under "$p"; then hit=1; fi
  elif [ "$p" != "$shell" ]; then
    if under "$p"; then
      eval "t=\$st_$p"
      if [ $cmd = 1 ] || { [ $marked = 0 ] && [ "$t" -ge "$since" ]; }; then hit=1; fi
    elif [ $cmd = 1 ] && [ $mine = 1 ]; then
      hit=1
    fi
  fi
  [ $hit = 1 ] && hits="$hits $p" count=$((count + 1))
done
if [ $count -gt 0 ] && [ "$sig" != 0 ]; then kill -"$sig" $hits 2>/dev/null; fi
echo "$count"
)SH";

} // namespace

quint64 elapsedSince(const CommandMark &mark)
{
    const quint64 now = ProcessTree::nowTicks();
    return now > mark.startTicks ? now - mark.startTicks : 0;
}

QStringList arguments(Scope scope, int signal, const CommandMark &mark, const Target &target,
                      ShellScript::Dialect dialect)
{
    return {QStringLiteral("-c"),
            QString::fromUtf8(dialect == ShellScript::Dialect::Posix ? kPosixScript : kScript),
            QStringLiteral("airlock-kill"),
            scope == Scope::Task ? QStringLiteral("task") : QStringLiteral("cmd"),
            QString::number(signal),
            QString::number(mark.sequence),
            QString::number(target.shellPid),
            QString::number(target.elapsedTicks),
            QString::fromUtf8(target.taskMarker)};
}

} // namespace airlock::backends::RemoteTree
