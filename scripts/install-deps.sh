#!/usr/bin/env bash
# Installs the Debian packages Seal Desk needs to build, test and run.
# Idempotent: when every package is present it returns at once without apt.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config git
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-qpa-plugins qt6-translations-l10n
  qtkeychain-qt6-dev libgl-dev libqt6opengl6-dev
  libpq-dev libssl-dev nlohmann-json3-dev libcurl4-openssl-dev libcli11-dev libicu-dev libcpp-httplib-dev
  libcairo2-dev libpango1.0-dev fonts-wqy-microhei poppler-utils
  postgresql-15 postgresql-client-15
  xvfb xauth fonts-dejavu-core dbus-daemon
  clang libclang-rt-14-dev
  dpkg-dev file desktop-file-utils appstream groff-base
  faketime locales time
  ccache
)

# The suites also run under a German locale (numbers with a decimal comma) and
# the console ships French: both must exist for setlocale/QLocale to apply them.
LOCALES=(de_DE.UTF-8 fr_FR.UTF-8)
locale_missing() {
  local have
  have=$(locale -a 2>/dev/null | tr '[:upper:]' '[:lower:]' | sed 's/utf-8/utf8/')
  for l in "${LOCALES[@]}"; do
    printf '%s\n' "$have" | grep -qx "$(printf '%s' "$l" | tr '[:upper:]' '[:lower:]' | sed 's/utf-8/utf8/')" || return 0
  done
  return 1
}

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  SUDO=(sudo)
fi
need_root() {
  if [ ${#SUDO[@]} -gt 0 ] && ! command -v sudo >/dev/null; then
    echo "install-deps: need root or sudo to $1" >&2
    exit 2
  fi
}

generate_locales() {
  locale_missing || return 0
  need_root "generate the locales ${LOCALES[*]}"
  echo "install-deps: generating locales ${LOCALES[*]}" >&2
  for l in "${LOCALES[@]}"; do
    "${SUDO[@]}" sed -i "s/^# *${l} UTF-8/${l} UTF-8/" /etc/locale.gen
    grep -q "^${l} UTF-8" /etc/locale.gen || echo "${l} UTF-8" | "${SUDO[@]}" tee -a /etc/locale.gen >/dev/null
  done
  "${SUDO[@]}" locale-gen >/dev/null
}

if [ ${#missing[@]} -eq 0 ]; then
  generate_locales
  exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
need_root "install: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
generate_locales
