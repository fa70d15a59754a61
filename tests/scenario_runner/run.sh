#!/bin/sh
# tests/scenario_runner/run.sh: the runner's own tests -- each case.json must fail, printing exactly case.expected.
# usage: run.sh MTGSCENARIO DIR
runner="$1"; dir="$2"; status=0; n=0
for f in "$dir"/*.json; do
  expected="${f%.json}.expected"
  out=$("$runner" "$f" 2>&1); rc=$?
  actual=$(printf '%s\n' "$out" | sed "s|$dir/||g")
  if [ "$rc" -eq 0 ]; then
    echo "EXIT 0 $f: a failing scenario must make the runner exit non-zero"; status=1
  fi
  if [ "$actual" != "$(cat "$expected")" ]; then
    echo "MISMATCH $f"; echo "--- expected"; cat "$expected"; echo "--- actual"; echo "$actual"; status=1
  fi
  n=$((n + 1))
done
echo "$n runner cases checked"
exit $status
