#!/usr/bin/python3
# Answers every private step the phones ask (not the hand), one phone at a time, with a screenshot of the
# window and the three pages after each answer; stops when no phone asks anything.
import json, subprocess, sys, time
import os
FIFO = os.environ.get("PHONES_FIFO", "/tmp/phones/fifo")
OUT = os.environ.get("PHONES_OUT", "/tmp/phones/out.log")
label, limit, index = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0
def cmd(c, wait):
    with open(FIFO, "w") as f:
        f.write(c + "\n")
    time.sleep(wait)
def states():
    n = len(open(OUT).readlines())
    cmd("state", 1.5)
    lines = open(OUT).readlines()[n:]
    return [json.loads(l.split(" ", 1)[1]) for l in lines if l.startswith("phone")]
for k in range(limit):
    done = True
    for i, s in enumerate(states()):
        ch = [c for c in s["choices"] if not c.startswith("play-")]
        if ch and not s["held"]:
            cmd("pick %d %d" % (i + 1, min(index, len(ch) - 1)), 1.2)
            cmd("shot %s-p%d" % (label, i + 1), 3.5)
            print("phone", i + 1, "picked", ch[min(index, len(ch) - 1)])
            done = False
            break
    if done:
        print("nothing asked")
        break
