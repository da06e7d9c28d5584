#!/usr/bin/env python3
"""The phone page's own behaviour in headless Chromium, page by page (what a person at the table sees).

usage: page_test.py MOURNERS_CLI PHONES_FIXTURE

The page comes from `mourners-cli serve`. The draft's card texts and a second device replacing a page run
against the real server; the rest feeds the page views through a stand-in WebSocket (installed before
the page's script runs), so that each case is exact: a table game's hand and bid, a seat taken back by
the laptop, an undone bid, a tap while the connection is down, plurals, Rest in Peace's psychic cards.
Exits 77 (skipped) only when chromium or chromedriver is not installed.
"""
import copy
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not CHROMIUM or not DRIVER:
    print("SKIP: chromium and chromedriver are not installed (scripts/setup.sh installs them)")
    sys.exit(77)

import websocket  # python3-websocket
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CLI, FIXTURE = sys.argv[1], sys.argv[2]
WORK = tempfile.mkdtemp(prefix="phonepage-")
failures = []

# A stand-in for the page's WebSocket: opens at once (or never, while window.__down is set), records what
# the page sends, and lets the test deliver messages (window.__deliver) or drop the connection.
FAKE_SOCKET = """
(() => {
  window.__sent = [];
  window.__down = false;
  class FakeSocket {
    constructor(url) {
      this.url = url; this.readyState = 0; window.__ws = this;
      if (!window.__down) setTimeout(() => { this.readyState = 1; if (this.onopen) this.onopen(); }, 0);
    }
    send(data) { window.__sent.push(JSON.parse(data)); }
    close() { this.readyState = 3; if (this.onclose) this.onclose(); }
  }
  window.WebSocket = FakeSocket;
  window.__deliver = (m) => window.__ws.onmessage({ data: JSON.stringify(m) });
  window.__drop = () => { window.__down = true; window.__ws.close(); };
})();
"""


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what, flush=True)
    if not cond:
        failures.append(what)


def serve(save, port=0):
    proc = subprocess.Popen([CLI, "serve", save, "--address", "127.0.0.1", "--port", str(port)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = json.loads(proc.stdout.readline())
    return proc, first["port"], [s["url"] for s in first["seats"]]


def stop(proc):
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def browser(lang, fake):
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=412,915", "--lang=" + lang, "--user-data-dir=" + tempfile.mkdtemp(dir=WORK)):
        opts.add_argument(arg)
    opts.add_experimental_option("prefs", {"intl.accept_languages": lang})
    d = webdriver.Chrome(service=Service(DRIVER), options=opts)
    if fake:
        d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_SOCKET})
    return d


def view_of(url):
    """The first view the server sends to the seat of `url` (through a plain WebSocket)."""
    ws = websocket.create_connection(url.replace("http://", "ws://").replace("/seat/", "/ws/"), timeout=10)
    try:
        while True:
            m = json.loads(ws.recv())
            if m.get("type") == "view":
                return m
    finally:
        ws.close()


def wait_text(d, css, want, timeout=10):
    try:
        WebDriverWait(d, timeout).until(lambda x: want in x.find_element(By.CSS_SELECTOR, css).text)
        return True
    except Exception:
        return False


def text(d, css):
    found = d.find_elements(By.CSS_SELECTOR, css)
    return found[0].text if found else ""


def deliver(d, message):
    d.execute_script("window.__deliver(arguments[0])", message)


def shot(d, name):
    if os.environ.get("PHONES_KEEP"):
        d.save_screenshot(os.path.join(WORK, name + ".png"))


subprocess.run([FIXTURE, WORK], check=True)
# Serving a save keeps its phones' links in it: this copy stays a game that never had phones.
shutil.copyfile(os.path.join(WORK, "tithe.json"), os.path.join(WORK, "tithe-original.json"))
real = browser("en-US", False)
fake = browser("en-US", True)
fake_de = browser("de-DE", True)
try:
    # --- the draft (R-DRAFT-2): every card offered says what it does, as the laptop's tooltip ---
    proc, port, urls = serve(os.path.join(WORK, "draft.json"))
    views = [view_of(u) for u in urls]
    seat = next(i for i, v in enumerate(views) if v["ask"] and v["ask"]["kind"] == "draft" and v["ask"]["now"])
    real.get(urls[seat])
    WebDriverWait(real, 20).until(lambda x: x.find_elements(By.CSS_SELECTOR, "#ask button[id^=card-]"))
    choices = views[seat]["ask"]["choices"]
    check(all(c.get("text") for c in choices), "the server sends each draft card's text")
    for c in choices:
        button = real.find_element(By.ID, "card-%d" % c["card"])
        check(c["text"] in button.text, "the draft card %s shows its text on the phone" % c["name"])
    # A tap on a card of the draft list opens its text too.
    summaries = real.find_elements(By.CSS_SELECTOR, "#my-draft summary")
    if summaries:
        real.execute_script("arguments[0].scrollIntoView({block: 'center'})", summaries[0])
        summaries[0].click()
        check(real.find_element(By.CSS_SELECTOR, "#my-draft details[open] p").text != "", "a tap on a card's name opens its text")
    shot(real, "draft")

    # --- a second device on the same seat waits for the laptop; the first page keeps the seat ---
    second = websocket.create_connection(urls[seat].replace("http://", "ws://").replace("/seat/", "/ws/") + "?device=anotherDevice000000001",
                                         timeout=10)
    first = json.loads(second.recv())
    check(first.get("type") == "waiting", "a second device waits for the laptop: %r" % first)
    ready, _, _ = select.select([proc.stdout], [], [], 10)
    request = json.loads(proc.stdout.readline()) if ready else {}
    check(request.get("request") == seat + 1, "the laptop is asked about the seat: %r" % request)
    time.sleep(1.0)
    check(text(real, "#conn") == "live", "the first page keeps its seat meanwhile: %r" % text(real, "#conn"))
    # Let in: the first page says it was replaced, and does not try again.
    proc.stdin.write("let-in %d\n" % (seat + 1))
    proc.stdin.flush()
    second.settimeout(10)
    try:
        got = json.loads(second.recv())
    except Exception:
        got = {}
    check(got.get("type") == "view" and got.get("seat") == seat + 1, "the device let in gets the seat's view")
    check(wait_text(real, "#notice", "another device"), "the replaced page says it was opened on another device")
    time.sleep(1.5)  # the page would have tried to reconnect by now
    check(text(real, "#conn") == "not connected", "the replaced page does not say reconnecting: %r" % text(real, "#conn"))
    check(text(real, "#you") == "" and text(real, "#ask") == "", "the replaced page shows nothing of the seat any more")
    shot(real, "replaced")
    # The replaced page, opened again on the same device, is told so again and gets nothing of the seat.
    real.get(urls[seat])
    check(wait_text(real, "#notice", "another device"), "the replaced device coming back is told it was replaced")
    check(not real.find_elements(By.CSS_SELECTOR, "#ask button"), "the replaced device is offered nothing")
    second.close()
    stop(proc)

    # --- the same game served again (the laptop restarted): the same links on the same port, and the open
    # page comes back by itself ---
    again = os.path.join(WORK, "restarted.json")
    shutil.copyfile(os.path.join(WORK, "tithe.json"), again)
    proc, port, urls = serve(again)
    real.get(urls[1])
    check(wait_text(real, "#conn", "live"), "the page of a served game is live")
    stop(proc)
    check(wait_text(real, "#conn", "reconnecting"), "the laptop gone, the page says it is reconnecting")
    proc, port2, urls2 = serve(again)
    check(port2 == port and urls2 == urls, "served again, the game has the same links on the same port")
    check(wait_text(real, "#conn", "live", 30), "the open page is live again by itself: %r" % text(real, "#conn"))
    check("not a seat" not in text(real, "#notice"), "the page is still a seat of the game")
    stop(proc)

    # --- a new game on the same port: an open page says its link is no seat, instead of reconnecting ---
    proc, port, urls = serve(os.path.join(WORK, "tithe.json"))
    real.get(urls[1])
    WebDriverWait(real, 20).until(lambda x: x.find_elements(By.CSS_SELECTOR, "#ask button, #ask p"))
    check(wait_text(real, "#conn", "live"), "the page of the game on the table is live")
    stop(proc)
    fresh = os.path.join(WORK, "next-game.json")  # another game (a save that never had phones)
    shutil.copyfile(os.path.join(WORK, "tithe-original.json"), fresh)
    proc, port2, urls2 = serve(fresh, port)
    check(port2 == port and urls2[1] != urls[1], "the next game listens on the same port with new links")
    check(wait_text(real, "#notice", "not a seat of this game", 30), "the old page says its link is not a seat: %r" % text(real, "#notice"))
    time.sleep(1.5)
    check(text(real, "#conn") == "not connected", "the old page stops trying: %r" % text(real, "#conn"))
    shot(real, "forbidden")
    stop(proc)

    # --- the views fed through the stand-in socket, from a real one of the tithe save (a copy no device
    # has joined: the plain sockets below name none) ---
    views = os.path.join(WORK, "views.json")
    shutil.copyfile(os.path.join(WORK, "tithe-original.json"), views)
    proc, port, urls = serve(views)
    tithe = [view_of(u) for u in urls]
    bidder = next(v for v in tithe if v["ask"] and v["ask"]["kind"] == "bid")
    fake.get(urls[0])
    fake_de.get(urls[0])
    stop(proc)
    for d in (fake, fake_de):
        WebDriverWait(d, 10).until(lambda x: x.execute_script("return !!window.__ws && window.__ws.readyState === 1"))

    # A bid screen explains the tithe, as the laptop does.
    v = copy.deepcopy(bidder)
    v["ask"]["explain"] = "The tithe still owes 3 Etherea. If the bids together pay it, the single highest bid gains 3 Unity."
    deliver(fake, v)
    check(wait_text(fake, "#bid-explain", "still owes 3 Etherea"), "the bid screen explains the tithe")

    # An undo on the laptop asks the bid again: the page says the bid was undone.
    deliver(fake, {"type": "dropped"})
    deliver(fake, v)
    check(wait_text(fake, "#notice", "bid was undone"), "an undone bid is said on the page: %r" % text(fake, "#notice"))

    # "Use the laptop for Ada": the page changes at once and says why; nothing is offered.
    laptop = copy.deepcopy(v)
    laptop["laptop"] = True
    laptop["ask"] = None
    deliver(fake, laptop)
    check(wait_text(fake, "#laptop", "The laptop decides for you now"), "a seat taken back says the laptop decides")
    check(not fake.find_elements(By.CSS_SELECTOR, "#ask button"), "a seat taken back offers nothing to tap")
    check("took your seat back" in text(fake, "#notice"), "the notice says the laptop took the seat back")
    # The notice stays in view however far the page is scrolled.
    fake.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    top = fake.execute_script("return document.getElementById('notice').getBoundingClientRect().top")
    check(0 <= top < 200, "the notice stays at the top of the screen when scrolled (%s px)" % top)
    shot(fake, "laptop")

    # A tap while the connection is down: the page says it was not sent.
    deliver(fake, v)
    WebDriverWait(fake, 10).until(lambda x: x.find_elements(By.ID, "bid-0"))
    fake.find_element(By.ID, "bid-0").click()
    fake.execute_script("window.__drop()")
    check(wait_text(fake, "#conn", "reconnecting"), "the dropped connection says reconnecting")
    sent = fake.execute_script("return window.__sent.length")
    fake.execute_script("arguments[0].scrollIntoView({block: 'center'})", fake.find_element(By.ID, "confirm"))
    fake.find_element(By.ID, "confirm").click()
    check(wait_text(fake, "#notice", "Not sent"), "a tap while reconnecting says it was not sent: %r" % text(fake, "#notice"))
    check(fake.execute_script("return window.__sent.length") == sent, "nothing was sent while reconnecting")
    shot(fake, "notsent")
    fake.execute_script("window.__down = false; window.__ws.close()")  # the page tries again by itself
    WebDriverWait(fake, 10).until(lambda x: x.execute_script("return !!window.__ws && window.__ws.readyState === 1"))
    check(wait_text(fake, "#conn", "live"), "connected again, the page says live")
    check("Not sent" not in text(fake, "#notice"), "connected again, 'Not sent' is gone: %r" % text(fake, "#notice"))

    # The page names its device on its WebSocket, the same id after a reload (kept by the browser).
    first_url = fake.execute_script("return window.__ws.url")
    check("?device=" in first_url, "the page names its device on its WebSocket")
    # A held bid, the connection gone, and back: the table dropped it (the laptop restarted), the page says so.
    held = copy.deepcopy(bidder)
    held["ask"]["held"] = {"amount": 1}
    deliver(fake, held)
    check(wait_text(fake, "#held", "Held until your turn"), "a held bid is shown")
    fake.execute_script("window.__drop()")
    check(wait_text(fake, "#conn", "reconnecting"), "the connection went")
    fake.execute_script("window.__down = false; window.__ws.close()")
    WebDriverWait(fake, 20).until(lambda x: x.execute_script("return !!window.__ws && window.__ws.readyState === 1"))
    deliver(fake, v)
    check(wait_text(fake, "#notice", "held bid was dropped"), "a held bid dropped while away is said: %r" % text(fake, "#notice"))
    check(fake.find_elements(By.ID, "bid-0"), "the bid is asked again")
    shot(fake, "helddropped")
    # Held and still held after the connection came back: shown again, nothing said about dropping.
    deliver(fake, held)
    fake.execute_script("window.__drop()")
    fake.execute_script("window.__down = false; window.__ws.close()")
    WebDriverWait(fake, 20).until(lambda x: x.execute_script("return !!window.__ws && window.__ws.readyState === 1"))
    fake.execute_script("document.getElementById('notice').textContent = ''")
    deliver(fake, held)
    check(wait_text(fake, "#held", "Held until your turn"), "a bid still held is shown again")
    check("dropped" not in text(fake, "#notice"), "a bid still held is not said dropped")
    check(fake.execute_script("return window.__ws.url") == first_url, "the same device id after reconnecting")

    kept = fake.execute_script("return localStorage.getItem('mourners-device')")
    check(bool(kept) and first_url.endswith("?device=" + kept), "the device id is kept by the browser")

    # A table game: the hand is real cards (a count, no "?"), one player with one card says "1 card".
    table = copy.deepcopy(bidder)
    table["table"] = True
    table["you"]["hand"] = [{"card": -1}] * 4
    table["you"]["draft"] = []
    table["board"]["players"][0]["hand"] = 1
    deliver(fake, table)
    check(wait_text(fake, "#my-hand", "4 cards"), "a table game's hand is a count: %r" % text(fake, "#my-hand"))
    check("?" not in text(fake, "#my-hand"), "a table game's hand shows no question marks")
    players = text(fake, "#players")
    check("1 card" in players and "1 cards" not in players, "one card is '1 card': %r" % players.splitlines()[0])
    shot(fake, "table")

    # A motive counting a guild's figures names the guild as the table does (not its lower-case key).
    motive = copy.deepcopy(bidder)
    motive["you"]["motive"] = {"card": 0, "id": "m", "name": "Builders", "faction": "bone", "counts": "guild-figures",
                               "per": 2, "max": 5, "of": "mortician-guild", "ofName": "Mortician Guild", "text": ""}
    deliver(fake, motive)
    check(wait_text(fake, "#my-motive", "Mortician Guild"), "a guild is named as the ruleset writes it: %r" % text(fake, "#my-motive"))

    # The German page has the same words in German.
    deliver(fake_de, table)
    check(wait_text(fake_de, "#my-hand", "4 Karten"), "German: the table hand is a count: %r" % text(fake_de, "#my-hand"))
    deliver(fake_de, {"type": "dropped"})
    deliver(fake_de, v)
    check(wait_text(fake_de, "#notice", "Gebot wurde"), "German: an undone bid is said")

    # --- Rest in Peace: plurals, one "Your turn", a psychic card's text on a tap ---
    rip_save = os.path.join(WORK, "rip.json")
    with open(rip_save, "w") as f:
        subprocess.run([CLI, "new", "--game", "rest-in-peace", "--mode", "digital", "--seed", "7", "--names", "Ada,Bo"],
                       stdout=f, check=True)
    proc, port, urls = serve(rip_save)
    rip = [view_of(u) for u in urls]
    stop(proc)
    turn = next((r for r in rip if r["ask"]), rip[0])
    r = copy.deepcopy(turn)
    r["you"]["manors"] = 1
    r["you"]["castles"] = 1
    r["you"]["psychic"] = [{"card": 3, "name": "Medium", "effect": "Look at the top card of your deck."}]
    r["board"]["players"][1]["hand"] = 1
    deliver(fake, r)
    check(wait_text(fake, "#my-mansions", "1 manor"), "Rest in Peace: one manor: %r" % text(fake, "#my-mansions"))
    mansions = text(fake, "#my-mansions")
    check("1 manors" not in mansions and "1 castles" not in mansions and "1 castle" in mansions, "no '1 manors', '1 castles'")
    check("1 card in hand" in text(fake, "#players"), "one card in hand: %r" % text(fake, "#players"))
    if r["ask"]:
        asked = text(fake, "#ask")
        check(asked.count("Your turn") == 1, "'Your turn' once: %r" % asked.splitlines()[:3])
    summary = fake.find_element(By.CSS_SELECTOR, "#my-psychic summary")
    fake.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    check(wait_text(fake, "#my-psychic", "Look at the top card"), "a tap on a psychic card shows what it does")
    shot(fake, "rip")

    # Another device holds the seat: this page asks the laptop; refused, it says so and stops.
    deliver(fake, {"type": "waiting"})
    check(wait_text(fake, "#waiting", "Ask the laptop"), "a second device is told to ask the laptop")
    check(text(fake, "#you") == "" and text(fake, "#board") == "", "a waiting device shows nothing of the seat")
    shot(fake, "waiting")
    deliver(fake_de, {"type": "waiting"})
    check(wait_text(fake_de, "#waiting", "Frag am Laptop"), "German: ask the laptop")
    deliver(fake_de, {"type": "refused"})
    check(wait_text(fake_de, "#notice", "nicht gegeben"), "German: the laptop refused")
    fake.execute_script("window.__ws.onmessage({data: JSON.stringify({type: 'refused'})}); window.__ws.close()")
    check(wait_text(fake, "#notice", "did not let this device"), "a refused device is told so")
    check(wait_text(fake, "#conn", "not connected"), "a refused device stops")

finally:
    for d in (real, fake, fake_de):
        d.quit()
    if os.environ.get("PHONES_KEEP"):
        print("screenshots kept in", WORK)
    else:
        shutil.rmtree(WORK, ignore_errors=True)

print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
