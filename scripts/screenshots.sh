#!/usr/bin/env bash
# Makes the README's pictures: every console page on a private copy of the
# reference store (Budgets, Mandates and Sagas on store-c, which has them; Obligations on
# store-a with a few declared for the picture), amounts in EUR,
# through `sealdesk --screenshot` (offscreen, no display needed). Writes
# resources/screenshots/<page>.png.
#   scripts/screenshots.sh [BUILD_DIR]     (default: build/test)
#   scripts/screenshots.sh BUILD_DIR --all OUT_DIR
#       also every page at 1024x700 and 1440x900, in English and German, with
#       the currency EUR, as OUT_DIR/<lang>-<size>-<page>.png: the pictures to
#       look at before a change to the console is called done.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/test}
all=
if [ "${2:-}" = "--all" ]; then
  all=${3:?usage: $0 BUILD_DIR --all OUT_DIR}
  mkdir -p "$all"
fi
sealdesk="$build/app/sealdesk/sealdesk"
[ -x "$sealdesk" ] || { echo "screenshots.sh: build sealdesk first ($sealdesk missing)" >&2; exit 2; }
fixtures=$(sed -n 's/^SEAL_FIXTURES_DIR:PATH=//p' "$build/CMakeCache.txt")
state=$(mktemp -d /tmp/sealdesk-shots.XXXXXX)
trap '"$root/scripts/pg-cluster.sh" stop "$state" >/dev/null 2>&1 || true; rm -rf "$state"' EXIT
admin=$("$root/scripts/pg-cluster.sh" start "$state")
dsn=${admin/dbname=postgres/dbname=seal_shots}
psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_shots" >/dev/null
psql "$dsn" -q -v ON_ERROR_STOP=1 -f "$fixtures/store-a.sql" >/dev/null
# Budgets, Mandates and Sagas are on store-c (store-a has none of their tables).
dsn_c=${admin/dbname=postgres/dbname=seal_shots_c}
psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_shots_c" >/dev/null
psql "$dsn_c" -q -v ON_ERROR_STOP=1 -f "$fixtures/store-c.sql" >/dev/null
# Obligations: store-a has none set up. Set them up and declare a few, one
# per state, as agents would have (times relative to now: the picture's
# "overdue" stays overdue).
"$build/app/sealctl/sealctl" --dsn "$dsn" obligations setup >/dev/null
psql "$dsn" -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
INSERT INTO seal_obligations (kind, action, key, description, due_at, every_sec, min_count, created_at,
  created_by, state, met_intent, breached_at, cancelled_at, cancelled_by, cancel_reason)
SELECT k, a, key, d, n + due, every, mc, n + created, who, st, mi, n + br, n + ca, cb, cr
FROM (SELECT extract(epoch FROM now())::float8 AS n) t, (VALUES
  ('once', 'payout', 'inv-2041', 'pay supplier invoice 2041 before the dunning deadline', -7200, NULL::float8,
   NULL::int, -90000, 'agent-payables', 'open', NULL, NULL::float8, NULL::float8, NULL, NULL),
  ('once', 'refund', 'rf-118', 'refund order 118 (damaged on delivery)', 5400, NULL, NULL, -3600,
   'agent-support', 'open', NULL, NULL, NULL, NULL, NULL),
  ('recurring', 'payroll', NULL, 'run payroll every week', NULL, 604800, 1, -86400, 'agent-payroll', 'open',
   NULL, NULL, NULL, NULL, NULL),
  ('once', 'payout', 'inv-1999', 'pay invoice 1999', -200000, NULL, NULL, -300000, 'agent-payables',
   'breached', NULL, -190000, NULL, NULL, NULL),
  ('once', 'refund', 'rf-117', 'refund order 117', -50000, NULL, NULL, -90000, 'agent-support', 'met',
   'a3f1c0de9b', NULL, NULL, NULL, NULL),
  ('once', 'transfer', 'tr-9', 'move float to the EUR account', 86400, NULL, NULL, -40000, 'agent-treasury',
   'cancelled', NULL, NULL, -1000, 'ciso', 'treasury moved it by hand')
) AS v(k, a, key, d, due, every, mc, created, who, st, mi, br, ca, cb, cr);
SQL
# Pictures show what a person sees, not a superuser: a finance approver who
# is also an operator, with the table privileges a deployment grants.
psql "$dsn" -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
CREATE ROLE seal_approver NOLOGIN;
CREATE ROLE seal_operator NOLOGIN;
CREATE ROLE dana LOGIN IN ROLE seal_approver, seal_operator;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dana;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO dana;
SQL
psql "$dsn_c" -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dana;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO dana;
SQL
dsn=${dsn/user=postgres/user=dana}
dsn_c=${dsn_c/user=postgres/user=dana}
store_for() { if [ "$1" = budgets ] || [ "$1" = mandates ] || [ "$1" = sagas ]; then echo "$dsn_c"; else echo "$dsn"; fi; }
out="$root/resources/screenshots"
mkdir -p "$out"
for page in overview autonomy approvals holds divergences certificates events budgets mandates sagas obligations; do
  LANG=C.UTF-8 LC_ALL=C.UTF-8 "$sealdesk" --dsn "$(store_for "$page")" --currency EUR --page "$page" --size 1280x800 \
    --screenshot "$out/$page.png"
  echo "$out/$page.png"
done
[ -n "$all" ] || exit 0
for lang in en:C.UTF-8 de:de_DE.UTF-8; do
  for size in 1024x700 1440x900; do
    for page in overview autonomy approvals holds divergences certificates events budgets mandates sagas obligations; do
      file="$all/${lang%%:*}-$size-$page.png"
      LANG=${lang#*:} LC_ALL=${lang#*:} "$sealdesk" --dsn "$(store_for "$page")" --currency EUR --page "$page" \
        --size "$size" \
        --screenshot "$file"
      echo "$file"
    done
  done
done
