#!/usr/bin/env bash
# Makes the README's pictures: every console page on a private copy of the
# reference store (Budgets, Mandates and Sagas on store-c, which has them; Obligations on
# store-e, where the kernel wrote its own obligation tables), amounts in EUR,
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
# Obligations are on store-e, whose obligation tables and rows the kernel
# itself wrote (once-duties in every status, a recurring duty, three breaches).
dsn_e=${admin/dbname=postgres/dbname=seal_shots_e}
psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_shots_e" >/dev/null
psql "$dsn_e" -q -v ON_ERROR_STOP=1 -f "$fixtures/store-e.sql" >/dev/null
# Pictures show what a person sees, not a superuser: a finance approver who
# is also an operator, with the table privileges a deployment grants.
psql "$dsn" -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
CREATE ROLE seal_approver NOLOGIN;
CREATE ROLE seal_operator NOLOGIN;
CREATE ROLE dana LOGIN IN ROLE seal_approver, seal_operator;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dana;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO dana;
SQL
for d in "$dsn_c" "$dsn_e"; do
  psql "$d" -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dana;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO dana;
SQL
done
dsn=${dsn/user=postgres/user=dana}
dsn_c=${dsn_c/user=postgres/user=dana}
dsn_e=${dsn_e/user=postgres/user=dana}
store_for() {
  case "$1" in
    budgets | mandates | sagas) echo "$dsn_c" ;;
    obligations) echo "$dsn_e" ;;
    *) echo "$dsn" ;;
  esac
}
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
