#!/usr/bin/env bash
# CTest fixture: starts the test cluster and loads the reference store as a
# template database (seal_store_a_tpl) that each test copies.
#   pg-fixture.sh start STATE_DIR FIXTURES_DIR
#   pg-fixture.sh stop STATE_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cluster="$here/../../scripts/pg-cluster.sh"
case "${1:-}" in
  start)
    dsn=$("$cluster" start "$2")
    fixtures=$3
    [ -f "$fixtures/store-a.sql" ] || { echo "pg-fixture: no $fixtures/store-a.sql" >&2; exit 2; }
    psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS seal_store_a_tpl" >/dev/null
    psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_store_a_tpl" >/dev/null
    psql "${dsn/dbname=postgres/dbname=seal_store_a_tpl}" -q -v ON_ERROR_STOP=1 -f "$fixtures/store-a.sql" >/dev/null
    echo "pg-fixture: cluster up, template loaded: $dsn"
    ;;
  stop)
    "$cluster" stop "$2"
    echo "pg-fixture: cluster stopped"
    ;;
  *) echo "usage: $0 start STATE_DIR FIXTURES_DIR | stop STATE_DIR" >&2; exit 2 ;;
esac
