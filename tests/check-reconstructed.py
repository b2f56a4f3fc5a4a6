#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fail if a card's Reconstructed mark disagrees with the sources.

Usage: check-reconstructed.py SOURCES_DIR DATA_DIR

A card marked `"reconstructed": true` is one we made up: its name must not
occur in the published rules.  Every other card of the Gitmo Special Ops
deck and every bonus card of the basic deck must be named there.  The
ruling special-ops-reconstructed also says what a made-up card may do
(points, turns, one more Special Ops card); every made-up card of that deck
must keep to that.  Exits 77 (skip) when SOURCES_DIR does not exist.
"""
import glob
import json
import os
import re
import sys

# What the ruling "special-ops-reconstructed" allows a made-up card to do.
MADE_UP_OPS = {"add_points", "lose_turn", "skip_next_player", "extra_turn",
               "draw_special_ops"}


def normal(text):
    text = text.lower().replace("\u2019", "'")
    return " ".join(re.findall(r"[a-z0-9']+", text))


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    sources, data = sys.argv[1], sys.argv[2]
    if not os.path.isdir(sources):
        print(f"SKIP: {sources} not found; cannot compare with the sources")
        return 77
    text = " " + " ".join(normal(open(p, encoding="utf-8").read())
                          for p in sorted(glob.glob(os.path.join(sources, "*.txt")))) + " "
    failures = 0
    checked = 0
    for path in sorted(glob.glob(os.path.join(data, "games", "*", "decks", "*.json"))):
        with open(path, encoding="utf-8") as f:
            deck = json.load(f)
        for card in deck["cards"]:
            made_up = card.get("reconstructed", False)
            named = f" {normal(card['name'])} " in text
            where = f"{deck['id']}/{card['id']}"
            if made_up:
                checked += 1
                if named:
                    print(f"{where}: marked reconstructed, but the sources name “{card['name']}”")
                    failures += 1
                ops = {e["op"] for e in card.get("effect", [])}
                if deck["id"] == "gitmo-specialops" and (not ops or not ops <= MADE_UP_OPS):
                    print(f"{where}: a made-up card does {sorted(ops)}, more than the ruling says")
                    failures += 1
                if "uncertain" not in card:
                    print(f"{where}: a made-up card needs an “uncertain” note")
                    failures += 1
            elif deck["id"] == "gitmo-specialops" or card["kind"] in ("bonus", "draw"):
                checked += 1
                if not named:
                    print(f"{where}: not marked reconstructed, but the sources never name "
                          f"“{card['name']}”")
                    failures += 1
    print(f"checked {checked} cards: {failures} problems")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
