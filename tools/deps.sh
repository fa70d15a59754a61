#!/usr/bin/env bash
# tools/deps.sh: installs the Debian packages the build and tests need, when any is missing (sourced by demo.sh/test.sh).
need=()
for pair in meson:meson ninja:ninja-build re2c:re2c lemon:lemon pkg-config:pkg-config; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || need+=("${pair#*:}")
done
pkg-config --exists libcjson 2>/dev/null || need+=(libcjson-dev)
pkg-config --exists check 2>/dev/null || need+=(check)
command -v python3 >/dev/null 2>&1 || need+=(python3)
[ -x /usr/bin/python3 ] && /usr/bin/python3 -c "import numpy" 2>/dev/null || need+=(python3-numpy)
command -v cc >/dev/null 2>&1 || need+=(gcc)
command -v clang >/dev/null 2>&1 || need+=(clang)
ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 || need+=(libclang-rt-dev)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
