#!/usr/bin/env bash
# Runs every test: installs what is missing, builds (warnings are errors),
# and runs ctest. The tests start their own throwaway PostgreSQL.
#   scripts/test.sh [ctest args...]      e.g. scripts/test.sh -R parity
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
build=${SEAL_BUILD_DIR:-$root/build/test}
# ccache keeps a rebuild on the same machine short (a cold build of the whole
# tree is about half an hour on two cores). Paths are hashed relative to the
# checkout, so a fresh clone in another folder reuses what an earlier build
# of the same sources compiled.
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSEAL_WERROR=ON "${launcher[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)"
cd "$build"
ctest --output-on-failure -j"$(nproc)" "$@"
