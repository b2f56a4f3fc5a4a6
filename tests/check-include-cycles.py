#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fail if the code under src/ (engine, app, tool, games) has a circle.

Each .c file with the header of the same name is one unit (tm-window.c and
tm-window.h are the unit tm-window; a header without a .c of its own, such
as tablemate.h, is a unit by itself, and tm-thing-private.h belongs to
tm-thing).  A unit depends on another when it includes that one's header,
or when it calls a function the other one defines, whichever header
declares it (a private header may declare functions of several of a
class's files).  The test finds every circle of such dependencies and
prints each as "a -> b -> ... -> a".

Circles that another piece of work is removing right now are listed below
as KNOWN: they are reported but do not fail the test, and a KNOWN circle
that is gone is reported too, so that the list can shrink.

Usage: check-include-cycles.py SOURCE_ROOT
"""
import pathlib
import re
import sys

# Circles being broken elsewhere, by the units in them (any order).  Take a
# line out when its circle is gone (the test says so).
KNOWN = {
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')
IDENT = re.compile(r'\b(_?tm_[a-z0-9_]+)\b')
# GNU style: the name of a function starts its line, its type is above.
DEFINITION = re.compile(r'^(_?tm_[a-z0-9_]+)\s*\(', re.M)
DEFINE_TYPE = re.compile(r'^G_DEFINE_[A-Z_]*TYPE[A-Z_]*\s*\(\s*\w+\s*,\s*(\w+)', re.M)
DEFINE_QUARK = re.compile(r'^G_DEFINE_QUARK\s*\(\s*[^,]+,\s*(\w+)\s*\)', re.M)


def strip(text):
    return STRING.sub('""', COMMENT.sub(" ", text))


def unit_of(path, stems):
    stem = path.name.rsplit(".", 1)[0]
    if path.suffix == ".h" and stem.endswith("-private") and stem[:-8] in stems:
        return stem[:-8]
    return stem


def build_graph(root):
    files = sorted(p for d in ("engine", "app", "cli")
                   for p in (root / "src" / d).rglob("*") if p.suffix in (".c", ".h"))
    stems = {p.name.rsplit(".", 1)[0] for p in files if p.suffix == ".c"}
    by_name = {p.name: p for p in files}
    units = {}
    for path in files:
        units.setdefault(unit_of(path, stems), []).append(path)

    defined = {}
    texts = {}
    for path in files:
        text = strip(path.read_text(encoding="utf-8"))
        texts[path] = text
        if path.suffix != ".c":
            continue
        unit = unit_of(path, stems)
        names = DEFINITION.findall(text)
        names += [f"{prefix}_get_type" for prefix in DEFINE_TYPE.findall(text)]
        names += [f"{prefix}_quark" for prefix in DEFINE_QUARK.findall(text)]
        for name in names:
            defined.setdefault(name, unit)

    graph = {unit: {} for unit in units}
    for unit, paths in units.items():
        for path in paths:
            raw = path.read_text(encoding="utf-8")
            for name in INCLUDE.findall(raw):
                header = by_name.get(pathlib.Path(name).name)
                if header is None:
                    continue  # config.h, generated resources
                other = unit_of(header, stems)
                if other != unit:
                    graph[unit].setdefault(other, f"{path.name} includes {header.name}")
            if path.suffix != ".c":
                continue  # a header's prototypes are not calls
            for name in set(IDENT.findall(texts[path])):
                other = defined.get(name)
                if other is not None and other != unit:
                    graph[unit].setdefault(other, f"{path.name} calls {name}()")
    return graph


def strongly_connected(graph):
    """Tarjan's algorithm: the sets of units that reach each other."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def shortest_cycle(graph, component):
    """One shortest circle through the component's first unit, as a list."""
    start = min(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v]):
            if w == start:
                return paths[v] + [start]
            if w in component and w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    return [start]


def describe(graph, cycle):
    steps = [f"{a} -> {b} ({graph[a][b]})" for a, b in zip(cycle, cycle[1:])]
    return " -> ".join(cycle) + "\n      " + "\n      ".join(steps)


def main():
    root = pathlib.Path(sys.argv[1])
    graph = build_graph(root)
    components = strongly_connected(graph)
    new = 0
    seen_known = set()
    for component in sorted(components, key=min):
        known = [name for name, units in KNOWN.items() if set(units) & component]
        cycle = shortest_cycle(graph, component)
        members = ", ".join(sorted(component))
        if known and component <= set().union(*(set(KNOWN[k]) for k in known)):
            seen_known.update(known)
            print(f"known circle ({', '.join(known)}), being broken: {members}")
            print(f"  e.g. {describe(graph, cycle)}")
        else:
            new += 1
            print(f"circle: {members}")
            print(f"  e.g. {describe(graph, cycle)}")
    for name in sorted(set(KNOWN) - seen_known):
        print(f"the known circle {name} is gone: remove it from KNOWN in {sys.argv[0]}")
    print(f"{len(graph)} units, {sum(len(e) for e in graph.values())} dependencies, "
          f"{len(components)} circles, {new} not known")
    return 1 if new else 0


if __name__ == "__main__":
    sys.exit(main())
