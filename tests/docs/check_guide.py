#!/usr/bin/env python3
"""The user guide holds together (ctest docs_guide): every picture that the guide (English, and German
in docs/guide/de), the README or the AppStream entry names is in docs/guide/pictures, is a 1280x800 PNG and is a screen the self-test walks
(so scripts/guide-pictures.sh can make it again); no picture lies there that nobody names; every link
between the guide's pages leads to a file; the app's Help opens the guide's first page."""
import os
import re
import struct
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
guide = os.path.join(root, "docs", "guide")
pictures = os.path.join(guide, "pictures")
german = os.path.join(guide, "de")
documents = [os.path.join(guide, f) for f in sorted(os.listdir(guide)) if f.endswith(".md")]
documents += [os.path.join(german, f) for f in sorted(os.listdir(german)) if f.endswith(".md")]
documents += [os.path.join(root, "README.md"), os.path.join(root, "packaging", "io.github.mourners.metainfo.xml")]
problems = []

# The screens the self-test saves: shot(u"NAME"_s), the games' homes and the first home.
walk = ""
for f in ("selftest.cpp", "shelfwalk.cpp"):
    walk += open(os.path.join(root, "tests", "app", f), encoding="utf-8").read()
screens = set(re.findall(r'shot\(u"([a-z0-9-]+)"_s\)', walk))
screens |= {"digital-" + s for s in screens}
screens |= {"home-" + g for g in re.findall(r'u"([a-z-]+)"_s', walk[walk.find("Every game's home"):][:600])}
screens.add("home")

named = set()
for doc in documents:
    text = open(doc, encoding="utf-8").read()
    for name in re.findall(r'pictures/([a-z0-9-]+-(?:en|de)-(?:light|dark)\.png)', text):
        named.add(name)
    if doc.startswith(guide):
        for link in re.findall(r'\]\(([^)#]+\.md)(?:#[^)]*)?\)', text):
            if not link.startswith("http") and not os.path.exists(os.path.join(os.path.dirname(doc), link)):
                problems.append("%s links to %s, which does not exist" % (os.path.relpath(doc, root), link))
    for picture in re.findall(r'pictures/[^)"\s<]+', text):
        if not re.fullmatch(r'pictures/[a-z0-9-]+-(en|de)-(light|dark)\.png', picture):
            problems.append("%s names %s: pictures are named NAME-LANGUAGE-THEME.png" % (os.path.relpath(doc, root), picture))

if not named:
    problems.append("no document names a picture")
for name in sorted(named):
    path = os.path.join(pictures, name)
    screen = re.sub(r'-(en|de)-(light|dark)\.png$', "", name)
    if screen not in screens:
        problems.append("%s: the self-test walks no screen '%s' (tests/app/selftest.cpp, shelfwalk.cpp)" % (name, screen))
    if not os.path.exists(path):
        problems.append("%s is named but missing: run bash scripts/guide-pictures.sh" % name)
        continue
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or struct.unpack(">II", head[16:24]) != (1280, 800):
        problems.append("%s is not a 1280x800 PNG" % name)
for name in sorted(os.listdir(pictures)) if os.path.isdir(pictures) else []:
    if name not in named:
        problems.append("%s lies in docs/guide/pictures but nothing names it" % name)

for p in problems:
    print("docs_guide:", p)
print("docs_guide: %d pictures named, %d problems" % (len(named), len(problems)))
sys.exit(1 if problems else 0)
