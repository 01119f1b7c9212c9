# SPDX-License-Identifier: Apache-2.0 OR MIT
# Reads tests/embedded/targets.conf (the embedded targets) for bash scripts;
# source it. ASCON_TARGETS_CONF names another table (a trial target).
#   targets_all                     every target's name, in the table's order
#   targets_with KEY                those whose KEY is set (not empty)
#   target_name NAME                the target NAME or an alias names; fails
#                                   (exit 2) for an unknown one
#   target_get NAME KEY             KEY's value, ${key} references expanded
#   target_words ARRAY NAME KEY     ARRAY set to KEY's value as the shell splits
#                                   it (quotes, $(...), ${key} references)
#   targets_dump                    every target's every key, NAME.KEY=VALUE
#                                   (as targets.py --dump)
_targets_conf="${ASCON_TARGETS_CONF:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/targets.conf}"
declare -gA _targets_raw=()
_targets_order=()
_targets_read() {
  local sec="" line
  while IFS= read -r line || [ -n "$line" ]; do
    [[ $line =~ ^[[:space:]]*(#.*)?$ ]] && continue
    if [[ $line =~ ^\[([A-Za-z0-9_]+)\][[:space:]]*$ ]]; then
      sec="${BASH_REMATCH[1]}"
      [ "$sec" = DEFAULT ] || _targets_order+=("$sec")
    elif [[ -n $sec && $line =~ ^([a-z0-9_]+)[[:space:]]*=[[:space:]]*(.*[^[:space:]])?[[:space:]]*$ ]]; then
      _targets_raw["$sec.${BASH_REMATCH[1]}"]="${BASH_REMATCH[2]}"
    else
      echo "targets.sh: error: $_targets_conf: cannot read: $line" >&2; exit 2
    fi
  done <"$_targets_conf"
}
_targets_read

targets_all() { printf '%s\n' "${_targets_order[@]}"; }

targets_with() {
  local t
  for t in "${_targets_order[@]}"; do [ -n "$(target_get "$t" "$1")" ] && echo "$t"; done
  return 0
}

target_name() {
  local t a
  for t in "${_targets_order[@]}"; do
    [ "$t" = "$1" ] && { echo "$t"; return 0; }
    for a in ${_targets_raw[$t.alias]:-}; do [ "$a" = "$1" ] && { echo "$t"; return 0; }; done
  done
  echo "targets.sh: error: unknown target $1 (tests/embedded/targets.conf has: ${_targets_order[*]})" >&2
  exit 2
}

target_get() {
  local t="$1" key="$2" v k
  if [ -n "${_targets_raw[$t.$key]+set}" ]; then v="${_targets_raw[$t.$key]}"
  else v="${_targets_raw[DEFAULT.$key]:-}"; fi
  while [[ $v =~ \$\{([a-z0-9_]+)\} ]]; do
    k="${BASH_REMATCH[1]}"
    [ "$k" != "$key" ] && [ -n "${_targets_raw[$t.$k]+set}${_targets_raw[DEFAULT.$k]+set}" ] || {
      echo "targets.sh: error: $t.$key refers to \${$k}, not a key before it" >&2; exit 2; }
    v="${v//"\${$k}"/$(target_get "$t" "$k")}"
  done
  printf '%s' "$v"
}

target_words() {
  local _tw_v
  _tw_v="$(target_get "$2" "$3")"
  eval "$1=($_tw_v)"
}

targets_dump() {
  local t k
  for t in "${_targets_order[@]}"; do
    for k in $(printf '%s\n' "${!_targets_raw[@]}" | sed -n "s/^\(DEFAULT\|$t\)\.//p" | LC_ALL=C sort -u); do
      printf '%s.%s=%s\n' "$t" "$k" "$(target_get "$t" "$k")"
    done
  done
}
