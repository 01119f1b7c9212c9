#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Worst-case stack use (bytes) of each entry point of
# tests/embedded/size_entry.cpp and of the C functions, for the speed (-O2) and the size
# (ASCON_SMALL=1, -Os) configurations on the targets of
# tests/embedded/targets.conf with sizes = yes (Cortex-M0 and M4): GCC's
# -fcallgraph-info=su frames summed along the deepest call path
# (stack_usage.py). Prints the Markdown table of docs/embedded.md; with
# ASCON_C_DIR set (an ascon-c checkout), a second one: ascon-c's size-first
# folders (the *_lowsize and *_small entries of each core's size_peers) at
# their flags, measured the same way through their eBACS functions (a Thumb
# .S file's functions: every push and sp subtraction summed). ascon-c has
# Ascon-CXOF128 only in ref/, so that row is ours alone.
# ASCON_STACK_SMALL_DEFS="-DASCON_SMALL_BI32=1": extra defines for the
# ASCON_SMALL columns.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/targets.sh"
cores=($(targets_with sizes))
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# compiler CPU: the target's C++ compiler and flags into cxx.
compiler() {
  local a
  target_words cxx "$1" cxx; target_words a "$1" arch
  cxx+=("${a[@]}")
}

# stack ALG ENTRY CPU FLAGS...: the entry's worst case.
stack() {
  local alg="$1" entry="$2" cpu="$3" cxx; shift 3
  compiler "$cpu"
  (cd "$tmp" && "${cxx[@]}" -std=c++20 -fno-exceptions -fno-rtti "$@" \
     -DASCON_SIZE_"$alg"=1 -I"$here/../../include" -fcallgraph-info=su -c "$here/size_entry.cpp" -o e.o)
  python3 "$here/stack_usage.py" "$tmp/e.ci" "$entry" | awk '{ print $2 }'
}

# capi FILE ENTRY CPU FLAGS...: the same for a C function of src/capi/FILE.
capi() {
  local file="$1" entry="$2" cpu="$3" cxx; shift 3
  compiler "$cpu"
  (cd "$tmp" && "${cxx[@]}" -std=c++20 -fno-exceptions -fno-rtti "$@" \
     -I"$here/../../include" -fcallgraph-info=su -c "$here/../../src/capi/$file.cpp" -o c.o)
  python3 "$here/stack_usage.py" "$tmp/c.ci" "$entry" | awk '{ print $2 }'
}

head="| call |" rule="|---|"
for cpu in "${cores[@]}"; do head+=" ${cpu^^} -O2 | ${cpu^^} ASCON_SMALL -Os |"; rule+="---|---|"; done
echo "$head"
echo "$rule"
while read -r alg entry name; do
  row="| $name |"
  for cpu in "${cores[@]}"; do
    row+=" $(stack "$alg" "$entry" "$cpu" -O2) | $(stack "$alg" "$entry" "$cpu" -Os -DASCON_SMALL=1 ${ASCON_STACK_SMALL_DEFS:-}) |"
  done
  echo "$row"
done <<'ROWS'
AEAD128 aead_encrypt Ascon-AEAD128 encrypt
AEAD128 aead_decrypt Ascon-AEAD128 decrypt
HASH256 hash Ascon-Hash256
XOF128 xof Ascon-XOF128
CXOF128 cxof Ascon-CXOF128
ROWS
while read -r file entry; do
  row="| \`$entry\` |"
  for cpu in "${cores[@]}"; do
    row+=" $(capi "$file" "$entry" "$cpu" -O2) | $(capi "$file" "$entry" "$cpu" -Os -DASCON_SMALL=1 ${ASCON_STACK_SMALL_DEFS:-}) |"
  done
  echo "$row"
done <<'ROWS'
aead ascon_aead128_encrypt
aead ascon_aead128_decrypt
hash ascon_hash256
hash ascon_xof128
hash ascon_cxof128
ROWS

[ -n "${ASCON_C_DIR:-}" ] || exit 0
# peer CPU FOLDER:OPT DIR ENTRY: an ascon-c folder's entry, every .c of the
# folder (printstate.c aside) compiled with -fcallgraph-info=su.
peer() {
  local cpu="$1" folder="${2%%:*}" opt="${2#*:}" d="$ASCON_C_DIR/$3/${2%%:*}" entry="$4" cc a f files=()
  [ -d "$d" ] || { echo n/a; return; }
  target_words cc "$cpu" cc; target_words a "$cpu" arch
  rm -rf "$tmp/p" && mkdir "$tmp/p"
  for f in "$d"/*.c; do
    [ "$(basename "$f")" = printstate.c ] && continue
    (cd "$tmp/p" && "${cc[@]}" "${a[@]}" "$opt" -std=c99 -I"$d" -I"$ASCON_C_DIR/tests" -fcallgraph-info=su \
       -c "$f" -o "$(basename "$f" .c).o") || { echo n/a; return; }
    files+=("$tmp/p/$(basename "$f" .c).ci")
  done
  for f in "$d"/*.S; do [ -e "$f" ] && files+=("$f"); done
  python3 "$here/stack_usage.py" "$(IFS=,; echo "${files[*]}")" "$entry" | awk '{ print $2 }'
}
cols=()
head="| call |" rule="|---|"
for cpu in "${cores[@]}"; do
  for p in $(target_get "$cpu" size_peers); do
    case "${p%%:*}" in *_lowsize | *_small) cols+=("$cpu $p"); head+=" ${cpu^^} ${p%%:*} ${p#*:} |"; rule+="---|" ;; esac
  done
done
echo
echo "$head"
echo "$rule"
while read -r dir entry name; do
  row="| $name |"
  for c in "${cols[@]}"; do row+=" $(peer ${c% *} ${c#* } "$dir" "$entry") |"; done
  echo "$row"
done <<'ROWS'
crypto_aead/asconaead128 crypto_aead_encrypt Ascon-AEAD128 encrypt
crypto_aead/asconaead128 crypto_aead_decrypt Ascon-AEAD128 decrypt
crypto_hash/asconhash256 crypto_hash Ascon-Hash256
crypto_hash/asconxof128 crypto_hash Ascon-XOF128
ROWS
