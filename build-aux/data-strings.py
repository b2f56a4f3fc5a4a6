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
MARKUP = re.compile(r"</?[a-z]+[ >]")
PLACEHOLDER = re.compile(r"\{(total|each|count|cards)\}")
PLURAL_COMMENT = (
    "A text that depends on a number, given in its singular and plural: "
    "give every form your language has.  A word in braces, such as {count}, "
    "is replaced by a value (the number, a card's name); keep it as it is, "
    "and keep the braces, | and ? signs of a choice such as {count=0?A|B}, "
    "translating the words between them."
)
CHOICE_NAME = re.compile(r"[a-z_]*")


def find_close(text, pos):
    """The '}' closing the placeholder opened just before pos, and its
    first top-level '|' (or None): as src/engine/tm-effects.c reads it."""
    depth = 0
    bar = None
    for i in range(pos, len(text)):
        c = text[i]
        if c == "{":
            depth += 1
        elif c == "}":
            if depth == 0:
                return i, bar
            depth -= 1
        elif c == "|" and depth == 0 and bar is None:
            bar = i
    raise ValueError(f"a brace is never closed: {text!r}")


def plural_choices(text, one, params):
    """text with every {name:one|many} choice made (its one branch when
    one, else its many branch), at any depth, as tm-effects.c makes them;
    each choice's parameter is added to params."""
    out = []
    pos = 0
    while True:
        start = text.find("{", pos)
        if start < 0:
            out.append(text[pos:])
            return "".join(out)
        out.append(text[pos:start])
        close, bar = find_close(text, start + 1)
        name = CHOICE_NAME.match(text, start + 1).group()
        after = start + 1 + len(name)
        if text[after] == ":" and bar is not None:
            params.add(name)
            branch = text[after + 1:bar] if one else text[bar + 1:close]
            out.append(plural_choices(branch, one, params))
        else:
            out.append("{" + plural_choices(text[start + 1:close], one, params) + "}")
        pos = close + 1


def split_plural(value):
    """(singular, plural) of a text with {n:one|many} choices, or None."""
    params = set()
    singular = plural_choices(value, True, params)
    plural = plural_choices(value, False, params)
    return (singular, plural) if params else None


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
    """The shown strings: {(msgctxt or None, msgid): (references, comments,
    msgid_plural or None)}, in the order the data holds them.  A field
    marked "plurals" whose text picks words by a number ({n:one|many}) is
    one message in its singular and plural, which the engine translates
    with ngettext once it knows the number."""
    found = {}
    for path, _spec, _tokens, value, line, field in walk(root):
        if not isinstance(field, dict) or not is_text(value):
            continue
        forms = split_plural(value) if field.get("plurals") else None
        msgid, plural = forms if forms else (value, None)
        key = (field.get("context"), msgid)
        refs, comments, _plural = found.setdefault(key, ([], [], plural))
        refs.append(f"{path.relative_to(root).as_posix()}:{line}")
        notes = [field.get("comment")]
        if forms:
            notes.append(PLURAL_COMMENT)
        if MARKUP.search(value):
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
    for (context, msgid), (refs, comments, plural) in found.items():
        lines += [f"#. {c}" for c in comments]
        lines += [f"#: {r}" for r in refs]
        if context is not None:
            lines.append(f"msgctxt {po_string(context)}")
        lines.append(f"msgid {po_string(msgid)}")
        if plural is not None:
            lines += [f"msgid_plural {po_string(plural)}", 'msgstr[0] ""', 'msgstr[1] ""', ""]
        else:
            lines += ['msgstr ""', ""]
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
