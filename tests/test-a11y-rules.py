#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# test-a11y-rules.py: the Rules section as a screen reader sees it
#
# Starts Tablemate on Free-O's page and reads its accessibility tree over
# AT-SPI, the way Orca does: the rules' links are link objects, their
# tables are tables of named rows and cells, the search entry has a name
# and a search announces how many places it found.  Prints TAP; skips when
# no AT-SPI registry can be reached.
#
# Usage: test-a11y-rules.py TABLEMATE

import os
import re
import subprocess
import sys
import tempfile
import time

# The app keeps the tests' fatal warnings; this reader must not die of the
# AT-SPI library's own chatter about objects that come and go.
app_debug = os.environ.pop('G_DEBUG', None)

try:
    import gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi, GLib
except (ImportError, ValueError) as error:
    print(f'1..0 # SKIP no AT-SPI bindings: {error}')
    sys.exit(0)

results = []


def check(ok, what):
    results.append((bool(ok), what))
    print(f'{"ok" if ok else "not ok"} {len(results)} - {what}', flush=True)


def pump(seconds):
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def children(node):
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None:
            yield child


def walk(node):
    yield node
    for child in children(node):
        yield from walk(child)


def find_app(name):
    desktop = Atspi.get_desktop(0)
    for app in children(desktop):
        if name in (app.get_name() or ''):
            return app
    return None


def main():
    tablemate = sys.argv[1]
    data_home = tempfile.mkdtemp(prefix='tablemate-a11y-')
    env = dict(os.environ, XDG_DATA_HOME=data_home)
    if app_debug is not None:
        env['G_DEBUG'] = app_debug
    Atspi.init()
    app_process = subprocess.Popen([tablemate, '--game', 'freeo'], env=env)
    try:
        app = None
        end = time.monotonic() + 60
        while app is None and time.monotonic() < end:
            pump(0.5)
            app = find_app('ablemate')
        if app is None:
            print('1..0 # SKIP the app never showed up on the AT-SPI bus')
            return 0

        # The page is built and laid out.
        nodes = []
        end = time.monotonic() + 60
        while time.monotonic() < end:
            pump(1)
            nodes = list(walk(app))
            if sum(1 for n in nodes if n.get_role() == Atspi.Role.TABLE) >= 5:
                break

        def role(r):
            return [n for n in nodes if n.get_role() == r]

        links = role(Atspi.Role.LINK)
        tables = role(Atspi.Role.TABLE)
        rows = role(Atspi.Role.TABLE_ROW)
        cells = role(Atspi.Role.TABLE_CELL) + role(Atspi.Role.ROW_HEADER)
        headings = role(Atspi.Role.HEADING)
        print(f'# {len(links)} links, {len(tables)} tables, {len(rows)} rows, '
              f'{len(cells)} cells, {len(headings)} headings')

        check(len(links) >= 30, 'the rules text has link objects')
        check(all(link.get_name() for link in links), 'every link is named by its words')
        check(all('Action' in link.get_interfaces() for link in links), 'every link can be activated')
        check(len(tables) >= 5 and all(t.get_name() for t in tables), 'tables are named tables')
        check(len(rows) >= 30 and all(r.get_name() for r in rows), 'every table row is named')
        check(any(re.fullmatch(r'Players: 4, Cards each: 6, Draw pile: 65', r.get_name())
                  for r in rows), 'a row is read with its headings')
        check(all(c.get_name() for c in cells), 'every cell is named')
        check(any(c.get_name() == 'Draw pile: 77' for c in cells), 'a cell is read with its heading')
        check(not any('href' in (n.get_name() or '') for n in nodes), 'no markup is read out')

        # The search within the game.
        button = next((n for n in nodes if n.get_role() == Atspi.Role.TOGGLE_BUTTON and
                       n.get_name() == 'Search Rules and Cards'), None)
        check(button is not None, 'the search button is named')
        announcements = []
        listener = Atspi.EventListener.new(
            lambda event: announcements.append(str(event.any_data)))
        listener.register('object:announcement')
        if button is not None:
            button.do_action(0)
            pump(1)
        entries = [n for n in walk(app) if n.get_role() == Atspi.Role.ENTRY and
                   n.get_state_set().contains(Atspi.StateType.SHOWING)]
        entry = next((e for e in entries if e.get_name() == 'Search rules and cards'), None)
        check(entry is not None, 'the search entry is named')
        if entry is not None:
            entry.set_text_contents('draw pile')
            end = time.monotonic() + 10
            while not announcements and time.monotonic() < end:
                pump(0.2)
        print(f'# announced: {announcements}')
        check(any(re.fullmatch(r'\d+ results?', a) for a in announcements),
              'the number of hits is announced')
    finally:
        app_process.terminate()
        app_process.wait(timeout=10)

    print(f'1..{len(results)}')
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
