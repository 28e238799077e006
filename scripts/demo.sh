#!/usr/bin/env bash
# Shows Seal Desk on an embedded demo store: installs what is missing, builds,
# starts a private PostgreSQL (Unix socket only) loaded with the store the
# reference kernel wrote, and shows what the console sees.
#   scripts/demo.sh          show it, then stop the demo store
#   scripts/demo.sh --keep   leave the demo store running and print its DSN
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
keep=0; [ "${1:-}" = "--keep" ] && keep=1
"$root/scripts/install-deps.sh"
build=${SEAL_BUILD_DIR:-$root/build/demo}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSEAL_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" --target sealctl >/dev/null

state="$build/demo-store"
fixtures=$(sed -n 's/^SEAL_FIXTURES_DIR:PATH=//p' "$build/CMakeCache.txt")
admin=$("$root/scripts/pg-cluster.sh" start "$state")
[ $keep -eq 1 ] || trap '"$root/scripts/pg-cluster.sh" stop "$state" >/dev/null' EXIT
dsn=${admin/dbname=postgres/dbname=seal_demo}
if ! psql "$admin" -qtA -c "SELECT 1 FROM pg_database WHERE datname = 'seal_demo'" | grep -q 1; then
  psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_demo" >/dev/null
  psql "$dsn" -q -v ON_ERROR_STOP=1 -f "$fixtures/store-a.sql" >/dev/null
fi

sealctl="$build/app/sealctl/sealctl"
# Exit 1 from these means "the store is not fine" (a hold, a divergence):
# that is what the demo is here to show, not a failure of the demo.
show() {
  printf '\n\033[1m== %s ==\033[0m  (sealctl %s)\n' "$1" "$2"
  local rc=0
  "$sealctl" --dsn "$dsn" "$2" || rc=$?
  [ $rc -le 1 ] || exit $rc
}
show "Certificate chain" verify
show "Autonomy per path" licences
show "Clearance" clearance
show "Approvals" approvals
show "Holds" holds
show "Divergences" divergences
if [ $keep -eq 1 ]; then
  printf '\nDemo store left running: SEAL_DSN="%s"\nStop it with: %s stop %s\n' "$dsn" "$root/scripts/pg-cluster.sh" "$state"
fi
