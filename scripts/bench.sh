#!/usr/bin/env bash
# A benchmark anyone can rerun (issue 12): builds Release binaries of its own,
# fills a private PostgreSQL with an N-cert store (tests/bench/bench_store_gen:
# one valid chain of v2 certs signed with Ed25519 as the kernel 0.3.x writes
# them, written with COPY; BENCH_V1=1: unsigned Digest v1 certs as 0.2.0
# wrote them), and prints one table: each sealctl
# command's and each console page's wall time and peak RSS, beside the
# server's own COPY of the chain measured in the same run.
#
#   scripts/bench.sh [N] [--paths P]
#     N certs, default 1000000. --paths P adds breadth (issue 26): P more
#     paths, each with thresholds, a CLEARED policy with a fresh proof and a
#     clean sweep, and five pending approvals per path (--paths 20000: 100,000
#     pending), so that the figures show what a page costs per path.
#
#   scripts/bench.sh --fuzz-guard [N]
#     The dual-control loosening fuzzer alone (tests/core/writes/
#     test_dual_control_fuzz): N transactions by one operator (default a
#     million) over store-a, store-c and store-e on a private server; prints
#     how many ran and committed, and fails on the first that loosens anything.
#
# BENCH_KEEP=1 leaves the server and the store running afterwards (for a profiler).
# BENCH_BUILD_DIR (default build/bench) and BENCH_JOBS (default: every core)
# choose the build. Exits non-zero when any step fails or the store does not
# verify. It prints figures only: nothing here asserts a time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
usage() { echo "usage: $0 [N] [--paths P] | --fuzz-guard [N]   (N certs, default 1000000; P more paths, default 0)" >&2; exit 2; }
n=1000000 paths=0
if [ "${1:-}" = --fuzz-guard ]; then
  tx=${2:-1000000}
  [[ $tx =~ ^[1-9][0-9]*$ ]] || usage
  build=${BENCH_BUILD_DIR:-$root/build/bench}
  "$root/scripts/install-deps.sh"
  if [ ! -f "$build/CMakeCache.txt" ]; then
    launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" >/dev/null
  fi
  cmake --build "$build" -j "${BENCH_JOBS:-$(nproc)}" --target test_dual_control_fuzz sealctl >/dev/null
  state=$(mktemp -d /tmp/sealdesk-fuzz.XXXXXX)
  trap '"$root/scripts/pg-cluster.sh" stop "$state/pg" >/dev/null 2>&1 || true; rm -rf "$state"' EXIT
  admin=$("$root/scripts/pg-cluster.sh" start "$state/pg")
  start=$SECONDS
  SEAL_TEST_ADMIN_DSN=$admin SEAL_FUZZ_GUARD_TX=$tx QT_QPA_PLATFORM=offscreen \
    "$build/tests/core/writes/test_dual_control_fuzz" realGuardHolds | grep -E '^(fuzz-guard|PASS|FAIL|Totals)'
  echo "fuzz-guard: $((SECONDS - start)) s"
  exit 0
fi
while [ $# -gt 0 ]; do
  case $1 in
    --paths) [ $# -ge 2 ] || usage; paths=$2; shift 2 ;;
    --paths=*) paths=${1#--paths=}; shift ;;
    *) n=$1; shift ;;
  esac
done
[[ $n =~ ^[1-9][0-9]*$ ]] || usage
[[ $paths =~ ^(0|[1-9][0-9]*)$ ]] || usage
build=${BENCH_BUILD_DIR:-$root/build/bench}
cores=$(nproc)
[ -x /usr/bin/time ] || { echo "bench.sh: /usr/bin/time is missing (scripts/install-deps.sh installs it)" >&2; exit 2; }

say() { printf 'bench: %s\n' "$*" >&2; }
state=$(mktemp -d /tmp/sealdesk-bench.XXXXXX)
trap '"$root/scripts/pg-cluster.sh" stop "$state/pg" >/dev/null 2>&1 || true; rm -rf "$state"' EXIT

# 1. The binaries, built for speed in a build directory of their own.
say "building sealctl, sealdesk and bench_store_gen (Release) in $build"
if [ ! -f "$build/CMakeCache.txt" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" >"$state/build.log" 2>&1 \
    || { tail -30 "$state/build.log" >&2; exit 1; }
fi
cmake --build "$build" -j "${BENCH_JOBS:-$cores}" --target sealctl sealdesk bench_store_gen >>"$state/build.log" 2>&1 \
  || { tail -30 "$state/build.log" >&2; exit 1; }
sealctl=$build/app/sealctl/sealctl
sealdesk=$build/app/sealdesk/sealdesk

# 2. A private server and the store.
admin=$("$root/scripts/pg-cluster.sh" start "$state/pg")
psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE seal_bench" >/dev/null
dsn=${admin/dbname=postgres/dbname=seal_bench}
say "writing a store of $n certs"
t0=$(date +%s%N)
gen_args=("$dsn" "$n")
[ "${BENCH_V1:-0}" = 1 ] && gen_args+=(--v1)
"$build/tests/bench/bench_store_gen" "${gen_args[@]}" >"$state/gen.log"
signer=$("$build/tests/bench/bench_store_gen" --public-key) # the key the v2 certs are signed with
gen_s=$(LC_ALL=C awk -v ns=$(($(date +%s%N) - t0)) 'BEGIN { printf "%.1f", ns / 1e9 }')
if [ "$paths" -gt 0 ]; then
  say "adding $paths paths with $((paths * 5)) pending approvals"
  # Names, amounts and times as the gateway writes them; "now" is the store's.
  psql "$dsn" -qtA -v ON_ERROR_STOP=1 -v paths="$paths" >/dev/null <<'SQL'
CREATE TEMP TABLE breadth AS
  SELECT 'breadth.' || lpad(g::text, 6, '0') AS path, g, extract(epoch FROM now())::float8 AS now
  FROM generate_series(1, :paths) g;
INSERT INTO seal_thresholds (path, auto_ceiling, dual_ceiling, required_approvers, updated_at, updated_by)
  SELECT path, 100, 10000, 2, now - 86400, 'bench' FROM breadth;
INSERT INTO seal_clearance (path, status, reason, max_proof_age_sec, updated_at, updated_by)
  SELECT path, 'CLEARED', 'breadth benchmark', NULL, now - 86400, 'bench' FROM breadth;
INSERT INTO seal_proof (path, green, storm_n, executions, detail, at)
  SELECT path, true, 1000, 3, NULL, now - 3600 FROM breadth;
INSERT INTO seal_events (path, kind, intent, detail, at)
  SELECT path, 'reconcile_clean', NULL, NULL, now - 7200 FROM breadth;
CREATE TEMP TABLE breadth_approvals AS
  SELECT md5('breadth-' || b.g || '-' || k) AS id, 'intent-' || b.path || '-' || k AS intent, b.path,
         (200 + 100 * k)::float8 AS amount, b.now - 600 * k AS created, b.now
  FROM breadth b, generate_series(1, 5) k;
INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, expires_at,
                            decided_at, consumed_at)
  SELECT id, intent, path, amount, 'agent:breadth-bot', 'DUAL', 'pending', 2, created, now + 30 * 86400, NULL, NULL
  FROM breadth_approvals;
INSERT INTO seal_events (path, kind, intent, detail, at)
  SELECT path, 'approval_requested', intent,
         jsonb_build_object('tier', 'DUAL', 'maker', 'agent:breadth-bot', 'amount', amount, 'approval_id', id), created
  FROM breadth_approvals;
SQL
fi
psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "VACUUM ANALYZE" >/dev/null
certs=$(psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "SELECT count(*) FROM seal_certs")
[ "$certs" -eq "$n" ] || { echo "bench.sh: the store holds $certs certs, not $n" >&2; exit 1; }
size=$(psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "SELECT pg_size_pretty(pg_database_size(current_database()))")

# 3. Each figure: wall seconds and peak RSS of one run. A run that errs ends
# the benchmark: any exit but 0 (a broken chain makes `verify` exit 1), except
# that `holds` exits 1 for "there are holds", which this store has on purpose.
# A run that times out (sealdesk --screenshot gives up after 60 s; any step
# after BENCH_STEP_TIMEOUT s) is a figure too: the table says so, and the
# script exits 1 after it.
rows=()
timed_out=0
measure() {
  local what=$1 ok=0 rc=0 t0 ns
  shift
  [ "$1" = --holds-expected ] && { ok=1; shift; }
  rm -f "$state/ready"
  t0=$(date +%s%N)
  SEAL_BENCH_READY_FILE="$state/ready" \
    /usr/bin/time -f '%M' -o "$state/rss" timeout -k 10 "${BENCH_STEP_TIMEOUT:-1800}" "$@" >/dev/null 2>"$state/err" || rc=$?
  ns=$(($(date +%s%N) - t0))
  # A console page writes when its data was on screen (sealdesk --screenshot,
  # SEAL_BENCH_READY_FILE): what a user waits for, without the screenshot's
  # own 0.3 s settle, grab and exit.
  local shown=""
  [ -s "$state/ready" ] && shown=$(($(cat "$state/ready") - t0))
  if [ "$rc" -eq 124 ] || grep -q 'timed out after' "$state/err"; then
    say "$what timed out: $(grep -v '^Command exited' "$state/err" | tail -1)"
    rows+=("$what|$ns|$(tail -1 "$state/rss")|timed out|")
    timed_out=1
    return
  fi
  if [ "$rc" -ne 0 ] && [ "$rc" -ne "$ok" ]; then
    echo "bench.sh: $what failed (exit $rc):" >&2
    grep -v '^Command exited' "$state/err" | tail -5 >&2
    exit 1
  fi
  rows+=("$what|$ns|$(tail -1 "$state/rss")||$shown")
}
export SEAL_TIMEOUT=0 # a figure, not a timeout, whatever the size
copy_sql="COPY (SELECT seq,hash,prev_hash,body FROM seal_certs ORDER BY seq) TO STDOUT"
psql "$dsn" -qAt -v ON_ERROR_STOP=1 -c "$copy_sql" >/dev/null # warm the cache: every figure reads warm
say "timing"
measure "COPY of the chain (psql, the yardstick)" psql "$dsn" -qAt -v ON_ERROR_STOP=1 -c "$copy_sql"
# Once per store, as an operator does them: the indexes `sealctl indexes`
# offers, and the first read that fills the chain's aggregate cache (every
# later read adds only the certs written since: the figures below).
# sealctl and sealdesk share one cache and the one key that authenticates
# it ($XDG_DATA_HOME/sealdesk/cache.key), as they do on a desk: with two keys
# each would take the other's cache file for a planted one and count afresh.
export XDG_CACHE_HOME="$state/home/cache" XDG_DATA_HOME="$state/home/data"
measure "once: sealctl indexes --create" "$sealctl" --dsn "$dsn" indexes --create
psql "$dsn" -qtA -v ON_ERROR_STOP=1 -c "VACUUM ANALYZE" >/dev/null
measure "once: the first licences (fills the aggregate cache)" "$sealctl" --dsn "$dsn" licences
# A new desktop (issue 26, item 6): no cache file at all (SEAL_CACHE_DIR=
# keeps none), so the whole chain is counted in the server, one pass.
measure "no cache: sealctl licences --json" env SEAL_CACHE_DIR= "$sealctl" --dsn "$dsn" licences --json
for page in autonomy overview; do
  measure "no cache: sealdesk --page $page" env SEAL_CACHE_DIR= QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8 \
    XDG_CONFIG_HOME="$state/home/config" XDG_DATA_HOME="$state/home/data" \
    "$sealdesk" --dsn "$dsn" --page "$page" --screenshot "$state/$page-nocache.png"
done
# verify checks every cert's hash and link, and every signature against its
# signer and the pinned key; --skip-signatures is the kernel's walk alone.
measure "sealctl verify (signatures checked, key pinned)" "$sealctl" --dsn "$dsn" --signer-key "$signer" verify
measure "sealctl verify --jobs $cores (signatures checked)" "$sealctl" --dsn "$dsn" --signer-key "$signer" verify --jobs "$cores"
measure "sealctl verify --skip-signatures (hashes and links)" "$sealctl" --dsn "$dsn" verify --skip-signatures
measure "sealctl verify --skip-signatures --jobs $cores" "$sealctl" --dsn "$dsn" verify --skip-signatures --jobs "$cores"
for cmd in licences clearance approvals; do
  measure "sealctl $cmd --json" "$sealctl" --dsn "$dsn" "$cmd" --json
done
measure "sealctl holds --json" --holds-expected "$sealctl" --dsn "$dsn" holds --json
measure "sealctl report --format json" "$sealctl" --dsn "$dsn" report --format json
for page in overview autonomy approvals holds divergences certificates events budgets obligations; do
  measure "sealdesk --page $page" env QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8 \
    XDG_CONFIG_HOME="$state/home/config" XDG_DATA_HOME="$state/home/data" \
    "$sealdesk" --dsn "$dsn" --page "$page" --screenshot "$state/$page.png"
done

# 4. The table.
copy_ns=${rows[0]#*|}
copy_ns=${copy_ns%%|*}
printf '\nSeal Desk benchmark: N = %s certs%s (%s, %s), %s cores, store written in %s s; COPY of the chain %s s\n' \
  "$n" "$([ "$paths" -gt 0 ] && echo ", $paths more paths with $((paths * 5)) pending approvals")" "$size" "$([ "${BENCH_V1:-0}" = 1 ] && echo 'v1 unsigned' || echo 'v2 signed')" "$cores" "$gen_s" "$(LC_ALL=C awk -v ns="$copy_ns" 'BEGIN { printf "%.2f", ns / 1e9 }')"
head -1 "$state/gen.log" | sed "s/^bench_store_gen: /  /"
printf '\n| what | seconds | × COPY | peak RSS MB | data on screen s | × COPY |\n|---|---:|---:|---:|---:|---:|\n'
for row in "${rows[@]}"; do
  IFS='|' read -r what ns kib note shown <<<"$row"
  LC_ALL=C awk -v w="$what" -v ns="$ns" -v c="$copy_ns" -v k="$kib" -v note="$note" -v shown="$shown" 'BEGIN {
    on = shown == "" ? "| | |" : sprintf("| %.2f | %.2f |", shown / 1e9, shown / c)
    if (note != "") printf "| %s | > %.0f (%s) | > %.0f | %.0f %s\n", w, ns / 1e9, note, ns / c, k / 1024, on
    else printf "| %s | %.2f | %.2f | %.0f %s\n", w, ns / 1e9, ns / c, k / 1024, on }'
done
echo "(console pages: seconds is the whole sealdesk --screenshot run, start-up, a fixed 0.3 s settle, the grab and"
echo " the exit included; data on screen is from the start of the process to the page showing its data)"
if [ "${BENCH_KEEP:-0}" = 1 ]; then # for profiling by hand: the server and the store stay
  trap - EXIT
  say "store kept: $dsn (stop it: scripts/pg-cluster.sh stop $state/pg; then rm -rf $state)"
fi
[ "$timed_out" -eq 0 ] || { echo "bench.sh: a step timed out (see the table)" >&2; exit 1; }
