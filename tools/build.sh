#!/usr/bin/env bash
# tools/build.sh: configures (once) and builds everything into build/ (library, cardc, packs, tools, tests).
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/deps.sh
[ -f build/build.ninja ] || meson setup build >/dev/null
ninja -C build >/dev/null
