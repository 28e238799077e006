#!/usr/bin/env bash
# Runs every test: installs what is missing, builds (warnings are errors),
# and runs ctest. The tests start their own throwaway PostgreSQL.
#   scripts/test.sh [ctest args...]      e.g. scripts/test.sh -R parity
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
build=${SEAL_BUILD_DIR:-$root/build/test}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSEAL_WERROR=ON >/dev/null
cmake --build "$build" -j"$(nproc)"
cd "$build"
ctest --output-on-failure -j"$(nproc)" "$@"
