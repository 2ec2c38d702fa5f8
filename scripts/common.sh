# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
# Shared by scripts/run and scripts/test: install what is missing (Debian 12), configure and build.
set -euo pipefail

AIRLOCK_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$AIRLOCK_ROOT"

# Packages to build and run Airlock (librsvg2-bin: rsvg-convert renders the PNG icons from the SVG; qt6-translations-l10n:
# Qt's own German and French; python3: the translation check).
BUILD_PACKAGES=(cmake ninja-build g++ pkg-config librsvg2-bin
  qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n python3
  qtkeychain-qt6-dev libssh-dev nlohmann-json3-dev libgl-dev libqt6sql6-sqlite
  libgrpc++-dev libprotobuf-dev protobuf-compiler protobuf-compiler-grpc)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs the Debian packages given that are not installed yet (one apt-get run, only when needed).
ensure_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "==> installing: ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build <preset> [target…]: configure once, then build everything, or only the targets given.
build() {
  local preset=$1
  shift
  if [ ! -f "build/$preset/build.ninja" ]; then
    cmake --preset "$preset"
  fi
  if [ $# -gt 0 ]; then
    cmake --build --preset "$preset" --target "$@"
  else
    cmake --build --preset "$preset"
  fi
}
