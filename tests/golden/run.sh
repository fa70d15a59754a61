#!/bin/sh
# tests/golden/run.sh: golden tests of the compiler -- good/*.card must disassemble to *.dis, bad/*.card must print
# *.err, and carddis must refuse the corrupt packs of corrupt/ with the loader's message (corrupt/*.err).
# usage: run.sh BUILD_DIR GOLDEN_DIR [--update]
build="$1"; dir="$2"; status=0; n=0; tmp=$(mktemp -d)
# compare FILE EXPECTED: the output against its golden file (or, with --update, rewrite the golden file)
compare() {
  [ "$update" = "--update" ] && cp "$1" "$2"
  cmp -s "$1" "$2" || { echo "FAIL $2"; diff "$2" "$1"; status=1; }
  n=$((n + 1))
}
update="$3"
for f in "$dir"/good/*.card; do
  "$build/tools/cardc" -o "$tmp/p.mtgpack" "$f" 2>"$tmp/err" || { echo "FAIL $f: does not compile"; cat "$tmp/err"; status=1; continue; }
  "$build/tools/carddis" "$tmp/p.mtgpack" | sed "s|$tmp/||" > "$tmp/out"
  compare "$tmp/out" "${f%.card}.dis"
done
for f in "$dir"/bad/*.card; do
  if "$build/tools/cardc" -o "$tmp/p.mtgpack" "$f" 2>"$tmp/raw"; then echo "FAIL $f: compiled but must not"; status=1; fi
  sed "s|$dir/||g" "$tmp/raw" > "$tmp/out"
  compare "$tmp/out" "${f%.card}.err"
done
# corrupt packs, made from the pack of good/spells.card: carddis exits 1 with the loader's message, never crashes
"$build/tools/cardc" -o "$tmp/good.mtgpack" "$dir/good/spells.card" 2>/dev/null
size=$(wc -c < "$tmp/good.mtgpack")
head -c 200 "$tmp/good.mtgpack" > "$tmp/truncated.mtgpack"
cp "$tmp/good.mtgpack" "$tmp/flipped.mtgpack"
printf 'X' | dd of="$tmp/flipped.mtgpack" bs=1 seek=$((size - 20)) conv=notrunc 2>/dev/null
cp "$dir/good/spells.card" "$tmp/not_a_pack.mtgpack"
: > "$tmp/empty.mtgpack"
for c in truncated flipped not_a_pack empty; do
  "$build/tools/carddis" "$tmp/$c.mtgpack" > "$tmp/raw" 2>&1
  rc=$?
  [ $rc -eq 1 ] || { echo "FAIL corrupt/$c: carddis exited $rc, expected 1"; status=1; }
  sed "s|$tmp/||g" "$tmp/raw" > "$tmp/out"
  compare "$tmp/out" "$dir/corrupt/$c.err"
done
rm -rf "$tmp"
echo "$n golden cases checked"
exit $status
