#!/usr/bin/env bash
# Builds (see setup.sh) and runs every test headless. Extra arguments go to ctest, e.g. -R qml.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure -j2 "$@"
