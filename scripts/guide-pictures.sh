#!/bin/bash
# Makes the user guide's pictures from the real app, so that they never go stale:
#   bash scripts/guide-pictures.sh [build-dir]
# Builds the self-test, walks every screen of every game in English and German, light and dark, at
# 1280x800 with Qt Quick's software renderer (what a machine without a graphics card draws), and writes
# each picture that the guide (English, and German in docs/guide/de/), the README or the AppStream entry
# names (pictures/NAME-LANG-THEME.png, or ../pictures/… from docs/guide/de/)
# into docs/guide/pictures/, as 256-colour PNG. Pictures nobody names are not kept.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
out=$root/docs/guide/pictures
[ -f "$build/CMakeCache.txt" ] || cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" --target mourners-selftest
command -v convert >/dev/null || { echo "guide-pictures: ImageMagick's convert is missing (apt install imagemagick)" >&2; exit 1; }

# The names the documents use.
mapfile -t wanted < <(grep -ohE 'pictures/[a-z0-9-]+-(en|de)-(light|dark)\.png' \
    "$root"/docs/guide/*.md "$root"/docs/guide/de/*.md "$root"/README.md "$root"/packaging/io.github.mourners.metainfo.xml | sort -u)
[ ${#wanted[@]} -gt 0 ] || { echo "guide-pictures: no document names a picture" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for lang in en de; do
    for theme in light dark; do
        if ! printf '%s\n' "${wanted[@]}" | grep -q -- "-$lang-$theme\.png"; then
            continue
        fi
        mkdir -p "$work/$lang-$theme/home" "$work/$lang-$theme/shots"
        chmod 700 "$work/$lang-$theme/home"
        echo "guide-pictures: $lang, $theme"
        # A fresh home: the walk starts from an empty history and no settings.
        HOME=$work/$lang-$theme/home XDG_CONFIG_HOME=$work/$lang-$theme/home/.config \
            XDG_DATA_HOME=$work/$lang-$theme/home/.local/share XDG_RUNTIME_DIR=$work/$lang-$theme/home \
            QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software LC_ALL=C.UTF-8 \
            "$build/tests/app/mourners-selftest" --language "$lang" --theme "$theme" --window-size 1280x800 \
            --shots-dir "$work/$lang-$theme/shots" >/dev/null
    done
done

rm -f "$out"/*.png
mkdir -p "$out"
for picture in "${wanted[@]}"; do
    file=${picture#pictures/}
    base=${file%.png}
    theme=${base##*-}
    rest=${base%-*}
    lang=${rest##*-}
    name=${rest%-*}
    shot=$work/$lang-$theme/shots/$name-1280x800-$theme.png
    if [ ! -f "$shot" ]; then
        echo "guide-pictures: the walk makes no picture '$name' (named as $picture)" >&2
        exit 1
    fi
    convert "$shot" -dither None -colors 256 "PNG8:$out/$file"
done
echo "guide-pictures: ${#wanted[@]} pictures in docs/guide/pictures"
