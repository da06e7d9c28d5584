#!/usr/bin/env python3
"""The engines' figures in one run, each beside the same run's baseline.

    bench/figures.py [--build DIR] [--baseline REF | --baseline-build DIR] [--quick]

Figures (instruction counts come from valgrind's callgrind: the same for the same binary and input,
whatever else the machine does; rates are the best of a few runs, baseline and current alternating so
that both see the same load):

  mc instructions/game      one random 4-player Mourners Call game of `mourners-cli simulate` (the
                            difference of two runs of different lengths, so start-up does not count)
  mc games/s                `mourners-cli simulate --players 4`, as it reports it
  rip instructions/decision Rest in Peace's `mourners-cli simulate` (without --check: no invariant
                            checks, as the simulate loop plays), per decision
  rip play instructions/decision  the same random games without invariant checks (play and search)
  mc search simulations/s   mc::chooseAction with BotKind::Search, fixed simulations, no time limit
  rip search simulations/s  rip::chooseAction with BotKind::Search, the same
  ... instructions/simulation  the same searches under callgrind (two budgets, so setting up does not count)
  table instructions/click  with --clicks: the GUI thread's work for one click of the table walk
                            (tests/mourners/app/tst_tablewalk, 4 players, offscreen): callgrind counts
                            only inside the walk's click(), that is the click's handling, the step and
                            every binding it sets off, not the frame drawn later; divided by the clicks
  table click ms ...        with --clicks: the same walk in a real X window (Xvfb) with the software
                            renderer, TABLEWALK_TIMING=1: each click's handling plus its frame's polish
                            and sync on the GUI thread; median, 95th percentile and the share within
                            16 ms, best of three runs (a rate: it depends on the load)

The baseline is another commit (default: where this branch left main), built beside this tree in
build-baseline/ with the current bench/ sources (bench_figures uses only long-standing API), or a
build folder given with --baseline-build that holds app/mourners-cli and bench/bench_figures.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = ["mourners-cli", "bench_figures"]


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, text=True, capture_output=True, **kw)


def build(build_dir):
    subprocess.run(["cmake", "--build", build_dir, "--target", *TARGETS, "-j2"], check=True,
                   stdout=subprocess.DEVNULL)


def prepare_baseline(ref):
    """Checks `ref` out into build-baseline/src with the current bench/ and builds it there."""
    src = os.path.join(ROOT, "build-baseline", "src")
    stamp = os.path.join(ROOT, "build-baseline", "ref")
    sha = run(["git", "-C", ROOT, "rev-parse", ref]).stdout.strip()
    if not (os.path.exists(stamp) and open(stamp).read().strip() == sha):
        shutil.rmtree(src, ignore_errors=True)
        os.makedirs(src)
        archive = subprocess.Popen(["git", "-C", ROOT, "archive", sha], stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", src], stdin=archive.stdout, check=True)
        archive.wait()
        open(stamp, "w").write(sha + "\n")
    for name in ("bench_figures.cpp", "CMakeLists.txt"):
        shutil.copyfile(os.path.join(ROOT, "bench", name), os.path.join(src, "bench", name))
    build_dir = os.path.join(src, "build")
    if not os.path.exists(os.path.join(build_dir, "build.ninja")):
        # The same folder layout as every tree here, so that the shared ccache serves the baseline.
        subprocess.run(["cmake", "-S", src, "-B", build_dir, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                        "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"], check=True, stdout=subprocess.DEVNULL)
    build(build_dir)
    return build_dir


def instructions(cmd):
    """Instructions executed by `cmd` under callgrind, and what it printed."""
    p = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd])
    m = re.search(r"Collected : (\d+)", p.stderr)
    if not m:
        sys.exit("callgrind gave no count for: " + " ".join(cmd))
    return int(m.group(1)), p.stdout


def json_of(text):
    start = text.index("{")
    return json.loads(text[start:text.rindex("}") + 1])


def mc_instructions_per_game(build_dir, small, large):
    cli = os.path.join(build_dir, "app", "mourners-cli")
    a, _ = instructions([cli, "simulate", "--players", "4", "--games", str(small), "--seed", "1"])
    b, _ = instructions([cli, "simulate", "--players", "4", "--games", str(large), "--seed", "1"])
    return (b - a) / (large - small)


def rip_cli_per_decision(build_dir, small, large):
    cli = os.path.join(build_dir, "app", "mourners-cli")
    runs = []
    for games in (small, large):
        count, out = instructions([cli, "simulate", "--game", "rest-in-peace", "--games", str(games), "--seed", "1"])
        runs.append((count, json_of(out)["average_decisions"] * games))
    return (runs[1][0] - runs[0][0]) / (runs[1][1] - runs[0][1])


def rip_play_per_decision(build_dir, small, large):
    fig = os.path.join(build_dir, "bench", "bench_figures")
    runs = []
    for games in (small, large):
        count, out = instructions([fig, "rip-games", str(games)])
        runs.append((count, json_of(out)["decisions"]))
    return (runs[1][0] - runs[0][0]) / (runs[1][1] - runs[0][1])


def search_per_simulation(build_dir, figure, positions, few, many):
    """Instructions per simulation of a search player: two runs of different budgets over the same
    positions, so that setting up the positions does not count."""
    fig = os.path.join(build_dir, "bench", "bench_figures")
    a, _ = instructions([fig, figure, str(positions), str(few)])
    b, _ = instructions([fig, figure, str(positions), str(many)])
    return (b - a) / (positions * (many - few))


def table_instructions_per_click(build_dir):
    """Instructions inside the table walk's clicks, per click (the walk prints its clicks)."""
    walk = os.path.join(build_dir, "tests", "mourners", "app", "tst_tablewalk")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C", QTEST_FUNCTION_TIMEOUT="7200000")
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                        "--toggle-collect=TestTableWalk::click*", walk, "walkTwoRounds:4p-en-light"],
                       text=True, capture_output=True, env=env)
    m = re.search(r"Collected : (\d+)", p.stderr)
    info = re.search(r"wizard (\d+) clicks; round 1: (\d+) clicks, [0-9.]+ s; round 2: (\d+) clicks", p.stdout)
    if p.returncode != 0 or not m or not info:
        sys.exit("the table walk failed under callgrind:\n" + p.stdout[-2000:])
    return int(m.group(1)) / sum(int(x) for x in info.groups())


def table_click_ms(build_dir, repeats):
    """The table walk's clicks in Xvfb with the software renderer: (median, 95%, share within 16 ms), each the
    best of `repeats` runs."""
    walk = os.path.join(build_dir, "tests", "mourners", "app", "tst_tablewalk")
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_QUICK_BACKEND="software", LC_ALL="C", TABLEWALK_TIMING="1")
    best = [float("inf"), float("inf"), 0.0]
    for _ in range(repeats):
        p = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", walk, "walkTwoRounds:4p-en-light"],
                           text=True, capture_output=True, env=env)
        m = re.search(r"handling \+ the frame's GUI-thread work: median ([0-9.]+) ms, 95% ([0-9.]+) ms, "
                      r"worst [0-9.]+ ms, within 16 ms: ([0-9.]+)%", p.stdout)
        if p.returncode != 0 or not m:
            sys.exit("the table walk failed in Xvfb:\n" + p.stdout[-2000:])
        best = [min(best[0], float(m.group(1))), min(best[1], float(m.group(2))), max(best[2], float(m.group(3)))]
    return best


def best_rate(builds, cmd_of, key, repeats):
    """The best rate of each build over `repeats` runs, the builds taking turns."""
    best = [0.0] * len(builds)
    for _ in range(repeats):
        for i, b in enumerate(builds):
            best[i] = max(best[i], float(json_of(run(cmd_of(b)).stdout)[key]))
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"), help="this tree's build folder")
    ap.add_argument("--baseline", default=None, help="commit to compare with (default: merge-base with main)")
    ap.add_argument("--baseline-build", default=None, help="an already built baseline folder")
    ap.add_argument("--quick", action="store_true", help="fewer games and runs (rougher rates)")
    ap.add_argument("--clicks", action="store_true",
                    help="also the GUI thread's instructions per click of the table walk (half an hour or more)")
    args = ap.parse_args()
    if args.clicks:
        TARGETS.append("tst_tablewalk")

    build(args.build)
    if args.baseline_build:
        base = args.baseline_build
    else:
        ref = args.baseline or run(["git", "-C", ROOT, "merge-base", "HEAD", "main"]).stdout.strip()
        base = prepare_baseline(ref)
    builds = [base, args.build]
    repeats = 2 if args.quick else 3
    games = 5000 if args.quick else 20000

    rows = []

    def row(name, values, better):
        rows.append((name, values[0], values[1], better))

    row("mc instructions/game", [mc_instructions_per_game(b, 50, 250) for b in builds], "lower")
    row("mc games/s", best_rate(builds, lambda b: [os.path.join(b, "app", "mourners-cli"), "simulate", "--players", "4",
                                                  "--games", str(games), "--seed", "1"], "games_per_second", repeats),
        "higher")
    row("rip instructions/decision (simulate)", [rip_cli_per_decision(b, 100, 500) for b in builds], "lower")
    row("rip instructions/decision (play)", [rip_play_per_decision(b, 100, 500) for b in builds], "lower")
    row("rip games/s (play)", best_rate(builds, lambda b: [os.path.join(b, "bench", "bench_figures"), "rip-games",
                                                           str(games)], "games_per_second", repeats), "higher")
    positions = 4  # the same positions for the rates and the instruction counts
    row("mc search simulations/s", best_rate(builds, lambda b: [os.path.join(b, "bench", "bench_figures"), "mc-search",
                                                                str(positions), "200"], "simulations_per_second", repeats),
        "higher")
    row("mc search instructions/simulation", [search_per_simulation(b, "mc-search", positions, 100, 300) for b in builds],
        "lower")
    row("rip search instructions/simulation", [search_per_simulation(b, "rip-search", positions, 200, 600) for b in builds],
        "lower")
    row("rip search simulations/s", best_rate(builds, lambda b: [os.path.join(b, "bench", "bench_figures"),
                                                                 "rip-search", str(positions), "500"],
                                              "simulations_per_second", repeats), "higher")

    if args.clicks:
        row("table instructions/click", [table_instructions_per_click(b) for b in builds], "lower")
        ms = [table_click_ms(b, repeats) for b in builds]
        row("table click ms, median", [m[0] for m in ms], "lower")
        row("table click ms, 95th percentile", [m[1] for m in ms], "lower")
        row("table clicks within 16 ms, %", [m[2] for m in ms], "higher")

    print(f"baseline: {base}\ncurrent:  {args.build}")
    print("load average at the end: %.2f %.2f %.2f (instruction counts do not depend on it; rates do)\n"
          % os.getloadavg())
    print(f"{'figure':40} {'baseline':>14} {'current':>14} {'current/baseline':>17}")
    def number(v):
        return f"{v:14,.1f}" if abs(v) < 1000 else f"{v:14,.0f}"
    for name, b, c, better in rows:
        print(f"{name:40} {number(b)} {number(c)} {c / b if b else float('nan'):17.3f}  ({better} is better)")


if __name__ == "__main__":
    main()
