#!/usr/bin/env python3
"""A table round of Mourners Call played by the keyboard alone while Orca, the screen reader, listens.

usage: orca_round.py MOURNERS_APP [TRANSCRIPT]

Starts Orca (through orca_speaking.py, whose log has each thing Orca says as "SPEECH OUTPUT: '...'") in
the private X server and D-Bus session of atspi.py, then plays as a blind player would: Tab to
"Mourners Call" and Enter, Tab to "New table game" and Enter, Shift+Tab to "Start the game" (the end of
the wizard) and Enter, then, until the
round heading says round 2, Enter on the control the keyboard was put on (the decision's first choice,
or a hand-off's "I am <name>"); where the keyboard is on no choice, Tab to the first one. Keys go in by
xdotool as a person types them. The script reads the accessible tree only to know where the keyboard
is and what the screen says, never to press anything.

After each key it collects what Orca spoke (once Orca has been quiet a moment) and checks that:
- every new decision's question ("Now: ...") is spoken before its first choice is pressed, and once only
  (not by the decision's group and again by the choice),
- the choice the keyboard lands on is spoken by its name,
- each "Pass the laptop to <name>" on screen (a hand-off, the blind bid's panel) is spoken.
The transcript (key, then the lines spoken) goes to TRANSCRIPT (default: orca-transcript.txt in the
current folder). Exits 77 (skipped) when Orca, xdotool or AT-SPI is not installed.
"""
import os
import re
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# A trial with a real screen reader, run on demand: it takes 5 to 15 minutes and splits what Orca says
# into steps by its pauses, so it is not part of the suite's every run.
if os.environ.get("MOURNERS_ORCA") != "1":
    print("skipped: the Orca trial runs when asked (MOURNERS_ORCA=1 ctest -R a11y_orca_round)")
    sys.exit(77)
APP = sys.argv[1]
TRANSCRIPT = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "orca-transcript.txt")
# More steps than a table's first round takes: a loop that stops making progress ends here.
MAX_STEPS = 400
# Orca counts as done speaking about a key once its log has not grown for this long. It only splits
# the transcript into steps; no check depends on how long anything took.
QUIET = float(os.environ.get("MOURNERS_ORCA_QUIET", "1.5"))
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'(?: voice=\w+)?(?:\s*ACSS.*|\{.*|\s*$)")


class Orca:
    """Orca running with its debug log; `said()` gives the lines spoken since the last call."""

    def __init__(self, log_path):
        self.log_path = log_path
        self.offset = 0
        prefs = os.path.join(os.environ["HOME"], "orca-prefs")
        os.makedirs(prefs, exist_ok=True)
        self.out = open(os.path.join(os.environ["HOME"], "orca.out"), "w")
        # No braille (there is no display); speech stays on: its words are logged with or without a
        # synthesizer (orca_speaking.py).
        self.proc = subprocess.Popen(
            [sys.executable, os.path.join(HERE, "orca_speaking.py"), log_path, "--user-prefs", prefs,
             "--disable", "braille", "--disable", "braille-monitor"],
            stdout=self.out, stderr=subprocess.STDOUT, start_new_session=True)

    def size(self):
        try:
            return os.path.getsize(self.log_path)
        except OSError:
            return 0

    def text(self):
        try:
            with open(self.log_path, errors="replace") as f:
                return f.read()
        except OSError:
            return ""  # not made yet

    def spoke_since(self, offset):
        """Whether Orca spoke (other than echoing a key) after this point of its log."""
        with open(self.log_path, "rb") as f:
            f.seek(offset)
            return any(SPOKEN.search(line) for line in f.read().decode("utf-8", "replace").splitlines())

    def running(self):
        return self.proc.poll() is None

    def quiet(self, app):
        """Waits until Orca's log has stopped growing for QUIET seconds."""
        last, since = self.size(), time.monotonic()

        def still():
            nonlocal last, since
            now = self.size()
            if now != last:
                last, since = now, time.monotonic()
                return False
            return time.monotonic() - since >= QUIET

        app.wait_for(still, "Orca to finish speaking")

    def said(self):
        """The lines Orca spoke since the last call."""
        with open(self.log_path, "rb") as f:
            f.seek(self.offset)
            data = f.read()
        # Only whole lines: the rest is read next time.
        end = data.rfind(b"\n") + 1
        self.offset += end
        lines = []
        for raw in data[:end].decode("utf-8", "replace").splitlines():
            m = SPOKEN.search(raw)
            if m and m.group(1).strip():
                lines.append(m.group(1).strip())
        return lines

    def stop(self):
        if self.running():
            os.killpg(self.proc.pid, 15)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, 9)
                self.proc.wait()


class Focus:
    """Follows the keyboard by the app's focus events (as Orca does), so that finding where it is
    needs no reading of the whole tree."""

    def __init__(self, app):
        import pyatspi
        self.app = app
        self.acc = None
        self.listener = lambda event: self._moved(event)
        pyatspi.Registry.registerEventListener(self.listener, "object:state-changed:focused")

    def _moved(self, event):
        if event.detail1:
            self.acc = event.source

    def now(self):
        """The control that has the keyboard, read afresh: a Node without a path, or None."""
        from gi.repository import GLib
        while GLib.MainContext.default().iteration(False):
            pass  # the focus events that came meanwhile
        if self.acc is None:
            return None
        node = self.app._read(self.acc, "")
        return node if node is not None and "focused" in node.states else None


FOCUS = None


def focused(app, nodes=None):
    """The control that has the keyboard: from the focus events, else the deepest focused object of
    the tree (a page tab stays focused around the control inside it)."""
    f = FOCUS.now() if FOCUS is not None else None
    if f is not None:
        return f
    found = [n for n in (nodes if nodes is not None else app.walk()) if "focused" in n.states]
    return found[-1] if found else None


def same(a, b):
    return a is not None and b is not None and a.role == b.role and a.name == b.name


def xdo(*args):
    subprocess.run(["xdotool", *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def norm(text):
    """Text as compared: Orca may speak some punctuation differently; words and digits decide."""
    return " ".join(re.findall(r"\w+", text.lower()))


def spoken(lines, text):
    return norm(text) in norm(" ".join(lines))


def times_spoken(lines, text):
    return norm(" ".join(lines)).count(norm(text)) if norm(text) else 0


class Round:
    def __init__(self, app, orca):
        self.app = app
        self.orca = orca
        self.transcript = []
        self.window = None

    def note(self, what, lines):
        self.transcript.append("> " + what)
        self.transcript.extend("  " + line for line in lines)
        with open(TRANSCRIPT, "w") as f:
            f.write("\n".join(self.transcript) + "\n")

    def key(self, name, what):
        """Types one key into the app's window and collects what Orca said about it: Orca speaks once
        the key has done its work (the keyboard moved, a screen came), so its log is waited for."""
        start = self.orca.size()
        xdo("key", "--window", self.window, name)
        # A step can take a while on a busy machine (the next screen is built first): what Orca says
        # then belongs to this key, not the next one.
        try:
            self.app.wait_for(lambda: self.orca.spoke_since(start), "Orca to speak after %s" % name,
                              timeout=atspi.TIMEOUT / 2)
        except atspi.Failure:
            pass  # Orca said nothing: the transcript shows the key with no line, the checks tell
        self.orca.quiet(self.app)
        lines = self.orca.said()
        self.note("%s (%s)" % (name, what), lines)
        return lines

    def tab_to(self, name, limit=80, backwards=False):
        """Tabs (Shift+Tab: `backwards`, for a control at the end of a long screen) until the keyboard
        is on the control named `name`."""
        key = "shift+Tab" if backwards else "Tab"
        for _ in range(limit):
            f = focused(self.app)
            if f is not None and f.name == name:
                return f
            self.key(key, "to reach %r" % name)
        raise atspi.Failure("Tab did not reach %r (the keyboard is on %r)" % (name, focused(self.app)))


def test(app):
    for tool in ("orca", "xdotool"):
        if not shutil.which(tool):
            atspi.skip("%s is not installed (Debian's package %s)" % (tool, tool))
    # Orca runs once per user: it quits at once when another Orca of this user runs (a person's own, or
    # another run of this test).
    def alone():
        return subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"], stdout=subprocess.DEVNULL).returncode != 0
    try:
        app.wait_for(alone, "another Orca of this user to end")
    except atspi.Failure:
        atspi.skip("another Orca runs for this user (Orca runs once per user): stop it to run this test")
    orca = Orca(os.path.join(os.environ["HOME"], "orca-speech.log"))
    try:
        play(app, orca)
    finally:
        orca.stop()


def play(app, orca):
    global FOCUS
    FOCUS = Focus(app)
    r = Round(app, orca)
    app.wait_node(role="push button", name="Settings")
    # The X server has no window manager: the app's window is given the keyboard by hand.
    out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.proc.pid)],
                         capture_output=True, text=True, timeout=atspi.TIMEOUT)
    windows = out.stdout.split()
    if not windows:
        raise atspi.Failure("xdotool found no window of the app")
    r.window = windows[-1]
    xdo("windowfocus", "--sync", r.window)
    # Orca is ready once it says so ("ORCA: Initialized", after it registered for the events).
    app.wait_for(lambda: orca.running() and "ORCA: Initialized" in orca.text(),
                 "Orca to start")
    orca.quiet(app)
    orca.said()

    # The wizard's "Start the game" ends its screen: Shift+Tab reaches it from the top.
    for name, backwards in (("Mourners Call", False), ("New table game", False), ("Start the game", True)):
        r.tab_to(name, backwards=backwards)
        lines = r.key("Return", "press %r" % name)

    steps = 0
    asked = []      # (question, spoken before its first choice was pressed)
    repeated = []   # questions said more than once before their first choice was pressed
    landed = []     # (choice the keyboard landed on, spoken)
    covers = []     # (hand-off title, spoken)
    heard = list(lines)  # what Orca said since the question on view came
    question = None
    while True:
        nodes = app.settle()
        if atspi.round_of(nodes) >= 2:
            break
        if steps >= MAX_STEPS:
            raise atspi.Failure("round 2 did not come after %d steps" % steps)
        now = atspi.question(nodes)
        cover = atspi.hand_off(nodes)
        f = focused(app, nodes)
        # Whose turn it is, on a hand-off's cover or on the blind bid's panel that names the bidder.
        for n in nodes:
            if n.name.startswith(atspi.HAND_OFF) and not n.interactive:
                covers.append((n.name, spoken(heard, n.name)))
        if cover is not None:
            who = cover.name[len(atspi.HAND_OFF):]
            if f is None or f.name != "I am " + who or f.role != "push button":
                heard += r_tab(r, "I am " + who)
        else:
            if now != question and now is not None:
                question = now
            # A message over the decision (the tithe revealed, a meter's notice) waits for its button.
            notice = next((n for n in nodes if n.role in ("dialog", "alert")), None)
            if notice is not None:
                choices = [n for n in nodes if n.path.startswith(notice.path + "/") and n.role == "push button"]
            else:
                choices = atspi.answers(nodes)
                if question is not None:
                    asked.append((question, spoken(heard, question[len("Now: "):])))
                    if times_spoken(heard, question[len("Now: "):]) > 1:
                        repeated.append(question)
            if choices and not any(same(f, c) for c in choices):
                heard += r_tab(r, choices[0].name)
                f = focused(app)
        if f is None:
            raise atspi.Failure("the keyboard is on nothing (the question %r)" % question)
        landed.append((f.name, spoken(heard, f.name)))
        lines = r.key("Return", "press %r" % f.name)
        steps += 1
        heard = list(lines)

    print("ok   a table round played by the keyboard alone: round 2 after %d steps" % steps, flush=True)
    print("     transcript: %s" % TRANSCRIPT, flush=True)
    missed_q = [q for q, ok in asked if not ok]
    missed_c = [c for c, ok in landed if not ok]
    missed_h = [h for h, ok in covers if not ok]
    app.check(not missed_q, "Orca speaks each decision's question before its first choice is pressed "
              "(%d of %d)%s" % (len(asked) - len(missed_q), len(asked),
                                "".join("\n       not spoken: %r" % q for q in missed_q[:10])))
    app.check(not repeated, "Orca says each question once, not again after the decision's group (%d of %d "
              "said twice)%s" % (len(repeated), len(asked), "".join("\n       twice: %r" % q for q in repeated[:10])))
    app.check(not missed_c, "Orca speaks the choice the keyboard lands on (%d of %d)%s"
              % (len(landed) - len(missed_c), len(landed), "".join("\n       not spoken: %r" % c for c in missed_c[:10])))
    app.check(covers and not missed_h, "Orca speaks whose turn it is on each hand-off (%d of %d)%s"
              % (len(covers) - len(missed_h), len(covers), "".join("\n       not spoken: %r" % h for h in missed_h[:10])))


def r_tab(r, name):
    """Tabs to `name`, giving back what Orca said on the way."""
    start = len(r.transcript)
    r.tab_to(name)
    return [line[2:] for line in r.transcript[start:] if line.startswith("  ")]


atspi.run(test, APP)
