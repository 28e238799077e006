#!/usr/bin/env bash
# Fuzzes what reads untrusted bytes (tests/fuzz): builds the libFuzzer targets
# with clang, AddressSanitizer and UBSan in a build directory of their own,
# then runs each for a bounded time from the committed seed corpus.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET]     default 20 (or $SEAL_FUZZ_SECONDS)
#
# New inputs go to BUILD/fuzz-corpus, never into the committed corpus. Exit 0
# when every target ran crash-free; 1 with the crashing input's path otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-${SEAL_FUZZ_SECONDS:-20}}
build=${SEAL_FUZZ_BUILD_DIR:-$root/build/fuzz}
targets=(fuzz_rfc8785 fuzz_canonical_v1 fuzz_portable_receipt)

command -v clang++ >/dev/null || { echo "fuzz: clang++ is needed (apt-get install clang)" >&2; exit 2; }
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g -O1"
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug "${launcher[@]}" \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS="$flags" \
  -DSEAL_BUILD_GUI=OFF -DSEAL_BUILD_FUZZ=ON -DSEAL_WERROR=OFF >/dev/null
cmake --build "$build" --target "${targets[@]}"

status=0
for t in "${targets[@]}"; do
  name=${t#fuzz_}
  work="$build/fuzz-corpus/$name"
  mkdir -p "$work" "$build/fuzz-crashes"
  set +e
  "$build/tests/fuzz/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$build/fuzz-crashes/$t-" "$work" "$root/tests/fuzz/corpus/$name" >"$build/$t.log" 2>&1
  rc=$?
  set -e
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/$t.log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$build/$t.log")
  if [ "$rc" -eq 0 ]; then
    echo "fuzz: $t crash-free: ${execs:-?} inputs in ${seconds}s (${rate:-?}/s), corpus $(ls "$work" | wc -l) new + seeds"
  else
    echo "fuzz: $t FAILED (exit $rc), see $build/$t.log:" >&2
    grep -E "ERROR|SUMMARY|Test unit written" "$build/$t.log" >&2 || tail -n 20 "$build/$t.log" >&2
    status=1
  fi
done
exit "$status"
