#!/usr/bin/env bash
# tools/demo.sh: installs what is missing, builds, compiles the packs and plays one game between two built-in agents.
# usage: tools/demo.sh [SEED] [AGENTS]   (defaults: seed 7, greedy,random)
set -euo pipefail
cd "$(dirname "$0")/.."
tools/build.sh
exec build/tools/mtgsim --games 1 --seed "${1:-7}" --agents "${2:-greedy,random}" --log
