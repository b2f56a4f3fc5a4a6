#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# test-a11y-app.py: the whole app as a screen reader reaches it
#
# Starts Tablemate and works it over AT-SPI alone, the way Orca's user
# does: opens every game's every section, checks that every control on
# screen has a name and a role (and that a page's content is not exposed
# again under the section switcher's other pages), starts a score sheet of
# five players and enters hands (each player's fields named with the
# player's name, the focus on Add Hand after saving), and plays games
# against the computer to the end with the keyboard alone (GAMES and
# KEYBOARD_GAMES below, Escaped and Prisoner through KeyPlay;
# docs/accessibility.md lists the keys): Tab to New
# Game… and through its dialog, then on each turn Alt+H, whose hint takes
# the focus to what it names, and Enter (the mixer, without hints: Enter,
# R and W on the control each decision takes the focus to); checking that
# the start, the moves, the hints, the turn coming back to the person, a
# refused choice with its rule and the end are announced.
# Keys are pressed through the X server's XTEST extension (python3-xlib),
# as a keyboard presses them: AT-SPI's generate_keyboard_event() does not
# reach a GTK 4 window under Xvfb.  Then it starts the app again at a
# phone's size, 360x720, for Free-O's sections and a one-player game (the
# app keeps the tests' fatal warnings and criticals).
# Prints TAP; skips when no AT-SPI registry or no X display can be
# reached.
#
# Usage: test-a11y-app.py TABLEMATE
# (TABLEMATE_A11Y_PLAY=GAME,… plays only those games by keys and walks
# nothing else; TABLEMATE_A11Y_TRACE=1 prints every key and wait;
# TABLEMATE_A11Y_ANIMATIONS=1 leaves the desktop's animations on.)

import os
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

try:
    from Xlib import X, XK
    from Xlib import display as xdisplay
    from Xlib.ext import xtest
except ImportError as error:
    print(f'1..0 # SKIP no python3-xlib to press keys: {error}')
    sys.exit(0)

results = []

# The games played by keyboard: name, players, options turned on (a
# single hand, to keep the test short), and what a refused card says.
GAMES = [
    ('Meet the Patriots', 2, (), 'already face up'),
    ('Free-O', 2, ('A single hand',), None),
]

# The deals of Escaped and Prisoner played by keys (typed into the New
# Game dialog's Seed row): a Prisoner hand of some length (some deals end
# in two moves, with the Butler), an Escaped game of about fifteen turns.
ESCAPED_SEED = 5
PRISONER_SEED = 4

# Roles a person acts on: each needs a name of its own.
CONTROLS = {
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX,
    Atspi.Role.RADIO_BUTTON, Atspi.Role.ENTRY, Atspi.Role.PASSWORD_TEXT,
    Atspi.Role.SPIN_BUTTON, Atspi.Role.LINK, Atspi.Role.MENU_ITEM,
    Atspi.Role.COMBO_BOX, Atspi.Role.SLIDER, Atspi.Role.PAGE_TAB,
    Atspi.Role.CHECK_MENU_ITEM, Atspi.Role.RADIO_MENU_ITEM, Atspi.Role.TEXT,
}


def check(ok, what):
    results.append((bool(ok), what))
    print(f'{"ok" if ok else "not ok"} {len(results)} - {what}', flush=True)


def pump(seconds):
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


def wait_for(condition, seconds=10):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        pump(0.05)
    return condition()


def children(node):
    # A node may go while it is read (a list rebuilt): it has no children.
    try:
        count = node.get_child_count()
    except GLib.Error:
        return
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except GLib.Error:
            continue
        if child is not None:
            yield child


def showing(node):
    try:
        states = node.get_state_set()
    except GLib.Error:
        return False
    return states.contains(Atspi.StateType.SHOWING) and states.contains(Atspi.StateType.VISIBLE)


def walk(node):
    """The nodes on screen, with the path of roles that leads to each."""
    stack = [(node, '')]
    while stack:
        current, path = stack.pop()
        yield current, path
        for child in children(current):
            if showing(child):
                try:
                    stack.append((child, f'{path}/{child.get_role_name()}'))
                except GLib.Error:
                    continue


def role_of(node):
    try:
        return node.get_role()
    except GLib.Error:
        return None


def find(root, role, name=None, prefix=None):
    for node, _ in walk(root):
        if role_of(node) != role:
            continue
        label = node.get_name() or ''
        if name is not None and label != name:
            continue
        if prefix is not None and not label.startswith(prefix):
            continue
        return node
    return None


def act(node, name=None):
    """Runs a node's action: @name, or its first."""
    actions = node.get_action_iface()
    assert actions is not None, f'{node.get_role_name()} “{node.get_name()}” has no action'
    index = 0
    if name is not None:
        names = [actions.get_action_name(i) for i in range(actions.get_n_actions())]
        index = names.index(name)
    return actions.do_action(index)


def enabled(node):
    return node.get_state_set().contains(Atspi.StateType.SENSITIVE)


class Keyboard:
    """Presses keys on the X display, into the app's window.  There is no
    window manager under Xvfb: the window is given the input focus here,
    as a window manager gives it to the window clicked."""

    def __init__(self, pid):
        self.display = xdisplay.Display()
        self.pid = pid

    def app_window(self):
        pid_atom = self.display.intern_atom('_NET_WM_PID')
        stack = [self.display.screen().root]
        while stack:
            for child in stack.pop().query_tree().children:
                owner = child.get_full_property(pid_atom, X.AnyPropertyType)
                if owner is not None and owner.value[0] == self.pid and \
                   child.get_attributes().map_state == X.IsViewable:
                    return child
                stack.append(child)
        return None

    def focus_app(self):
        window = self.app_window()
        if window is not None:
            self.display.set_input_focus(window, X.RevertToPointerRoot, X.CurrentTime)
            # The pointer out of the way, in the screen's far corner: a
            # list that opens under it selects what it hovers (a seat's
            # list did, in the middle of the screen where Xvfb puts it).
            screen = self.display.screen()
            xtest.fake_input(self.display, X.MotionNotify,
                             x=screen.width_in_pixels - 1, y=screen.height_in_pixels - 1)
            self.display.sync()
        return window is not None

    def press(self, key, *modifiers):
        """Presses @key (an X keysym name: 'Tab', 'Return', 'n') with
        @modifiers held ('Control_L')."""
        codes = [self.display.keysym_to_keycode(XK.string_to_keysym(name))
                 for name in modifiers + (key,)]
        for code in codes:
            xtest.fake_input(self.display, X.KeyPress, code)
        for code in reversed(codes):
            xtest.fake_input(self.display, X.KeyRelease, code)
        self.display.sync()
        pump(0.05)


def focused(root):
    for node, _ in walk(root):
        try:
            if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                return node
        except GLib.Error:
            continue
    return None


def tab_to(keyboard, root, wanted, limit=60, session=None):
    """Presses Tab until the focus is on a node @wanted accepts.  With a
    @session, the focus is followed from its events (each Tab waits for
    the focus to move), not found by walking the tree under @root, which
    takes seconds a key in a long dialog on a loaded machine."""
    for _ in range(limit):
        if session is not None:
            node = session.focus
        else:
            node = wait_for(lambda: focused(root), 2)
        if node is not None and wanted(node):
            return node
        moves = session.focus_moves if session is not None else 0
        keyboard.press('Tab')
        if session is not None:
            wait_for(lambda: session.focus_moves != moves, 2)
    return None


class Session:
    def __init__(self, app):
        self.app = app
        self.announcements = []
        self.listener = Atspi.EventListener.new(
            lambda event: self.announcements.append(str(event.any_data)))
        self.listener.register('object:announcement')
        # What has the keyboard focus, followed from events: walking the
        # whole tree to find it is slow once a game's log is long.
        self.focus = None
        self.focus_moves = 0
        self.focus_listener = Atspi.EventListener.new(self.focus_changed)
        self.focus_listener.register('object:state-changed:focused')

    def focus_changed(self, event):
        if event.detail1:
            self.focus = event.source
            self.focus_moves += 1

    def frame(self):
        def find_frame():
            for child in children(self.app):
                if child.get_role() == Atspi.Role.FRAME and showing(child):
                    return child
            return None
        return wait_for(find_frame, 5)

    def unnamed_controls(self, root=None):
        """Controls on screen without a name, as role paths."""
        root = root or self.app
        missing = []
        for node, path in walk(root):
            if node.get_role() == Atspi.Role.TEXT and \
               not node.get_state_set().contains(Atspi.StateType.EDITABLE):
                continue
            if role_of(node) in CONTROLS and not (node.get_name() or '').strip():
                missing.append(path)
        return missing

    def mnemonics_read_out(self, root=None):
        """Names that read out a mnemonic's underscore, such as “_Undo”."""
        root = root or self.app
        return [node.get_name() for node, _ in walk(root)
                if role_of(node) in CONTROLS and '_' in (node.get_name() or '')
                and ' ' not in (node.get_name() or '_')[:1]
                and any(part.startswith('_') for part in (node.get_name() or '').split())]

    def said(self, text):
        return any(text in a for a in self.announcements)


def check_library(s):
    frame = s.frame()
    tiles = [n for n, _ in walk(frame) if n.get_role() == Atspi.Role.PUSH_BUTTON and
             n.get_action_iface() is not None and
             'tile.open' in [n.get_action_iface().get_action_name(i)
                             for i in range(n.get_action_iface().get_n_actions())]]
    print(f'# {len(tiles)} game tiles: {[t.get_name() for t in tiles]}')
    check(len(tiles) >= 4 and all(t.get_name() for t in tiles),
          'every game tile is a named button with an action')
    missing = s.unnamed_controls(frame)
    check(not missing, f'every control of the library has a name {missing[:5]}')

    menu = find(frame, Atspi.Role.TOGGLE_BUTTON, 'Main Menu')
    check(menu is not None, 'the main menu button is named')
    act(menu)
    items = wait_for(lambda: [n for n, _ in walk(s.app) if n.get_role() == Atspi.Role.MENU_ITEM])
    print(f'# menu items: {[i.get_name() for i in items or []]}')
    check(items and all(i.get_name() and '_' not in i.get_name() for i in items),
          'the main menu\'s items are named, without mnemonic underscores')
    act(menu)
    pump(0.3)
    return [t.get_name() for t in tiles]


def open_game(s, name):
    tile = wait_for(lambda: find(s.frame(), Atspi.Role.PUSH_BUTTON, name))
    act(tile, 'tile.open')
    return wait_for(lambda: find(s.frame(), Atspi.Role.PAGE_TAB, 'Rules'))


def show_section(s, title, settle=0.6):
    tab = wait_for(lambda: find(s.frame(), Atspi.Role.PAGE_TAB, title))
    act(tab)
    pump(settle)


def back_to_library(s):
    back = find(s.frame(), Atspi.Role.PUSH_BUTTON, 'Back')
    act(back)
    wait_for(lambda: find(s.frame(), Atspi.Role.TABLE, 'Games'))


def check_games(s, games):
    unnamed = {}
    repeated = {}
    for number, game in enumerate(games):
        open_game(s, game)
        for section in ('Rules', 'Scores', 'Table', 'Play'):
            show_section(s, section, 0.3)
            # The rules are long (test-a11y-rules reads them closely):
            # one game's are enough here.
            if section == 'Rules' and number > 0:
                continue
            missing = s.unnamed_controls(s.frame())
            if missing:
                unnamed[f'{game}/{section}'] = missing[:3]
            # Nothing of another section is on screen with this one.
            tabs = [n for n, _ in walk(s.frame()) if n.get_role() == Atspi.Role.PAGE_TAB]
            names = [n.get_name() for n, _ in walk(s.frame())
                     if n.get_role() == Atspi.Role.PUSH_BUTTON and n.get_name()]
            twice = sorted({n for n in names if names.count(n) > 1 and n not in
                            ('Minimize', 'Maximize', 'Close')})
            if len(tabs) != 4 or twice:
                repeated[f'{game}/{section}'] = (len(tabs), twice)
        back_to_library(s)
    print(f'# unnamed: {unnamed}')
    print(f'# shown twice: {repeated}')
    check(not unnamed, 'every control of every game\'s every section has a name')
    check(not repeated, 'no section\'s content is exposed twice')


def check_scores(s):
    open_game(s, 'Free-O')
    show_section(s, 'Scores')
    start = find(s.frame(), Atspi.Role.PUSH_BUTTON, 'Start a Score Sheet')
    check(start is not None, 'the Scores section offers to start a sheet')
    act(start)
    dialog = wait_for(lambda: find(s.frame(), Atspi.Role.DIALOG))
    missing = s.unnamed_controls(dialog)
    check(not missing, f'every field of the new sheet dialog is named {missing[:5]}')
    rows = wait_for(lambda: [n.get_name() for n, _ in walk(dialog)
                             if role_of(n) == Atspi.Role.LIST_ITEM])
    print(f'# new sheet rows: {rows}')
    check(not any(n and len(n) % 2 == 1 and n[:len(n) // 2] == n[len(n) // 2 + 1:]
                  for n in rows), 'no row reads its name twice')
    for player in ('Ana', 'Ben', 'Cai', 'Dee', 'Eli'):
        add = wait_for(lambda: find(dialog, Atspi.Role.TEXT, 'Add a player'))
        add.set_text_contents(player)
        button = wait_for(lambda: find(dialog, Atspi.Role.PUSH_BUTTON, 'Apply'))
        check(button is not None, f'{player}: the player is added with a named button')
        act(button)
        wait_for(lambda: find(dialog, Atspi.Role.PUSH_BUTTON, f'Remove {player}'))
    buttons = [n.get_name() for n, _ in walk(dialog) if n.get_role() == Atspi.Role.PUSH_BUTTON]
    print(f'# new sheet buttons: {buttons}')
    check(not any(buttons.count(b) > 1 for b in buttons),
          'each player\'s buttons say whose they are')
    default = [n.get_name() for n, _ in walk(dialog)
               if n.get_state_set().contains(Atspi.StateType.IS_DEFAULT)]
    print(f'# default: {default}')
    create = find(dialog, Atspi.Role.PUSH_BUTTON, 'Start') or \
        find(dialog, Atspi.Role.PUSH_BUTTON, 'Create')
    # GTK has no default state to set (docs/accessibility.md): the
    # description says it.
    check(create is not None and 'Enter' in (create.get_description() or ''),
          'the new sheet dialog\'s default button says Enter activates it')
    act(create)
    add_hand = wait_for(lambda: find(s.frame(), Atspi.Role.PUSH_BUTTON, 'Add Hand'))
    check(add_hand is not None, 'the new sheet offers Add Hand')
    for hand in range(2):
        act(add_hand)
        form = wait_for(lambda: find(s.frame(), Atspi.Role.DIALOG))
        pump(1)
        print(f'# form: {form.get_name()}, app running: {s.process.poll() is None}')
        missing = s.unnamed_controls(form)
        check(not missing, f'hand {hand + 1}: every field of the hand form is named {missing[:5]}')
        spins = [n for n, _ in walk(form) if n.get_role() == Atspi.Role.SPIN_BUTTON]
        names = [n.get_name() for n in spins]
        check(len(set(names)) == len(names),
              f'hand {hand + 1}: each count names its player ({len(names)} counts)')
        went_out = [n for n, _ in walk(form) if role_of(n) in
                    (Atspi.Role.CHECK_BOX, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.SWITCH) and
                    'Went out' in (n.get_name() or '') and n.get_action_iface() is not None and
                    n.get_action_iface().get_n_actions() > 0]
        print(f'# went out: {[n.get_name() for n in went_out]}')
        check(len(went_out) >= 4 and len({n.get_name() for n in went_out}) == len(went_out),
              f'hand {hand + 1}: each player\'s Went out says whose it is')
        out = went_out[hand % len(went_out)] if went_out else None
        if out is not None:
            act(out)
        who = (out.get_name() or '').split(':')[0] if out is not None else None
        # Those who did not go out hold a card or two.
        for spin in spins:
            value = spin.get_value_iface()
            if who and (spin.get_name() or '').startswith(f'{who}:'):
                continue
            if value is not None and enabled(spin) and 'Seek' in (spin.get_name() or ''):
                value.set_current_value(1)
        pump(0.3)
        save = find(form, Atspi.Role.PUSH_BUTTON, 'Save')
        check(save is not None and enabled(save), f'hand {hand + 1}: the hand can be saved')
        act(save)
        check(wait_for(lambda: find(s.frame(), Atspi.Role.DIALOG) is None),
              f'hand {hand + 1}: saving closes the form')
        focused = [n.get_name() for n, _ in walk(s.frame())
                   if n.get_state_set().contains(Atspi.StateType.FOCUSED)]
        print(f'# focus after saving: {focused}')
        check(focused and 'Back' not in focused, 'the focus stays in the sheet after saving')
        pump(0.5)
    underscores = s.mnemonics_read_out(s.frame())
    check(not underscores, f'no control reads out a mnemonic underscore {underscores}')
    back_to_library(s)


def within(node, ancestor, depth=6):
    for _ in range(depth):
        if node is None:
            return False
        if node == ancestor:
            return True
        try:
            node = node.get_parent()
        except GLib.Error:
            return False
    return False


def pick_actions(node):
    actions = node.get_action_iface()
    if actions is None:
        return []
    return [actions.get_action_name(i) for i in range(actions.get_n_actions())]


def focused_text(s):
    """What the focused node says: its name, or its labels' text."""
    node = s.focus
    if node is None:
        return ''
    try:
        return node.get_name() or ' '.join(n.get_name() or '' for n, _ in walk(node)
                                           if role_of(n) == Atspi.Role.LABEL)
    except GLib.Error:
        return ''


SEAT_CHOICES = ['Person', 'Computer, easy', 'Computer, medium', 'Computer, hard',
                'Computer, expert']


def combo_value(combo):
    """The choice a combo row shows (its labels' text)."""
    shown = [n.get_name() for n, _ in walk(combo) if role_of(n) == Atspi.Role.LABEL]
    return next((c for c in SEAT_CHOICES if c in shown), None)


def choose_in_combo(s, keyboard, dialog, combo, choice):
    """Tab to @combo, Space opens its list on the choice it shows, whose
    items are named; Up or Down to @choice and Enter."""
    if tab_to(keyboard, dialog, lambda n: n == combo, session=s) is None:
        return False
    current = combo_value(combo)
    keyboard.press('space')
    wait_for(lambda: role_of(s.focus) == Atspi.Role.LIST_ITEM, 3)
    opened = s.focus.get_name() if role_of(s.focus) == Atspi.Role.LIST_ITEM else None
    check(opened and opened == current,
          f'a seat\'s list opens on its choice, named: “{opened}” for “{current}”')
    for _ in range(8):
        name = s.focus.get_name() if s.focus is not None else ''
        if name == choice:
            keyboard.press('Return')
            break
        # Each key waits for the focus to move (its event), so that the
        # next is chosen from where the focus is.
        moves = s.focus_moves
        if name in SEAT_CHOICES and SEAT_CHOICES.index(name) > SEAT_CHOICES.index(choice):
            keyboard.press('Up')
        else:
            keyboard.press('Down')
        wait_for(lambda: s.focus_moves != moves, 2)
    chosen = wait_for(lambda: combo_value(combo) == choice, 3)
    if not chosen:
        print(f'# {choice} not chosen: focus “{focused_text(s)}”, the row shows '
              f'{[n.get_name() for n, _ in walk(combo) if role_of(n) == Atspi.Role.LABEL]}')
    return chosen


def new_game_by_keyboard(s, keyboard, game, players, switches=(), computer=None, seed=None):
    """Opens @game's Play section and starts a game of @players with the
    options named in @switches turned on, by keyboard: Tab to New Game…
    and Enter, Tab to each row and the arrows or Space (a seat's list,
    with @computer, such as “Computer, easy”, Space and the arrows; the
    @seed typed), Tab to Start and Enter.  Returns whether the game's
    start was announced."""
    s.announcements.clear()
    open_game(s, game)
    show_section(s, 'Play')
    new = wait_for(lambda: find(s.frame(), Atspi.Role.PUSH_BUTTON, 'New Game…'))
    check(keyboard.focus_app(), f"{game}: the app's window takes the keyboard focus")
    check(tab_to(keyboard, s.frame(), lambda n: n == new, session=s) is not None,
          f'{game}: Tab reaches New Game…')
    keyboard.press('Return')
    dialog = wait_for(lambda: find(s.frame(), Atspi.Role.DIALOG))
    check(dialog is not None, f'{game}: Enter on New Game… opens its dialog')
    if dialog is None:
        return False
    missing = s.unnamed_controls(dialog)
    check(not missing, f'{game}: every row of the new game dialog is named {missing[:5]}')
    spin = wait_for(lambda: find(dialog, Atspi.Role.SPIN_BUTTON, prefix='Number of players'))
    check(spin is not None, f'{game}: the number of players is in the tree, named')
    if spin is not None:
        # Tab to the number, then the arrow keys set it.
        check(tab_to(keyboard, dialog, lambda n: within(n, spin), session=s) is not None,
              f'{game}: Tab reaches the number of players')
        value = spin.get_value_iface()
        for _ in range(12):
            if value.get_current_value() == players:
                break
            keyboard.press('Down' if value.get_current_value() > players else 'Up')
            pump(0.1)
        check(value.get_current_value() == players, f'{game}: the arrow keys set {players} players')
    for seat in range(2, players + 1) if computer else ():
        combo = find(dialog, Atspi.Role.COMBO_BOX, f'Seat {seat}')
        check(combo is not None and choose_in_combo(s, keyboard, dialog, combo, computer),
              f'{game}: Space and the arrows make seat {seat} “{computer}”')
    if seed is not None:
        entry = find(dialog, Atspi.Role.TEXT, 'Seed (optional)')
        typed = entry is not None and \
            tab_to(keyboard, dialog, lambda n: n == entry, session=s) is not None
        for digit in str(seed) if typed else '':
            keyboard.press(digit)
        check(typed and wait_for(lambda: Atspi.Text.get_text(entry, 0, -1) == str(seed), 3),
              f'{game}: the seed {seed} is typed')
    for name in switches:
        row = find(dialog, Atspi.Role.SWITCH, prefix=name) or \
            find(dialog, Atspi.Role.CHECK_BOX, prefix=name) or \
            find(dialog, Atspi.Role.TOGGLE_BUTTON, prefix=name)
        on = row is not None and \
            tab_to(keyboard, dialog, lambda n: within(n, row), session=s) is not None
        if on:
            keyboard.press('space')
            pump(0.2)
        check(on and row.get_state_set().contains(Atspi.StateType.CHECKED),
              f'{game}: Tab and Space turn on “{name}”')
    start = tab_to(keyboard, dialog, lambda n: role_of(n) == Atspi.Role.PUSH_BUTTON and
                   n.get_name() == 'Start', session=s)
    check(start is not None, f'{game}: Tab reaches Start')
    check(start is not None and 'Enter' in (start.get_description() or ''),
          f'{game}: the new game dialog\'s default button says Enter activates it')
    s.announcements.clear()
    keyboard.press('Return')
    started = wait_for(lambda: s.said(f'New game of {game}'))
    check(started, f'{game}: the game start is announced')
    return started


def check_turn_back(s, game):
    """The turn coming back to the person after the computer's moves is
    said, with the computer's last move, never after the person's own."""
    back = [a for a in s.announcements if a.endswith('Your turn.')]
    print(f'# {game}: the turn came back {len(back)} times: {back[:2]}')
    check(back and not any(a.startswith('You ') for a in back),
          f'{game}: the turn coming back to the person is said, after the computer\'s moves')


def game_over(s):
    frame = s.frame()
    return find(frame, Atspi.Role.ALERT) or find(frame, Atspi.Role.DIALOG)


def leave_game(s, keyboard):
    """Escape closes the game's summary; then back to the library."""
    keyboard.press('Escape')
    wait_for(lambda: game_over(s) is None, 5)
    back_to_library(s)


class KeyPlay:
    """Plays one game by keys, following the hints, waiting on what the
    app says and shows (never a fixed time), with a trace of every key,
    the focus and what was said, printed when the game does not end."""

    def __init__(self, s, keyboard, game):
        self.s = s
        self.keyboard = keyboard
        self.game = game
        self.started = time.monotonic()
        self.pace = Pace(game)
        self.lines = []
        self.heard = 0
        self.moves = self.hints = 0
        self.refusals = []      # what was said on a card the rules refuse
        self.hint = find(s.frame(), Atspi.Role.PUSH_BUTTON, prefix='Hint:')

    def focus_name(self):
        try:
            return self.s.focus.get_name() if self.s.focus is not None else None
        except GLib.Error:
            return None

    def note(self, what):
        said = self.s.announcements[self.heard:]
        self.heard = len(self.s.announcements)
        self.lines.append(f'{time.monotonic() - self.started:6.1f} {what}; '
                          f'focus “{self.focus_name()}”; said {said}')

    def press(self, key, *modifiers):
        self.pace.press(self.keyboard, key, *modifiers)
        self.note('+'.join(modifiers + (key,)))

    def said_since(self, before, test):
        return any(test(a) for a in self.s.announcements[before:])

    def over(self):
        return self.s.said('The game is over')

    def my_turn(self):
        """Whether the person decides: the Play section's Hint is enabled,
        read afresh (its cached state may not have caught up with the
        last move yet)."""
        try:
            self.hint.clear_cache()
            return enabled(self.hint)
        except GLib.Error:
            return False

    def wait_turn(self, seconds=60):
        return self.pace.wait('computer', lambda: self.over() or self.my_turn(), seconds) and \
            not self.over()

    def play_hint(self):
        """Alt+H, then Enter on what the hint focused, and Enter again on
        the move it names when the first opened a list of moves (on a card
        that cannot be played, after saying why).  Returns whether a move
        of the person's was announced."""
        before = len(self.s.announcements)
        self.press('h', 'Alt_L')
        if not self.pace.wait('hint', lambda: self.said_since(before, lambda a:
                                                              a.startswith('Hint: ')) or
                              not self.my_turn(), 30) or \
           not self.said_since(before, lambda a: a.startswith('Hint: ')):
            self.note('no hint')
            return False
        self.hints += 1
        words = next(a for a in self.s.announcements[before:]
                     if a.startswith('Hint: '))[len('Hint: '):]
        before = len(self.s.announcements)
        self.press('Return')
        moved = lambda: self.said_since(before, lambda a: a.startswith('You '))
        if not self.pace.wait('move', lambda: moved() or self.focus_name() == words, 10):
            self.note('nothing after Enter')
            return False
        if not moved():
            # A card that cannot be played says why before its moves.
            self.refusals += self.s.announcements[before:]
            self.press('Return')
            self.pace.wait('move', moved, 10)
        self.note('moved' if moved() else 'no move')
        self.moves += moved()
        return moved()

    def refuse(self, reach, keys):
        """Presses @keys (at most ten times) until the focused node is one
        @reach accepts, then Enter; returns what was said."""
        for _ in range(10):
            if reach(self.focus_name() or ''):
                break
            self.press(*keys)
        if not reach(self.focus_name() or ''):
            return None
        before = len(self.s.announcements)
        self.press('Return')
        wait_for(lambda: len(self.s.announcements) > before, 10)
        return self.s.announcements[before:]

    def play(self, seconds=150, each_turn=None):
        end = time.monotonic() + seconds
        while time.monotonic() < end and not self.over():
            if not self.wait_turn(max(1, end - time.monotonic())):
                continue
            if each_turn is not None:
                each_turn()
            self.play_hint()
        self.pace.report()
        print(f'# {self.game}: {self.moves} moves by keyboard, {self.hints} hints, '
              f'{len(self.s.announcements)} announcements')
        if not self.over():
            for line in self.lines[-40:]:
                print(f'#   {line}')

    def check_end(self, refusal):
        game, s = self.game, self.s
        check(self.over(), f'{game}: a whole game is played by keyboard alone, '
              'and its end is announced')
        check(self.moves >= 4 and self.hints >= self.moves,
              f'{game}: Alt+H gives a hint on the person\'s every turn, announced')
        check(sum(1 for a in s.announcements if a.startswith('You ')) >= 4,
              f'{game}: the moves of the person are announced')
        check(any(a.startswith('Computer ') for a in s.announcements),
              f'{game}: the moves of the computer are announced')
        check(refusal and any('See the rules: ' in a for a in refusal),
              f'{game}: a move the rules refuse is announced with the reason and the rule: '
              f'{refusal}')
        check_turn_back(s, game)
        over = wait_for(lambda: game_over(s), 10)
        check(over is not None, f'{game}: the end of the game is summed up')
        missing = s.unnamed_controls(s.frame())
        check(not missing, f'{game}: every control of the table is named {missing[:5]}')
        leave_game(s, self.keyboard)


def check_play_escaped(s, keyboard, seed=ESCAPED_SEED):
    """Escaped for three against the computer, by keys: on each turn Alt+H
    takes the focus to the card to take (or to Accuse) and Enter plays it.
    The table is drawn anew after every move, the computers' too: the focus
    must stay in it, or Alt+H no longer reaches the Play section.  Once,
    Shift+Tab to one of the person's own cards and Enter, which the rules
    refuse: the reason and the rule must be said."""
    game = 'Escaped'
    if not new_game_by_keyboard(s, keyboard, game, 3, computer='Computer, easy', seed=seed):
        return
    play = KeyPlay(s, keyboard, game)
    refusal = []

    def refuse_once():
        if not refusal:
            said = play.refuse(lambda name: name.startswith('Your card'), ('Tab', 'Shift_L'))
            refusal.append([a for a in said or [] if 'never from your own' in a and
                            'See the rules' in a])

    play.play(each_turn=refuse_once)
    play.check_end(refusal and refusal[0])


def check_play_prisoner(s, keyboard, seed=PRISONER_SEED):
    """A single hand of Prisoner for two against the computer, by keys:
    Alt+H takes the focus to the card (or the choice) the hint names; Enter
    on a card opens the list of its moves on the one the hint names (after
    saying why the card cannot be played, when it cannot), and Enter plays
    it.  Once, the arrow keys to a card that cannot be played and Enter,
    which must say why (and the rule); Alt+H in that list closes it and
    gives the hint."""
    game = 'Prisoner'
    if not new_game_by_keyboard(s, keyboard, game, 2, ('A single hand',), 'Computer, easy', seed):
        return
    play = KeyPlay(s, keyboard, game)
    refusal = []

    def refuse_once():
        # From a card of the hand (the first playable one has the focus),
        # unless a hint led to such a card already.
        if refusal or play.refusals or not (play.focus_name() or '').endswith(', playable'):
            return
        said = play.refuse(lambda name: not name.endswith(', playable'), ('Right',))
        if said is None:
            return   # every card of the hand can be played: another turn
        refusal.append(said)
        # Alt+H in the open list closes it and gives the hint.
        before = len(play.s.announcements)
        play.press('h', 'Alt_L')
        hinted = play.pace.wait('hint', lambda: play.said_since(
            before, lambda a: a.startswith('Hint: ')), 10)
        closed = wait_for(lambda: not (play.focus_name() or 'Discard ').startswith('Discard '), 5)
        hint_in_list.append(bool(hinted and closed))

    hint_in_list = []
    play.play(each_turn=refuse_once)
    check(hint_in_list and hint_in_list[0],
          f'{game}: Alt+H in a card\'s open list closes it and gives the hint')
    play.check_end((refusal and refusal[0]) or play.refusals)


def check_play(s, keyboard, game, players, switches=(), refusal=None):
    """A game of @game against the computer, from the New Game dialog to
    its end, with the keyboard alone (no action is run here): on each of
    the person's turns Alt+H, whose hint takes the focus to what it names
    (the hint is offered on the person's turn only), then Enter, and Enter
    again on a choice the first one opens.  With @refusal, after a move
    Enter once more on what was just taken must be refused, with the rule
    and @refusal said."""
    if not new_game_by_keyboard(s, keyboard, game, players, switches):
        return
    moves = hints = 0
    refused = refusal is None
    end = time.monotonic() + 240
    while time.monotonic() < end and not s.said('The game is over'):
        before = len(s.announcements)
        keyboard.press('h', 'Alt_L')
        if not wait_for(lambda: any(a.startswith('Hint: ') for a in s.announcements[before:]),
                        1):
            continue   # the computer's turn
        hints += 1
        before = len(s.announcements)
        keyboard.press('Return')
        if not wait_for(lambda: len(s.announcements) > before, 2):
            keyboard.press('Return')   # on a choice the first Enter opened
            wait_for(lambda: len(s.announcements) > before, 3)
        moves += 1
        if not refused and s.focus is not None and s.announcements[before:] and \
           s.announcements[before].startswith('You ') and \
           not (s.focus.get_name() or '').endswith(', playable'):
            before = len(s.announcements)
            keyboard.press('Return')
            if wait_for(lambda: any('See the rules' in a for a in s.announcements[before:]), 3):
                said = s.announcements[before:]
                check(any(refusal in a for a in said),
                      f'{game}: Enter on a card that cannot be taken is refused, '
                      f'with the rule: {said}')
                frame = s.frame()
                cards = [n for n, _ in walk(frame) if role_of(n) == Atspi.Role.PUSH_BUTTON and
                         'card.pick' in pick_actions(n)]
                playable = [c for c in cards if (c.get_name() or '').endswith(', playable')]
                check(playable and all(enabled(c) for c in playable) and
                      not any(enabled(c) for c in cards if c not in playable),
                      f'{game}: playable cards are enabled, the others not (legality as state)')
                refused = True
    print(f'# {game}: {moves} moves by keyboard, {hints} hints, '
          f'{len(s.announcements)} announcements')
    check(s.said('The game is over'), f'{game}: a whole game is played by keyboard alone, '
          'and its end is announced')
    check(hints == moves and moves >= 4, f'{game}: Alt+H gives a hint on every turn, announced')
    check(sum(1 for a in s.announcements if a.startswith('You ')) >= 4,
          f'{game}: the moves of the person are announced')
    check(refused, f'{game}: a refused card is announced with its rule')
    check_turn_back(s, game)
    over = wait_for(lambda: game_over(s), 10)
    check(over is not None, f'{game}: the end of the game is summed up')
    missing = s.unnamed_controls(s.frame())
    check(not missing, f'{game}: every control of the table is named {missing[:5]}')
    leave_game(s, keyboard)


class Pace:
    """Where a game played by keys spends its time: the keys pressed and
    each kind of wait, summed, printed at the end (and each key and wait
    as it happens with TABLEMATE_A11Y_TRACE=1 in the environment)."""

    trace = bool(os.environ.get('TABLEMATE_A11Y_TRACE'))

    def __init__(self, game):
        self.game = game
        self.started = time.monotonic()
        self.spent = {}
        self.keys = 0

    def note(self, what, seconds):
        count, total = self.spent.get(what, (0, 0.0))
        self.spent[what] = (count + 1, total + seconds)
        if self.trace:
            print(f'# {time.monotonic() - self.started:7.2f} {self.game}: {what} {seconds:.2f} s',
                  flush=True)

    def press(self, keyboard, key, *modifiers):
        start = time.monotonic()
        keyboard.press(key, *modifiers)
        self.keys += 1
        self.note('+'.join(modifiers + (key,)), time.monotonic() - start)

    def timed(self, what, function, *args, **kwargs):
        start = time.monotonic()
        value = function(*args, **kwargs)
        self.note(what, time.monotonic() - start)
        return value

    def wait(self, what, condition, seconds):
        start = time.monotonic()
        value = wait_for(condition, seconds)
        self.note(what, time.monotonic() - start)
        return value

    def report(self):
        parts = ', '.join(f'{what} {count}× {total:.1f} s'
                          for what, (count, total) in sorted(self.spent.items(),
                                                             key=lambda item: -item[1][1]))
        print(f'# {self.game}: {time.monotonic() - self.started:.1f} s, {self.keys} keys; {parts}',
              flush=True)


def hint_button(s):
    return find(s.frame(), Atspi.Role.PUSH_BUTTON, prefix='Hint:')


def play_by_hints(s, keyboard, pace, before_move=None, seconds=240):
    """On each of the person's turns (the header's Hint button enabled)
    Alt+H, whose hint takes the focus to what it names, then Enter, and
    Enter again on a choice the first one opens (the focus moved, nothing
    said yet).  @before_move is called on the person's turn before the
    hint is asked for.  Returns the moves made and the hints given."""
    hint = hint_button(s)
    over = lambda: s.said('The game is over')
    moves = hints = 0
    end = time.monotonic() + seconds
    while hint is not None and time.monotonic() < end and not over():
        if not pace.wait('computer', lambda: over() or enabled(hint), 30) or over():
            continue
        if before_move is not None:
            before_move()
        before = len(s.announcements)
        pace.press(keyboard, 'h', 'Alt_L')
        if not pace.wait('hint', lambda: not enabled(hint) or
                         any(a.startswith('Hint: ') for a in s.announcements[before:]), 5) or \
           not any(a.startswith('Hint: ') for a in s.announcements[before:]):
            continue
        hints += 1
        target = s.focus
        before = len(s.announcements)
        pace.press(keyboard, 'Return')
        pace.wait('move', lambda: len(s.announcements) > before or s.focus != target, 5)
        if len(s.announcements) == before:
            pace.press(keyboard, 'Return')   # on the first choice the first Enter opened
            pace.wait('move', lambda: len(s.announcements) > before, 5)
        moves += 1
    return moves, hints


def check_game_end(s, keyboard, game, moves, hints):
    """What every game played by keys must show at its end."""
    print(f'# {game}: {moves} moves by keyboard, {hints} hints, '
          f'{len(s.announcements)} announcements')
    check(s.said('The game is over'), f'{game}: a whole game is played by keyboard alone, '
          'and its end is announced')
    check(sum(1 for a in s.announcements if a.startswith('You ')) >= 4,
          f'{game}: the moves of the person are announced')
    check(any(a.startswith('Computer ') for a in s.announcements),
          f'{game}: the moves of the computer are announced')
    check_turn_back(s, game)
    over = wait_for(lambda: game_over(s), 10)
    check(over is not None, f'{game}: the end of the game is summed up')
    missing = s.unnamed_controls(s.frame())
    check(not missing, f'{game}: every control of the table is named {missing[:5]}')
    leave_game(s, keyboard)


def check_play_gitmo(s, keyboard):
    """A single hand of Gitmo for two, against the computer at its
    fastest, by Alt+H and Enter; once, Enter on a spot the rules do not
    let the person choose (reached with the arrow keys), which must be
    refused with the rule, and the spots to choose from must be told from
    the others by their state."""
    game = 'Gitmo'
    pace = Pace(game)
    # A hand for two lasts from 40 to over 200 moves: the deal of seed 5
    # ends in 50 to 100 of the person's, with fewer of the computer's
    # (each shown after 700 ms with the desktop's animations on, at once
    # here).
    if not pace.timed('new game', new_game_by_keyboard, s, keyboard, game, 2,
                      ('A single hand',), computer='Computer, easy', seed=5):
        return
    refusals = []

    def refuse_once():
        if refusals:
            return
        spots = [n for n, _ in walk(s.frame()) if role_of(n) == Atspi.Role.PUSH_BUTTON and
                 (n.get_name() or '').startswith(('your ', 'Computer 1’s '))]
        dim = [n for n in spots if not enabled(n)]
        if spots and not dim:
            return   # every spot can be chosen this turn: try a later one
        refusals.append(None)
        check(dim and len(dim) < len(spots),
              f'{game}: the spots that can be chosen are enabled, the others not '
              f'({len(spots) - len(dim)} of {len(spots)})')
        # The arrow keys go from spot to spot: to one that cannot be chosen.
        tab_to(keyboard, s.frame(), lambda n: n in spots, limit=30, session=s)
        for _ in range(len(spots) + 1):
            if s.focus is not None and s.focus in dim:
                break
            pace.press(keyboard, 'Right')
        before = len(s.announcements)
        on = s.focus in dim
        if on:
            pace.press(keyboard, 'Return')
            pace.wait('refusal', lambda: len(s.announcements) > before, 5)
        said = s.announcements[before:]
        refusals[0] = said
        check(on and said and all('See the rules' in a for a in said),
              f'{game}: Enter on a spot that cannot be chosen is refused, with the rule: {said}')
        pace.press(keyboard, 'Escape')   # the popover that says why

    moves, hints = play_by_hints(s, keyboard, pace, refuse_once)
    pace.report()
    check(refusals and refusals[0], f'{game}: a refused choice is announced with its rule')
    check(hints == moves and moves >= 4, f'{game}: Alt+H gives a hint on every turn, announced')
    check_game_end(s, keyboard, game, moves, hints)


def check_play_captured(s, keyboard):
    """A game of Captured for two, against the computer at its fastest:
    the identity, then each turn the Patriot card (or a card from a
    newcomer's stash), by Alt+H and Enter.  Nothing can be refused: the
    table offers only the choices the rules allow, as enabled buttons."""
    game = 'Captured'
    pace = Pace(game)
    if not pace.timed('new game', new_game_by_keyboard, s, keyboard, game, 2, (),
                      computer='Computer, easy', seed=1):
        return
    header = ('Close', 'Maximize', 'Minimize', 'Back', 'New Game (Ctrl+N)')
    offered = []

    def look():
        if len(offered) < 3:
            offered.append([(n.get_name(), enabled(n)) for n, _ in walk(s.frame())
                            if role_of(n) == Atspi.Role.PUSH_BUTTON and
                            n.get_name() not in header and
                            not (n.get_name() or '').startswith(('Hint:', 'Take Back'))])

    moves, hints = play_by_hints(s, keyboard, pace, look)
    pace.report()
    print(f'# {game}: offered {offered}')
    check(offered and all(choices and all(on for _, on in choices) for choices in offered),
          f'{game}: the table offers only what the rules allow, every choice enabled')
    check(hints == moves and moves >= 4, f'{game}: Alt+H gives a hint on every turn, announced')
    check(s.said(' as identity') and s.said('You turned '),
          f'{game}: the identity taken and the cards turned are announced')
    check_game_end(s, keyboard, game, moves, hints)


def check_play_mixer(s, keyboard):
    """A quiz of the traitor-name mixer for two (the person and the
    computer at its fastest), with no hint to ask for: each of the
    person's decisions takes the focus to its control (the next card to
    read, Right and Wrong for an answer given aloud), and Enter or the keys
    R and W make it.  Once, R while a card is still to be read, which must
    be refused with the rule."""
    game = 'Name the Traitor'
    pace = Pace(game)
    if not pace.timed('new game', new_game_by_keyboard, s, keyboard, game, 2, (),
                      computer='Computer, easy', seed=1):
        return
    controls = ('Read the Next Card', 'Right', 'Wrong')
    over = lambda: s.said('The game is over')
    moves = judged = 0
    refused = None
    end = time.monotonic() + 240
    while time.monotonic() < end and not over():
        if not pace.wait('computer', lambda: over() or
                         (role_of(s.focus) == Atspi.Role.PUSH_BUTTON and
                          focused_text(s) in controls and enabled(s.focus)), 30) or over():
            continue
        name = focused_text(s)
        if refused is None and name == controls[0]:
            before = len(s.announcements)
            pace.press(keyboard, 'r')
            pace.wait('refusal', lambda: len(s.announcements) > before, 5)
            refused = s.announcements[before:]
        before = len(s.announcements)
        if name == controls[0]:
            pace.press(keyboard, 'Return')
        else:
            # The host judges the person's own answer: right and wrong in turns.
            pace.press(keyboard, 'w' if judged % 2 else 'r')
            judged += 1
        pace.wait('move', lambda: len(s.announcements) > before, 5)
        moves += 1
    pace.report()
    check(refused and all('See the rules' in a for a in refused),
          f'{game}: R before a card is read is refused, with the rule: {refused}')
    check(judged >= 2 and s.said('You: right') and s.said('You: wrong'),
          f'{game}: R and W judge an answer, announced ({judged} judged)')
    check(s.said('You read'), f'{game}: the cards the person reads are announced')
    check_game_end(s, keyboard, game, moves, 0)


# The desktop's animations are off for the app (TABLEMATE_A11Y_ANIMATIONS=1
# leaves them on), as a person who prefers reduced motion has them: the app
# then shows each computer move at once rather than after its 700 ms pause
# (docs/development.md has the times), and every move is still announced.
ANIMATIONS = bool(os.environ.get('TABLEMATE_A11Y_ANIMATIONS'))


def config_home():
    """A fresh XDG_CONFIG_HOME whose GTK settings turn animations off."""
    config = tempfile.mkdtemp(prefix='tablemate-a11y-config-')
    os.makedirs(os.path.join(config, 'gtk-4.0'))
    with open(os.path.join(config, 'gtk-4.0', 'settings.ini'), 'w') as ini:
        ini.write(f'[Settings]\ngtk-enable-animations={str(ANIMATIONS).lower()}\n')
    return config


def start_app(tablemate, env, args=()):
    """Starts Tablemate and returns (process, session), or (process, None)."""
    process = subprocess.Popen([tablemate, *args], env=env)
    app = None
    end = time.monotonic() + 60
    while app is None and time.monotonic() < end:
        pump(0.5)
        app = next((a for a in children(Atspi.get_desktop(0))
                    if 'ablemate' in (a.get_name() or '') and
                    a.get_process_id() == process.pid), None)
    if app is None:
        return process, None
    session = Session(app)
    session.process = process
    return process, session


def check_narrow(tablemate, env):
    """At a phone's size (360x720), where GLib criticals once showed: Free-O's
    every section, and a game of Meet the Patriots alone."""
    config = config_home()
    os.makedirs(os.path.join(config, 'glib-2.0', 'settings'))
    with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'w') as keyfile:
        keyfile.write('[io/github/tablemate/Tablemate]\nwindow-width=360\nwindow-height=720\n')
    env = dict(env, GSETTINGS_BACKEND='keyfile', XDG_CONFIG_HOME=config,
               XDG_DATA_HOME=tempfile.mkdtemp(prefix='tablemate-a11y-'))
    process, s = start_app(tablemate, env, ['--game', 'freeo'])
    try:
        if s is None:
            check(False, 'the app starts at 360x720')
            return
        frame = s.frame()
        width = frame.get_extents(Atspi.CoordType.SCREEN).width if frame else 0
        check(frame is not None and width <= 400, f'the window is narrow ({width} px)')
        for section in ('Scores', 'Table', 'Play', 'Rules'):
            show_section(s, section, 1.0)
            walk_all = sum(1 for _ in walk(s.frame()))
            check(process.poll() is None,
                  f'Free-O\'s {section} at 360x720: no critical ({walk_all} nodes)')
        back_to_library(s)
        open_game(s, 'Meet the Patriots')
        show_section(s, 'Play')
        new = wait_for(lambda: find(s.frame(), Atspi.Role.PUSH_BUTTON, 'New Game…'))
        act(new)
        dialog = wait_for(lambda: find(s.frame(), Atspi.Role.DIALOG))
        players = wait_for(lambda: find(dialog, Atspi.Role.SPIN_BUTTON, prefix='Number of players'))
        players.get_value_iface().set_current_value(1)
        pump(0.3)
        act(find(dialog, Atspi.Role.PUSH_BUTTON, 'Start'))
        pump(2)
        for _ in range(6):
            cards = [n for n, _ in walk(s.frame()) if n.get_role() == Atspi.Role.PUSH_BUTTON and
                     enabled(n) and (n.get_name() or '').endswith(', playable')]
            if not cards:
                break
            act(cards[0], 'card.pick')
            pump(0.5)
        check(process.poll() is None, 'a one-player game of Meet the Patriots: no critical')
    finally:
        process.terminate()
        process.wait(timeout=10)


# Games played by keyboard, each its own way.
KEYBOARD_GAMES = [
    ('Gitmo', check_play_gitmo),
    ('Captured', check_play_captured),
    ('Name the Traitor', check_play_mixer),
    ('Escaped', check_play_escaped),
    ('Prisoner', check_play_prisoner),
]

# TABLEMATE_A11Y_PLAY=Gitmo,Captured: only those games played by keyboard,
# nothing else walked (to work on one game's keyboard play).
ONLY = [game for game in os.environ.get('TABLEMATE_A11Y_PLAY', '').split(',') if game]


def main():
    tablemate = sys.argv[1]
    data_home = tempfile.mkdtemp(prefix='tablemate-a11y-')
    env = dict(os.environ, XDG_DATA_HOME=data_home, XDG_CONFIG_HOME=config_home())
    if app_debug is not None:
        env['G_DEBUG'] = app_debug
    Atspi.init()
    # The app answers late on a loaded machine: a call gets 30 s, not the
    # library's 0.8 s (an action run then failed with "Did not receive a
    # reply").
    Atspi.set_timeout(30000, 60000)
    started = time.monotonic()
    app_process = subprocess.Popen([tablemate], env=env)
    try:
        app = None
        end = time.monotonic() + 60
        while app is None and time.monotonic() < end:
            pump(0.5)
            app = next((a for a in children(Atspi.get_desktop(0))
                        if 'ablemate' in (a.get_name() or '')), None)
        if app is None:
            print('1..0 # SKIP the app never showed up on the AT-SPI bus')
            return 0
        s = Session(app)
        s.process = app_process
        wait_for(lambda: s.frame() and find(s.frame(), Atspi.Role.TABLE, 'Games'), 30)

        if not ONLY:
            games = check_library(s)
            check_games(s, games)
            check_scores(s)
        keyboard = Keyboard(app_process.pid)
        for game, players, switches, refusal in GAMES:
            if not ONLY or game in ONLY:
                check_play(s, keyboard, game, players, switches, refusal)
        for game, play in KEYBOARD_GAMES:
            if not ONLY or game in ONLY:
                play(s, keyboard)
        check(app_process.poll() is None, 'the app is still running (no fatal warning)')
    finally:
        app_process.terminate()
        app_process.wait(timeout=10)
    if not ONLY:
        check_narrow(tablemate, env)
    print(f'# {time.monotonic() - started:.1f} s')
    print(f'1..{len(results)}')
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
