#!/usr/bin/env python3
"""Writes the committed face trace of the swipe cards app (deterministic: fixed seed).

cards-whole-deck.jsonl: a user facing the camera swipes the bundled deck (12 cards) by head turns alone:
right (like) and left (nope) in turn, each turn eased in over 0.2 s, held 0.4 s, eased back, then a rest.
Natural blinks (both eyes, uneven timing) and a little head jitter along the way must swipe nothing.

The document and selfie traces are not made here: document-*.jsonl are recorded by
Tests/RuntimeTests/DocumentFaceTraceTests.swift (RECORD_TRACES=1), which aims at each button until dwell
presses it; selfie-face-200.jsonl is `facenav track --video .fixtures/face-sizes/face-200.y4m`.

Run: python3 Tests/Fixtures/traces/make-app-traces.py
"""
import json
import math
import os
import random

FPS = 30
CARDS = 12
rng = random.Random(20261125)


def ease(a, b, u):
    u = min(1.0, max(0.0, u))
    return a + (b - a) * (1 - math.cos(math.pi * u)) / 2


lines = ["# The swipe cards app by head turns alone: right, left, right... once per card of the bundled deck."]
frame = 0
blink_at = rng.uniform(1.5, 3.0)


def emit(yaw):
    global frame, blink_at
    t = frame / FPS
    left = right = 0.95
    if blink_at <= t < blink_at + 0.15:
        left = 0.1
    if blink_at + 0.03 <= t < blink_at + 0.17:
        right = 0.12
    if t >= blink_at + 0.2:
        blink_at = t + rng.uniform(2.5, 4.5)
    lines.append(json.dumps({
        "t": round(t, 3), "face": True, "yaw": round(yaw + rng.gauss(0, 0.003), 4),
        "pitch": round(rng.gauss(0, 0.003), 4), "roll": round(rng.gauss(0, 0.002), 4),
        "eyeLeft": left, "eyeRight": right, "mouth": 0.05, "tongue": 0.0, "quality": 0.9,
    }))
    frame += 1


for _ in range(60):
    emit(0.0)
for card in range(CARDS):
    side = -0.5 if card % 2 == 0 else 0.5
    for step in range(1, 7):
        emit(ease(0, side, step / 6))
    for _ in range(12):
        emit(side)
    for step in range(5, -1, -1):
        emit(ease(0, side, step / 6))
    for _ in range(20):
        emit(0.0)

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "cards-whole-deck.jsonl"), "w") as out:
    out.write("\n".join(lines) + "\n")
