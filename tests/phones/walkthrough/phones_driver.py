#!/usr/bin/python3
# Drives headless Chromium phone pages (selenium) while the real window (Xvfb) shows the table: the
# walkthrough of docs/phones.md ("a round with every private step on phones"), not a ctest.
#   mkfifo /tmp/phones/fifo; phones_driver.py /tmp/phones/fifo /tmp/phones/out.log SHOTS_DIR &
#   echo "open URL1 URL2 URL3 en de en" > /tmp/phones/fifo   (the links decoded from the Phones panel's
#                                                             QR codes with zbarimg, languages per page)
#   echo state > fifo; echo "pick PHONE INDEX" > fifo; echo "shot NAME" > fifo; echo quit > fifo
# `shot` saves the window (ImageMagick import, display WINDOW_DISPLAY) and every page; auto.py answers
# every question the phones ask (not the hand) with a shot after each answer.
import json, os, subprocess, sys, time, traceback
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.common.by import By

FIFO, OUT, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
DISPLAY = os.environ.get("WINDOW_DISPLAY", ":43")
drivers, step = [], [0]

def log(*a):
    with open(OUT, "a") as f:
        print(*a, file=f, flush=True)

def new_page(lang):
    o = Options()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=420,1100", "--lang=" + lang):
        o.add_argument(arg)
    o.add_experimental_option("prefs", {"intl.accept_languages": lang})
    return webdriver.Chrome(options=o)

def shot(name):
    step[0] += 1
    base = os.path.join(SHOTS, "%03d-%s" % (step[0], name))
    subprocess.run(["import", "-window", "root", "-display", DISPLAY, base + "-window.png"], check=False)
    for i, d in enumerate(drivers):
        d.save_screenshot(base + "-phone%d.png" % (i + 1))
    log("shot", base)

def state(i):
    d = drivers[i]
    return d.execute_script("""
      const ask = document.getElementById('ask');
      const when = document.getElementById('when');
      const btns = [...ask.querySelectorAll('.choices button')].map(b => b.id + '|' + b.innerText.replace(/\\n/g,' / '));
      return {title: document.title, when: when ? when.innerText : '', held: !!document.getElementById('held'),
              lead: [...ask.querySelectorAll('.lead,.hint,h2')].map(e => e.innerText).join(' | '),
              choices: btns, hand: (document.getElementById('my-hand')||{}).innerText || '',
              conn: document.getElementById('conn').innerText,
              board: [...document.querySelectorAll('#board dd')].map(e => e.innerText).join(' ; ')};""")

def pick(i, index):
    d = drivers[i]
    buttons = d.find_elements(By.CSS_SELECTOR, "#ask .choices button")
    # As a person would: scroll the choice into view, tap it, then tap the confirmation.
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", buttons[index])
    buttons[index].click()
    confirm = d.find_element(By.ID, "confirm")
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", confirm)
    confirm.click()
    d.execute_script("window.scrollTo(0, 0)")

def main():
    while True:
        with open(FIFO) as f:
            for line in f:
                cmd = line.split()
                if not cmd:
                    continue
                try:
                    if cmd[0] == "open":        # open URL1 URL2 URL3 [lang...]
                        urls = [a for a in cmd[1:] if a.startswith("http")]
                        langs = [a for a in cmd[1:] if not a.startswith("http")]
                        for k, url in enumerate(urls):
                            d = new_page(langs[k] if k < len(langs) else "en")
                            d.get(url)
                            drivers.append(d)
                        time.sleep(1.5)
                        log("opened", len(drivers))
                    elif cmd[0] == "state":
                        for i in range(len(drivers)):
                            log("phone%d" % (i + 1), json.dumps(state(i), ensure_ascii=False))
                    elif cmd[0] == "pick":      # pick PHONE INDEX (1-based phone)
                        pick(int(cmd[1]) - 1, int(cmd[2]))
                        time.sleep(0.6)
                        log("picked", cmd[1], cmd[2])
                    elif cmd[0] == "shot":
                        shot(cmd[1])
                    elif cmd[0] == "quit":
                        for d in drivers:
                            d.quit()
                        log("bye")
                        return
                except Exception:
                    log("ERROR", traceback.format_exc())

main()
