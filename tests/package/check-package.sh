#!/usr/bin/env bash
# The Debian package, end to end: builds it with CPack from the build tree
# into a temporary directory, unpacks it, validates the desktop entry, the
# AppStream metadata and the man pages, and runs the unpacked programs (the
# console takes a screenshot of a copy of the reference store).
#   check-package.sh BUILD_DIR VERSION
# Needs the pg fixture (SEAL_TEST_PGDIR) and the programs already built.
set -euo pipefail

build=${1:?usage: check-package.sh BUILD_DIR VERSION}
version=${2:?usage: check-package.sh BUILD_DIR VERSION}
app_id=dev.sealdesk.SealDesk

fail() { echo "check-package: FAIL: $*" >&2; exit 1; }
step() { echo "check-package: $*"; }

for tool in cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli groff file readelf psql; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (scripts/install-deps.sh)"
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/check-package.XXXXXX")
db=""
admin=""
cleanup() {
  if [ -n "$db" ]; then psql "$admin" -qtA -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" >/dev/null 2>&1 || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# 1. The package.
step "cpack -G DEB"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/out" >"$tmp/cpack.log" 2>&1 \
  || { cat "$tmp/cpack.log" >&2; fail "cpack failed"; }
deb="$tmp/out/sealdesk_${version}_amd64.deb"
[ -f "$deb" ] || { ls -l "$tmp/out" >&2; fail "no $(basename "$deb")"; }

# 2. Its control fields: dependencies from dpkg-shlibdeps plus the declared ones.
dpkg-deb -I "$deb" >"$tmp/info" || fail "dpkg-deb -I failed"
field() { sed -n "s/^ $1: //p" "$tmp/info"; }
[ "$(field Package)" = sealdesk ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', want $version"
[ "$(field Architecture)" = amd64 ] || fail "Architecture is '$(field Architecture)'"
depends=$(field Depends)
for lib in libqt6widgets6 libqt6gui6 libqt6core6 libqt6svg6 libpq5 libssl3 libc6 \
           libpangocairo-1.0-0 libcairo2 fonts-dejavu-core fonts-wqy-microhei; do
  [[ ", $depends," == *", $lib "* || ", $depends," == *", $lib,"* ]] || fail "Depends lacks $lib: $depends"
done
[[ "$(field Recommends)" == *postgresql-15* ]] || fail "Recommends lacks postgresql-15: $(field Recommends)"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
dpkg-deb -f "$deb" Description >"$tmp/description"
long=$(awk 'length($0) > 80' "$tmp/description")
[ -z "$long" ] || fail "Description lines over 80 characters: $long"

# 3. Its files.
root="$tmp/root"
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x failed"
desktop="$root/usr/share/applications/$app_id.desktop"
metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"
for f in usr/bin/sealdesk usr/bin/sealctl \
         "usr/share/applications/$app_id.desktop" "usr/share/metainfo/$app_id.metainfo.xml" \
         "usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
         usr/share/man/man1/sealctl.1.gz usr/share/man/man1/sealdesk.1.gz \
         usr/share/doc/sealdesk/copyright; do
  [ -s "$root/$f" ] || fail "package lacks /$f"
done
# Nothing outside /usr, and no build-tree leftovers.
dpkg-deb -c "$deb" | awk '{print $6}' | grep -v '^\./usr/' | grep -v '^\./$' \
  | sed 's/^/  outside \/usr: /' >&2 && fail "files outside /usr"
for exe in sealdesk sealctl; do
  file -b "$root/usr/bin/$exe" >"$tmp/file.txt"
  grep -q ', stripped' "$tmp/file.txt" || fail "/usr/bin/$exe is not stripped: $(cat "$tmp/file.txt")"
  readelf -d "$root/usr/bin/$exe" >"$tmp/dynamic.txt"
  ! grep -Eq 'RUNPATH|RPATH' "$tmp/dynamic.txt" || fail "/usr/bin/$exe has an RPATH"
done
grep -q '<svg' "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg" || fail "icon is not an SVG"

# 4. The validators (their output is shown; any complaint fails the test).
step "desktop-file-validate $app_id.desktop"
out=$(desktop-file-validate "$desktop" 2>&1) || { echo "$out" >&2; fail "desktop-file-validate"; }
[ -z "$out" ] || { echo "$out" >&2; fail "desktop-file-validate complained"; }
grep -qx "Icon=$app_id" "$desktop" || fail "desktop entry's Icon is not $app_id"
grep -qx "Exec=sealdesk\( .*\)\?" "$desktop" || fail "desktop entry does not run sealdesk"

step "appstreamcli validate --no-net $app_id.metainfo.xml"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" || fail "metainfo launchable"
newest=$(grep -o '<release version="[^"]*"' "$metainfo" | head -1 | sed 's/.*"\(.*\)"/\1/')
[ "$newest" = "$version" ] || fail "newest <release> in the metainfo is '$newest', the project is $version"

step "groff -man (warnings are failures)"
for page in sealctl sealdesk; do
  zcat "$root/usr/share/man/man1/$page.1.gz" >"$tmp/$page.1"
  warnings=$(groff -man -Tutf8 -ww -z "$tmp/$page.1" 2>&1) || fail "groff failed on $page.1"
  [ -z "$warnings" ] || { echo "$warnings" >&2; fail "groff warns on $page.1"; }
  MANWIDTH=200 groff -man -Tascii -P-cbou "$tmp/$page.1" 2>/dev/null >"$tmp/$page.txt"
  grep -q "^NAME" "$tmp/$page.txt" || fail "$page.1 renders without a NAME section"
done

# 5. The unpacked programs.
step "sealctl --version, sealdesk --version"
[ "$("$root/usr/bin/sealctl" --version)" = "sealctl $version" ] || fail "sealctl --version: $("$root/usr/bin/sealctl" --version)"
[ "$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/sealdesk" --version 2>/dev/null)" = "sealdesk $version" ] \
  || fail "sealdesk --version: $(QT_QPA_PLATFORM=offscreen "$root/usr/bin/sealdesk" --version 2>&1)"

# The man pages name every command and option the programs have.
"$root/usr/bin/sealctl" --help | sed -n '/^commands:/,$p' | awk 'NR > 1 && NF {print $1}' >"$tmp/commands"
[ "$(wc -l <"$tmp/commands")" -ge 10 ] || fail "could not read the command list from sealctl --help"
while read -r cmd; do
  grep -qE "^ +$cmd( |$)" "$tmp/sealctl.txt" || fail "sealctl.1 does not describe the command '$cmd'"
done <"$tmp/commands"
QT_QPA_PLATFORM=offscreen "$root/usr/bin/sealdesk" --help 2>/dev/null | grep -oE -- '--[a-z][a-z-]*' | sort -u >"$tmp/options"
grep -qx -- --screenshot "$tmp/options" || fail "could not read the options from sealdesk --help"
while read -r opt; do
  grep -qE -- "^ +(-[a-z], )?(--[a-z-]+, )*$opt(,| |$)" "$tmp/sealdesk.txt" || fail "sealdesk.1 does not describe the option $opt"
done <"$tmp/options"

step "sealdesk --page certificates --screenshot (copy of the reference store)"
if [ -n "${SEAL_TEST_ADMIN_DSN:-}" ]; then
  admin=$SEAL_TEST_ADMIN_DSN
else
  [ -n "${SEAL_TEST_PGDIR:-}" ] || fail "SEAL_TEST_PGDIR is unset; run the test with ctest (pg fixture)"
  admin=$(cat "$SEAL_TEST_PGDIR/dsn")
fi
db="t_package_$$"
psql "$admin" -qtA -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db\" TEMPLATE seal_store_a_tpl" >/dev/null \
  || fail "cannot copy seal_store_a_tpl"
dsn=$(sed -E "s/dbname=[^ ]+/dbname=$db/" <<<"$admin")
shot="$tmp/certificates.png"
"$root/usr/bin/sealdesk" --dsn "$dsn" --page certificates --screenshot "$shot" || fail "sealdesk --screenshot failed"
[ -s "$shot" ] || fail "the screenshot is empty"
[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG"

step "ok: $(basename "$deb") ($(stat -c %s "$deb") bytes)"
