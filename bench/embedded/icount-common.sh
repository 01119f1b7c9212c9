# SPDX-License-Identifier: Apache-2.0 OR MIT
# Building bench_linux.cpp and its ascon-c peer, for the Linux
# instruction-count scripts (icount-linux.sh, icount-aarch64.sh; source it).
# The functions below read and set the calling build()'s locals v, defs and
# objs (bash functions see their caller's locals).

# ascon_c_peer CC OBJ_DIR ALG FLAGS...: for v = ascon-c-IMPL, compiles
# ascon-c's IMPL folder (ASCON_C_DIR, a checkout outside this repository) of
# Ascon-AEAD128, or of Ascon-Hash256 for ALG hash256, into a fresh
# OBJ_DIR-KIND as its own build compiles it (printstate is debug output);
# sets objs to those objects, defs to select them, and appends -KIND to v
# (ascon-c's AEAD and hash share symbol names: one peer binary per kind).
ascon_c_peer() {
  local cc="$1" o="$2" impl="${v#ascon-c-}" kind=AEAD dir="$ASCON_C_DIR/crypto_aead/asconaead128"
  [ "$3" = hash256 ] && { kind=HASH; dir="$ASCON_C_DIR/crypto_hash/asconhash256"; }
  shift 3
  o="$o-$kind"
  rm -rf "$o"; mkdir -p "$o"
  # shellcheck disable=SC2046
  (cd "$o" && "$cc" "$@" -I"$dir/$impl" -I"$ASCON_C_DIR/tests" -c $(ls "$dir/$impl"/*.c | grep -v printstate))
  objs=("$o"/*.o); defs=(-DASCON_BENCH_REF_$kind=1); v="$v-$kind"
}

# link_bench_linux CXX BIN FLAGS...: bench_linux.cpp with defs and objs,
# static (for qemu user mode and valgrind); prints BIN.
link_bench_linux() {
  local cxx="$1" bin="$2"
  shift 2
  "$cxx" -std=c++20 "$@" -static "${defs[@]}" -I"$ASCON_ROOT/include" "$ASCON_ROOT/bench/embedded/bench_linux.cpp" \
    "${objs[@]}" -o "$bin"
  echo "$bin"
}
