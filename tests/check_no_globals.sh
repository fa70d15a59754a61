#!/bin/sh
# tests/check_no_globals.sh: fails if the library has writable global or static data (BRIEF §4: no mutable globals).
# usage: check_no_globals.sh LIBRARY.a|LIBRARY.so (the C runtime's own __dso_handle, __TMC_END__, completed.0 are allowed)
# Lists every symbol in a writable data section (.data, .bss, and their per-symbol variants);
# .data.rel.ro counts too (it is writable until relocation: tables of pointers belong in .rodata as char
# arrays or offsets); sanitizer instrumentation (__asan*, __odr_asan*) is allowed.
lib="$1"
bad=$(objdump -t "$lib" | awk '{
  for (i = 2; i <= NF; i++)
    if ($(i-1) == "O" && $i ~ /^\.(data|bss|tdata|tbss)(\.|$)/ && $NF !~ /^(__odr_asan|__asan|__ubsan|__dso_handle$|__TMC_END__$|completed\.0$)/) print
}')
if [ -n "$bad" ]; then
  echo "writable global/static data in $lib:"
  echo "$bad"
  exit 1
fi
echo "no writable globals in $lib"
