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

} // namespace

quint64 elapsedSince(const CommandMark &mark)
{
    const quint64 now = ProcessTree::nowTicks();
    return now > mark.startTicks ? now - mark.startTicks : 0;
}

QStringList arguments(Scope scope, int signal, const CommandMark &mark, const Target &target)
{
    return {QStringLiteral("-c"),
            QString::fromUtf8(kScript),
            QStringLiteral("airlock-kill"),
            scope == Scope::Task ? QStringLiteral("task") : QStringLiteral("cmd"),
            QString::number(signal),
            QString::number(mark.sequence),
            QString::number(target.shellPid),
            QString::number(target.elapsedTicks),
            QString::fromUtf8(target.taskMarker)};
}

} // namespace airlock::backends::RemoteTree
