#!/bin/sh
# tests/fuzz/run.sh: builds the two libFuzzer targets with clang (ASan+UBSan) and runs each for a bounded time.
# usage: run.sh BUILD_DIR [SECONDS]   (BUILD_DIR holds the generated lexer and parser; default 20 s each)
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
status=0
for t in cardc pack; do
  clang $flags "$root/tests/fuzz/fuzz_$t.c" $srcs -o "$out/fuzz_$t"
  if "$out/fuzz_$t" -max_total_time="$secs" -max_len=4096 -print_final_stats=1 -artifact_prefix="$out/" \
       "$out/corpus_$t" > "$out/$t.log" 2>&1; then
    echo "fuzz_$t: $(grep -E '^Done' "$out/$t.log")"
  else
    echo "fuzz_$t: CRASH"; grep -E "ERROR|SUMMARY|artifact" "$out/$t.log"; status=1
  fi
done
[ $status -eq 0 ] && echo "fuzz: no crash in ${secs}s per target"
exit $status
