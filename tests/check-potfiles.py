#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fail if a source file with translatable strings is missing from
po/POTFILES.in and from the list with the games' files the build writes
(POTFILES.all), or either names a file that does not exist.

Usage: check-potfiles.py SOURCE_ROOT [POTFILES.all]
"""
import pathlib
import re
import sys

MARKS = {
    ".c": re.compile(r'\b(N?_|C_|NC_|g_dngettext|ngettext)\s*\('),
    ".ui": re.compile(r'translatable="yes"'),
}


def main():
    root = pathlib.Path(sys.argv[1])
    listed = set()
    lists = [root / "po" / "POTFILES.in"] + [pathlib.Path(p) for p in sys.argv[2:]]
    for path in lists:
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                listed.add(line)
    problems = 0
    for name in sorted(listed):
        if not (root / name).is_file():
            print(f"the lists of translatable files name {name}, which does not exist")
            problems += 1
    for path in sorted((root / "src").rglob("*")):
        mark = MARKS.get(path.suffix)
        if mark is None or not path.is_file():
            continue
        rel = path.relative_to(root).as_posix()
        if mark.search(path.read_text(encoding="utf-8")) and rel not in listed:
            print(f"{rel} has translatable strings but is not in po/POTFILES.in")
            problems += 1
    print(f"{problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
