#!/usr/bin/env python3
"""Every screen of every game, as a screen reader reaches it: through AT-SPI actions alone.

usage: walk_screens.py MOURNERS_APP MOURNERS_CLI [DUMP_DIR]

From the home screen it opens, by pressing named buttons with their AT-SPI action, each game's start
screens and play screen (Mourners Call: a table game through the wizard with its defaults, a digital
game; Rest in Peace; both score sheets; the battle tracker), then Settings, History, Charts and the
Guide, the replay and the sheet of keys, History's file dialog (Import…), Rest in Peace at a table, and the
end screens of both games (the app opened again on the finished games of make_finished.py). On each screen it fails, listing path and role, on every showing control (button, box, field,
list item, tab, link) that has no accessible name. It also checks that the decision's question is an
accessible text whose name changes after a step, and that a hand-off names whose turn it is.
With DUMP_DIR it writes each screen's tree as text there (what a screen reader would read).
Exits 77 (skipped) only when AT-SPI is not installed.
"""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi  # noqa: E402

APP, CLI = sys.argv[1], sys.argv[2]
DUMP = sys.argv[3] if len(sys.argv) > 3 else None
HERE = os.path.dirname(os.path.abspath(__file__))
XK_UP = 0xFF52
XK_ESCAPE = 0xFF1B


def prepare():
    """Two finished games in the history, so that its list and the charts have something to show."""
    os.makedirs(atspi.data_dir(), exist_ok=True)
    subprocess.run([CLI, "history", "--database", os.path.join(atspi.data_dir(), "history.sqlite"),
                    "import", os.path.join(HERE, "history.json")], check=True, stdout=subprocess.DEVNULL)


def audit(app, label, nodes=None):
    """Fails on every unnamed control of the screen on view; writes its tree to DUMP_DIR."""
    nodes = nodes if nodes is not None else app.settle()
    unnamed = app.unnamed(nodes)
    app.check(not unnamed, "%s: every control has a name (%d shown)%s" % (
        label, sum(1 for n in nodes if n.interactive),
        "".join("\n       unnamed: %s [%s]" % (n.path, n.role) for n in unnamed)))
    if DUMP:
        os.makedirs(DUMP, exist_ok=True)
        with open(os.path.join(DUMP, re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-") + ".txt"), "w") as f:
            f.write(app.dump(nodes) + "\n")
    return nodes


def home(app):
    """Back to the home screen: Back until the home screen's Settings tile shows."""
    while not app.find(role="push button", name="Settings"):
        app.press_named("Back", role="push button")
        app.settle()


def open_game(app, title):
    """Chooses a game of the shelf on the home screen."""
    home(app)
    app.press_named(title, role="push button")
    app.wait_for(lambda: app.find(role=("heading", "label", "static"), name=title), "the home screen of " + title)


def pass_hand_off(app, label):
    """A hand-off on view: checks that it names whose turn it is, then confirms as that person."""
    cover = atspi.hand_off(app.walk())
    if cover is None:
        return False
    who = cover.name[len(atspi.HAND_OFF):].strip()
    app.check(who != "", "%s: the hand-off names whose turn it is (%r)" % (label, cover.name))
    audit(app, label + " hand-off")
    app.press_named("I am " + who, role="push button")
    app.wait_for(lambda: not app.find(pred=lambda n: n.name == cover.name), "the hand-off to go")
    return True


def decision(app):
    return atspi.question(app.walk())


def started(app):
    """The game's first decision, or a hand-off before it."""
    nodes = app.walk()
    return atspi.question(nodes) or atspi.hand_off(nodes)


def mourners(app):
    open_game(app, "Mourners Call")
    audit(app, "Mourners Call home")

    # A table game through the wizard, with its defaults.
    app.press_named("New table game", role="push button")
    app.wait_node(role="push button", name="Start the game")
    audit(app, "Mourners Call table wizard")
    app.press_named("Start the game", role="push button")
    app.wait_for(lambda: started(app), "the table game's first decision")
    pass_hand_off(app, "Mourners Call table game")
    question = app.wait_for(lambda: decision(app), "the decision's question (a text named \"Now: ...\")")
    nodes = audit(app, "Mourners Call table game")
    for what, pattern in (("the round and phase", r"^(Round \d+|Setup): "),
                          ("the Suspicion meter", r"Suspicion: \d+ of \d+"),
                          ("the Threat meter", r"Threat: \d+ of \d+")):
        app.check(any(re.search(pattern, n.name) for n in nodes),
                  "Mourners Call table game: %s is read out (a name like %r)" % (what, pattern))
    # One step: the question that follows is announced by a new name of the same text.
    choices = atspi.answers(nodes)
    if not choices:
        raise atspi.Failure("the decision %r offers no choice to press" % question)
    app.press(choices[0])
    pass_hand_off(app, "Mourners Call table game, after a step")
    after = app.wait_for(lambda: (decision(app) or "") != question and decision(app),
                         "the decision's question to change after a step (it stayed %r)" % question)
    app.check(after != question, "the decision's question is announced anew after a step: %r, then %r"
              % (question, after))

    # A digital game with its defaults.
    home(app)
    app.press_named("New digital game", role="push button")
    app.wait_node(role="push button", name="Start the game")
    audit(app, "Mourners Call digital setup")
    # Two people at the laptop (seat 2 from "Computer: Rule-based" up to "Person", by the keyboard as a
    # screen reader's user changes a combo box): the game hands the laptop over before private choices.
    seat2 = app.wait_node(role="combo box", name="Who plays seat 2")
    app.key(seat2, XK_UP, times=2)
    app.wait_for(lambda: app.find(role="text", name="Person",
                                  pred=lambda n: n.path.startswith(seat2.path + "/")),
                 "seat 2 to be played by a person")
    app.press_named("Start the game", role="push button")
    app.wait_for(lambda: started(app), "the digital game's first decision")
    app.check(pass_hand_off(app, "Mourners Call digital game"),
              "Mourners Call digital game of two people: a hand-off before the first private choice")
    app.wait_for(lambda: decision(app), "the digital game's decision")
    audit(app, "Mourners Call digital game")
    app.press_named("Replay the game move by move", role="push button")
    app.wait_for(lambda: not app.find(pred=lambda n: n.name == "Decision"), "the replay")
    audit(app, "Mourners Call replay")

    home(app)
    app.press_named("Score calculator", role="push button")
    app.wait_for(lambda: not app.find(role="push button", name="Settings"), "the score calculator")
    audit(app, "Mourners Call score calculator")
    home(app)
    app.press_named("Card editor", role="push button")
    app.wait_for(lambda: not app.find(role="push button", name="Settings"), "the card editor")
    audit(app, "Mourners Call card editor")


def rest_in_peace(app):
    open_game(app, "Rest in Peace")
    audit(app, "Rest in Peace home")
    app.press_named("New digital game", role="push button")
    app.settle()
    audit(app, "Rest in Peace new game")
    start = app.find(role="push button", pred=lambda n: n.name in ("Start", "Start the game", "Play"))
    if start:
        app.press(start)
    app.wait_for(lambda: not app.find(role="push button", name="Settings"), "the Rest in Peace game")
    app.settle()
    pass_hand_off(app, "Rest in Peace game")
    audit(app, "Rest in Peace game")


def rest_in_peace_table(app):
    """A table game of Rest in Peace: the cards played at the table are entered, one decision at a time."""
    open_game(app, "Rest in Peace")
    app.press_named("New table game", role="push button")
    app.wait_node(role="push button", name="Start the game")
    audit(app, "Rest in Peace table setup")
    app.press_named("Start the game", role="push button")
    app.wait_for(lambda: not app.find(role="push button", name="Settings"), "the Rest in Peace table game")
    app.settle()
    pass_hand_off(app, "Rest in Peace table game")
    audit(app, "Rest in Peace table game")


def file_chooser(app):
    """The file dialog (Qt's own, as History's Import… opens it): every control named, then Cancel."""
    home(app)
    app.press_named("History", role="push button")
    app.press_named("Import…", role="push button")
    app.wait_node(role="dialog", contains="Import games", what="the file dialog \"Import games\"")
    audit(app, "File chooser")
    # Closed by a screen reader's press on Cancel (Qt 6.4's own buttons there ignore it unless the app
    # connects one), then opened again and closed by the keyboard, Escape.
    cancel = app.wait_node(role="push button", name="Cancel", what="the file dialog's Cancel button")
    app.press(cancel)
    app.wait_gone(role="dialog", contains="Import games")
    app.press_named("Import…", role="push button")
    cancel = app.wait_node(role="push button", name="Cancel", what="the file dialog's Cancel button")
    app.key(cancel, XK_ESCAPE)
    app.wait_gone(role="dialog", contains="Import games")


def reopen(app, save):
    """Starts the app again with a saved game to open (the command line's file), as a person opens one."""
    app.stop()
    app.args = ["--window-size", "1280x800", save]
    app.start()


def end_screens(app):
    """The end of each game, from a game played to its end by mourners-cli (make_finished.py)."""
    reopen(app, os.path.join(HERE, "finished-mourners-call.json"))
    end = app.wait_node(role="panel", contains=" wins!", what="Mourners Call's end screen (\"... wins!\")")
    app.check(end.name.endswith(" wins!") and len(end.name) > len(" wins!"),
              "Mourners Call end screen: its name says who won (%r)" % end.name)
    audit(app, "Mourners Call end screen")

    reopen(app, os.path.join(HERE, "finished-rest-in-peace.json"))
    winner = app.wait_for(lambda: app.find(role="panel", pred=lambda n: n.name.endswith(" wins!") or n.name == "A draw"),
                          "Rest in Peace's result (a panel named \"... wins!\" or \"A draw\")")
    app.check(winner.name != " wins!" and winner.description != "",
              "Rest in Peace winner: the result names the winner and says how (%r: %r)" % (winner.name, winner.description))
    audit(app, "Rest in Peace winner")


def sheets(app):
    for game, tile in (("Dead Man's Crown", "Score sheet"), ("The occult card game", "Score sheet"),
                       ("Manster duel", "New battle")):
        open_game(app, game)
        audit(app, game + " home")
        app.press_named(tile, role="push button")
        app.wait_for(lambda: not app.find(role="push button", name="Settings"), game + ": " + tile)
        audit(app, game + " " + tile)


def shell(app):
    home(app)
    app.press_named("Settings", role="push button")
    app.wait_for(lambda: not app.find(role="push button", name="History"), "the settings")
    audit(app, "Settings")
    home(app)
    app.press_named("History", role="push button")
    app.wait_node(role="push button", name="Charts")
    audit(app, "History")
    app.press_named("Charts", role="push button")
    app.wait_for(lambda: not app.find(role="push button", name="Charts"), "the charts")
    audit(app, "Charts")
    home(app)
    app.press_named(None, contains="user guide", role="push button")
    app.wait_for(lambda: not app.find(role="push button", name="Settings"), "the guide")
    audit(app, "Guide")


def test(app):
    app.wait_node(role="push button", name="Settings")
    audit(app, "Home")
    # The keys of the screen (the title bar's "?"): a sheet over the home screen.
    app.press_named("Keys of this screen (?, Shift+F1)", role="push button")
    app.wait_node(role="push button", name="Close")
    audit(app, "Keys sheet")
    app.press_named("Close", role="push button")
    app.wait_gone(role="push button", name="Close")
    mourners(app)
    rest_in_peace(app)
    rest_in_peace_table(app)
    sheets(app)
    shell(app)
    file_chooser(app)
    end_screens(app)


atspi.run(test, APP, prepare=prepare)
