#!/usr/bin/env python3
"""The app's figures in one run, each beside the same run's baseline (these machines are noisy: a figure
is only compared with one measured in the same run), with the standing target where there is one.

    bench/figures.py --all                       every figure below (about half an hour on 2 cores)
    bench/figures.py [--build DIR] [--baseline REF | --baseline-build DIR] [--quick]
                     [--clicks] [--memory] [--startup] [--suite [--suite-without-ccache]]

Prints at the top the date and the load average at the start (at the end below the table), and of each
build its folder, its source's commit (and whether the source had uncommitted changes) and when its
binaries were built; then one table: figure, baseline, current, current/baseline, which way is better,
the target and whether the current build meets it. A figure that could not be measured for a build
shows "-", and a note under the table says why.

Figures (instruction counts come from valgrind's callgrind: the same for the same binary and input,
whatever else the machine does; rates and times are the best of a few runs, baseline and current
alternating so that both see the same load):

  Always (the engines):
  mc instructions/game      one random 4-player Mourners Call game of `mourners-cli simulate` (the
                            difference of two runs of different lengths, so start-up does not count)
  mc games/s                `mourners-cli simulate --players 4`, as it reports it
  rip instructions/decision Rest in Peace's `mourners-cli simulate` (without --check: no invariant
                            checks, as the simulate loop plays), per decision
  rip play instructions/decision  the same random games without invariant checks (play and search)
  mc search simulations/s   mc::chooseAction with BotKind::Search, fixed simulations, no time limit
  rip search simulations/s  rip::chooseAction with BotKind::Search, the same
  ... instructions/simulation  the same searches under callgrind (two budgets, so setting up does not count)
  whole 4p game save / load / replay ms  `mourners-bench 1` (bench/bench_engine.cpp): a recorded random
                            4-player game's Game::toJson, Game::fromJson (which replays every action)
                            and the plain replay of its actions, each the mean of 50 in a run; the
                            lowest of the runs

  --clicks (the table screen):
  table instructions/click  the GUI thread's work for one click of the table walk
                            (tests/mourners/app/tst_tablewalk, 4 players, offscreen): callgrind counts
                            only inside the walk's click(), that is the click's handling, the step and
                            every binding it sets off, not the frame drawn later; divided by the clicks.
                            The walk waits 250 ms before each of the table's clicks, as a person does
                            (TABLEWALK_PAUSE_MS): what the app does while input rests (the JavaScript
                            heap's collection, IdleCollector) falls between the clicks, as at a table
  table click ms ...        the same walk in a real X window (Xvfb) with the software renderer,
                            TABLEWALK_TIMING=1 and the same pauses: each click's handling plus its frame's
                            polish and sync on the GUI thread; median, 95th percentile and the share within 16 ms, best of
                            the runs (a rate: it depends on the load)

  --memory (bench/memory.py's measurement, imported from it):
  peak memory MB            VmHWM of `mourners --measure-game` (a whole 4-player game of computer players
                            on the game page, in a real window under Xvfb) with Qt Quick's software
                            renderer (QT_QUICK_BACKEND=software) and with OpenGL (QSG_RHI_BACKEND=opengl;
                            Mesa's llvmpipe where there is no graphics device); the lowest of the runs

  --startup:
  start to home screen ms   `mourners --measure-startup` in Xvfb with the app's own choice of renderer
                            (app/main.cpp: from main() to the first frame of the home screen, when it
                            takes input); one start of each build first, not counted (disk and QML
                            caches), then the best of the runs

  --suite (the current commit only; the baseline column shows "-"):
  fresh clone ...           HEAD (not the tree's uncommitted changes: a note says so when there are
                            some) cloned into a temporary folder, and the README's test command
                            `bash scripts/test.sh` run there with no build folder: scripts/setup.sh
                            (installs only what is missing, configures, builds with -j$(nproc)), then
                            ctest -j2 runs every test headless. Timed: set-up and build until ctest
                            starts, then the tests; the tests passed of those run. The folder is removed
                            afterwards; the command's output is kept in BUILD/figures-suite.log.
                            The compiler cache: scripts/setup.sh builds through ccache wherever ccache
                            is installed (CCACHE_BASEDIR set to the clone), so the clone's build uses
                            the user's shared cache (the default cache folder, or CCACHE_DIR from the
                            environment): what any tree here compiled before is taken from it, except
                            the sources whose preprocessed text names the clone's folder (the tests'
                            MOURNERS_SOURCE_DIR), compiled again in every new folder; the build's time
                            is then well below a first build's. A note under the table says whether
                            ccache was used and how many of the clone's compilations it served (counted
                            in a private CCACHE_STATSLOG). --suite-without-ccache sets CCACHE_DISABLE=1
                            for the command: a first build's time, every file compiled.

The baseline is another commit (default: where this branch left main), built beside this tree in
build-baseline/ with the current bench/bench_figures.cpp and bench/CMakeLists.txt (bench_figures uses
only long-standing API; the baseline's app and other benchmarks are its own) and, for --clicks, the current
table walk (tests/mourners/app/tst_tablewalk.cpp: both builds walk and pause alike; a baseline whose test
helpers it does not build with shows "-"), or a build folder given
with --baseline-build that holds what the chosen figures run (app/mourners-cli, bench/bench_figures,
bench/mourners-bench; app/mourners for --memory and --startup; tests/mourners/app/tst_tablewalk for
--clicks); this script does not build that folder. The same folder may be given as both: every ratio is
then the measurement's own noise.

Targets: table <= 10 M instructions/click and a 95th percentile <= 16 ms a click; peak memory <= 120 MB
with either renderer; mc <= 450 k instructions/game and >= 12,000 games/s; rip <= 1,500 instructions/
decision (both ways of counting it); start < 0.5 s; save, load and replay of a whole game < 10 ms each;
the fresh clone's test command < 25 min.

Run it niced beside other work (`nice bench/figures.py --all`): it measures one thing at a time; its builds
run two jobs (the suite's, scripts/setup.sh's, as many as the machine has processors).
"""

import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import memory  # noqa: E402  (bench/memory.py: the peak memory of a game in a real window)

TARGETS = ["mourners-cli", "bench_figures", "mourners-bench"]
# The table walk (--clicks): the baseline is built with the current one.
WALK_SOURCE = os.path.join("tests", "mourners", "app", "tst_tablewalk.cpp")


class FigureError(Exception):
    """A figure that could not be measured for one build; the table shows "-" and the reason below it."""


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, text=True, capture_output=True, **kw)


def say(text):
    print("figures: " + text, file=sys.stderr, flush=True)


def build(build_dir, env=None):
    subprocess.run(["cmake", "--build", build_dir, "--target", *TARGETS, "-j2"], check=True,
                   stdout=subprocess.DEVNULL, env=env)


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
    if "tst_tablewalk" in TARGETS:
        shutil.copyfile(os.path.join(ROOT, WALK_SOURCE), os.path.join(src, WALK_SOURCE))
    build_dir = os.path.join(src, "build")
    if not os.path.exists(os.path.join(build_dir, "build.ninja")):
        # The same folder layout as every tree here, so that the shared ccache serves the baseline, where
        # the machine has one (scripts/setup.sh does not install it).
        launcher = ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"] if shutil.which("ccache") else []
        subprocess.run(["cmake", "-S", src, "-B", build_dir, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                        *launcher], check=True, stdout=subprocess.DEVNULL)
    # Paths hashed relative to the tree (as scripts/setup.sh does), unless the user chose otherwise.
    env = dict(os.environ)
    env.setdefault("CCACHE_BASEDIR", src)
    env.setdefault("CCACHE_NOHASHDIR", "1")
    build(build_dir, env)
    return build_dir


def describe_build(build_dir):
    """What a build folder was built from: (commit line, built at)."""
    source = None
    try:
        for line in open(os.path.join(build_dir, "CMakeCache.txt")):
            if line.startswith("CMAKE_HOME_DIRECTORY:INTERNAL="):
                source = line.split("=", 1)[1].strip()
    except OSError:
        pass
    commit = "unknown"
    if source:
        stamp = os.path.join(os.path.dirname(source), "ref")
        top = subprocess.run(["git", "-C", source, "rev-parse", "--show-toplevel"], text=True,
                             capture_output=True).stdout.strip()
        if top and os.path.realpath(top) == os.path.realpath(source):
            sha = run(["git", "-C", source, "rev-parse", "HEAD"]).stdout.strip()
            dirty = subprocess.run(["git", "-C", source, "status", "--porcelain", "--untracked-files=no"],
                                   text=True, capture_output=True).stdout.strip()
            commit = sha + (" with uncommitted changes" if dirty else "")
        elif os.path.exists(stamp):
            # build-baseline/src: an archive of the commit, with the current bench/ sources copied in.
            walk = os.path.join(source, WALK_SOURCE)
            same_walk = os.path.exists(walk) and open(walk, "rb").read() == open(os.path.join(ROOT, WALK_SOURCE), "rb").read()
            commit = open(stamp).read().strip() + " (with the current bench_figures.cpp and bench/CMakeLists.txt" + \
                (" and table walk)" if same_walk else ")")
        sha = commit.split()[0]
        info = subprocess.run(["git", "-C", ROOT, "show", "-s", "--format=%cd %s", "--date=short", sha],
                              text=True, capture_output=True).stdout.strip()
        if info:
            commit += ": " + (info if len(info) < 90 else info[:87] + "...")
    times = [os.path.getmtime(p) for p in (os.path.join(build_dir, "app", "mourners-cli"),
                                          os.path.join(build_dir, "app", "mourners"),
                                          os.path.join(build_dir, "bench", "bench_figures"))
             if os.path.exists(p)]
    built = ("built " + datetime.datetime.fromtimestamp(max(times)).strftime("%Y-%m-%d %H:%M") if times
             else "not found")
    return commit, built


def executable(build_dir, *path):
    p = os.path.join(build_dir, *path)
    if not os.access(p, os.X_OK):
        raise FigureError(f"{p} is not built")
    return p


def instructions(cmd):
    """Instructions executed by `cmd` under callgrind, and what it printed."""
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd], text=True,
                       capture_output=True)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if p.returncode != 0 or not m:
        raise FigureError("callgrind gave no count for: " + " ".join(cmd))
    return int(m.group(1)), p.stdout


def json_of(text):
    start = text.index("{")
    return json.loads(text[start:text.rindex("}") + 1])


def mc_instructions_per_game(build_dir, small, large):
    cli = executable(build_dir, "app", "mourners-cli")
    a, _ = instructions([cli, "simulate", "--players", "4", "--games", str(small), "--seed", "1"])
    b, _ = instructions([cli, "simulate", "--players", "4", "--games", str(large), "--seed", "1"])
    return (b - a) / (large - small)


def rip_cli_per_decision(build_dir, small, large):
    cli = executable(build_dir, "app", "mourners-cli")
    runs = []
    for games in (small, large):
        count, out = instructions([cli, "simulate", "--game", "rest-in-peace", "--games", str(games), "--seed", "1"])
        runs.append((count, json_of(out)["average_decisions"] * games))
    return (runs[1][0] - runs[0][0]) / (runs[1][1] - runs[0][1])


def rip_play_per_decision(build_dir, small, large):
    fig = executable(build_dir, "bench", "bench_figures")
    runs = []
    for games in (small, large):
        count, out = instructions([fig, "rip-games", str(games)])
        runs.append((count, json_of(out)["decisions"]))
    return (runs[1][0] - runs[0][0]) / (runs[1][1] - runs[0][1])


def search_per_simulation(build_dir, figure, positions, few, many):
    """Instructions per simulation of a search player: two runs of different budgets over the same
    positions, so that setting up the positions does not count."""
    fig = executable(build_dir, "bench", "bench_figures")
    a, _ = instructions([fig, figure, str(positions), str(few)])
    b, _ = instructions([fig, figure, str(positions), str(many)])
    return (b - a) / (positions * (many - few))


# The table walk's wait before each click: a quick person's (the walk itself clicks as soon as a frame is
# drawn). A build whose walk does not know TABLEWALK_PAUSE_MS clicks without waiting.
PERSON_PAUSE_MS = "250"


def table_instructions_per_click(build_dir):
    """Instructions inside the table walk's clicks, per click (the walk prints its clicks)."""
    walk = executable(build_dir, "tests", "mourners", "app", "tst_tablewalk")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C", QTEST_FUNCTION_TIMEOUT="7200000",
               TABLEWALK_PAUSE_MS=PERSON_PAUSE_MS)
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                        "--toggle-collect=TestTableWalk::click*", walk, "walkTwoRounds:4p-en-light"],
                       text=True, capture_output=True, env=env)
    m = re.search(r"Collected : (\d+)", p.stderr)
    info = re.search(r"wizard (\d+) clicks; round 1: (\d+) clicks, [0-9.]+ s; round 2: (\d+) clicks", p.stdout)
    if p.returncode != 0 or not m or not info:
        raise FigureError("the table walk failed under callgrind: " + p.stdout[-300:].replace("\n", " "))
    return int(m.group(1)) / sum(int(x) for x in info.groups())


def table_click_ms(build_dir):
    """One run of the table walk's clicks in Xvfb with the software renderer: (median, 95%, share within 16 ms)."""
    walk = executable(build_dir, "tests", "mourners", "app", "tst_tablewalk")
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_QUICK_BACKEND="software", LC_ALL="C", TABLEWALK_TIMING="1",
               TABLEWALK_PAUSE_MS=PERSON_PAUSE_MS)
    p = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", walk, "walkTwoRounds:4p-en-light"],
                       text=True, capture_output=True, env=env)
    m = re.search(r"handling \+ the frame's GUI-thread work: median ([0-9.]+) ms, 95% ([0-9.]+) ms, "
                  r"worst [0-9.]+ ms, within 16 ms: ([0-9.]+)%", p.stdout)
    if p.returncode != 0 or not m:
        raise FigureError("the table walk failed in Xvfb: " + p.stdout[-300:].replace("\n", " "))
    return [float(m.group(i)) for i in (1, 2, 3)]


def peak_memory_mb(build_dir, renderer):
    """VmHWM of `mourners --measure-game` with `renderer` (bench/memory.py)."""
    executable(build_dir, "app", "mourners")
    try:
        line, mb, _, _ = memory.measure(build_dir, renderer)
    except RuntimeError as e:
        raise FigureError(str(e))
    if mb is None:
        raise FigureError(f"mourners --measure-game ({renderer}) gave no figure: {line[-200:]}")
    return mb


def startup_ms(build_dir, display):
    """One `mourners --measure-startup` on `display`: (milliseconds, what it drew with)."""
    binary = executable(build_dir, "app", "mourners")
    env = memory.renderer_env("auto")
    env["DISPLAY"] = display
    try:
        p = subprocess.run([binary, "--measure-startup"], text=True, capture_output=True, env=env, timeout=120)
    except subprocess.TimeoutExpired:
        raise FigureError("mourners --measure-startup did not finish in 2 minutes")
    m = re.search(r"startup to the first frame of the home screen: (\d+) ms \(drawn with (.*)\)", p.stdout)
    if p.returncode != 0 or not m:
        raise FigureError("mourners --measure-startup gave no figure: " + (p.stdout + p.stderr)[-200:])
    return float(m.group(1)), m.group(2)


def save_load_replay_ms(build_dir):
    """One `mourners-bench 1`'s whole 4-player game: [save, load, replay] ms."""
    p = subprocess.run([executable(build_dir, "bench", "mourners-bench"), "1"], text=True, capture_output=True)
    m = re.search(r"whole 4-player game \((\d+) actions.*: save ([0-9.]+) ms, load ([0-9.]+) ms, replay ([0-9.]+) ms",
                  p.stdout)
    if p.returncode != 0 or not m:
        raise FigureError("mourners-bench printed no save/load/replay figure")
    return [float(m.group(i)) for i in (2, 3, 4)]


def ccache_note(env):
    """Whether the suite's build goes through ccache, as scripts/setup.sh decides it."""
    if not shutil.which("ccache"):
        return None, "ccache is not installed: the clone's build compiles every file"
    if env.get("CCACHE_DISABLE"):
        return None, "CCACHE_DISABLE is set: the clone's build compiles every file"
    cache = subprocess.run(["ccache", "-k", "cache_dir"], text=True, capture_output=True, env=env).stdout.strip()
    return cache, f"the clone's build used the shared ccache ({cache}), as scripts/setup.sh does wherever ccache is"


def suite(build_dir, without_ccache):
    """Clones HEAD into a temporary folder and times `bash scripts/test.sh` there: a dict of the minutes of
    set-up and build, of the tests, the tests passed and run, and notes."""
    notes = []
    sha = run(["git", "-C", ROOT, "rev-parse", "HEAD"]).stdout.strip()
    if subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"], text=True,
                      capture_output=True).stdout.strip():
        notes.append(f"the suite ran on the commit {sha[:10]}; this tree's uncommitted changes were not in it")
    tmp = tempfile.mkdtemp(prefix="mourners-suite-")
    log_path = os.path.join(build_dir, "figures-suite.log")
    try:
        clone = os.path.join(tmp, "mourners")
        run(["git", "clone", "--quiet", "--no-checkout", ROOT, clone])
        run(["git", "-C", clone, "checkout", "--quiet", "--detach", sha])
        env = dict(os.environ)
        for key in ("QT_QPA_PLATFORM", "QT_QUICK_BACKEND", "QSG_RHI_BACKEND", "CCACHE_BASEDIR"):
            env.pop(key, None)
        if without_ccache:
            env["CCACHE_DISABLE"] = "1"
        cache, note = ccache_note(env)
        stats_log = os.path.join(tmp, "ccache-stats.log")
        if cache:
            env["CCACHE_STATSLOG"] = stats_log
        start = time.monotonic()
        tests_start = None
        with open(log_path, "w") as log:
            p = subprocess.Popen(["bash", "scripts/test.sh"], cwd=clone, env=env, text=True,
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            out = []
            for line in p.stdout:
                if tests_start is None and line.startswith("Test project "):
                    tests_start = time.monotonic()
                log.write(line)
                out.append(line)
            p.wait()
        end = time.monotonic()
        text = "".join(out)
        if cache and os.path.exists(stats_log):
            stats = subprocess.run(["ccache", "--show-log-stats", "-v"], text=True, capture_output=True,
                                   env=env).stdout
            hits = re.search(r"^\s*Hits:\s+(\d+)\s*/\s*(\d+)", stats, re.M)
            if hits:
                note += f"; it served {hits.group(1)} of the build's {hits.group(2)} cacheable compilations"
        notes.append(note)
        summary = re.search(r"(\d+)% tests passed, (\d+) tests? failed out of (\d+)", text)
        if tests_start is None or not summary:
            raise FigureError("; ".join(notes + [f"scripts/test.sh ended (exit {p.returncode}) without ctest's "
                                                 f"summary; its output: {log_path}"]))
        total, failed = int(summary.group(3)), int(summary.group(2))
        if failed:
            notes.append(f"{failed} tests failed; the output: {log_path}")
        return {"build": (tests_start - start) / 60, "tests": (end - tests_start) / 60, "total": (end - start) / 60,
                "passed": total - failed, "run": total, "notes": notes}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"), help="this tree's build folder")
    ap.add_argument("--baseline", default=None, help="commit to compare with (default: merge-base with main)")
    ap.add_argument("--baseline-build", default=None, help="an already built baseline folder")
    ap.add_argument("--quick", action="store_true", help="fewer games and runs (rougher rates)")
    ap.add_argument("--clicks", action="store_true",
                    help="also the GUI thread's instructions and milliseconds per click of the table walk "
                         "(a few minutes a build under callgrind)")
    ap.add_argument("--memory", action="store_true",
                    help="also the peak memory of a game in a real window, software renderer and OpenGL")
    ap.add_argument("--startup", action="store_true", help="also the time from start to the home screen")
    ap.add_argument("--suite", action="store_true",
                    help="also the time of the README's test command in a fresh clone (current only)")
    ap.add_argument("--suite-without-ccache", action="store_true",
                    help="the suite's clone builds without ccache (a first build)")
    ap.add_argument("--all", action="store_true", help="every figure: --clicks --memory --startup --suite")
    args = ap.parse_args()
    if args.all:
        args.clicks = args.memory = args.startup = args.suite = True
    if args.suite_without_ccache:
        args.suite = True
    if args.clicks:
        TARGETS.append("tst_tablewalk")
    if args.memory or args.startup:
        TARGETS.append("mourners")

    started = datetime.datetime.now()
    load_start = os.getloadavg()
    say("building " + ", ".join(TARGETS))
    build(args.build)
    if args.baseline_build:
        base = args.baseline_build
    else:
        ref = args.baseline or run(["git", "-C", ROOT, "merge-base", "HEAD", "main"]).stdout.strip()
        say(f"building the baseline {ref[:10]} in build-baseline/")
        base = prepare_baseline(ref)
    builds = [base, args.build]
    repeats = 2 if args.quick else 3
    games = 5000 if args.quick else 20000

    rows = []
    notes = []

    def each(what, measure):
        """measure(build) of each build; None (and a note) where it failed."""
        values = []
        for who, b in zip(("baseline", "current"), builds):
            try:
                values.append(measure(b))
            except FigureError as e:
                notes.append(f"{what}, {who}: {e}")
                values.append(None)
        return values

    def best(what, measure, pick=max, runs=None):
        """The best of `runs` runs of each build (the builds taking turns); measure(build) gives one number
        or a list of numbers, `pick` (one or a list) takes the best of each."""
        results = [[] for _ in builds]
        failed = [False] * len(builds)
        for _ in range(runs or repeats):
            for i, b in enumerate(builds):
                if failed[i]:
                    continue
                try:
                    results[i].append(measure(b))
                except FigureError as e:
                    notes.append(f"{what}, {('baseline', 'current')[i]}: {e}")
                    failed[i] = True
        out = []
        for r in results:
            if not r:
                out.append(None)
            elif isinstance(r[0], list):
                picks = pick if isinstance(pick, list) else [pick] * len(r[0])
                out.append([p(v[k] for v in r) for k, p in enumerate(picks)])
            else:
                out.append(pick(r))
        return out

    def part(values, k):
        return [v[k] if v is not None else None for v in values]

    def row(name, values, better, target=None):
        rows.append((name, values[0], values[1], better, target))

    def rate(key, cmd_of):
        def measure(b):
            try:
                return float(json_of(run(cmd_of(b)).stdout)[key])
            except (subprocess.CalledProcessError, ValueError, KeyError):
                raise FigureError("no " + key)
        return measure

    def figures(*path):
        return lambda b: [executable(b, *path)]

    say("the engines")
    row("mc instructions/game", each("mc instructions/game", lambda b: mc_instructions_per_game(b, 50, 250)),
        "lower", ("<=", 450e3))
    row("mc games/s", best("mc games/s", rate("games_per_second", lambda b: [
        executable(b, "app", "mourners-cli"), "simulate", "--players", "4", "--games", str(games), "--seed", "1"])),
        "higher", (">=", 12000))
    row("rip instructions/decision (simulate)",
        each("rip instructions/decision (simulate)", lambda b: rip_cli_per_decision(b, 100, 500)), "lower",
        ("<=", 1500))
    row("rip instructions/decision (play)",
        each("rip instructions/decision (play)", lambda b: rip_play_per_decision(b, 100, 500)), "lower",
        ("<=", 1500))
    row("rip games/s (play)", best("rip games/s", rate("games_per_second", lambda b: [
        executable(b, "bench", "bench_figures"), "rip-games", str(games)])), "higher")
    positions = 4  # the same positions for the rates and the instruction counts
    row("mc search simulations/s", best("mc search simulations/s", rate("simulations_per_second", lambda b: [
        executable(b, "bench", "bench_figures"), "mc-search", str(positions), "200"])), "higher")
    row("mc search instructions/simulation",
        each("mc search instructions/simulation", lambda b: search_per_simulation(b, "mc-search", positions, 100, 300)),
        "lower")
    row("rip search instructions/simulation",
        each("rip search instructions/simulation", lambda b: search_per_simulation(b, "rip-search", positions, 200, 600)),
        "lower")
    row("rip search simulations/s", best("rip search simulations/s", rate("simulations_per_second", lambda b: [
        executable(b, "bench", "bench_figures"), "rip-search", str(positions), "500"])), "higher")
    slr = best("save/load/replay", save_load_replay_ms, min, runs=2 * repeats)
    for k, name in enumerate(("save", "load", "replay")):
        row(f"whole 4p game {name} ms", part(slr, k), "lower", ("<", 10))

    if args.clicks:
        say("the table walk's clicks under callgrind (a few minutes a build)")
        row("table instructions/click", each("table instructions/click", table_instructions_per_click), "lower",
            ("<=", 10e6))
        say("the table walk's clicks in Xvfb")
        ms = best("table click ms", table_click_ms, [min, min, max])
        row("table click ms, median", part(ms, 0), "lower")
        row("table click ms, 95th percentile", part(ms, 1), "lower", ("<=", 16))
        row("table clicks within 16 ms, %", part(ms, 2), "higher")

    if args.memory:
        for renderer, label in (("software", "software renderer"), ("opengl", "OpenGL")):
            say(f"the peak memory of a game, {label}")
            row(f"peak memory MB, {label}", best(f"peak memory ({renderer})",
                                                 lambda b: peak_memory_mb(b, renderer), min),
                "lower", ("<=", 120))

    if args.startup:
        say("start-up")
        drawn = set()
        with memory.Xvfb() as x:
            def one(b):
                ms, how = startup_ms(b, x.display)
                drawn.add(how)
                return ms
            # The first start of each build warms the disk cache and the QML cache; it is not counted.
            best("start to home screen", one, min, runs=1)
            row("start to home screen ms", best("start to home screen", one, min, runs=2 * repeats), "lower",
                ("<", 500))
        if drawn:
            notes.append("start-up drawn with " + ", ".join(sorted(drawn)) + " (the app's own choice)")

    if args.suite:
        say("the README's test command in a fresh clone (15 minutes or more)")
        try:
            s = suite(args.build, args.suite_without_ccache)
            notes.extend(s["notes"])
            row("fresh clone: set-up and build, min", [None, s["build"]], "lower")
            row("fresh clone: tests, min", [None, s["tests"]], "lower")
            row("fresh clone: test command, min", [None, s["total"]], "lower", ("<", 25))
            row("fresh clone: tests passed", [None, f"{s['passed']}/{s['run']}"], "higher")
        except (FigureError, OSError, subprocess.CalledProcessError) as e:
            notes.append(f"suite: {e}")
            row("fresh clone: test command, min", [None, None], "lower", ("<", 25))

    load_end = os.getloadavg()
    print(f"date: {started:%Y-%m-%d %H:%M} to {datetime.datetime.now():%H:%M}; "
          f"load average at the start: {load_start[0]:.2f} {load_start[1]:.2f} {load_start[2]:.2f}")
    for who, b in (("baseline", base), ("current", args.build)):
        commit, built = describe_build(b)
        print(f"{who + ':':9} {os.path.abspath(b)}\n          commit {commit}\n          binaries {built}")
    print()

    def number(v):
        if v is None:
            return "-"
        if isinstance(v, str):
            return v
        if abs(v) < 10:
            return f"{v:.2f}"
        return f"{v:,.1f}" if abs(v) < 1000 else f"{v:,.0f}"

    def target_text(t):
        if not t:
            return ""
        op, v = t
        op = {"<=": "≤", ">=": "≥", "<": "<"}[op]
        if v >= 1e6:
            return f"{op} {v / 1e6:g} M"
        if v >= 1e5:
            return f"{op} {v / 1e3:g} k"
        return f"{op} {v:,g}"

    def met(v, t):
        if not t:
            return ""
        if v is None:
            return "?"
        op, limit = t
        ok = {"<=": v <= limit, ">=": v >= limit, "<": v < limit}[op]
        return "yes" if ok else "no"

    header = f"{'figure':40} {'baseline':>14} {'current':>14} {'current/baseline':>17}  {'better':6}  {'target':>9}  met"
    print(header)
    print("-" * len(header))
    for name, b, c, better, target in rows:
        numeric = isinstance(b, (int, float)) and isinstance(c, (int, float)) and b
        ratio = f"{c / b:17.3f}" if numeric else f"{'-':>17}"
        print(f"{name:40} {number(b):>14} {number(c):>14} {ratio}  {better:6}  {target_text(target):>9}  "
              f"{met(c, target)}")
    print()
    for n in dict.fromkeys(notes):
        print("note: " + n)
    print("load average at the end: %.2f %.2f %.2f (instruction counts do not depend on it; rates and times do)"
          % load_end)


if __name__ == "__main__":
    main()
