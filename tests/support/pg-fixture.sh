#!/usr/bin/env bash
# CTest fixture: starts the test cluster and loads the reference stores as
# template databases (seal_store_a_tpl, seal_store_c_tpl, seal_store_e_tpl) that each test copies.
#   pg-fixture.sh start STATE_DIR FIXTURES_DIR
#   pg-fixture.sh stop STATE_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cluster="$here/../../scripts/pg-cluster.sh"
case "${1:-}" in
  start)
    dsn=$("$cluster" start "$2")
    fixtures=$3
    for store in a c e; do
      [ -f "$fixtures/store-$store.sql" ] || { echo "pg-fixture: no $fixtures/store-$store.sql" >&2; exit 2; }
      psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS seal_store_${store}_tpl" >/dev/null
      psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_store_${store}_tpl" >/dev/null
      psql "${dsn/dbname=postgres/dbname=seal_store_${store}_tpl}" -q -v ON_ERROR_STOP=1 \
        -f "$fixtures/store-$store.sql" >/dev/null
    done
    echo "pg-fixture: cluster up, templates loaded: $dsn"
    ;;
  stop)
    "$cluster" stop "$2"
    echo "pg-fixture: cluster stopped"
    ;;
  *) echo "usage: $0 start STATE_DIR FIXTURES_DIR | stop STATE_DIR" >&2; exit 2 ;;
esac
