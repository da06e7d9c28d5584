#!/bin/sh
# A long monkey run of the whole window (tests/app/tst_monkey.cpp): seeded random clicks and keys over
# every screen. Builds nothing: give it a build directory where tst_monkey is built.
#   bench/monkey.sh [build-dir]            (default: build)
#   MONKEY_EVENTS=20000 MONKEY_SEED=7 bench/monkey.sh build-l
# Runs in a real X window under Xvfb when xvfb-run is installed, offscreen otherwise, and prints the
# events sent, crashes, warnings, the time taken and the GUI thread's share of a click on the table screen.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case $build in /*) ;; *) build=$here/$build ;; esac
binary=$build/tests/app/tst_monkey
if [ ! -x "$binary" ]; then
    echo "monkey: $binary is not built (cmake --build $build --target tst_monkey)" >&2
    exit 2
fi
export MONKEY_EVENTS=${MONKEY_EVENTS:-20000}
export MONKEY_SEED=${MONKEY_SEED:-1}
# Time the GUI thread's share of each click on the table screen (handling, polish, sync).
export MONKEY_GUI_TIMING=${MONKEY_GUI_TIMING:-1}
# A long run outlasts Qt Test's watchdog (300 s per test function by default): give it an hour.
export QTEST_FUNCTION_TIMEOUT=${QTEST_FUNCTION_TIMEOUT:-3600000}
export LC_ALL=C TZ=UTC
log=$(mktemp "${TMPDIR:-/tmp}/monkey.XXXXXX")
start=$(date +%s)
if command -v xvfb-run >/dev/null 2>&1; then
    platform="xcb (Xvfb)"
    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1600x1000x24" "$binary" -maxwarnings 0 >"$log" 2>&1
else
    platform=offscreen
    QT_QPA_PLATFORM=offscreen "$binary" -maxwarnings 0 >"$log" 2>&1
fi
status=$?
elapsed=$(( $(date +%s) - start ))
# A crash is a signal (exit status above 128) or a test that never printed its totals.
crashes=0
if [ $status -gt 128 ] || ! grep -q '^Totals:' "$log"; then
    crashes=1
fi
summary=$(grep -o 'seed [0-9]*: [0-9]* events.*' "$log" | tail -n 1)
warnings=$(echo "$summary" | sed -n 's/.*warnings: \([0-9]*\).*/\1/p')
echo "platform: $platform"
echo "seed: $MONKEY_SEED"
echo "events: $MONKEY_EVENTS"
echo "run: ${summary:-(no summary: see $log)}"
grep -o 'drawn with.*' "$log" | head -n 1
grep -o 'click to next frame.*' "$log" | tail -n 1
grep -o 'click handling on the GUI thread.*' "$log" | tail -n 1
grep -o 'handling + the frame.*' "$log" | tail -n 1
echo "crashes: $crashes"
echo "warnings: ${warnings:-unknown}"
echo "elapsed: ${elapsed} s"
echo "exit status: $status (log: $log)"
if [ $status -ne 0 ]; then
    grep -E '^(FAIL|   Loc)|Received signal' "$log" | head -n 10
    # The distinct warnings, most frequent first (each with the first event it came after in the log).
    grep -o 'warning after event [0-9]*: .*' "$log" | sed 's/^warning after event [0-9]*: //' | sort | uniq -c | sort -rn | head -n 20
fi
exit $status
