#!/usr/bin/env python3
"""Figures of the phones' server as the table meets it: `mourners-cli serve` with four phones joined.

usage: bench/phones.py [MOURNERS_CLI] [--taps N]   (default build/app/mourners-cli, 300 taps)

Starts a new 4-player digital game of Mourners Call at the motive choice, joins four phones (WebSocket
clients, python3-websocket) and taps: seats 2-4 in turn choose a motive ahead of their turn (held) and
withdraw it again, so that every tap goes through the seat port and every phone gets a new view (the
taps are paced below the server's 8 messages a second per phone; the pause is not in the figure).
Prints the tap-to-view latency (the time from a phone's message to the view it gets back: median,
95th percentile, worst) and the server process's memory (VmRSS, VmHWM from /proc) with four phones
connected, then the machine's load. A figure, not a test: nothing passes or fails.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import websocket  # python3-websocket

args = [a for a in sys.argv[1:]]
taps = 300
if "--taps" in args:
    i = args.index("--taps")
    taps = int(args[i + 1])
    del args[i:i + 2]
cli = args[0] if args else os.path.join(os.path.dirname(__file__), "..", "build", "app", "mourners-cli")

work = tempfile.mkdtemp(prefix="bench-phones-")
save = os.path.join(work, "game.json")
with open(save, "w") as f:
    subprocess.run([cli, "new", "--players", "4", "--seed", "11", "--mode", "digital", "--names", "Ada,Bo,Cy,Di"],
                   stdout=f, check=True)
proc = subprocess.Popen([cli, "serve", save, "--listen", "127.0.0.1", "--port", "0"],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def memory(pid):
    out = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(("VmRSS", "VmHWM")):
                key, value = line.split(":")
                out[key] = value.strip()
    return out


def next_of(ws, kind):
    while True:
        m = json.loads(ws.recv())
        if m.get("type") == kind:
            return m
        if m.get("type") == "error":
            sys.exit("the server refused a tap: %s" % m)


try:
    first = json.loads(proc.stdout.readline())
    urls = [s["url"].replace("http://", "ws://").replace("/seat/", "/ws/") for s in first["seats"]]
    before = memory(proc.pid)
    phones = [websocket.create_connection(u, timeout=10) for u in urls]
    views = [next_of(p, "view") for p in phones]
    asked = [v for v in views if v.get("ask")]
    if len(asked) < 4:
        sys.exit("the new game does not ask every seat for its motive: %s" % [v.get("ask") for v in views])
    latencies = []
    for n in range(taps):
        seat = 1 + n // 2 % 3  # seats 2, 3, 4 (0-based 1..3): never the seat asked now
        ws = phones[seat]
        time.sleep(0.06)  # a phone may send 8 messages a second (Limits): each one here sends about 5.5
        if n % 2 == 0:
            faction = views[seat]["ask"]["choices"][0]["faction"]
            message = {"type": "act", "id": n, "kind": "motive", "faction": faction}
        else:
            message = {"type": "cancel", "id": n}
        t0 = time.perf_counter()
        ws.send(json.dumps(message))
        next_of(ws, "view")
        latencies.append((time.perf_counter() - t0) * 1000.0)
        # Every phone got that view too: read them so that no socket fills up.
        for i, p in enumerate(phones):
            if i != seat:
                next_of(p, "view")
    with_phones = memory(proc.pid)
    latencies.sort()
    print("taps: %d (a motive held ahead of the turn, then withdrawn; every phone gets the new view)" % taps)
    print("tap to view: median %.2f ms, 95th percentile %.2f ms, worst %.2f ms" % (
        statistics.median(latencies), latencies[int(len(latencies) * 0.95) - 1], latencies[-1]))
    print("server memory before the phones joined: VmRSS %s, VmHWM %s" % (before["VmRSS"], before["VmHWM"]))
    print("server memory with 4 phones connected: VmRSS %s, VmHWM %s" % (with_phones["VmRSS"], with_phones["VmHWM"]))
    print("load average: %s; cores: %d" % (open("/proc/loadavg").read().split()[:3], os.cpu_count()))
    for p in phones:
        p.close()
finally:
    try:
        proc.stdin.write("quit\n")
        proc.stdin.flush()
        proc.wait(10)
    except Exception:
        proc.kill()
