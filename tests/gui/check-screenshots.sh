#!/usr/bin/env bash
# `sealdesk --page NAME --screenshot FILE` for every page on a copy of the
# reference store: each run must exit 0 and leave a PNG of the requested size.
# A page that cannot show its data makes sealdesk exit 1 with one line, so a
# broken page fails here. An unknown page must fail (negative control).
#   check-screenshots.sh SEALDESK
set -euo pipefail
sealdesk=$1
fail() { echo "FAIL: $*" >&2; exit 1; }
[ -n "${SEAL_TEST_PGDIR:-}" ] || fail "SEAL_TEST_PGDIR is unset; run with ctest (pg fixture)"
admin=$(cat "$SEAL_TEST_PGDIR/dsn")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/check-screenshots.XXXXXX")
db="t_shots_$$"
trap 'psql "$admin" -qtA -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db\" TEMPLATE seal_store_a_tpl" >/dev/null
dsn=$(sed -E "s/dbname=[^ ]+/dbname=$db/" <<<"$admin")
for page in overview autonomy approvals holds divergences certificates events budgets mandates sagas obligations; do
  shot="$tmp/$page.png"
  "$sealdesk" --dsn "$dsn" --page "$page" --size 1024x700 --screenshot "$shot" || fail "$page: sealdesk exited $?"
  [ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$page: not a PNG"
  # PNG IHDR: width and height, big-endian, at bytes 16..23.
  size=$(od -An -tu1 -j16 -N8 "$shot" | awk '{printf "%dx%d", $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
  [ "$size" = 1024x700 ] || fail "$page: picture is $size, not 1024x700"
  echo "ok: $page ($size)"
done
if "$sealdesk" --dsn "$dsn" --page nosuchpage --screenshot "$tmp/x.png" 2>/dev/null; then
  fail "an unknown page must not succeed"
fi
[ ! -e "$tmp/x.png" ] || fail "an unknown page wrote a picture"
echo "ok: unknown page refused"
