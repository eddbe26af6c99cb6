#!/usr/bin/env python3
"""Writes the committed face traces used by the tests (deterministic: fixed seed).

demo-push-pop.jsonl: on the demo's home screen (80x24), a user turns right and up to the "About"
button, puts their tongue out (activate: About is pushed), looks back to the middle, turns away for
half a second (face lost), comes back, winks with their left eye (back: home again) and rests.
Along the way there are natural blinks with uneven eye timing and head jitter, none of which may
press anything.

Run: python3 Tests/Fixtures/traces/make-demo-traces.py
"""
import json
import math
import os
import random

FPS = 30
rng = random.Random(20261121)


def ease(a, b, u):
    u = min(1.0, max(0.0, u))
    return a + (b - a) * (1 - math.cos(math.pi * u)) / 2


def pose(t):
    """Head yaw and pitch (radians, user's view) over time."""
    target = (-0.10, 0.10)  # the About button: right of and above the middle
    if t < 1.5:
        return 0.0, 0.0
    if t < 2.3:
        u = (t - 1.5) / 0.8
        return ease(0, target[0], u), ease(0, target[1], u)
    if t < 3.3:
        return target
    if t < 4.0:
        u = (t - 3.3) / 0.7
        return ease(target[0], 0, u), ease(target[1], 0, u)
    return 0.0, 0.0


def blink(t, start, length, lag):
    """Eye openness for a natural blink: the left eye closes and opens `lag` seconds before the right."""
    def one(t0):
        if t0 < start or t0 > start + length:
            return 0.95
        u = (t0 - start) / length
        return 0.95 - 0.9 * math.sin(math.pi * u)

    return one(t), one(t - lag)


BLINKS = [(0.9, 0.20, 0.033), (2.45, 0.15, 0.066), (5.2, 0.25, 0.033), (7.1, 0.12, 0.0)]
LOST = (4.0, 4.5)
TONGUE = (2.7, 3.2)
WINK_LEFT = (6.0, 6.5)
END = 8.0

lines = []
for i in range(int(END * FPS)):
    t = i / FPS
    if LOST[0] <= t < LOST[1]:
        lines.append({"t": round(t, 3), "face": False})
        continue
    yaw, pitch = pose(t)
    yaw += rng.gauss(0, 0.002)
    pitch += rng.gauss(0, 0.002)
    roll = rng.gauss(0, 0.01)
    left, right = 0.95, 0.95
    for start, length, lag in BLINKS:
        l, r = blink(t, start, length, lag)
        left, right = min(left, l), min(right, r)
    if WINK_LEFT[0] <= t < WINK_LEFT[1]:
        left, right = 0.08, 0.93
    mouth, tongue = 0.05, 0.0
    if TONGUE[0] <= t < TONGUE[1]:
        mouth, tongue = 0.55, 0.85
    lines.append({
        "t": round(t, 3), "face": True, "yaw": round(yaw, 4), "pitch": round(pitch, 4),
        "roll": round(roll, 4), "eyeLeft": round(left + rng.gauss(0, 0.01), 3),
        "eyeRight": round(right + rng.gauss(0, 0.01), 3), "mouth": mouth, "tongue": tongue,
        "quality": 0.9,
    })

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "demo-push-pop.jsonl"), "w") as f:
    for line in lines:
        line["eyeLeft"] = min(1.0, max(0.0, line.get("eyeLeft", 0)))
        line["eyeRight"] = min(1.0, max(0.0, line.get("eyeRight", 0)))
        if not line["face"]:
            del line["eyeLeft"], line["eyeRight"]
        f.write(json.dumps(line) + "\n")
print(f"wrote {len(lines)} frames")
