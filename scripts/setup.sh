#!/usr/bin/env bash
# Installs what a fresh Debian 12 needs (only when something is missing), then configures and
# builds into build/. Usage: bash scripts/setup.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# What the app needs at run time (the list the .deb depends on), then what building and testing need
# (shared/notes/qt-on-debian12.md).
runtime=()
while read -r line; do
    line=${line%%#*}
    line=${line//[[:space:]]/}
    if [ -n "$line" ]; then
        runtime+=("$line")
    fi
done < packaging/runtime-packages.txt
packages=(
    "${runtime[@]}"
    qt6-base-dev qt6-declarative-dev qt6-charts-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qml6-module-qttest libgl1-mesa-dri xvfb xauth
    qt6-httpserver-dev qt6-websockets-dev libqrencode-dev pkg-config
    # a club's history server: the keyring library's headers to build, and a PostgreSQL server that
    # tests/app/tst_clubserver.cpp starts for itself (initdb, pg_ctl)
    qtkeychain-qt6-dev postgresql
    chromium chromium-driver python3-selenium python3-websocket
    # the screen-reader tests (tests/a11y): the accessibility bus, its Python client, a D-Bus session
    at-spi2-core python3-pyatspi dbus-x11 xdotool imagemagick
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
# A compiler cache, where the machine has one, makes a second build (another clone, a clean build
# folder) take minutes less; paths are hashed relative to the clone, so clones share it.
launcher=()
if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
fi
cmake -S . -B build "${generator[@]}" "${launcher[@]}" -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
