#!/usr/bin/env python3
"""Makes the finished games that walk_screens.py opens to reach the end screens.

usage: make_finished.py MOURNERS_CLI OUT_DIR

Plays a digital game of Mourners Call (2 players, seed 3) and one of Rest in Peace (seed 3) to their
end with mourners-cli, each decision taking the first legal action its player sees (`show --seat N`),
and writes finished-mourners-call.json and finished-rest-in-peace.json to OUT_DIR. The same engine and
seed always give the same games; run it again when the save format changes.
"""
import os
import re
import subprocess
import sys


def run(cli, *args, stdin=None):
    r = subprocess.run([cli, *args], input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("mourners-cli %s failed: %s" % (" ".join(args[:2]), r.stderr.strip()))
    return r.stdout


def finish(cli, game, new_args, limit=5000):
    save = run(cli, "new", "--game", game, "--seed", "3", *new_args)
    for _ in range(limit):
        public = run(cli, "show", "--game", game, "-", stdin=save)
        m = re.search(r"^decision: \S+ by (?:(p\d) )?(.*)$", public, re.M)
        if not m:
            return save  # no decision pending: the game is over
        seat = m.group(1) or next((p for p in re.findall(r"^(p\d) " + re.escape(m.group(2)) + ":", public, re.M)), None)
        view = run(cli, "show", "--game", game, "-", "--seat", seat[1:], stdin=save) if seat else public
        actions = [line.strip() for line in view.split("legal actions", 1)[1].splitlines()[1:] if line.startswith("  ")]
        if not actions:
            raise SystemExit("%s: the decision %r lists no action" % (game, m.group(0)))
        save = run(cli, "apply", "--game", game, "-", actions[0], stdin=save)
    raise SystemExit("%s did not end after %d decisions" % (game, limit))


def main():
    cli, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for game, args in (("mourners-call", ["--players", "2", "--mode", "digital"]),
                       ("rest-in-peace", ["--mode", "digital"])):
        with open(os.path.join(out, "finished-%s.json" % game), "w") as f:
            f.write(finish(cli, game, args))


main()
