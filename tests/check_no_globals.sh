#!/bin/sh
# tests/check_no_globals.sh: fails if the library has writable global or static data (BRIEF §4: no mutable globals).
# usage: check_no_globals.sh LIBRARY.a
# Lists every symbol in a writable data section (.data, .bss, and their per-symbol variants);
# .data.rel.ro (read-only after relocation) is allowed, and so is sanitizer instrumentation (__asan*, __odr_asan*).
lib="$1"
bad=$(objdump -t "$lib" | awk '{
  for (i = 2; i <= NF; i++)
    if ($(i-1) == "O" && $i ~ /^\.(data|bss|tdata|tbss)(\.|$)/ && $i !~ /^\.data\.rel\.ro/ && $NF !~ /^(__odr_asan|__asan|__ubsan)/) print
}')
if [ -n "$bad" ]; then
  echo "writable global/static data in $lib:"
  echo "$bad"
  exit 1
fi
echo "no writable globals in $lib"
