#!/usr/bin/env python3
"""Runs Orca (Debian's /usr/bin/orca) with what it speaks written to a log file as it speaks it.

usage: orca_speaking.py LOG [orca's options...]

Orca's own --debug-file logs everything (every event and tree it reads) through a buffered file: a
reader sees the lines only some 8 KB later. Here the log is line-buffered and holds Orca's
information level, among it each utterance as "SPEECH OUTPUT: '...'" (orca/speech.py), whether or
not a speech synthesizer is there to say it.
"""
import runpy
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
ORCA = "/usr/bin/orca"


def main():
    log = sys.argv[1]
    sys.path.insert(0, "/usr/lib/python3/dist-packages")
    from orca import debug
    debug.debugLevel = debug.LEVEL_INFO
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(log, "w", buffering=1, encoding="utf-8")
    # Orca's command line without --debug keeps the log set here.
    sys.argv = [ORCA] + sys.argv[2:]
    runpy.run_path(ORCA, run_name="__main__")


main()
