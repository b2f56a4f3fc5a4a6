#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fail if shipped text repeats 10 or more consecutive words of the sources.

Usage: check-own-words.py SOURCES_DIR FILE_OR_FOLDER...

Every string value inside the given JSON files (a folder stands for every
JSON file under it), and the whole text of any other file, is compared with
the published rules in SOURCES_DIR.  Words are compared case-insensitively
with punctuation removed.  Exits 77 (skip) when
SOURCES_DIR does not exist, so a checkout without ../shared still tests.
"""
import json
import os
import re
import sys

N = 10
WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def words(text):
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"<[^>]+>", " ", text)  # Pango markup in shipped strings
    return WORD.findall(text)


def strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, list):
        for item in node:
            yield from strings(item)
    elif isinstance(node, dict):
        for value in node.values():
            yield from strings(value)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    sources = sys.argv[1]
    if not os.path.isdir(sources):
        print(f"SKIP: {sources} not found; cannot compare with the sources")
        return 77
    grams = set()
    for name in sorted(os.listdir(sources)):
        if name.endswith(".txt"):
            with open(os.path.join(sources, name), encoding="utf-8") as f:
                w = words(f.read())
            grams.update(tuple(w[i:i + N]) for i in range(len(w) - N + 1))
    failures = 0
    # A folder stands for every JSON file under it (the games' data).
    paths = []
    for arg in sys.argv[2:]:
        if os.path.isdir(arg):
            for top, _, names in sorted(os.walk(arg)):
                paths += [os.path.join(top, n) for n in sorted(names) if n.endswith(".json")]
        else:
            paths.append(arg)
    for path in paths:
        with open(path, encoding="utf-8") as f:
            data = f.read()
        texts = list(strings(json.loads(data))) if path.endswith(".json") else [data]
        for text in texts:
            w = words(text)
            for i in range(len(w) - N + 1):
                if tuple(w[i:i + N]) in grams:
                    print(f"{path}: copied wording: \"{' '.join(w[i:i + N])}\"")
                    failures += 1
                    break
    print(f"checked {len(paths)} files: {failures} copied runs")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
