#!/usr/bin/env python3
"""Fills a Qt Linguist .ts file from a dictionary, so a translation can be refreshed after the sources
change: run `cmake --build <dir> --target update_translations`, then this script, then look at what it
lists as missing and add those texts to the dictionary.

    scripts/fill_translation.py translations/mourners_de.ts translations/de_dictionary.py
    scripts/fill_translation.py --partial translations/mourners_en.ts translations/en_dictionary.py

The dictionary is a Python file defining TRANSLATIONS: {source: german} where german is a string, or a
tuple (singular, plural) for a text with %n. A key "Context|source" wins over a plain "source" key for
that context only. Messages found in the dictionary are marked finished; the others are left as they
are (unfinished) and listed on stderr. Exit status 1 when something is missing. With --partial the
dictionary need not cover every text (English: only the plural forms)."""

import re
import runpy
import sys
import xml.etree.ElementTree as ET

MARKER = re.compile(r"%L?(?:\d+|n)|\[[RD]-[A-Z0-9-]+\]")


def markers(text):
    return sorted(set(MARKER.findall(text)))


def main():
    args = sys.argv[1:]
    partial = "--partial" in args
    args = [a for a in args if a != "--partial"]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    ts_path, dict_path = args
    table = runpy.run_path(dict_path)["TRANSLATIONS"]
    tree = ET.parse(ts_path)
    missing, mismatched = [], []
    for context in tree.getroot().iter("context"):
        cname = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            value = table.get(f"{cname}|{source}", table.get(source))
            if value is None:
                missing.append((cname, source))
                continue
            numerus = message.get("numerus") == "yes"
            forms = list(value) if isinstance(value, tuple) else [value]
            if numerus and len(forms) == 1:
                forms = forms * 2
            want = [m for m in markers(source) if not (numerus and m == "%n")]
            for form in forms:
                have = [m for m in markers(form) if not (numerus and m == "%n")]
                if have != want:
                    mismatched.append((cname, source, form))
            if numerus:
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
            translation.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    with open(ts_path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    if partial:
        missing = []
    for cname, source in missing:
        print(f"missing: {cname}: {source!r}", file=sys.stderr)
    for cname, source, form in mismatched:
        print(f"placeholders differ: {cname}: {source!r} -> {form!r}", file=sys.stderr)
    return 1 if missing or mismatched else 0


if __name__ == "__main__":
    sys.exit(main())
