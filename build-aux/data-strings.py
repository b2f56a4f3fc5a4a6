#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Extract the shown strings of Tablemate's JSON data for translators.

xgettext cannot read JSON, so this writes the strings that
data/translatable.json marks as shown into a PO file (each with its file
and line, its msgctxt and a comment for the translator).  po/meson.build
runs it and lists its output in POTFILES.all, so that `meson compile
tablemate-pot` reads it with the C and .ui files into one tablemate.pot.

Usage: data-strings.py SOURCE_ROOT OUTPUT [DEPFILE]

tests/check-data-pot.py imports this file to walk the data the same way.
"""
import json
import pathlib
import re
import sys

LIST = "data/translatable.json"

MARKUP_COMMENT = (
    "Keep the inline markup as it is: <b>…</b> and <i>…</i> mark words "
    "bold or italic, <a href=\"…\">…</a> is a link to a card, a section or "
    "a ruling.  Translate the words between the tags, never an href."
)
PLACEHOLDER_COMMENT = (
    "{total}, {each}, {count} and {cards} are replaced by numbers of cards "
    "or a list of card names: keep them as they are."
)
PLACEHOLDER = re.compile(r"\{(total|each|count|cards)\}")


class Scanner:
    """A small JSON reader that keeps the line of every string value
    (the json module keeps none)."""

    WS = re.compile(r"[ \t\r\n]*")
    NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?")

    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.strings = []  # (path tokens, value, line)

    def line(self, pos):
        return self.text.count("\n", 0, pos) + 1

    def skip(self):
        self.pos = self.WS.match(self.text, self.pos).end()

    def string(self):
        value, self.pos = json.decoder.scanstring(self.text, self.pos + 1)
        return value

    def value(self, path):
        self.skip()
        c = self.text[self.pos]
        if c == "{":
            self.pos += 1
            self.skip()
            if self.text[self.pos] == "}":
                self.pos += 1
                return
            while True:
                self.skip()
                key = self.string()
                self.skip()
                self.pos += 1  # the colon
                self.value(path + [key])
                self.skip()
                c = self.text[self.pos]
                self.pos += 1
                if c == "}":
                    return
        elif c == "[":
            self.pos += 1
            self.skip()
            if self.text[self.pos] == "]":
                self.pos += 1
                return
            index = 0
            while True:
                self.value(path + [index])
                index += 1
                self.skip()
                c = self.text[self.pos]
                self.pos += 1
                if c == "]":
                    return
        elif c == '"':
            start = self.pos
            self.strings.append((path, self.string(), self.line(start)))
        else:
            for word in ("true", "false", "null"):
                if self.text.startswith(word, self.pos):
                    self.pos += len(word)
                    return
            self.pos = self.NUMBER.match(self.text, self.pos).end()


def string_values(path):
    """Every string value of a JSON file: (path tokens, value, line)."""
    text = path.read_text(encoding="utf-8")
    json.loads(text)  # refuse anything that is not JSON before scanning
    scanner = Scanner(text)
    scanner.value([])
    return scanner.strings


def pattern_tokens(pattern):
    """'options[].name' -> ['options', '[]', 'name']."""
    tokens = []
    for part in pattern.split("."):
        name = part.split("[]")[0]
        if name:
            tokens.append(name)
        tokens += ["[]"] * part.count("[]")
    return tokens


def matches(pattern, tokens):
    if len(pattern) != len(tokens):
        return False
    for want, have in zip(pattern, tokens):
        if want == "[]":
            if not isinstance(have, int):
                return False
        elif isinstance(have, int) or (want != "*" and want != have):
            return False
    return True


def is_text(value):
    """A string worth translating: one with a letter in it."""
    return any(c.isalpha() for c in value)


def load_list(root):
    with open(root / LIST, encoding="utf-8") as f:
        return json.load(f)["files"]


def data_files(root, spec):
    found = set()
    for pattern in spec["paths"]:
        found.update(root.glob(pattern))
    return sorted(found)


def walk(root):
    """Yields (file, spec, path tokens, value, line, field) for every string
    value of the data files the list names; field is the list's 'shown'
    entry, the string 'not-shown', or None for a field in neither."""
    for spec in load_list(root):
        shown = [(pattern_tokens(f["path"]), f) for f in spec["shown"]]
        hidden = [pattern_tokens(p) for p in spec["not-shown"]]
        for path in data_files(root, spec):
            for tokens, value, line in string_values(path):
                field = next((f for p, f in shown if matches(p, tokens)), None)
                if field is None and any(matches(p, tokens) for p in hidden):
                    field = "not-shown"
                yield path, spec, tokens, value, line, field


def messages(root):
    """The shown strings: {(msgctxt or None, msgid): (references, comments)},
    in the order the data holds them."""
    found = {}
    for path, _spec, _tokens, value, line, field in walk(root):
        if not isinstance(field, dict) or not is_text(value):
            continue
        key = (field.get("context"), value)
        refs, comments = found.setdefault(key, ([], []))
        refs.append(f"{path.relative_to(root).as_posix()}:{line}")
        notes = [field.get("comment")]
        if "<" in value:
            notes.append(MARKUP_COMMENT)
        if PLACEHOLDER.search(value):
            notes.append(PLACEHOLDER_COMMENT)
        for note in notes:
            if note and note not in comments:
                comments.append(note)
    return found


def po_string(value):
    escaped = (value.replace("\\", "\\\\").replace('"', '\\"')
               .replace("\n", "\\n").replace("\t", "\\t"))
    return f'"{escaped}"'


def write_po(found, out):
    lines = [
        "# The shown strings of Tablemate's JSON data (data/translatable.json),",
        "# written by build-aux/data-strings.py for xgettext to read.",
        'msgid ""',
        'msgstr ""',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        "",
    ]
    for (context, msgid), (refs, comments) in found.items():
        lines += [f"#. {c}" for c in comments]
        lines += [f"#: {r}" for r in refs]
        if context is not None:
            lines.append(f"msgctxt {po_string(context)}")
        lines += [f"msgid {po_string(msgid)}", 'msgstr ""', ""]
    out.write_text("\n".join(lines), encoding="utf-8")


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    out = pathlib.Path(sys.argv[2])
    found = messages(root)
    write_po(found, out)
    if len(sys.argv) > 3:
        # Everything read, and the folders (a new file changes their
        # time), so that the build writes the file again after a change.
        deps = {root / LIST, pathlib.Path(__file__).resolve()}
        for spec in load_list(root):
            for path in data_files(root, spec):
                deps.update({path, path.parent})
        names = " ".join(str(d).replace(" ", "\\ ") for d in sorted(deps))
        pathlib.Path(sys.argv[3]).write_text(f"{out.name}: {names}\n", encoding="utf-8")
    print(f"{len(found)} strings from the data")
    return 0


if __name__ == "__main__":
    sys.exit(main())
