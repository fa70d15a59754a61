#!/bin/sh
# tests/scenario_runner/run.sh: the runner's own tests -- each case.json run (with the options in case.flags, if
# any) must print exactly case.expected, and exit non-zero exactly when that output counts a failure.
# usage: run.sh MTGSCENARIO DIR
runner="$1"; dir="$2"; status=0; n=0
for f in "$dir"/*.json; do
  expected="${f%.json}.expected"
  flags=""
  [ -f "${f%.json}.flags" ] && flags=$(cat "${f%.json}.flags")
  # shellcheck disable=SC2086 # flags are words
  out=$("$runner" $flags "$f" 2>&1); rc=$?
  actual=$(printf '%s\n' "$out" | sed "s|$dir/||g")
  if tail -n 1 "$expected" | grep -q ' 0 failed$'; then want=0; else want=1; fi
  if [ "$rc" -ne 0 ]; then got=1; else got=0; fi
  if [ "$got" -ne "$want" ]; then
    echo "EXIT $rc $f: the runner must exit non-zero exactly when a scenario failed"; status=1
  fi
  if [ "$actual" != "$(cat "$expected")" ]; then
    echo "MISMATCH $f"; echo "--- expected"; cat "$expected"; echo "--- actual"; echo "$actual"; status=1
  fi
  n=$((n + 1))
done
echo "$n runner cases checked"
exit $status
