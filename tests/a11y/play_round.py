#!/usr/bin/env python3
"""A table round of Mourners Call played through AT-SPI actions alone, as a blind player would.

usage: play_round.py MOURNERS_APP

From the home screen: "New table game", "Start the game" (the wizard's defaults), then, until the round
heading says round 2: a hand-off on view is confirmed with its "I am <name>" button, else the first
enabled choice of the decision group (its question text "Now: ...", its choice buttons) is pressed.
Every step must change what the screen reader reads (the question, or the hand-off): a choice that
does nothing by its accessible action fails the test, naming it.
Exits 77 (skipped) only when AT-SPI is not installed.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi  # noqa: E402

APP = sys.argv[1]
# More steps than a table's first round takes (setup, draft, actions of three players, the end of the
# round): a loop that stops making progress ends here instead of running on.
MAX_STEPS = 400


def reading(app):
    """What a screen reader has to say about the game now: the hand-off, or the question, the choices
    and the round."""
    nodes = app.walk()
    cover = atspi.hand_off(nodes)
    if cover:
        return (cover.name,)
    log = next((n for n in nodes if n.role == "list" and n.name == "Game log"), None)
    lines = tuple(n.name for n in nodes if log and n.path.startswith(log.path + "/"))
    notices = tuple(n.name for n in nodes if n.role in ("dialog", "alert"))
    return (atspi.question(nodes), tuple(n.name for n in atspi.answers(nodes)), atspi.round_of(nodes), lines, notices)


def test(app):
    app.press_named("New table game", role="push button")
    app.press_named("Start the game", role="push button")
    steps = 0
    pressed = []
    turns = set()  # whose turn the hand-offs (and the blind bid's cover) named
    while True:
        nodes = app.settle()
        turns.update(n.name for n in nodes if n.name.startswith(atspi.HAND_OFF))
        if atspi.round_of(nodes) >= 2:
            break
        if steps >= MAX_STEPS:
            raise atspi.Failure("round 2 did not come after %d steps; the last ones: %s" % (steps, pressed[-10:]))
        before = reading(app)
        cover = atspi.hand_off(nodes)
        if cover:
            who = cover.name[len(atspi.HAND_OFF):]
            button = app.find(role="push button", name="I am " + who, nodes=nodes)
            if button is None:
                raise atspi.Failure("the hand-off %r has no button \"I am %s\"" % (cover.name, who))
        else:
            # A message over the decision (the tithe revealed, a meter's notice) waits for its button.
            notice = next((n for n in nodes if n.role in ("dialog", "alert")), None)
            if notice is not None:
                choices = [n for n in nodes if n.path.startswith(notice.path + "/") and n.role == "push button"
                           and not n.description.startswith(atspi.UNAVAILABLE)]
            elif atspi.decision_group(nodes) is None:
                raise atspi.Failure("no decision group (named \"Decision\") on the game page")
            else:
                choices = atspi.answers(nodes)
            if not choices:
                raise atspi.Failure("the decision %r offers no choice to press" % (before,))
            button = choices[0]
        print("step %d: %s -> %s" % (steps + 1, (before[0] if before else None), button.name), flush=True)
        app.press(button)
        pressed.append(button.name)
        steps += 1
        app.wait_for(lambda: reading(app) != before,
                     "what the screen reader reads to change after pressing %r" % button.name)
    print("ok   a table round played through AT-SPI actions alone: round 2 after %d steps" % steps, flush=True)
    # The blind tithe bid asks each player in turn, behind a cover that names them.
    app.check(any(re.match(r"^Pass the laptop to Player \d$", t) for t in turns),
              "the covers before private choices name whose turn it is: %s" % sorted(turns))


atspi.run(test, APP)
