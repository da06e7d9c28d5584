#!/usr/bin/env bash
# Builds (see setup.sh) and starts the app; arguments go to the app, e.g. --theme dark.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
exec build/app/mourners "$@"
