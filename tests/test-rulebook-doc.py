#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fail if docs/rulings.md is not what `tablemate-cli rulings --markdown` prints.

Usage: test-rulebook-doc.py TABLEMATE_CLI DOCS_RULINGS_MD

The rulings live in data/games/<game>/rules.json; the app and the tool read them
from there, and docs/rulings.md is generated from the tool so that the
documentation says exactly what the app does.  To regenerate:

    build-aux/dev cli rulings --markdown > docs/rulings.md
"""
import difflib
import subprocess
import sys


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    cli, doc = sys.argv[1], sys.argv[2]
    out = subprocess.run([cli, "rulings", "--markdown"], check=True,
                         capture_output=True, text=True).stdout
    with open(doc, encoding="utf-8") as f:
        have = f.read()
    if have == out:
        print(f"{doc}: matches the tool ({out.count('### ')} rulings)")
        return 0
    sys.stdout.writelines(difflib.unified_diff(
        have.splitlines(True), out.splitlines(True),
        fromfile=doc, tofile="tablemate-cli rulings --markdown"))
    print(f"\n{doc} differs from the tool's output; regenerate it with:\n"
          "    build-aux/dev cli rulings --markdown > docs/rulings.md")
    return 1


if __name__ == "__main__":
    sys.exit(main())
