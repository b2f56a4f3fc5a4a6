#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How long Tablemate takes to show its window, against an empty one.

Starts Tablemate and a program that presents an empty AdwApplicationWindow
(tests/bench-startup-empty.c) the same way, in turns, several times each,
and prints for both the median time from starting the process to the X
server mapping its window, the median peak resident memory (up to SETTLE
seconds after the window is mapped, so that what the program reads just
after mapping counts too), and the ratios.  It also prints the CPU time
the process had used when its window was mapped, in all its threads and
in its main thread alone: steadier figures than the wall-clock time on a
busy machine.  Each run is a fresh process
with empty data, config and cache folders of its own.  The programs take
turns, each turn starting with the next one, and besides the ratio of the
medians it prints the median of each turn's ratio, which a machine whose
load changes over the minutes disturbs less.  Prints numbers, asserts
nothing about them.  It needs an X display (Xvfb will do):

  build-aux/dev bench bench-startup

or, in a build directory, under Xvfb:

  xvfb-run -a -s "-screen 0 1400x1000x24" dbus-run-session -- \\
    meson test -C BUILDDIR --benchmark bench-startup -v

Usage: bench-startup.py [--runs N] [--settle SECONDS] [--data DIR]
                        [--also NAME=PROGRAM]... [--callgrind]
                        TABLEMATE EMPTY-WINDOW
--data DIR copies DIR into each Tablemate run's data folder
($XDG_DATA_HOME/tablemate), to start with someone's sheets and saves.
--also NAME=PROGRAM times another build of Tablemate in the same turns
(say, one of an earlier commit), so that before and after are measured
under the same load; pass it through meson test with --test-args.
--callgrind instead runs each program once under valgrind's callgrind
and prints the instructions its main thread ran until the window was
mapped, the figure a busy machine does not disturb (it needs valgrind, as
in the build root); and the same less those of GTK's icon lookups, in
which the icon theme reads its folders again when the start has taken
over 5 s, as it does only under valgrind.  The figures are kept in docs/performance.md.
"""
import argparse
import glob
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

try:
    from Xlib import X, display as xdisplay
except ImportError:  # python3-xlib comes with python3-dogtail
    print("bench-startup: python3-xlib is not installed; skipping")
    sys.exit(77)


def cpu_seconds(pid):
    """Time the process's threads, and its main thread, have run on a CPU
    so far."""
    total = main = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                ns = int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            continue
        total += ns
        if task == str(pid):
            main = ns
    return total / 1e9, main / 1e9


def wait_for_map(dpy, root, proc, timeout):
    """(monotonic time, (CPU seconds, main thread's)) when a window of @proc
    is mapped, or None."""
    pid_atom = dpy.intern_atom("_NET_WM_PID")
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            return None
        while dpy.pending_events():
            event = dpy.next_event()
            if event.type != X.MapNotify or event.override:
                continue
            when = time.monotonic()
            cpu = cpu_seconds(proc.pid)
            prop = event.window.get_full_property(pid_atom, X.AnyPropertyType)
            if prop is not None and prop.value and prop.value[0] == proc.pid:
                return when, cpu
        select.select([dpy.fileno()], [], [], 0.05)
    return None


def run_once(dpy, root, argv, env, settle, data):
    with tempfile.TemporaryDirectory(prefix="tablemate-bench-") as home:
        run_env = dict(env)
        for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                         ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
            run_env[var] = os.path.join(home, sub)
            os.makedirs(run_env[var])
        if data is not None:
            shutil.copytree(data, os.path.join(run_env["XDG_DATA_HOME"], "tablemate"))
        dpy.sync()
        while dpy.pending_events():
            dpy.next_event()
        start = time.monotonic()
        proc = subprocess.Popen(argv, env=run_env, stdout=subprocess.DEVNULL)
        mapped = wait_for_map(dpy, root, proc, timeout=60)
        if mapped is not None:
            time.sleep(settle)
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = status
        if mapped is None:
            raise RuntimeError(f"{argv[0]} showed no window (status {status})")
        return mapped[0] - start, mapped[1][0], mapped[1][1], usage.ru_maxrss / 1024.0


def instructions_once(dpy, root, argv, env, data):
    """Instructions the main thread of @argv ran until its window was
    mapped, counted by callgrind (dumped when the X server maps it)."""
    with tempfile.TemporaryDirectory(prefix="tablemate-bench-") as home:
        run_env = dict(env)
        for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                         ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
            run_env[var] = os.path.join(home, sub)
            os.makedirs(run_env[var])
        if data is not None:
            shutil.copytree(data, os.path.join(run_env["XDG_DATA_HOME"], "tablemate"))
        out = os.path.join(home, "callgrind.out")
        dpy.sync()
        while dpy.pending_events():
            dpy.next_event()
        proc = subprocess.Popen(["valgrind", "--tool=callgrind", "--separate-threads=yes",
                                 f"--callgrind-out-file={out}"] + argv,
                                env=run_env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        mapped = wait_for_map(dpy, root, proc, timeout=600)
        if mapped is not None:
            subprocess.run(["callgrind_control", "--dump", str(proc.pid)],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        proc.send_signal(signal.SIGTERM)
        proc.wait()
        if mapped is None:
            raise RuntimeError(f"{argv[0]} showed no window under valgrind")
        # The dump made at mapping is part 1; thread 1 is the main thread.
        dump = glob.glob(out + ".1-01")[0]
        total = None
        with open(dump) as f:
            for line in f:
                if line.startswith("totals:"):
                    total = int(line.split()[1])
        if total is None:
            raise RuntimeError(f"{argv[0]}: callgrind wrote no totals")
        return total, icon_lookups(dump)


def icon_lookups(dump):
    """Instructions spent in gtk_icon_theme_lookup_icon(), from callgrind's
    inclusive counts: a fraction of a million, unless GTK's icon theme
    read its folders again in it (it does after 5 s, which only valgrind's
    slowness lets pass before the window maps)."""
    try:
        annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", dump],
                                   capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return 0
    for line in annotated.splitlines():
        if "???:gtk_icon_theme_lookup_icon " in line and "=>" not in line:
            return int(line.split()[0].replace(",", ""))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--settle", type=float, default=1.0)
    parser.add_argument("--data")
    parser.add_argument("--also", action="append", default=[],
                        metavar="NAME=PROGRAM")
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("tablemate")
    parser.add_argument("empty")
    args = parser.parse_args()

    dpy = xdisplay.Display()
    root = dpy.screen().root
    root.change_attributes(event_mask=X.SubstructureNotifyMask)
    env = dict(os.environ)

    programs = [("empty window", [args.empty], None),
                ("Tablemate", [args.tablemate], args.data)]
    for also in args.also:
        name, _, program = also.partition("=")
        if not program:
            parser.error(f"--also {also}: give NAME=PROGRAM")
        programs.append((name, [os.path.abspath(program)], args.data))
    if args.callgrind:
        counts = {name: instructions_once(dpy, root, argv, env, data)
                  for name, argv, data in programs}
        width = max(len(name) for name in counts)
        print("Start-up, instructions of the main thread until the window is mapped "
              "(callgrind); then the same less GTK's icon lookups, in which the icon "
              "theme reads its folders a second time when valgrind has taken over 5 s:")
        empty, empty_lookups = counts["empty window"]
        for name, (count, lookups) in counts.items():
            print(f"  {name:{width}} {count / 1e6:8.1f} M"
                  + ("" if name == "empty window" else f"  {count / empty:.3f}x")
                  + f"   less icon lookups {(count - lookups) / 1e6:8.1f} M"
                  + ("" if name == "empty window"
                     else f"  {(count - lookups) / (empty - empty_lookups):.3f}x"))
        return

    results = {name: [] for name, _, _ in programs}
    load_before = os.getloadavg()[0]
    # One run of each first, not counted: it fills the file cache.
    for name, argv, data in programs:
        run_once(dpy, root, argv, env, 0.2, data)
    for turn in range(args.runs):
        first = turn % len(programs)
        for name, argv, data in programs[first:] + programs[:first]:
            results[name].append(run_once(dpy, root, argv, env, args.settle, data))

    width = max(len(name) for name in results)
    print(f"Start-up, median of {args.runs} runs each, in turns "
          f"(peak RSS up to {args.settle:g} s after mapping; load average "
          f"{load_before:.1f} before, {os.getloadavg()[0]:.1f} after):")
    medians = {}
    for name, runs in results.items():
        medians[name] = [statistics.median(column) for column in zip(*runs)]
        times = [run[0] for run in runs]
        (t, c, m, r) = medians[name]
        print(f"  {name:{width}} window mapped {t * 1000:7.1f} ms "
              f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}), "
              f"CPU {c * 1000:6.1f} ms (main thread {m * 1000:6.1f} ms), "
              f"peak RSS {r:6.1f} MiB")
    empty = medians["empty window"]
    empty_runs = results["empty window"]
    for name in list(results)[1:]:
        app = medians[name]
        turns = [statistics.median(a[i] / e[i] for a, e in zip(results[name], empty_runs))
                 for i in range(3)]
        print(f"  ratio of {name}: window mapped {app[0] / empty[0]:.2f}x "
              f"(median of turns {turns[0]:.2f}x), "
              f"CPU {app[1] / empty[1]:.2f}x ({turns[1]:.2f}x), "
              f"main thread CPU {app[2] / empty[2]:.2f}x ({turns[2]:.2f}x), "
              f"peak RSS {app[3] / empty[3]:.2f}x")


if __name__ == "__main__":
    main()
