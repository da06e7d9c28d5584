#!/usr/bin/env bash
# Installs what a fresh Debian 12 needs (only when something is missing), then configures and
# builds into build/. Usage: bash scripts/setup.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The set checked to work on Debian 12 (shared/notes/qt-on-debian12.md), plus the build tools.
packages=(
    qt6-base-dev qt6-declarative-dev qt6-charts-dev qml6-module-qtcharts
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtquick-dialogs
    qml6-module-qtqml-workerscript qml6-module-qt-labs-settings qml6-module-qttest
    libqt6sql6-sqlite qt6-qpa-plugins libgl1-mesa-dri xvfb xauth
    cmake g++ make ninja-build
)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update
    "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

generator=()
if [ ! -f build/CMakeCache.txt ]; then
    if command -v ninja >/dev/null 2>&1; then
        generator=(-G Ninja)
    else
        generator=(-G "Unix Makefiles")
    fi
fi
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
