#!/usr/bin/env python3
"""Writes the committed face trace that plays an escape-game level hands-free (deterministic: fixed seed).

escape-bedside-table.jsonl: `facenav play --chapter 1 --level 2` (the bedside table, a custom-action
level: a Drawer and a Bell). Focus starts on the story. The player rests, turns their head right (next
element: Drawer), nods down (first action: open), puts their tongue out (activate: the drawer opens),
turns right again (Bell), nods down (ring), and puts their tongue out: every object has its expected
action and the level is solved. Natural blinks and head jitter along the way must press nothing.

Run: python3 Tests/Fixtures/traces/make-escape-traces.py
"""
import json
import math
import os
import random

FPS = 30
rng = random.Random(20261121)

# (start, end, yaw, pitch): a head turn or nod held between start and end, eased in and out.
MOVES = [
    (1.6, 2.2, -0.20, 0.0),   # turn right: next element, Drawer
    (2.8, 3.4, 0.0, -0.20),   # nod down: first action, open
    (5.4, 6.0, -0.20, 0.0),   # turn right: Bell
    (6.6, 7.2, 0.0, -0.20),   # nod down: ring
]
TONGUES = [(4.0, 4.6), (7.8, 8.4)]
BLINKS = [(1.0, 0.18, 0.033), (5.0, 0.15, 0.066), (9.0, 0.2, 0.033)]
END = 10.0


def pose(t):
    for start, end, yaw, pitch in MOVES:
        if start <= t < end:
            u = min(1.0, (t - start) / 0.12, (end - t) / 0.12)
            e = (1 - math.cos(math.pi * max(0.0, u))) / 2
            return yaw * e, pitch * e
    return 0.0, 0.0


def blink(t, start, length, lag):
    def one(t0):
        if t0 < start or t0 > start + length:
            return 0.95
        return 0.95 - 0.9 * math.sin(math.pi * (t0 - start) / length)
    return one(t), one(t - lag)


lines = []
for i in range(int(END * FPS)):
    t = i / FPS
    yaw, pitch = pose(t)
    left, right = 0.95, 0.95
    for start, length, lag in BLINKS:
        l, r = blink(t, start, length, lag)
        left, right = min(left, l), min(right, r)
    mouth, tongue = 0.05, 0.0
    if any(a <= t < b for a, b in TONGUES):
        mouth, tongue = 0.55, 0.85
    lines.append({
        "t": round(t, 3), "face": True,
        "yaw": round(yaw + rng.gauss(0, 0.003), 4), "pitch": round(pitch + rng.gauss(0, 0.003), 4),
        "roll": round(rng.gauss(0, 0.01), 4),
        "eyeLeft": round(min(1.0, max(0.0, left + rng.gauss(0, 0.01))), 3),
        "eyeRight": round(min(1.0, max(0.0, right + rng.gauss(0, 0.01))), 3),
        "mouth": mouth, "tongue": tongue, "quality": 0.9,
    })

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "escape-bedside-table.jsonl"), "w") as f:
    for line in lines:
        f.write(json.dumps(line) + "\n")
print(f"wrote {len(lines)} frames")
