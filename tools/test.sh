#!/usr/bin/env bash
# tools/test.sh: installs what is missing, builds, runs every test (Check units, golden, scenarios, Python); non-zero on failure.
set -uo pipefail
cd "$(dirname "$0")/.."
tools/build.sh || { echo "build failed"; echo "0 passed, 1 failed"; exit 1; }

passed=0; failed=0
log=$(mktemp)

# meson tests: Check unit suites, golden files, scenario runs
meson test -C build --print-errorlogs --num-processes 2 2>&1 | tee "$log" | grep -E "^ *[0-9]+/[0-9]+ |FAIL|ERROR" || true
ok=$(sed -n 's/^Ok: *\([0-9]*\).*/\1/p' "$log" | tail -1)
bad=$(( $(sed -n 's/^Fail: *\([0-9]*\).*/\1/p' "$log" | tail -1 || echo 0) + $(sed -n 's/^Timeout: *\([0-9]*\).*/\1/p' "$log" | tail -1 || echo 0) ))
[ -n "$ok" ] || { ok=0; bad=$((bad + 1)); }
passed=$((passed + ok)); failed=$((failed + bad))

# Python tests through ctypes: with the default python3, and again with Debian's python3 when it has numpy
# (the zero-copy numpy paths)
pythons="python3"
if [ -x /usr/bin/python3 ] && [ "$(command -v python3)" != /usr/bin/python3 ] && /usr/bin/python3 -c "import numpy" 2>/dev/null; then
  pythons="python3 /usr/bin/python3"
fi
for py in $pythons; do
  [ -d tests/python ] || break
  echo "python tests ($py)"
  MTGVM_LIB="$PWD/build/src/libmtgvm.so" $py -m unittest discover -s tests/python 2>&1 | tee "$log" | tail -4
  read -r ran pf < <(python3 - "$log" <<'PY'
import re, sys
t = open(sys.argv[1]).read()
ran = int((re.findall(r"^Ran (\d+) test", t, re.M) or ["0"])[-1])
m = re.findall(r"^FAILED \((.*)\)", t, re.M)
bad = sum(int(n) for k, n in re.findall(r"(failures|errors)=(\d+)", m[-1])) if m else 0
if ran == 0 or (not m and not re.search(r"^OK", t, re.M)):
    bad = max(bad, 1)
print(max(ran - bad, 0), bad)
PY
)
  passed=$((passed + ran)); failed=$((failed + pf))
done
# fuzzing: the compiler and the pack loader, 10 s each under ASan+UBSan
if tests/fuzz/run.sh build 10; then passed=$((passed + 1)); else echo "fuzz FAILED"; failed=$((failed + 1)); fi

# a sanitizer soak: random games under ASan+UBSan with the invariant checker after every action
if tools/soak.sh 4000; then passed=$((passed + 1)); else echo "soak FAILED"; failed=$((failed + 1)); fi

rm -f "$log"
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
