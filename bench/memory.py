#!/usr/bin/env python3
"""Where the app's memory goes: `mourners --measure-game` in a real window (Xvfb), its resident memory
sampled from /proc/PID/smaps while the game runs, and the sample of the highest resident total broken
down by what the pages belong to.

    bench/memory.py [--build DIR] [--renderer auto|software|opengl] [--top N]

  auto      the app chooses (core/graphicsbackend.cpp: without a graphics device, or on llvmpipe, it draws
            with Qt Quick's software renderer)
  software  QT_QUICK_BACKEND=software (Qt Quick's own software renderer, no OpenGL loaded)
  opengl    QSG_RHI_BACKEND=opengl (OpenGL; llvmpipe under Xvfb: drawn on the processor)

Prints the app's own line (the game and VmHWM, the kernel's peak) and then, for the sampled peak, the
resident and the private-dirty kilobytes of each group: the heap (glibc's main heap and its arenas:
anonymous read-write maps), thread stacks, each shared library (its code and its relocated data), fonts,
the QML disk cache and the rest. Sampling every 50 ms can miss a short peak: VmHWM is the true one.
What the figures were and where the memory goes: bench/memory.md. The peak with both renderers beside a
baseline build, with the other figures: bench/figures.py --memory (bench/README.md).
"""

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_smaps(pid):
    """[(name, rss_kb, private_dirty_kb, size_kb, perms)] of every mapping, or None once the process is gone."""
    try:
        with open(f"/proc/{pid}/smaps") as f:
            text = f.read()
    except OSError:
        return None
    maps = []
    current = None
    for line in text.splitlines():
        m = re.match(r"^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$", line)
        if m:
            start, end = int(m.group(1), 16), int(m.group(2), 16)
            current = {"name": m.group(4).strip(), "perms": m.group(3), "size": (end - start) // 1024,
                       "rss": 0, "dirty": 0}
            maps.append(current)
            continue
        if current is None:
            continue
        if line.startswith("Rss:"):
            current["rss"] = int(line.split()[1])
        elif line.startswith("Private_Dirty:"):
            current["dirty"] = int(line.split()[1])
    return maps


def group_of(mapping, stack_sizes):
    name = mapping["name"]
    if name == "[heap]":
        return "heap: main arena ([heap])"
    if name == "[stack]":
        return "stack: main thread"
    if name.startswith("/memfd:") or name.startswith("/SYSV") or name.startswith("/dev/shm"):
        return "shared memory (X images, memfd)"
    if name.startswith("/"):
        if name.endswith((".ttf", ".otf", ".ttc", ".pfb", ".cache-8", ".cache-7")) or "/fonts/" in name \
                or "fontconfig" in name:
            return "fonts and fontconfig caches"
        if "qmlcache" in name or name.endswith(".qmlc") or name.endswith(".jsc"):
            return "QML disk cache"
        base = os.path.basename(name)
        base = re.sub(r"\.so[.0-9]*$", ".so", base)
        return "lib " + base if ".so" in base else "file " + base
    if name.startswith("["):
        return name
    # Anonymous: thread stacks are 8 MB read-write maps right after a guard page; glibc's other arenas
    # reserve 64 MB (most of it not yet in use); the rest is large malloc blocks (mmap) and Qt's own maps.
    if mapping["size"] in stack_sizes:
        return "thread stacks (anonymous 8 MB maps)"
    if "w" in mapping["perms"]:
        return "heap: anonymous (malloc arenas, large blocks, JS heap)"
    return "anonymous read-only"


class Xvfb:
    """A private X server (its display chosen by the server itself: -displayfd) for `with`."""

    def __init__(self, screen="1600x1000x24"):
        self.screen = screen

    def __enter__(self):
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", self.screen,
                                         "-nolisten", "tcp"], pass_fds=(write,),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            self.process.wait()
            raise RuntimeError("Xvfb did not start")
        self.display = ":" + number
        return self

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait()
        return False


def renderer_env(renderer):
    """The environment of a run with `renderer` (auto, software or opengl) in a real X window."""
    env = dict(os.environ)
    for key in ("QT_QUICK_BACKEND", "QSG_RHI_BACKEND", "QT_QPA_PLATFORM"):
        env.pop(key, None)
    if renderer == "software":
        env["QT_QUICK_BACKEND"] = "software"
    elif renderer == "opengl":
        env["QSG_RHI_BACKEND"] = "opengl"
    env["LC_ALL"] = "C"
    env["QT_QPA_PLATFORM"] = "xcb"
    return env


def measure(build, renderer, interval=0.05):
    """Runs `build`/app/mourners --measure-game with `renderer` in Xvfb, sampling its mappings every `interval`
    seconds. Returns (the app's line, VmHWM in MB as the app printed it or None, the sampled peak in kB,
    the sampled peak's mappings)."""
    binary = os.path.join(build, "app", "mourners")
    if not os.access(binary, os.X_OK):
        raise RuntimeError(f"{binary} is not built (cmake --build {build} --target mourners)")
    if not shutil.which("Xvfb"):
        raise RuntimeError("Xvfb is needed (a real window)")
    env = renderer_env(renderer)
    with Xvfb() as x:
        env["DISPLAY"] = x.display
        app = subprocess.Popen([binary, "--measure-game"], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
        peak, peak_maps = -1, None
        while app.poll() is None:
            maps = read_smaps(app.pid)
            if maps:
                rss = sum(m["rss"] for m in maps)
                if rss > peak:
                    peak, peak_maps = rss, maps
            time.sleep(interval)
        out = app.stdout.read().strip()
    m = re.search(r"peak resident memory (\d+) MB", out)
    return out, (int(m.group(1)) if m and app.returncode == 0 else None), peak, peak_maps


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=os.path.join(HERE, "build"))
    parser.add_argument("--renderer", default="auto", choices=["auto", "software", "opengl"])
    parser.add_argument("--top", type=int, default=14, help="groups to print")
    parser.add_argument("--interval", type=float, default=0.05, help="seconds between samples")
    args = parser.parse_args()

    try:
        out, _, peak, peak_maps = measure(args.build, args.renderer, args.interval)
    except RuntimeError as e:
        sys.exit(f"memory: {e}")
    print(out)
    if not peak_maps:
        sys.exit("memory: no sample")
    # Thread stacks: glibc maps 8 MB (+ the guard page) per thread; count read-write anonymous maps of
    # exactly the default stack size.
    stack_kb = 8192
    groups = collections.defaultdict(lambda: [0, 0])
    for m in peak_maps:
        g = group_of(m, {stack_kb})
        groups[g][0] += m["rss"]
        groups[g][1] += m["dirty"]
    print(f"sampled peak: {peak / 1024:.1f} MB resident ({args.renderer})")
    print(f"{'resident MB':>11} {'dirty MB':>9}  what")
    ordered = sorted(groups.items(), key=lambda kv: -kv[1][0])
    for name, (rss, dirty) in ordered[:args.top]:
        print(f"{rss / 1024:11.1f} {dirty / 1024:9.1f}  {name}")
    rest = ordered[args.top:]
    if rest:
        print(f"{sum(r for _, (r, _) in rest) / 1024:11.1f} {sum(d for _, (_, d) in rest) / 1024:9.1f}  "
              f"the other {len(rest)} groups")
    return 0


if __name__ == "__main__":
    sys.exit(main())
