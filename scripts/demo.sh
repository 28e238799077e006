#!/usr/bin/env bash
# Shows Seal Desk on an embedded demo store: installs what is missing, builds,
# and opens the console on its own demo store (`sealdesk --demo`: a private
# PostgreSQL, Unix socket only, with demo approvers, an operator and simulated
# agents; Demo > Act as... switches who you are). Without a display it starts a
# private PostgreSQL loaded with the store the reference kernel wrote and
# prints what the console would show, with sealctl.
#   scripts/demo.sh          show it, then stop the demo store
#   scripts/demo.sh --keep   leave the demo store running and print its DSNs
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
keep=0; [ "${1:-}" = "--keep" ] && keep=1
"$root/scripts/install-deps.sh"
build=${SEAL_BUILD_DIR:-$root/build/demo}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSEAL_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" --target sealctl sealdesk >/dev/null
sealctl="$build/app/sealctl/sealctl"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  if [ $keep -eq 1 ]; then
    # Started here, not by the console: so it outlives the console.
    "$sealctl" demo-server start
    printf '\nDemo store left running after the console closes; stop it with: %s demo-server stop\n' "$sealctl"
  fi
  # Stops the demo store on exit only if it started it (not with --keep).
  exec "$build/app/sealdesk/sealdesk" --demo
fi
echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): showing what the console sees with sealctl instead."

state="$build/demo-store"
fixtures=$(sed -n 's/^SEAL_FIXTURES_DIR:PATH=//p' "$build/CMakeCache.txt")
admin=$("$root/scripts/pg-cluster.sh" start "$state")
[ $keep -eq 1 ] || trap '"$root/scripts/pg-cluster.sh" stop "$state" >/dev/null' EXIT
dsn=${admin/dbname=postgres/dbname=seal_demo}
if ! psql "$admin" -qtA -c "SELECT 1 FROM pg_database WHERE datname = 'seal_demo'" | grep -q 1; then
  psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_demo" >/dev/null
  psql "$dsn" -q -v ON_ERROR_STOP=1 -f "$fixtures/store-a.sql" >/dev/null
fi

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
