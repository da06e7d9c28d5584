#!/usr/bin/env python3
"""Three phone pages in headless Chromium play the private steps against `mourners-cli serve`.

usage: browser_test.py MOURNERS_CLI PHONES_FIXTURE

Checks: the motive choice (R-SETUP-4) and a whole blind tithe bid (R-TITHE-2) from three pages, answers
ahead of the turn held; a digital draft (R-DRAFT-2) picked on three pages; a Court card played from a
phone's hand (R-ACT-3); a wrong secret and the secret of an earlier game refused (403); no page, WebSocket
frame or HTTP response of one seat contains another seat's secret, motive, hand or unrevealed bid;
500 hostile connections and malformed or oversized messages leave the game unchanged and responsive;
a Rest in Peace save served the same way: a ghost card played from the phone whose turn it is.
Exits 77 (skipped) only when chromium or chromedriver is not installed.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not CHROMIUM or not DRIVER:
    print("SKIP: chromium and chromedriver are not installed (scripts/setup.sh installs them)")
    sys.exit(77)

import websocket  # python3-websocket
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CLI, FIXTURE = sys.argv[1], sys.argv[2]
WORK = tempfile.mkdtemp(prefix="phones-")
failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what, flush=True)
    if not cond:
        failures.append(what)


def serve(save):
    proc = subprocess.Popen([CLI, "serve", save, "--address", "127.0.0.1", "--port", "0"],
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


def browser(lang):
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=412,915", "--lang=" + lang, "--user-data-dir=" + tempfile.mkdtemp(dir=WORK)):
        opts.add_argument(arg)
    opts.add_experimental_option("prefs", {"intl.accept_languages": lang})
    opts.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=opts)


def frames(driver, store):
    """Every WebSocket frame and HTTP response header the page saw, from Chromium's own log."""
    for entry in driver.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        method = msg.get("method", "")
        if method in ("Network.webSocketFrameReceived", "Network.webSocketFrameSent"):
            store.append(msg["params"]["response"]["payloadData"])
        elif method == "Network.responseReceived":
            store.append(json.dumps(msg["params"]["response"].get("headers", {})))


def get(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status, r.read().decode("utf-8", "replace") + json.dumps(dict(r.headers))
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")


class Flood(threading.Thread):
    """Another machine on the Wi-Fi (127.0.0.2 stands for it) opening ~20 connections a second, each
    with the start of a request and never its end, kept open until stop()."""

    def __init__(self, port, source="127.0.0.2", per_second=20):
        super().__init__(daemon=True)
        self.port, self.source, self.pause = port, source, 1.0 / per_second
        self.attempts = 0
        self.sockets = []
        self.halt = threading.Event()

    def run(self):
        while not self.halt.is_set():
            try:
                s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                s.settimeout(2)
                s.bind((self.source, 0))
                s.connect(("127.0.0.1", self.port))
                s.sendall(b"GET /seat/x HTTP/1.1\r\nHost: a\r\n")
                self.sockets.append(s)
            except OSError:
                pass
            self.attempts += 1
            self.halt.wait(self.pause)

    def stop(self):
        self.halt.set()
        self.join()
        for s in self.sockets:
            s.close()


def save_actions(path):
    with open(path) as f:
        return json.load(f)["actions"]


def wait_for(driver, css, timeout=20):
    return WebDriverWait(driver, timeout).until(lambda d: d.find_element(By.CSS_SELECTOR, css))


def answer(driver, choice_css):
    wait_for(driver, choice_css).click()
    wait_for(driver, "#confirm").click()


def answer_fresh(driver, choice_css, tries=5):
    """answer(), again when a new view redrew the page between finding a button and clicking it."""
    for _ in range(tries - 1):
        try:
            return answer(driver, choice_css)
        except StaleElementReferenceException:
            time.sleep(0.3)
    return answer(driver, choice_css)


subprocess.run([FIXTURE, WORK], check=True)
with open(os.path.join(WORK, "secrets.json")) as f:
    holdings = json.load(f)
motive_save = os.path.join(WORK, "motive.json")
tithe_save = os.path.join(WORK, "tithe.json")
seen = {1: [], 2: [], 3: []}   # everything each seat's page received
drivers = [browser("en-US"), browser("de-DE"), browser("en-GB")]
try:
    # --- R-SETUP-4: the motive choice, seats answering in reverse order (held until their turn) ---
    proc, port, urls = serve(motive_save)
    secrets = [u.rsplit("/", 1)[1] for u in urls]
    old_secret = secrets[0]
    for i, d in enumerate(drivers):
        d.get(urls[i])
        wait_for(d, "#ask button")
        seen[i + 1].append(d.page_source)
    check(drivers[1].find_element(By.ID, "board-title").text == "Der Tisch", "a German phone shows German")
    for i in (2, 1, 0):
        answer(drivers[i], "#ask button[id^=motive-]")
        time.sleep(0.5)
    deadline = time.time() + 15
    while time.time() < deadline and len(save_actions(motive_save)) < 3:
        time.sleep(0.2)
    kept = [a for a in save_actions(motive_save) if a.startswith("keep ")]
    check(len(kept) == 3, "three motives kept from three phones, saved after every step: %s" % kept)
    for i, d in enumerate(drivers):
        frames(d, seen[i + 1])
        seen[i + 1].append(d.page_source)

    # --- a wrong secret and an earlier game's secret are refused ---
    status, body = get("http://127.0.0.1:%d/seat/%s" % (port, "A" * len(old_secret)))
    check(status == 403, "a wrong secret is answered 403")
    stop(proc)

    # --- R-TITHE-2: a whole blind bid from three phones ---
    proc, port, urls = serve(tithe_save)
    secrets = [u.rsplit("/", 1)[1] for u in urls]
    status, _ = get("http://127.0.0.1:%d/seat/%s" % (port, old_secret))
    check(status == 403, "the secret of an earlier game is answered 403")
    try:
        websocket.create_connection("ws://127.0.0.1:%d/ws/%s" % (port, old_secret), timeout=5)
        refused = False
    except websocket.WebSocketBadStatusException as e:
        refused = "403" in str(e)
    check(refused, "a WebSocket with an earlier game's secret is refused (403)")
    for i in range(3):
        status, body = get(urls[i])
        seen[i + 1].append(body)
        check(status == 200, "seat %d's link opens its page" % (i + 1))
    for name in ("phone.js", "phone.css"):
        status, body = get("http://127.0.0.1:%d/%s" % (port, name))
        for s in seen.values():
            s.append(body)

    # --- malformed and oversized messages change nothing ---
    before = open(tithe_save).read()
    hostile = websocket.create_connection("ws://127.0.0.1:%d/ws/%s" % (port, secrets[0]), timeout=5)
    hostile.recv()
    for bad in ["{", "[]", '{"type":"act","kind":"bid","amount":-1}', '{"type":"act","kind":"bid","amount":99999}',
                '{"type":"act","kind":"bid","amount":1,"seat":2}', '{"type":"act","kind":"motive","faction":"bone"}',
                '{"type":"ping","pad":"%s"}' % ("x" * 5000)]:
        hostile.send(bad)
    errors = 0
    hostile.settimeout(3)
    try:
        while errors < 7:
            if json.loads(hostile.recv()).get("type") == "error":
                errors += 1
    except Exception:
        pass
    check(errors == 7, "every malformed or oversized message got an error (%d of 7)" % errors)
    try:
        hostile.send("x" * 200000)
        hostile.recv()
    except Exception:
        pass
    hostile.close()
    check(open(tithe_save).read() == before, "malformed and oversized messages left the saved game unchanged")

    first_actions = len(save_actions(tithe_save))
    for i, d in enumerate(drivers):
        d.get(urls[i])
        wait_for(d, "#bid-0")
        seen[i + 1].append(d.page_source)
    # --- 500 hostile connections while the phones are seated: the game is unchanged and answers ---
    before = open(tithe_save).read()
    t0 = time.time()
    crowd = []
    for i in range(500):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=2)
            s.sendall([b"GET /seat/x HTTP/1.1\r\nHost: a\r\n\r\n", b"\x00\xff garbage\r\n\r\n",
                       b"POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n" + b"x" * 4096][i % 3])
            crowd.append(s)
        except OSError:
            pass
    print("     500 hostile connections opened in %.1f s" % (time.time() - t0))
    check(open(tithe_save).read() == before, "500 hostile connections left the saved game unchanged")
    # Every seat bids 0 or 1 (what it can afford), the last in turn order first, the crowd still there.
    order = [2, 1, 0]
    for n, i in enumerate(order):
        amount = 1 if holdings["tithe"][str(i + 1)]["etherea"] >= 1 else 0
        answer(drivers[i], "#bid-%d" % amount)
        if n < 2:
            WebDriverWait(drivers[0], 15).until(
                lambda d: ("%d of 3 bids in" % (n + 1)) in d.find_element(By.ID, "answers-in").text)
            for j, d in enumerate(drivers):
                frames(d, seen[j + 1])
    for s in crowd:
        s.close()
    deadline = time.time() + 15
    while time.time() < deadline and len(save_actions(tithe_save)) < first_actions + 3:
        time.sleep(0.2)
    bids = [a for a in save_actions(tithe_save)[first_actions:] if a.startswith("bid ")]
    check(len(bids) == 3, "three blind bids from three phones, saved: %s" % bids)
    WebDriverWait(drivers[0], 15).until(lambda d: "bid " in d.find_element(By.ID, "players").text)
    check(True, "the bids are revealed together on the pages")
    for i, d in enumerate(drivers):
        frames(d, seen[i + 1])
        seen[i + 1].append(d.page_source)
        if os.environ.get("PHONES_KEEP"):
            d.save_screenshot(os.path.join(WORK, "seat%d.png" % (i + 1)))
    stop(proc)

    # --- a flood of half-open requests from another address: a new phone joins, a seated one acts ---
    flood_dir = tempfile.mkdtemp(dir=WORK)
    subprocess.run([FIXTURE, flood_dir], check=True)
    flood_save = os.path.join(flood_dir, "motive.json")
    proc, port, urls = serve(flood_save)
    drivers[0].get(urls[0])
    wait_for(drivers[0], "#ask button[id^=motive-]")
    flood = Flood(port)
    flood.start()
    try:
        while flood.attempts < 60 and flood.is_alive():  # more than the 48 that once kept every phone out
            time.sleep(0.1)
        drivers[1].get(urls[1])  # a phone that was not there yet
        wait_for(drivers[1], "#ask button[id^=motive-]")
        answer_fresh(drivers[0], "#ask button[id^=motive-]")  # the seated phone, asked now
        deadline = time.time() + 20
        while time.time() < deadline and not [a for a in save_actions(flood_save) if a.startswith("keep ")]:
            time.sleep(0.2)
        answer_fresh(drivers[1], "#ask button[id^=motive-]")
        deadline = time.time() + 20
        kept = []
        while time.time() < deadline and len(kept) < 2:
            time.sleep(0.2)
            kept = [a for a in save_actions(flood_save) if a.startswith("keep ")]
        check(len(kept) == 2, "during a flood from another address (%d connections) a new phone joined and it "
              "and a seated phone kept their motives: %s" % (flood.attempts, kept))
    finally:
        flood.stop()
    stop(proc)
    refusing = [json.loads(l).get("refusing") for l in proc.stdout.read().splitlines() if l.startswith('{"refusing"')]
    check(["127.0.0.2"] in refusing, "the console named the flooding address: %s" % refusing[:2])

    # --- R-DRAFT-2 in digital play: every pick of a whole draft on the three pages ---
    draft_save = os.path.join(WORK, "draft.json")
    draft_seen = {1: [], 2: [], 3: []}
    proc, port, urls = serve(draft_save)
    for i, d in enumerate(drivers):
        d.get(urls[i])
    first_actions = len(save_actions(draft_save))
    picks = 0
    deadline = time.time() + 90
    while time.time() < deadline and picks < 9:
        for i, d in enumerate(drivers):
            buttons = d.find_elements(By.CSS_SELECTOR, "#ask button[id^=card-]")
            if buttons and not d.find_elements(By.ID, "held"):
                d.execute_script("arguments[0].scrollIntoView({block: 'center'})", buttons[-1])
                buttons[-1].click()
                confirm = wait_for(d, "#confirm")
                d.execute_script("arguments[0].scrollIntoView({block: 'center'})", confirm)
                confirm.click()
                picks += 1
                time.sleep(0.4)
        time.sleep(0.3)
    deadline = time.time() + 15
    while time.time() < deadline and len([a for a in save_actions(draft_save)[first_actions:] if a.startswith("pick ")]) < 9:
        time.sleep(0.2)
    drafted = [a for a in save_actions(draft_save)[first_actions:] if a.startswith("pick ")]
    check(len(drafted) == 9, "a whole draft of three players picked on three pages, saved: %d picks" % len(drafted))
    for i, d in enumerate(drivers):
        frames(d, draft_seen[i + 1])
        draft_seen[i + 1].append(d.page_source)
    stop(proc)

    # --- R-ACT-3 in digital play: a Court card played from a phone's hand ---
    hand_save = os.path.join(WORK, "hand.json")
    hand_seat = holdings["handSeat"]
    proc, port, urls = serve(hand_save)
    for i, d in enumerate(drivers):
        d.get(urls[i])
        wait_for(d, "#you-title")
    d = drivers[hand_seat - 1]
    wait_for(d, "#ask button.card-head")
    others = [i for i in range(3) if i != hand_seat - 1]
    check(all(not x.find_elements(By.CSS_SELECTOR, "#ask button") for x in (drivers[i] for i in others)),
          "the other pages offer nothing on that turn")
    first_actions = len(save_actions(hand_save))
    head = d.find_elements(By.CSS_SELECTOR, "#ask button.card-head")[0]
    head.click()
    option = wait_for(d, "#ask button[id^=play-]")
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", option)
    option.click()
    confirm = wait_for(d, "#confirm")
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", confirm)
    confirm.click()
    deadline = time.time() + 15
    while time.time() < deadline and len(save_actions(hand_save)) == first_actions:
        time.sleep(0.2)
    played = save_actions(hand_save)[first_actions:first_actions + 1]
    check(played and played[0].startswith("play "), "a Court card played from the phone's hand, saved: %s" % played)
    check(played and played[0].split()[1] in holdings["hand"][str(hand_seat)]["hand"],
          "the card came from that seat's own hand (seat %d: %s)" % (hand_seat, holdings["hand"][str(hand_seat)]["hand"]))
    for i, x in enumerate(drivers):
        frames(x, seen[i + 1])
        seen[i + 1].append(x.page_source)
        if os.environ.get("PHONES_KEEP"):
            x.save_screenshot(os.path.join(WORK, "hand-seat%d.png" % (i + 1)))
    stop(proc)

    # --- Rest in Peace served without the window: a ghost card played from the phone whose turn it is ---
    rip_save = os.path.join(WORK, "rip.json")
    with open(rip_save, "w") as f:
        subprocess.run([CLI, "new", "--game", "rest-in-peace", "--mode", "digital", "--seed", "7",
                        "--names", "Ada,Bo"], stdout=f, check=True)
    proc, port, urls = serve(rip_save)
    check(len(urls) == 2, "a Rest in Peace save is served with one link per seat: %d" % len(urls))
    rip_pages = drivers[:2]
    for i, d in enumerate(rip_pages):
        d.get(urls[i])
        wait_for(d, "#you-title")
    deadline = time.time() + 15
    turn = []
    while time.time() < deadline and not turn:
        turn = [i for i, d in enumerate(rip_pages) if d.find_elements(By.CSS_SELECTOR, "#ask button[id^=rip-ghost-]")]
        time.sleep(0.2)
    check(len(turn) == 1, "exactly one Rest in Peace page offers its ghost cards: %s" % turn)
    if turn:
        d = rip_pages[turn[0]]
        hand = [h for h in d.find_element(By.ID, "my-hand").text.replace("·", " ").split() if h.isdigit()]
        other_hand = [h for h in rip_pages[1 - turn[0]].find_element(By.ID, "my-hand").text.replace("·", " ").split() if h.isdigit()]
        check(len(hand) > 0 and len(other_hand) > 0, "each page shows its own ghost cards: %s / %s" % (hand, other_hand))
        first_actions = len(save_actions(rip_save))
        d.find_elements(By.CSS_SELECTOR, "#ask button[id^=rip-ghost-]")[0].click()
        confirm = wait_for(d, "#confirm")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", confirm)
        confirm.click()
        deadline = time.time() + 15
        while time.time() < deadline and len(save_actions(rip_save)) == first_actions:
            time.sleep(0.2)
        played = save_actions(rip_save)[first_actions:first_actions + 1]
        check(played and played[0].startswith("ghost "), "a ghost card played from the phone, saved: %s" % played)
        check(played and played[0].split()[-1] in hand, "the card came from that seat's own hand: %s of %s" % (played, hand))
    status, _ = get(urls[0].rsplit("/", 1)[0] + "/" + "A" * 32)
    check(status == 403, "a wrong secret on a Rest in Peace game is answered 403")
    stop(proc)

    # --- scan of the draft: no page named a card that its seat never held while another seat held it ---
    for seat in (1, 2, 3):
        text = "\n".join(draft_seen[seat])
        mine = set(holdings["draft"][str(seat)]["draft"]) | set(holdings["draft"][str(seat)]["hand"])
        for chunk in draft_seen[seat]:
            try:
                m = json.loads(chunk)
            except ValueError:
                continue
            if isinstance(m, dict) and m.get("type") == "view":
                mine |= {c["id"] for c in m["you"]["hand"] + m["you"]["draft"]}
        for other in (1, 2, 3):
            if other != seat:
                for card in holdings["draft"][str(other)]["draft"]:
                    check(card in mine or ('"%s"' % card) not in text,
                          "seat %d never saw the card %s that only seat %d held in the draft" % (seat, card, other))

    # --- scan: nothing of another seat ever reached a page ---
    for seat in (1, 2, 3):
        text = "\n".join(seen[seat])
        for other in (1, 2, 3):
            if other == seat:
                continue
            for stage in ("motive", "tithe", "hand"):
                for motive in holdings[stage][str(other)]["motives"]:
                    mine = motive in holdings["motive"][str(seat)]["motives"] or motive in holdings["hand"][str(seat)]["motives"]
                    check(mine or ('"%s"' % motive) not in text, "seat %d never saw seat %d's motive %s" % (seat, other, motive))
                for card in holdings[stage][str(other)]["hand"]:
                    check(('"%s"' % card) not in text, "seat %d never saw seat %d's card %s" % (seat, other, card))
        for s in secrets + [old_secret]:
            if s not in (secrets[seat - 1], old_secret if seat == 1 else None):
                check(s not in text, "seat %d never saw another seat's secret" % seat)
        # Unrevealed bids: while bids were coming in, no view named an amount but the seat's own.
        for chunk in seen[seat]:
            try:
                m = json.loads(chunk)
            except ValueError:
                continue
            if isinstance(m, dict) and m.get("type") == "view" and m["board"].get("simultaneous") == "bid":
                check(all("bid" not in p for p in m["board"]["players"]), "seat %d saw no bid before the reveal" % seat)
finally:
    for d in drivers:
        d.quit()
    if os.environ.get("PHONES_KEEP"):
        print("saves and screenshots kept in", WORK)
    else:
        shutil.rmtree(WORK, ignore_errors=True)

print("%d passed, %d failed" % (0 if failures else 1, len(failures)))
sys.exit(1 if failures else 0)
