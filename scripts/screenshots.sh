#!/usr/bin/env bash
# Makes the README's pictures: every console page on a private copy of the
# reference store, through `sealdesk --screenshot` (offscreen, no display
# needed). Writes resources/screenshots/<page>.png.
#   scripts/screenshots.sh [BUILD_DIR]     (default: build/test)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/test}
sealdesk="$build/app/sealdesk/sealdesk"
[ -x "$sealdesk" ] || { echo "screenshots.sh: build sealdesk first ($sealdesk missing)" >&2; exit 2; }
fixtures=$(sed -n 's/^SEAL_FIXTURES_DIR:PATH=//p' "$build/CMakeCache.txt")
state=$(mktemp -d /tmp/sealdesk-shots.XXXXXX)
trap '"$root/scripts/pg-cluster.sh" stop "$state" >/dev/null 2>&1 || true; rm -rf "$state"' EXIT
admin=$("$root/scripts/pg-cluster.sh" start "$state")
dsn=${admin/dbname=postgres/dbname=seal_shots}
psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_shots" >/dev/null
psql "$dsn" -q -v ON_ERROR_STOP=1 -f "$fixtures/store-a.sql" >/dev/null
# Pictures show what a person sees, not a superuser: a finance approver who
# is also an operator, with the table privileges a deployment grants.
psql "$dsn" -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
CREATE ROLE seal_approver NOLOGIN;
CREATE ROLE seal_operator NOLOGIN;
CREATE ROLE dana LOGIN IN ROLE seal_approver, seal_operator;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dana;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO dana;
SQL
dsn=${dsn/user=postgres/user=dana}
out="$root/resources/screenshots"
mkdir -p "$out"
for page in overview autonomy approvals holds divergences certificates events budgets; do
  LANG=C.UTF-8 LC_ALL=C.UTF-8 "$sealdesk" --dsn "$dsn" --page "$page" --size 1280x800 --screenshot "$out/$page.png"
  echo "$out/$page.png"
done
