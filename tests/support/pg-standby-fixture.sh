#!/usr/bin/env bash
# CTest fixture `standby`: a primary loaded like the `pg` fixture (the
# reference store as template seal_store_a_tpl) and a real streaming hot
# standby of it (pg_basebackup -R), each in its own socket directory and on
# its own port. Only the tests that need replication take it, so the others
# and their time are unaffected.
#   pg-standby-fixture.sh start STATE_DIR FIXTURES_DIR   (STATE_DIR/primary, STATE_DIR/standby)
#   pg-standby-fixture.sh stop STATE_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cluster="$here/../../scripts/pg-cluster.sh"
case "${1:-}" in
  start)
    "$cluster" stop "$2/standby" # a pair left over (a promoted standby) is not reused
    "$cluster" stop "$2/primary"
    "$here/pg-fixture.sh" start "$2/primary" "$3" >/dev/null
    "$cluster" standby "$2/standby" "$2/primary" --port 5433 >/dev/null
    echo "pg-standby-fixture: primary $(cat "$2/primary/dsn"), standby $(cat "$2/standby/dsn")"
    ;;
  stop)
    "$cluster" stop "$2/standby"
    "$cluster" stop "$2/primary"
    echo "pg-standby-fixture: both stopped"
    ;;
  *) echo "usage: $0 start STATE_DIR FIXTURES_DIR | stop STATE_DIR" >&2; exit 2 ;;
esac
