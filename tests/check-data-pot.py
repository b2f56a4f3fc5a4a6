#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fail if a shown string of the JSON data would be missing from
tablemate.pot, or a string field of the data is listed neither as shown
nor as not shown in data/translatable.json.

Runs xgettext over POTFILES.all as `meson compile tablemate-pot` does (into
a temporary file, so the source tree is left alone), then looks for every
string data/translatable.json marks as shown, walked with the same list
as build-aux/data-strings.py, and for the code's strings beside them.

Usage: check-data-pot.py SOURCE_ROOT POTFILES.all XGETTEXT
"""
import ast
import importlib.util
import pathlib
import subprocess
import sys
import tempfile


def load_extractor(root):
    path = root / "build-aux" / "data-strings.py"
    spec = importlib.util.spec_from_file_location("data_strings", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_po(path):
    """{(msgctxt or None, msgid): msgid_plural or None} of a PO file,
    header left out."""
    found = {}
    entry = {}
    current = None

    def finish():
        if entry.get("msgid"):
            found[(entry.get("msgctxt"), entry["msgid"])] = entry.get("msgid_plural")
        entry.clear()

    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith('"'):
            entry[current] += ast.literal_eval(line)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and "msgstr" in entry:
            finish()
        current = "msgstr" if keyword.startswith("msgstr") else keyword
        entry[current] = entry.get(current, "") if current == "msgstr" else ""
        entry[current] += ast.literal_eval(rest)
    finish()
    return found


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    potfiles = pathlib.Path(sys.argv[2])
    xgettext = sys.argv[3]
    extractor = load_extractor(root)
    problems = 0

    for path, spec, tokens, _value, line, field in extractor.walk(root):
        if field is None:
            shown = "".join(f"[{t}]" if isinstance(t, int) else f".{t}" for t in tokens)
            print(f"{path.relative_to(root)}:{line}: {shown.lstrip('.')} is a string field "
                  f"that data/translatable.json lists neither as shown nor as not shown "
                  f"(kind “{spec['kind']}”); add its path to one of them")
            problems += 1

    wanted = extractor.messages(root)
    with tempfile.TemporaryDirectory() as tmp:
        pot = pathlib.Path(tmp) / "tablemate.pot"
        subprocess.run([xgettext, "--package-name=tablemate", "--from-code=UTF-8",
                        "--add-comments", "--keyword=_", "--keyword=N_",
                        "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
                        "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
                        "-f", str(potfiles), "-D", str(root), "-o", str(pot)],
                       check=True)
        found = read_po(pot)
        code = sum(1 for line in pot.read_text(encoding="utf-8").splitlines()
                   if line.startswith("#: src/"))

    for (context, msgid), (refs, _comments, plural) in wanted.items():
        if (context, msgid) not in found:
            print(f"{refs[0]}: missing from the .pot: "
                  f"{'[' + context + '] ' if context else ''}{msgid[:60]!r}")
            problems += 1
        elif found[(context, msgid)] != plural:
            print(f"{refs[0]}: the .pot holds {msgid[:60]!r} with the plural "
                  f"{found[(context, msgid)]!r}, not {plural!r}")
            problems += 1
    if code == 0:
        print("the .pot holds no string of the code: it must hold both")
        problems += 1

    print(f"{len(wanted)} strings from the data, {len(found)} in the .pot, "
          f"{problems} problems")
    return 1 if problems or not wanted else 0


if __name__ == "__main__":
    sys.exit(main())
