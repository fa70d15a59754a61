#!/bin/sh
# tests/fuzz/run.sh: builds the two libFuzzer targets with clang (ASan+UBSan) and runs each for a bounded time.
# usage: run.sh BUILD_DIR [SECONDS]   (BUILD_DIR holds the generated lexer and parser; default 20 s each)
# The targets are built by ninja from a build file written here: each source is compiled once into an object
# both targets link, and a later run recompiles only what changed (ninja tracks headers through depfiles).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
secs=${2:-20}
out=$build/fuzz
mkdir -p "$out/corpus_cardc" "$out/corpus_pack"
cp "$root"/data/sets/*/*.card "$out/corpus_cardc/" 2>/dev/null || true
cp "$root"/tests/golden/bad/*.card "$out/corpus_cardc/" 2>/dev/null || true
cp "$build"/packs/*.mtgpack "$out/corpus_pack/" 2>/dev/null || true
# the core the compiler links (src/meson.build: core_src) and every compiler file (dsl/*.c)
srcs="$root/src/types.c $root/src/opcodes.c $root/src/handle.c $root/src/pack.c $root/src/fileio.c $(echo "$root"/dsl/*.c)
      $build/dsl/grammar.c $build/dsl/lexer.c"
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
       -I$root/include -I$root/src -I$root/dsl -I$build/dsl -Wno-unused-parameter"
flags=$(echo $flags)
# build.ninja: one object per source (named by its folder and file), two links
nf=$out/build.ninja.new
{
  echo "# written by tests/fuzz/run.sh"
  echo "cflags = $flags"
  echo "rule cc"
  echo "  command = clang \$cflags -MD -MF \$out.d -c \$in -o \$out"
  echo "  depfile = \$out.d"
  echo "  deps = gcc"
  echo "rule link"
  echo "  command = clang \$cflags \$in -o \$out"
  objs=""
  for s in $srcs; do
    o="obj/$(basename "$(dirname "$s")")_$(basename "$s" .c).o"
    echo "build $o: cc $s"
    objs="$objs $o"
  done
  for t in cardc pack; do
    echo "build obj/fuzz_$t.o: cc $root/tests/fuzz/fuzz_$t.c"
    echo "build fuzz_$t: link obj/fuzz_$t.o$objs"
  done
} > "$nf"
# rewrite the build file only when it changed, so ninja sees an unchanged build as up to date
cmp -s "$nf" "$out/build.ninja" 2>/dev/null && rm -f "$nf" || mv "$nf" "$out/build.ninja"
if ! ninja -C "$out" fuzz_cardc fuzz_pack > "$out/ninja.log" 2>&1; then
  tail -30 "$out/ninja.log"; echo "fuzz: build failed"; exit 1
fi
steps=$(grep -c '^\[' "$out/ninja.log" || true)
echo "fuzz: targets built ($steps steps; 0 when nothing changed)"
status=0
for t in cardc pack; do
  if "$out/fuzz_$t" -max_total_time="$secs" -max_len=4096 -print_final_stats=1 -artifact_prefix="$out/" \
       "$out/corpus_$t" > "$out/$t.log" 2>&1; then
    echo "fuzz_$t: $(grep -E '^Done' "$out/$t.log")"
  else
    echo "fuzz_$t: CRASH"; grep -E "ERROR|SUMMARY|artifact" "$out/$t.log"; status=1
  fi
done
[ $status -eq 0 ] && echo "fuzz: no crash in ${secs}s per target"
exit $status
