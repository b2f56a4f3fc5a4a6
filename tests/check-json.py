#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that every JSON file under a folder parses and carries a version.

Usage: check-json.py DIR
Prints one line per bad file; exits 1 if any is bad.
"""
import json
import pathlib
import sys


def main():
    root = pathlib.Path(sys.argv[1])
    bad = 0
    files = sorted(root.rglob("*.json"))
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (ValueError, UnicodeDecodeError) as e:
            print(f"{path}: not valid JSON: {e}")
            bad += 1
            continue
        if not isinstance(data, dict) or data.get("version") != 1:
            print(f"{path}: the top level must be an object with \"version\": 1")
            bad += 1
    print(f"checked {len(files)} JSON files, {bad} bad")
    return 1 if bad or not files else 0


if __name__ == "__main__":
    sys.exit(main())
