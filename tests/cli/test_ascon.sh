#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# End-to-end tests of the `ascon` binary, one case per ctest:
#   test_ascon.sh ASCON_BINARY CASE MAKE_VECTORS_BINARY DOC [ASCONSUM_BINARY]
# Every failure case checks the exit code, the "ascon: error:" message, and
# that no output file and no temporary file were left behind.
set -uo pipefail
A="$1"
CASE="$2"
MAKE_VECTORS="$3"
DOC="$4"
ASCONSUM="${5:-}"
T="$(mktemp -d)"
pid=""  # a background ascon of this case, killed on the way out
trap '[ -z "$pid" ] || kill -KILL "$pid" 2>/dev/null; rm -rf "$T"' EXIT
cd "$T"

fail() { echo "FAIL [$CASE]: $*" >&2; exit 1; }
# run EXPECTED_RC CMD...: runs CMD, stderr to $T/err, checks the exit code.
run() {
  local want="$1"; shift
  "$@" 2>"$T/err"
  local rc=$?
  [ "$rc" -eq "$want" ] || { cat "$T/err" >&2; fail "'$*' exited $rc, expected $want"; }
  if [ "$want" -ne 0 ]; then grep -q '^ascon: error: ' "$T/err" || fail "no 'ascon: error:' line for '$*'"; fi
  return 0
}
# nothing_left NAME: neither NAME nor a temporary ".NAME.XXXXXX" exists.
nothing_left() {
  [ ! -e "$1" ] || fail "output $1 was left behind"
  local d; d="$(dirname "$1")"
  ! ls -A "$d" | grep -q "^\.$(basename "$1")\." || fail "temporary file left in $d: $(ls -A "$d")"
}
# fails_to_decrypt FILE [MESSAGE_PART]: decryption to a file fails with exit 1 and leaves nothing.
fails_to_decrypt() {
  run 1 "$A" decrypt -q -k key -o out "$1"
  nothing_left out
  [ -z "${2:-}" ] || grep -q "$2" "$T/err" || fail "message lacks '$2': $(cat "$T/err")"
  echo "  $CASE: rejected: $(head -1 "$T/err")"
}
size_of() { stat -c %s "$1"; }
# output_fd PID: the /proc path of PID's descriptor open on its pending output
# in $T: a named temporary file ".out.XXXXXX", or an unnamed O_TMPFILE one
# (which /proc shows as "$T/#INODE (deleted)").
output_fd() {
  local f l
  for f in /proc/"$1"/fd/*; do
    l=$(readlink "$f" 2>/dev/null) || continue
    case "$l" in "$T"/.out.*|"$T/#"*) echo "$f"; return 0 ;; esac
  done
  return 1
}
# start_slow_decrypt: decrypts 100000 bytes in 1 KiB chunks to "out" from a
# FIFO fed only 20000 bytes (fd 3 keeps it open), so the decryptor waits with
# authenticated chunks pending; sets $pid and $ofd once they are written.
start_slow_decrypt() {
  "$A" keygen -o key
  head -c 100000 /dev/urandom >p
  run 0 "$A" encrypt -q -k key --chunk-size 1K -o e p
  mkfifo fifo
  exec 3<>fifo
  "$A" decrypt -q -k key -o out fifo 2>"$T/err" &
  pid=$!
  head -c 20000 e >&3
  ofd=""
  for _ in $(seq 200); do
    ofd=$(output_fd "$pid" || true)
    [ -n "$ofd" ] && [ "$(stat -L -c %s "$ofd" 2>/dev/null || echo 0)" -gt 0 ] && break
    sleep 0.05
  done
  [ -n "$ofd" ] && [ "$(stat -L -c %s "$ofd")" -gt 0 ] || fail "decryption never started"
}
# flip FILE OFFSET: flips the low bit of one byte.
flip() {
  local b; b=$(od -An -tu1 -j"$2" -N1 "$1" | tr -d ' ')
  printf "$(printf '\\%03o' $((b ^ 1)))" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}
# part FILE START LEN: LEN bytes of FILE from START.
part() { tail -c +"$(($2 + 1))" "$1" | head -c "$3"; }
hex_to_bin() { printf '%b' "$(sed 's/../\\x&/g' <<<"$1")"; }

# The standard small case: 100 bytes in 16-byte chunks = 6 full chunks + 4 bytes.
# Chunk i starts at 64 + 32 i; the last (chunk 6) is 4 + 16 bytes.
setup_small() {
  "$A" keygen -o key || fail keygen
  head -c 100 /dev/urandom >plain
  run 0 "$A" encrypt -q -k key --chunk-size 16 -o enc plain
  [ "$(size_of enc)" -eq $((64 + 100 + 7 * 16)) ] || fail "unexpected size $(size_of enc)"
}
chunk_at() { echo $((64 + 32 * $1)); }

case "$CASE" in
help_and_usage)
  run 0 "$A" --help; run 0 "$A" help; run 0 "$A" encrypt --help
  "$A" --help | grep -q 'ascon encrypt' || fail "help text"
  "$A" --version | grep -q '^ascon [0-9]' || fail "version"
  run 2 "$A"
  run 2 "$A" frobnicate
  run 2 "$A" encrypt --bogus
  run 2 "$A" encrypt
  grep -q '^ascon: hint: .*keygen' "$T/err" || fail "missing-key hint"
  run 2 "$A" encrypt -k key --chunk-size 0
  run 2 "$A" encrypt -k key --chunk-size 17M
  run 2 "$A" encrypt -k key --chunk-size 12x
  run 2 "$A" decrypt -k key --chunk-size 16
  run 2 "$A" encrypt -k key a b
  run 2 "$A" encrypt -k
  ;;
keygen)
  run 0 "$A" keygen -o k1
  [ "$(stat -c %a k1)" = 600 ] || fail "key mode $(stat -c %a k1)"
  grep -q '^# ascon key' k1 || fail "key header line"
  [ "$(grep -v '^#' k1 | grep -vc '^purpose: ')" -eq 1 ] && grep -Eq '^[0-9a-f]{32}$' k1 || fail "key line"
  cp k1 k1.before
  run 2 "$A" keygen -o k1
  grep -q 'already exists' "$T/err" && grep -q 'hint: .*--force' "$T/err" || fail "overwrite message"
  cmp -s k1 k1.before || fail "key overwritten without --force"
  run 0 "$A" keygen -o k1 --force
  ! cmp -s k1 k1.before || fail "--force did not write a new key"
  "$A" keygen >k2 && grep -Eq '^[0-9a-f]{32}$' k2 || fail "keygen to stdout"
  ! cmp -s k1 k2 || fail "two keys are equal"
  # A readable-by-others key still works, with a warning; a malformed one fails.
  chmod 644 k2
  : | run 0 "$A" encrypt -k k2 -o e
  grep -q 'warning: key file k2 is readable' "$T/err" || fail "no permission warning"
  echo "0123" >bad
  : | run 1 "$A" encrypt -k bad -o e2; nothing_left e2
  grep -q 'error: key file bad: line 1 is not 32 hex digits' "$T/err" || fail "bad key message"
  : | run 1 "$A" encrypt -k missing -o e2; nothing_left e2
  ;;
roundtrip_sizes)
  "$A" keygen -o key
  for spec in 16:0 16:1 16:15 16:16 16:17 16:160 16:1000 64K:0 64K:65535 64K:65536 64K:65537 64K:300000 1:33; do
    c=${spec%%:*}; n=${spec#*:}
    cb=$c; [ "$c" = 64K ] && cb=65536
    head -c "$n" /dev/urandom >p
    run 0 "$A" encrypt -q -k key --chunk-size "$c" -o e p
    chunks=$(( n == 0 ? 1 : (n + cb - 1) / cb ))
    [ "$(size_of e)" -eq $((64 + n + 16 * chunks)) ] || fail "size for $spec: $(size_of e)"
    run 0 "$A" decrypt -q -k key -o d e
    cmp -s p d || fail "round trip $spec"
    rm -f e d
  done
  ;;
roundtrip_pipes)
  "$A" keygen -o key
  head -c 1000000 /dev/urandom >p
  cat p | "$A" encrypt -k key | "$A" decrypt -k key >d || fail "pipe round trip exit"
  cmp -s p d || fail "pipe round trip"
  "$A" encrypt -k key - <p >e && "$A" decrypt -k key -o d2 - <e && cmp -s p d2 || fail "'-' round trip"
  # Two encryptions of the same input differ (fresh salt).
  "$A" encrypt -k key -o e2 p && ! cmp -s e e2 || fail "salt not fresh"
  ;;
doc_vectors_via_cli)
  [ -f "$DOC" ] || fail "no $DOC"
  # The document holds exactly what the generator prints...
  "$MAKE_VECTORS" >gen.txt || fail "make_vectors"
  [ "$(grep -c '^vector:' gen.txt)" -eq 4 ] || fail "generator output"
  while IFS= read -r line; do grep -qxF -- "$line" "$DOC" || fail "doc lacks line: $line"; done <gen.txt
  # ...and the CLI decrypts the multi-chunk vector to its plaintext.
  block=$(awk '/^vector: +40 bytes/{f=1} f&&/^```/{exit} f' "$DOC")
  val() { awk -v k="$1:" 'index($0,k)==1{sub(k,"");v=$0;c=1;next} c&&/^ /{v=v $0;next} {c=0} END{gsub(/ /,"",v);print v}' <<<"$block"; }
  printf '%s\n' "$(val key)" >key
  hex_to_bin "$(val file)" >vec.ascon
  hex_to_bin "$(val plaintext)" >vec.plain
  [ "$(size_of vec.plain)" -eq 40 ] || fail "vector plaintext size"
  run 0 "$A" decrypt -k key -o out vec.ascon
  cmp -s out vec.plain || fail "CLI decryption of the document's vector"
  ;;
tamper_header)
  setup_small
  for off in 0 8 9 10 12 15 16 47 48 63; do cp enc t; flip t "$off"; fails_to_decrypt t; done
  ;;
tamper_chunk)
  setup_small
  for i in 0 3 6; do cp enc t; flip t $(( $(chunk_at "$i") + 2 )); fails_to_decrypt t "chunk $i failed"; done
  ;;
tamper_tag)
  setup_small
  cp enc t; flip t $(( $(chunk_at 2) + 16 + 15 )); fails_to_decrypt t "chunk 2 failed"
  cp enc t; flip t $(( $(size_of enc) - 1 )); fails_to_decrypt t "chunk 6 failed"
  ;;
truncate_boundary)
  setup_small
  for i in 1 3 6; do head -c "$(chunk_at "$i")" enc >t; fails_to_decrypt t truncated; done
  head -c 64 enc >t; fails_to_decrypt t "ends right after the header"
  ;;
truncate_mid)
  setup_small
  for n in 70 $(( $(chunk_at 2) + 5 )) $(( $(size_of enc) - 1 )) $(( $(size_of enc) - 17 )); do
    head -c "$n" enc >t; fails_to_decrypt t
  done
  ;;
reorder)
  setup_small
  { part enc 0 "$(chunk_at 1)"; part enc "$(chunk_at 2)" 32; part enc "$(chunk_at 1)" 32; tail -c +$(( $(chunk_at 3) + 1 )) enc; } >t
  [ "$(size_of t)" -eq "$(size_of enc)" ] || fail "reorder construction"
  fails_to_decrypt t "chunk 1 failed"
  ;;
duplicate)
  setup_small
  { part enc 0 "$(chunk_at 3)"; part enc "$(chunk_at 2)" 32; tail -c +$(( $(chunk_at 3) + 1 )) enc; } >t
  fails_to_decrypt t "chunk 3 failed"
  ;;
splice)
  setup_small
  run 0 "$A" encrypt -q -k key --chunk-size 16 -o enc2 plain  # same key, same plaintext, another salt
  { part enc 0 "$(chunk_at 2)"; part enc2 "$(chunk_at 2)" 32; tail -c +$(( $(chunk_at 3) + 1 )) enc; } >t
  fails_to_decrypt t "chunk 2 failed"
  { part enc2 0 64; tail -c +65 enc; } >t  # another file's header
  fails_to_decrypt t "chunk 0 failed"  # a valid header of the same key: the chunks do not match it
  ;;
trailing_garbage)
  setup_small
  for extra in 1 16 32 100; do { cat enc; head -c "$extra" /dev/zero; } >t; fails_to_decrypt t; done
  { cat enc; part enc "$(chunk_at 6)" 20; } >t; fails_to_decrypt t  # the last chunk again
  ;;
drop_last)
  setup_small
  head -c "$(chunk_at 6)" enc >t; fails_to_decrypt t "truncated"
  # Exactly-full last chunk: dropping it leaves a full chunk sealed as a middle one.
  head -c 96 /dev/urandom >p96
  run 0 "$A" encrypt -q -k key --chunk-size 16 -o e96 p96
  head -c "$(chunk_at 5)" e96 >t; fails_to_decrypt t "not the final chunk"
  ;;
wrong_key)
  setup_small
  "$A" keygen -o other
  run 1 "$A" decrypt -q -k other -o out enc; nothing_left out
  grep -q 'wrong key' "$T/err" || fail "wrong-key message"
  ;;
truncated_header)
  setup_small
  for n in 1 8 40 63; do head -c "$n" enc >t; fails_to_decrypt t; done
  : >empty; fails_to_decrypt empty "empty"
  ;;
not_ascon)
  setup_small
  fails_to_decrypt plain "not an ascon"
  ;;
unreadable_input)
  "$A" keygen -o key
  run 1 "$A" encrypt -k key -o out does-not-exist; nothing_left out
  grep -q 'cannot open does-not-exist' "$T/err" || fail "missing-input message"
  mkdir dir
  run 1 "$A" encrypt -k key -o out dir; nothing_left out
  grep -q 'reading dir: Is a directory' "$T/err" || fail "read-error message: $(cat "$T/err")"
  if [ "$(id -u)" -ne 0 ]; then
    echo x >locked; chmod 000 locked
    run 1 "$A" encrypt -k key -o out locked; nothing_left out
  fi
  ;;
refuse_overwrite_input)
  setup_small
  cp enc enc.orig
  run 2 "$A" decrypt -k key -o enc enc
  grep -q 'is the input file' "$T/err" || fail "message"
  run 2 "$A" decrypt -k key --force -o enc enc
  ln -s enc link
  run 2 "$A" decrypt -k key --force -o link enc
  run 2 "$A" decrypt -k key --force -o ./enc "$T/enc"
  cmp -s enc enc.orig || fail "input changed"
  # Standard output redirected onto the input.
  "$A" encrypt -k key plain >>plain 2>"$T/err"; rc=$?
  [ "$rc" -eq 2 ] && grep -q 'standard output is the input' "$T/err" || fail "stdout onto input: rc $rc"
  [ "$(size_of plain)" -eq 100 ] || fail "input grew"
  ;;
refuse_existing_output)
  setup_small
  echo keep >out
  run 2 "$A" decrypt -k key -o out enc
  grep -q 'hint: use --force' "$T/err" || fail "hint"
  [ "$(cat out)" = keep ] || fail "existing output changed"
  ;;
force_replaces)
  setup_small
  echo old >out
  run 0 "$A" decrypt -k key --force -o out enc
  cmp -s out plain || fail "replaced content"
  [ "$(stat -c %a out)" = 600 ] || fail "output mode $(stat -c %a out)"
  ls -A | grep -q '^\.out\.' && fail "temporary file left"
  ;;
refuse_terminal)
  command -v script >/dev/null || { echo "SKIP: no 'script' to make a terminal"; exit 77; }
  setup_small
  script -qec "'$A' encrypt -k key plain" /dev/null >tty.txt 2>&1; rc=$?
  [ "$rc" -eq 2 ] && grep -q 'refusing to write encrypted' tty.txt || fail "encrypt to a terminal: rc $rc $(cat tty.txt)"
  script -qec "'$A' decrypt -k key enc" /dev/null >tty.txt 2>&1; rc=$?
  [ "$rc" -eq 2 ] && grep -q 'refusing to write decrypted' tty.txt || fail "decrypt to a terminal: rc $rc"
  script -qec "'$A' decrypt -k key --force enc" /dev/null >tty.txt 2>&1; rc=$?
  [ "$rc" -eq 0 ] || fail "decrypt --force to a terminal: rc $rc"
  ;;
jobs_batches)
  # Chunks sealed and opened in groups on 1, 2 and 3 threads: every file
  # decrypts under every other -j, for sizes around the growing groups
  # (1, 2, 4, ... chunks): empty, one byte, odd chunk counts, an exact multiple,
  # a partial last chunk.
  "$A" keygen -o key
  for n in 0 1 16 17 48 240 241 1000 4096 4111; do
    head -c "$n" /dev/urandom >p
    for j in 1 2 3; do
      run 0 "$A" encrypt -q -j "$j" -k key --chunk-size 16 -o "e$j" p
      [ "$(size_of "e$j")" -eq "$(size_of e1)" ] || fail "size differs with -j $j at $n bytes"
    done
    for j in 1 2 3; do for k in 1 2 3; do
      "$A" decrypt -q -j "$k" -k key "e$j" | cmp -s - p || fail "$n bytes: -j $j file, -j $k decrypt"
    done; done
    rm -f e1 e2 e3
  done
  # A corrupted chunk in the middle of a group (chunk 40 of 256; with -j 2 the
  # groups are 1, 2, 4, 8, 16, 32, 32, ... chunks: chunks 31..62 go together):
  # exactly chunks 0..39 reach standard output, -o leaves nothing.
  head -c 4096 /dev/urandom >plain
  run 0 "$A" encrypt -q -k key --chunk-size 16 -o enc plain
  cp enc t; flip t $(( $(chunk_at 40) + 5 ))
  for j in 1 2 3; do
    "$A" decrypt -q -j "$j" -k key t >o 2>"$T/err"; rc=$?
    [ "$rc" -eq 1 ] && [ "$(size_of o)" -eq 640 ] && cmp -s o <(head -c 640 plain) ||
      fail "-j $j: rc $rc, released $(size_of o) bytes"
    grep -q 'chunk 40 failed authentication' "$T/err" || fail "-j $j: $(cat "$T/err")"
    run 1 "$A" decrypt -q -j "$j" -k key -o out t
    nothing_left out
  done
  run 2 "$A" encrypt -q -j x -k key plain
  ;;
stdout_partial_release)
  setup_small
  # Chunk 3 corrupted: exactly chunks 0..2 (48 bytes) reach stdout, then exit 1.
  cp enc t; flip t $(( $(chunk_at 3) + 1 ))
  "$A" decrypt -k key t >o 2>"$T/err"; rc=$?
  [ "$rc" -eq 1 ] || fail "exit $rc"
  [ "$(size_of o)" -eq 48 ] && cmp -s o <(head -c 48 plain) || fail "released $(size_of o) bytes"
  grep -q 'hint: the 48 bytes already written' "$T/err" || fail "hint: $(cat "$T/err")"
  # Truncated stream: all authenticated chunks out, the error at the end.
  head -c "$(chunk_at 6)" enc | "$A" decrypt -k key >o 2>"$T/err"; rc=$?
  [ "$rc" -eq 1 ] && [ "$(size_of o)" -eq 80 ] || fail "truncated stream: rc $rc, $(size_of o) bytes"
  # A header failure releases nothing and needs no hint.
  "$A" keygen -o other
  "$A" decrypt -k other enc >o 2>"$T/err"; rc=$?
  [ "$rc" -eq 1 ] && [ "$(size_of o)" -eq 0 ] && ! grep -q hint "$T/err" || fail "wrong key on stdout"
  ;;
full_disk)
  "$A" keygen -o key
  head -c 300000 /dev/urandom >p
  run 0 "$A" encrypt -q -k key -o e p
  # A 64 KiB file-size limit: writes fail with EFBIG (SIGXFSZ is ignored by ascon).
  ( ulimit -f 64; "$A" encrypt -q -k key -o out p ) 2>"$T/err"; rc=$?
  [ "$rc" -eq 1 ] && grep -q 'error: writing out: File too large' "$T/err" || fail "encrypt: rc $rc $(cat "$T/err")"
  nothing_left out
  ( ulimit -f 64; "$A" decrypt -q -k key -o out e ) 2>"$T/err"; rc=$?
  [ "$rc" -eq 1 ] && grep -q 'File too large' "$T/err" || fail "decrypt: rc $rc $(cat "$T/err")"
  nothing_left out
  # A real full file system (ENOSPC) where a tmpfs can be mounted (root, not in every container).
  mkdir small
  if [ "$(id -u)" -eq 0 ] && mount -t tmpfs -o size=128k tmpfs small 2>/dev/null; then
    "$A" decrypt -q -k key -o small/out e 2>"$T/err"; rc=$?
    ls -A small >small.ls; umount small
    [ "$rc" -eq 1 ] && grep -q 'No space left on device' "$T/err" || fail "ENOSPC: rc $rc $(cat "$T/err")"
    [ ! -s small.ls ] || fail "left on the full tmpfs: $(cat small.ls)"
    echo "  full_disk: ENOSPC on a 128 KiB tmpfs: $(cat "$T/err")"
  else
    echo "  full_disk: no tmpfs could be mounted; tested the file-size limit (EFBIG) only"
  fi
  ;;
interrupt_sigterm|interrupt_sighup)
  sig=TERM; [ "$CASE" = interrupt_sighup ] && sig=HUP
  start_slow_decrypt
  kill -"$sig" "$pid"
  wait "$pid"; rc=$?
  exec 3>&-
  [ "$rc" -eq $((128 + $(kill -l "$sig"))) ] || fail "exit status $rc after SIG$sig"
  nothing_left out
  echo "  $CASE: killed with SIG$sig after $(( 20000 / 1040 )) chunks; nothing left"
  ;;
sigkill_leaves_nothing)
  # A crash leaves no partial plaintext: the pending output has no name (O_TMPFILE) until it
  # is complete, so even SIGKILL, which no handler sees, leaves nothing.
  start_slow_decrypt
  case "$(readlink "$ofd")" in "$T/#"*) ;; *) fail "the pending output has a name: $(readlink "$ofd")" ;; esac
  kill -KILL "$pid"
  wait "$pid"
  exec 3>&-
  nothing_left out
  [ -z "$(ls -A | grep -v -x -e key -e p -e e -e fifo -e err)" ] || fail "left behind: $(ls -A)"
  echo "  $CASE: SIGKILL while writing: nothing left"
  ;;
tmpfile_fallback)
  # Where O_TMPFILE is missing (forced here through the test hook) the output
  # is written to a named ".out.XXXXXX" and renamed; SIGTERM removes it.
  export ASCON_TEST_NO_O_TMPFILE=1
  start_slow_decrypt
  case "$(readlink "$ofd")" in "$T"/.out.*) ;; *) fail "fallback not used: $(readlink "$ofd")" ;; esac
  kill -TERM "$pid"
  wait "$pid"
  exec 3>&-
  nothing_left out
  run 0 "$A" decrypt -q -k key -o out e; cmp -s out p || fail "fallback round trip"
  run 2 "$A" decrypt -q -k key -o out e
  run 0 "$A" decrypt -q -k key --force -o out e; cmp -s out p || fail "fallback --force"
  [ "$(stat -c %a out)" = 600 ] || fail "output mode $(stat -c %a out)"
  ! ls -A | grep -q '^\.out\.' || fail "temporary file left: $(ls -A)"
  unset ASCON_TEST_NO_O_TMPFILE
  # And the same without the hook: O_TMPFILE, committed with and without --force.
  rm -f out
  run 0 "$A" decrypt -q -k key -o out e; cmp -s out p || fail "round trip"
  run 2 "$A" decrypt -q -k key -o out e
  run 0 "$A" decrypt -q -k key --force -o out e; cmp -s out p || fail "--force"
  [ "$(stat -c %a out)" = 600 ] || fail "output mode $(stat -c %a out)"
  ! ls -A | grep -q '^\.out\.' || fail "temporary file left: $(ls -A)"
  ;;
stdout_write_error_hint)
  # No released chunk goes unflagged: an I/O error after chunks reached standard output
  # gets the same "discard them" hint as a failed chunk.
  "$A" keygen -o key
  head -c 1000000 /dev/urandom >p
  run 0 "$A" encrypt -q -k key --chunk-size 1K -o e p
  "$A" decrypt -q -k key e 2>"$T/err" | head -c 100 >/dev/null; rc=${PIPESTATUS[0]}
  [ "$rc" -eq 1 ] || fail "exit $rc"
  grep -q '^ascon: error: writing standard output' "$T/err" || fail "message: $(cat "$T/err")"
  grep -q '^ascon: hint: the [0-9]* bytes already written to standard output' "$T/err" || fail "no hint: $(cat "$T/err")"
  ;;
key_file_checks)
  "$A" keygen -o key
  head -c 100 /dev/urandom >p
  # Only the text key format is a key: 16 bytes are not a raw key, printable or not.
  printf 'password12345678' >weak.key; chmod 600 weak.key
  : | run 1 "$A" encrypt -k weak.key -o e; nothing_left e
  grep -q 'error: key file weak.key: line 1 is not 32 hex digits' "$T/err" || fail "weak key message: $(cat "$T/err")"
  printf '\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f' >raw.key; chmod 600 raw.key
  : | run 1 "$A" encrypt -k raw.key -o e; nothing_left e
  # Key files others could write are not trusted: writable by others is refused; readable warns.
  for m in 620 602 660 666; do
    chmod "$m" key
    run 1 "$A" encrypt -k key -o e p; nothing_left e
    grep -q "error: key file key is writable by other users" "$T/err" || fail "mode $m: $(cat "$T/err")"
  done
  chmod 640 key
  run 0 "$A" encrypt -k key -o e p
  grep -q 'warning: key file key is readable by other users' "$T/err" || fail "no readable warning"
  rm -f e
  chmod 600 key
  if [ "$(id -u)" -eq 0 ]; then
    cp key other.key; chown 65534:65534 other.key
    run 1 "$A" encrypt -k other.key -o e p; nothing_left e
    grep -q "key file other.key is not owned by you" "$T/err" || fail "owner: $(cat "$T/err")"
  elif [ -r /etc/hostname ]; then
    run 1 "$A" encrypt -k /etc/hostname -o e p; nothing_left e
    grep -q "is not owned by you" "$T/err" || fail "owner: $(cat "$T/err")"
  fi
  ;;
key_purpose)
  # One key, one purpose: keygen writes a purpose line; a key made for MACs is
  # refused for file encryption and the other way round; a key file without
  # a purpose line (as written before it existed) serves both.
  run 0 "$A" keygen -o fkey
  grep -qx 'purpose: file-encryption' fkey || fail "no purpose line: $(cat fkey)"
  run 0 "$A" keygen --purpose mac -o mkey
  grep -qx 'purpose: mac' mkey || fail "no mac purpose line"
  run 2 "$A" keygen --purpose signing -o x
  run 2 "$A" encrypt --purpose mac -k fkey -o x p
  head -c 1000 /dev/urandom >p
  run 0 "$A" encrypt -q -k fkey -o e p
  run 1 "$A" encrypt -q -k mkey -o e2 p; nothing_left e2
  grep -q "error: key file mkey is a mac key, not a file-encryption key" "$T/err" || fail "message: $(cat "$T/err")"
  grep -q "hint: .*ascon keygen --purpose file-encryption" "$T/err" || fail "hint: $(cat "$T/err")"
  grep -v '^purpose:' fkey >oldkey; chmod 600 oldkey
  run 0 "$A" decrypt -q -k oldkey -o d e; cmp -s d p || fail "old-style key"
  if [ -n "$ASCONSUM" ]; then
    "$ASCONSUM" -a mac --key-file mkey p >/dev/null 2>"$T/err" || fail "asconsum with a mac key: $(cat "$T/err")"
    "$ASCONSUM" -a mac --key-file oldkey p >/dev/null 2>"$T/err" || fail "asconsum with an old key: $(cat "$T/err")"
    "$ASCONSUM" -a prf --key-file fkey p >/dev/null 2>"$T/err"; rc=$?
    [ "$rc" -eq 2 ] && grep -q "asconsum: error: key file fkey is a file-encryption key, not a mac key" "$T/err" \
      || fail "asconsum with a file key: rc $rc $(cat "$T/err")"
  fi
  ;;
*)
  fail "unknown case"
  ;;
esac
echo "ok: $CASE"
