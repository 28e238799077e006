#!/usr/bin/env bash
# Installs the Debian packages Seal Desk needs to build, test and run.
# Idempotent: when every package is present it returns at once without apt.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config git
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-qpa-plugins
  qtkeychain-qt6-dev libgl-dev libqt6opengl6-dev
  libpq-dev libssl-dev nlohmann-json3-dev
  postgresql-15 postgresql-client-15
  xvfb xauth fonts-dejavu-core
  clang libclang-rt-14-dev
  dpkg-dev file desktop-file-utils appstream groff-base
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 2; }
  SUDO=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
