#!/bin/sh
# tests/golden/run.sh: golden tests of the compiler -- good/*.card must disassemble to *.dis, bad/*.card must print *.err.
# usage: run.sh BUILD_DIR GOLDEN_DIR [--update]
build="$1"; dir="$2"; status=0; n=0; tmp=$(mktemp -d)
for f in "$dir"/good/*.card; do
  "$build/tools/cardc" -o "$tmp/p.mtgpack" "$f" 2>"$tmp/err" || { echo "FAIL $f: does not compile"; cat "$tmp/err"; status=1; continue; }
  "$build/tools/carddis" "$tmp/p.mtgpack" | sed "s|$tmp/||" > "$tmp/out"
  [ "$3" = "--update" ] && cp "$tmp/out" "${f%.card}.dis"
  cmp -s "$tmp/out" "${f%.card}.dis" || { echo "FAIL $f"; diff "${f%.card}.dis" "$tmp/out"; status=1; }
  n=$((n + 1))
done
for f in "$dir"/bad/*.card; do
  if "$build/tools/cardc" -o "$tmp/p.mtgpack" "$f" 2>"$tmp/raw"; then echo "FAIL $f: compiled but must not"; status=1; fi
  sed "s|$dir/||" "$tmp/raw" > "$tmp/out"
  [ "$3" = "--update" ] && cp "$tmp/out" "${f%.card}.err"
  cmp -s "$tmp/out" "${f%.card}.err" || { echo "FAIL $f"; diff "${f%.card}.err" "$tmp/out"; status=1; }
  n=$((n + 1))
done
rm -rf "$tmp"
echo "$n golden cases checked"
exit $status
