"""The app as a screen reader meets it: through AT-SPI, the Linux accessibility bus.

A test script calls `run(test)`. The script then runs twice: first outside, where it starts an X
server of its own (Xvfb) and a fresh home folder, then, inside a D-Bus session of its own
(dbus-run-session, where the AT-SPI bus starts on demand), it starts the app and calls
`test(app)` with an `App`, which finds, reads and presses the app's accessible objects as Orca would.

Nothing here waits a fixed time to assert anything: every wait polls the accessible tree until what
is looked for shows, with a generous limit (a busy machine with two cores runs several builds), and
fails by saying what was missing.

Exits 77 (ctest's SKIP_RETURN_CODE) only when AT-SPI itself (pyatspi, the bus launcher, Xvfb,
dbus-run-session) is not installed; scripts/setup.sh installs all of it.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
INNER = "MOURNERS_A11Y_INNER"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# How long anything may take to show: generous, as a test on a loaded 2-core machine must not fail by
# being slow. A wait ends as soon as what it waits for is there.
TIMEOUT = float(os.environ.get("MOURNERS_A11Y_TIMEOUT", "90"))

# Roles a person acts on: each needs a name, or a screen reader says only "button".
INTERACTIVE = {
    "push button", "toggle button", "check box", "radio button", "combo box", "text", "entry",
    "password text", "spin button", "slider", "list item", "menu item", "check menu item",
    "radio menu item", "page tab", "link", "switch",
}
# Read-only text roles: a "text" that cannot be edited is a label, not a control.
EDITABLE_ONLY = {"text"}


def skip(reason):
    print("SKIP: " + reason, flush=True)
    sys.exit(SKIP)


def run(test, app_binary, app_args=("--window-size", "1280x800"), prepare=None):
    """Runs `test(App)` against `app_binary` inside a private X server and D-Bus session.
    `prepare()`, when given, runs first in the fresh home (e.g. fills the history)."""
    if os.environ.get(INNER) == "1":
        sys.exit(_inner(test, app_binary, list(app_args), prepare))
    sys.exit(_outer())


def _outer():
    """Starts Xvfb and a fresh home, then this script again inside dbus-run-session."""
    missing = [tool for tool in ("Xvfb", "dbus-run-session") if not shutil.which(tool)]
    if not os.path.exists(BUS_LAUNCHER):
        missing.append(BUS_LAUNCHER + " (at-spi2-core)")
    try:
        import pyatspi  # noqa: F401  (python3-pyatspi)
    except ImportError:
        missing.append("pyatspi (python3-pyatspi, for " + sys.executable + ")")
    if missing:
        skip("AT-SPI is not installed: " + ", ".join(missing) + " (scripts/setup.sh installs it)")

    work = tempfile.mkdtemp(prefix="a11y-")
    # Xvfb writes the number of the display it found free to this pipe.
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1600x1000x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write_fd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    display = b""
    with os.fdopen(read_fd, "rb") as f:
        while not display.endswith(b"\n"):
            chunk = f.read(1)
            if not chunk:
                break
            display += chunk
    if not display.strip():
        xvfb.kill()
        print("FAIL: Xvfb did not start", flush=True)
        return 1
    env = dict(os.environ)
    for d in ("home", "config", "data", "cache", "runtime"):
        os.makedirs(os.path.join(work, d))
    os.chmod(os.path.join(work, "runtime"), 0o700)
    env.update({
        INNER: "1",
        "DISPLAY": ":" + display.decode().strip(),
        "HOME": os.path.join(work, "home"),
        "XDG_CONFIG_HOME": os.path.join(work, "config"),
        "XDG_DATA_HOME": os.path.join(work, "data"),
        "XDG_CACHE_HOME": os.path.join(work, "cache"),
        "XDG_RUNTIME_DIR": os.path.join(work, "runtime"),
        "LC_ALL": "C.UTF-8",
        "LANG": "C.UTF-8",
        "LANGUAGE": "",
        "TZ": "UTC",
        # Qt registers on the bus without a running screen reader asking for it.
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "QT_ACCESSIBILITY": "1",
        "NO_AT_BRIDGE": "0",
        "QT_QPA_PLATFORM": "xcb",
        "QT_QUICK_BACKEND": "software",
        "QT_QPA_PLATFORMTHEME": "",
    })
    for name in ("DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS", "SESSION_MANAGER"):
        env.pop(name, None)
    try:
        return subprocess.call(["dbus-run-session", "--", sys.executable, *sys.argv], env=env)
    finally:
        xvfb.terminate()
        try:
            xvfb.wait(10)
        except subprocess.TimeoutExpired:
            xvfb.kill()
        shutil.rmtree(work, ignore_errors=True)


def _inner(test, app_binary, app_args, prepare):
    import gi
    gi.require_version("Atspi", "2.0")
    app = App(app_binary, app_args)
    try:
        if prepare:
            prepare()
        app.start()
        test(app)
    except Failure as failure:
        print("FAIL: " + str(failure), flush=True)
        app.report()
        return 1
    finally:
        app.stop()
    if app.failures:
        print("FAILED: %d check(s):" % len(app.failures), flush=True)
        for f in app.failures:
            print("  - " + f, flush=True)
        return 1
    print("PASS", flush=True)
    return 0


def data_dir():
    """The app's data folder in the test's fresh home (QStandardPaths::AppDataLocation)."""
    return os.path.join(os.environ["XDG_DATA_HOME"], "Mourners", "mourners")


class Failure(Exception):
    """Ends a test at once: what was looked for did not come."""


class Node:
    """One accessible object as read once: its path from the window, role, name, description, states."""

    def __init__(self, acc, path, role, name, description, states):
        self.acc = acc
        self.path = path
        self.role = role
        self.name = name
        self.description = description
        self.states = states

    @property
    def showing(self):
        return "showing" in self.states

    @property
    def interactive(self):
        if self.role not in INTERACTIVE:
            return False
        return self.role not in EDITABLE_ONLY or "editable" in self.states

    def __repr__(self):
        return "%s [%s] %r" % (self.path, self.role, self.name)


class App:
    """The app under test, reached only through AT-SPI."""

    def __init__(self, binary, args):
        self.binary = binary
        self.args = args
        self.proc = None
        self.root = None
        self.failures = []
        self.log = open(os.path.join(os.environ["HOME"], "app.log"), "w+")

    # ---- starting and stopping

    def start(self):
        import pyatspi
        self.pyatspi = pyatspi
        # A press answers once its handler has run, and a handler that opens a screen builds it first:
        # libatspi's 0.8 s for a reply is too short on a busy machine (the app did act, later).
        pyatspi.setTimeout(120000, 120000)
        # The bus itself, started on demand by the session's D-Bus: asking for it here makes sure it runs
        # before the app looks for it (the app would otherwise wait on its own).
        subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                        "org.a11y.Bus.GetAddress"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                        "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
                        "variant:boolean:true"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.proc = subprocess.Popen([self.binary, *self.args],
                                     stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        desktop = pyatspi.Registry.getDesktop(0)

        def find_app():
            if self.proc.poll() is not None:
                raise Failure("the app ended with code %s before it showed on the bus" % self.proc.returncode)
            for i in range(desktop.childCount):
                a = desktop.getChildAtIndex(i)
                try:
                    if a is not None and a.get_process_id() == self.proc.pid:
                        return a
                except Exception:
                    continue
            return None

        self.root = self.wait_for(find_app, "the app on the accessibility bus")
        # Read everything from the app each time: libatspi's cache follows the app's change events
        # only while a main loop runs, which a test that polls does not have.
        from gi.repository import Atspi
        self.root.set_cache_mask(Atspi.Cache.NONE)
        self.wait_for(lambda: self.find(role="frame"), "the app's window")

    def stop(self):
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()

    def report(self):
        """After a failure: the app's output and what the screen reader saw last."""
        try:
            self.log.flush()
            self.log.seek(0)
            out = self.log.read()
            if out.strip():
                print("--- the app's output (last 60 lines):\n" + "\n".join(out.splitlines()[-60:]), flush=True)
            print("--- the showing tree:\n" + self.dump(), flush=True)
        except Exception as e:  # a report must not hide the failure it reports
            print("(no report: %s)" % e, flush=True)

    # ---- reading the tree

    def _read(self, acc, path):
        try:
            role = acc.getRoleName()
            name = acc.name or ""
            description = acc.description or ""
            state_set = acc.getState()
            states = {self.pyatspi.stateToString(s) for s in state_set.getStates()}
        except Exception:
            return None  # gone while read (the screen changed)
        return Node(acc, path, role, name, description, states)

    def walk(self, showing_only=True, root=None):
        """Every accessible object under the app (or `root`), depth first, read once.
        With showing_only, a hidden object and all under it are left out."""
        out = []
        start = root if root is not None else self.root
        stack = [(start, "", None)]
        while stack:
            acc, parent_path, index = stack.pop()
            node = self._read(acc, parent_path)
            if node is None:
                continue
            if index is not None:
                label = "%s[%d]" % (node.role.replace(" ", "-"), index)
                node.path = parent_path + "/" + label if parent_path else label
            path = node.path
            if acc is not self.root and showing_only and not node.showing and node.role != "application":
                continue
            if acc is not self.root:
                out.append(node)
            try:
                count = acc.childCount
            except Exception:
                continue
            children = []
            for i in range(count):
                try:
                    child = acc.getChildAtIndex(i)
                except Exception:
                    continue
                if child is None:
                    continue
                children.append((child, path, i))
            stack.extend(reversed(children))
        return out

    def find_all(self, role=None, name=None, contains=None, pred=None, nodes=None):
        """The showing objects of this role whose name is `name` (exactly) or `contains` this text."""
        found = []
        for n in (nodes if nodes is not None else self.walk()):
            if role is not None and n.role != role and not (isinstance(role, (set, tuple)) and n.role in role):
                continue
            if name is not None and n.name != name:
                continue
            if contains is not None and contains.lower() not in n.name.lower():
                continue
            if pred is not None and not pred(n):
                continue
            found.append(n)
        return found

    def find(self, **kw):
        found = self.find_all(**kw)
        return found[0] if found else None

    def wait_for(self, probe, what, timeout=TIMEOUT):
        """Polls `probe()` until it gives something true; fails naming `what` after `timeout` seconds."""
        from gi.repository import GLib
        end = time.monotonic() + timeout
        delay = 0.05
        while True:
            # Lets libatspi read what the bus sent meanwhile.
            while GLib.MainContext.default().iteration(False):
                pass
            result = probe()
            if result:
                return result
            if time.monotonic() > end:
                raise Failure("waited %d s for %s" % (timeout, what))
            time.sleep(delay)
            delay = min(delay * 2, 0.5)

    def settle(self, what="the screen to settle"):
        """The showing tree once two readings in a row agree (a page sliding in shows both pages, a
        list fills in steps): the screen as it stays."""
        last = [None]

        def same():
            nodes = self.walk()
            signature = [(n.path, n.role, n.name, "enabled" in n.states) for n in nodes]
            if signature == last[0]:
                return nodes or [None]
            last[0] = signature
            return None

        nodes = self.wait_for(same, what)
        return [n for n in nodes if n is not None]

    def wait_node(self, what=None, **kw):
        return self.wait_for(lambda: self.find(**kw), what or "a showing %s" % _describe(kw))

    def wait_gone(self, what=None, **kw):
        return self.wait_for(lambda: self.find(**kw) is None, what or "%s to go" % _describe(kw))

    # ---- acting

    def actions(self, node):
        try:
            action = node.acc.queryAction()
        except NotImplementedError:
            return None, []
        return action, [action.getName(i) for i in range(action.nActions)]

    def press(self, node):
        """Presses a button (or toggles a box) with its first AT-SPI action, as Orca's user does."""
        action, names = self.actions(node)
        for i, n in enumerate(names):
            if n.lower() in ("press", "click", "toggle", "activate", "jump"):
                if not action.doAction(i):
                    raise Failure("the %r action of %r was refused" % (n, node))
                return
        raise Failure("%r has no action to press it (actions: %s)" % (node, names))

    def press_named(self, name=None, role=("push button", "toggle button", "check box", "radio button",
                                            "page tab", "list item", "menu item", "combo box"),
                    contains=None, what=None):
        """Waits for the showing button of this name, then presses it."""
        node = self.wait_for(lambda: self.find(role=set(role) if not isinstance(role, str) else role,
                                               name=name, contains=contains,
                                               pred=lambda n: "enabled" in n.states or "sensitive" in n.states),
                             what or "an enabled control named %r" % (name if name is not None else contains))
        self.press(node)
        return node

    def focus(self, node):
        try:
            node.acc.queryComponent().grabFocus()
        except NotImplementedError:
            raise Failure("%r cannot take the keyboard" % node)

    def type_text(self, node, text):
        """Types into a text field: its EditableText, else the keys after giving it the keyboard."""
        try:
            node.acc.queryEditableText().setTextContents(text)
            return
        except NotImplementedError:
            pass
        import pyatspi
        self.focus(node)
        for ch in text:
            pyatspi.Registry.generateKeyboardEvent(ord(ch), None, pyatspi.KEY_SYM)

    def key(self, node, keysym, times=1):
        """Gives `node` the keyboard and presses a key (an X keysym) there, as a person would."""
        import pyatspi
        self.focus(node)
        self.wait_for(lambda: "focused" in (self._read(node.acc, node.path) or node).states,
                      "%r to take the keyboard" % node)
        for _ in range(times):
            pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)

    def check(self, cond, what):
        print(("ok   " if cond else "FAIL ") + what, flush=True)
        if not cond:
            self.failures.append(what)
        return cond

    # ---- what a screen reader reads

    def unnamed(self, nodes=None):
        """The showing interactive objects that have no name: a screen reader says only their role."""
        return [n for n in (nodes if nodes is not None else self.walk()) if n.interactive and not n.name.strip()]

    def dump(self, nodes=None):
        """The showing tree as text, one object a line, indented by depth: role, name, description."""
        lines = []
        for n in (nodes if nodes is not None else self.walk()):
            depth = n.path.count("/")
            text = "%s%s" % ("  " * depth, n.role)
            if n.name:
                text += ": " + n.name
            if n.description:
                text += "  (" + n.description + ")"
            flags = [s for s in ("checked", "focused", "editable") if s in n.states]
            if "enabled" not in n.states and n.interactive:
                flags.append("disabled")
            if flags:
                text += "  [" + ", ".join(flags) + "]"
            lines.append(text)
        return "\n".join(lines)


# ---- Mourners Call's game page, as a screen reader reads it

HAND_OFF = "Pass the laptop to "
# Buttons of the decision group that correct the table by hand instead of answering the question.
NOT_ANSWERS = ("Adjust…", "What would the computer do?", "Change this entry")
UNAVAILABLE = "Not available now"


def hand_off(nodes):
    """The hand-off cover on view ("Pass the laptop to <name>" with its button "I am <name>"), or None.
    (The blind tithe bid names its panel the same way, with the bids in it instead.)"""
    buttons = {n.name for n in nodes if n.role == "push button"}
    return next((n for n in nodes if n.name.startswith(HAND_OFF) and not n.interactive
                 and "I am " + n.name[len(HAND_OFF):] in buttons), None)


def decision_group(nodes):
    """The group named "Decision": the question, what it means, its choices."""
    return next((n for n in nodes if n.name == "Decision" and not n.interactive), None)


def question(nodes):
    """The decision's question as read out: the text named "Now: ..."."""
    return next((n.name for n in nodes if n.name.startswith("Now: ") and not n.interactive), None)


def answers(nodes):
    """The choices of the decision group that can be pressed now, in reading order."""
    group = decision_group(nodes)
    if group is None:
        return []
    return [n for n in nodes if n.path.startswith(group.path + "/") and n.interactive
            and n.role in ("push button", "toggle button", "check box", "radio button")
            and "enabled" in n.states and not n.description.startswith(UNAVAILABLE)
            and not n.name.startswith(NOT_ANSWERS)]


def _describe(kw):
    parts = []
    if kw.get("role"):
        parts.append(str(kw["role"]))
    if kw.get("name") is not None:
        parts.append("named %r" % kw["name"])
    if kw.get("contains") is not None:
        parts.append("with %r in its name" % kw["contains"])
    return " ".join(parts) or "object"


def round_of(nodes):
    """The round the screen's heading names ("Round 2: ..."), 0 when none does."""
    for n in nodes:
        m = re.match(r"^Round (\d+): ", n.name)
        if m:
            return int(m.group(1))
    return 0
