#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The provider as users meet it: the openssl command line and Python's
# hashlib, checked against asconsum and the known-answer vectors.
# Usage: test_cli.sh OPENSSL ASCON_SO ASCONSUM PYTHON3  (ASCON_VECTORS_DIR from the environment)
set -eu
openssl="$1" module="$2" asconsum="$3" python="$4"
[ -x "$openssl" ] || { echo "test_cli: error: no openssl binary ($openssl)" >&2; exit 1; }
[ -d "${ASCON_VECTORS_DIR:-}" ] || { echo "test_cli: error: ASCON_VECTORS_DIR not set or missing" >&2; exit 1; }
dir=$(dirname "$module")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test_cli: FAILED: $*" >&2; exit 1; }
ossl() { "$openssl" "$@" -provider-path "$dir" -provider ascon; }

# ---- listings
ossl list -providers | grep -q "^  ascon$" || fail "openssl list -providers does not show ascon"
digests=$(ossl list -digest-algorithms)
for name in ASCON-HASH256 ASCON-XOF128 ASCON-CXOF128 ASCON-HASH-V12 ASCON-HASHA-V12 ASCON-XOF-V12 ASCON-XOFA-V12; do
  echo "$digests" | grep -q "$name @ ascon" || fail "openssl list -digest-algorithms lacks $name"
done
ossl list -cipher-algorithms | grep -q "ASCON-AEAD128 @ ascon" || fail "openssl list -cipher-algorithms lacks ASCON-AEAD128"

# ---- openssl dgst against asconsum and the vectors, on vector messages.
# Records 1..1025 of the KAT files have messages of 0..1024 bytes; take every
# 64th. One python3 run writes them all (an interpreter start is slow).
check_dgst() { # VECTORFILE OPENSSL_DIGEST ASCONSUM_ARGS XOFLEN(or empty)
  rm -rf "$work/msgs" && mkdir "$work/msgs"
  "$python" - "$ASCON_VECTORS_DIR/$1" "$work/msgs" <<'PY'
import sys
recs, rec = [], {}
for line in open(sys.argv[1]):
    if "=" in line:
        k, v = line.split("=", 1)
        rec[k.strip()] = v.strip()
    elif rec:
        recs.append(rec)
        rec = {}
if rec:
    recs.append(rec)
for i in range(0, len(recs), 64):
    open(f"{sys.argv[2]}/{i + 1}", "wb").write(bytes.fromhex(recs[i]["Msg"]))
    open(f"{sys.argv[2]}/{i + 1}.md", "w").write(recs[i]["MD"].lower())
PY
  n=0
  for m in "$work"/msgs/*.md; do
    m=${m%.md}
    want=$(cat "$m.md")
    if [ -n "$4" ]; then
      got=$("$openssl" dgst -provider-path "$dir" -provider ascon -provider default -"$2" -xoflen "$4" -r "$m")
    else
      got=$("$openssl" dgst -provider-path "$dir" -provider ascon -provider default -"$2" -r "$m")
    fi
    got=${got%% *}
    ref=$("$asconsum" $3 "$m")
    ref=${ref%% *}
    [ "$got" = "$ref" ] || fail "$1 record ${m##*/}: openssl dgst $got, asconsum $ref"
    [ "$got" = "$want" ] || fail "$1 record ${m##*/}: openssl dgst $got, vector $want"
    n=$((n + 1))
  done
  [ "$n" -ge 16 ] || fail "$1: only $n messages checked"
  echo "openssl dgst -$2${4:+ -xoflen $4}: $n vector messages agree with asconsum and the vectors"
}
check_dgst sp800-232/ascon-hash256.txt ascon-hash256 "-a hash256" ""
check_dgst sp800-232/ascon-xof128.txt ascon-xof128 "-a xof128 -l 64" 64
check_dgst v1.2/ascon-hash.txt ascon-hash-v12 "-a ascon-hash" ""

# A file larger than any buffer, through a pipe too.
head -c 3000000 /dev/zero | tr '\0' 'q' > "$work/big"
got=$("$openssl" dgst -provider-path "$dir" -provider ascon -provider default -ascon-hash256 -r < "$work/big")
ref=$("$asconsum" "$work/big")
[ "${got%% *}" = "${ref%% *}" ] || fail "3 MB through a pipe: openssl ${got%% *}, asconsum ${ref%% *}"

# ---- openssl enc refuses AEAD ciphers (documented in docs/openssl.md)
if "$openssl" enc -provider-path "$dir" -provider ascon -provider default -ascon-aead128 \
     -K 000102030405060708090a0b0c0d0e0f -iv 000102030405060708090a0b0c0d0e0f -in "$work/big" -out "$work/enc" 2> "$work/err"; then
  fail "openssl enc accepted an AEAD cipher"
fi
grep -q "AEAD ciphers not supported" "$work/err" || fail "openssl enc: unexpected message: $(cat "$work/err")"

# ---- Python hashlib through OPENSSL_CONF
sed "s|@MODULE@|$module|" "$(dirname "$0")/ascon.cnf.in" > "$work/ascon.cnf"
OPENSSL_CONF="$work/ascon.cnf" "$python" - "$ASCON_VECTORS_DIR" <<'PY' || fail "hashlib"
import hashlib, sys
def records(path):
    rec = {}
    for line in open(path):
        line = line.strip()
        if not line:
            if rec: yield rec
            rec = {}
        elif "=" in line:
            k, v = line.split("=", 1)
            rec[k.strip()] = v.strip()
    if rec: yield rec
n = 0
for name, file in [("ascon-hash256", "sp800-232/ascon-hash256.txt"), ("ascon-xof128", "sp800-232/ascon-xof128.txt")]:
    for i, r in enumerate(records(f"{sys.argv[1]}/{file}")):
        msg, md = bytes.fromhex(r["Msg"]), bytes.fromhex(r["MD"])
        h = hashlib.new(name)
        h.update(msg[: len(msg) // 2])
        c = h.copy()                      # needs the provider's dupctx
        h.update(msg[len(msg) // 2 :])
        c.update(msg[len(msg) // 2 :])
        for x in (h, c):
            got = x.digest(len(md)) if name == "ascon-xof128" else x.digest()
            assert got == md, f"{name} record {i + 1}: {got.hex()} != {md.hex()}"
        n += 1
assert hashlib.new("ascon-hash256").digest_size == 32
assert hashlib.new("ASCON-HASH256", b"abc").hexdigest() == hashlib.new("ascon-hash256", b"abc").hexdigest()
print(f"hashlib: {n} records of Hash256 and XOF128 through the provider agree with the vectors")
PY
echo "test_cli: all passed"
