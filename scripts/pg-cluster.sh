#!/usr/bin/env bash
# Starts, stops and reports a throwaway PostgreSQL cluster for tests and demos.
#
#   pg-cluster.sh start DIR [--port N] [--tcp]   start (or reuse) and print the admin DSN
#   pg-cluster.sh stop DIR                       stop and delete the cluster
#   pg-cluster.sh status DIR                     exit 0 when running, print the DSN
#   pg-cluster.sh halt DIR                       stop the server, keep the cluster (tests: the store goes away)
#   pg-cluster.sh resume DIR                     start a halted cluster again (the store comes back)
#   pg-cluster.sh standby DIR PRIMARY_DIR [--port N]
#                                                a streaming hot standby of the running cluster in
#                                                PRIMARY_DIR (pg_basebackup -R); print its admin DSN
#   pg-cluster.sh promote DIR                    promote a standby (pg_ctl promote)
#
# DIR holds the cluster's state (cluster.env, dsn). The data directory and the
# Unix socket live in a private directory under /tmp so that the socket path
# stays short and, when run as root, the unprivileged server user can reach it
# (initdb refuses to run as root).
set -euo pipefail

# The server keeps the machine's real clock: when tests run under faketime
# (CI runs the console suites a year ahead), only the clients move in time,
# as on a user's desk, and the server's own lock and statement timers work.
unset LD_PRELOAD FAKETIME FAKETIME_DONT_FAKE_MONOTONIC

usage() { echo "usage: $0 start|stop|status|halt|resume|promote DIR [--port N] [--tcp] | standby DIR PRIMARY_DIR [--port N]" >&2; exit 2; }
[ $# -ge 2 ] || usage
cmd=$1; dir=$2; shift 2
primary=
if [ "$cmd" = standby ]; then [ $# -ge 1 ] || usage; primary=$1; shift; fi
port=5432; tcp=0
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port=$2; shift 2 ;;
    --tcp) tcp=1; shift ;;
    *) usage ;;
  esac
done

pgbin() {
  local b
  for b in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    [ -x "$b/initdb" ] && { echo "$b"; return; }
  done
  command -v initdb >/dev/null && { dirname "$(command -v initdb)"; return; }
  echo "pg-cluster: no PostgreSQL server binaries (install postgresql-15)" >&2; exit 2
}
PGBIN=$(pgbin)
RUNUSER=sealdesk-pg

as_owner() {
  # From /, which the unprivileged user may enter (the caller's directory may be private).
  if [ "$(id -u)" -eq 0 ]; then (cd / && runuser -u "$RUNUSER" -- "$@"); else "$@"; fi
}

running() {
  [ -f "$dir/cluster.env" ] || return 1
  # shellcheck disable=SC1091
  . "$dir/cluster.env"
  [ -d "$BASE/data" ] && as_owner "$PGBIN/pg_ctl" status -D "$BASE/data" >/dev/null 2>&1
}

do_stop() {
  [ -f "$dir/cluster.env" ] || return 0
  # shellcheck disable=SC1091
  . "$dir/cluster.env"
  if [ -d "$BASE/data" ]; then
    as_owner "$PGBIN/pg_ctl" stop -D "$BASE/data" -m fast -w >/dev/null 2>&1 || true
  fi
  case "$BASE" in /tmp/sealdesk-pg.*|"${TMPDIR:-/tmp}"/sealdesk-pg.*) rm -rf "$BASE" ;; esac
  rm -f "$dir/cluster.env" "$dir/dsn"
}

# A fresh private directory for a cluster (the server user's when run as root).
new_base() {
  mkdir -p "$dir"
  do_stop
  if [ "$(id -u)" -eq 0 ]; then
    id "$RUNUSER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$RUNUSER"
    BASE=$(mktemp -d /tmp/sealdesk-pg.XXXXXX)
    chown "$RUNUSER" "$BASE"
    chmod 0711 "$BASE"
  else
    BASE=$(mktemp -d "${TMPDIR:-/tmp}/sealdesk-pg.XXXXXX")
  fi
  printf 'BASE=%q\n' "$BASE" > "$dir/cluster.env"
}

# Starts the server in $BASE/data with the options every test cluster has
# (a standby needs max_connections at least the primary's: the same).
start_server() {
  local listen="''"
  [ "$tcp" -eq 1 ] && listen=127.0.0.1
  PGOPTS="-k $BASE -p $port -c listen_addresses=$listen -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c unix_socket_permissions=0777 $*"
  printf 'PGOPTS=%q\n' "$PGOPTS" >> "$dir/cluster.env"
  as_owner "$PGBIN/pg_ctl" start -D "$BASE/data" -w -t 60 -l "$BASE/server.log" -o "$PGOPTS" >/dev/null \
    || { echo "pg-cluster: server did not start, see $BASE/server.log" >&2; cat "$BASE/server.log" >&2; exit 2; }
  echo "host=$BASE port=$port user=postgres dbname=postgres" > "$dir/dsn"
  cat "$dir/dsn"
}

do_start() {
  mkdir -p "$dir"
  if running; then cat "$dir/dsn"; return 0; fi
  new_base
  as_owner "$PGBIN/initdb" -D "$BASE/data" -U postgres --auth=trust --encoding=UTF8 \
    --locale=C.UTF-8 --no-sync >"$BASE/initdb.log" 2>&1 \
    || { echo "pg-cluster: initdb failed, see $BASE/initdb.log" >&2; cat "$BASE/initdb.log" >&2; exit 2; }
  # wal_level=replica and max_wal_senders are PostgreSQL's defaults: any test
  # cluster can have a standby (initdb's pg_hba trusts local replication).
  start_server -c wal_level=replica
}

# A hot standby streaming from the cluster in $primary: a base backup with
# its recovery settings (-R: standby.signal, primary_conninfo), then started.
do_standby() {
  mkdir -p "$dir"
  if running; then cat "$dir/dsn"; return 0; fi
  [ -f "$primary/dsn" ] || { echo "pg-cluster: no running cluster in $primary" >&2; exit 2; }
  local from
  from=$(cat "$primary/dsn")
  new_base
  as_owner "$PGBIN/pg_basebackup" -d "$from" -D "$BASE/data" -R -X stream -c fast --no-sync \
    >"$BASE/basebackup.log" 2>&1 \
    || { echo "pg-cluster: pg_basebackup failed, see $BASE/basebackup.log" >&2; cat "$BASE/basebackup.log" >&2; exit 2; }
  start_server -c hot_standby=on
}

do_promote() {
  running || { echo "pg-cluster: no running cluster in $dir" >&2; exit 2; }
  as_owner "$PGBIN/pg_ctl" promote -D "$BASE/data" -w -t 60 >/dev/null
}

do_halt() {
  running || return 0
  as_owner "$PGBIN/pg_ctl" stop -D "$BASE/data" -m fast -w >/dev/null
}

do_resume() {
  [ -f "$dir/cluster.env" ] || { echo "pg-cluster: no cluster in $dir" >&2; exit 2; }
  running && return 0
  # shellcheck disable=SC1091
  . "$dir/cluster.env"
  as_owner "$PGBIN/pg_ctl" start -D "$BASE/data" -w -t 60 -l "$BASE/server.log" -o "$PGOPTS" >/dev/null \
    || { echo "pg-cluster: server did not start again, see $BASE/server.log" >&2; exit 2; }
}

case "$cmd" in
  start) do_start ;;
  standby) do_standby ;;
  promote) do_promote ;;
  halt) do_halt ;;
  resume) do_resume ;;
  stop) do_stop ;;
  status) if running; then cat "$dir/dsn"; else echo "not running" >&2; exit 1; fi ;;
  *) usage ;;
esac
