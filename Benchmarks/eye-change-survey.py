#!/usr/bin/env python3
"""Chooses EyeChangeGate's limits from data: how much an eye's EyeSignature changes when a lid shuts or opens
against how much it drifts while open, and what the gate would do to every wink test at each threshold.

    EYE_SURVEY=/tmp/eye-survey.jsonl swift test --filter EyeSignatureSurvey     (writes the survey, ~30 s)
    python3 Benchmarks/eye-change-survey.py /tmp/eye-survey.jsonl               (needs numpy)

The survey (Tests/FaceTrackingTests/EyeSignatureSurvey.swift) tracks the wink videos (.fixtures/winks),
Megamind and the face-size videos with the iris model on every frame and records each eye's signature at a few
sizes and its lid opening. This script prints

1. per signature size: the smallest difference between consecutive frames where an eye shuts or opens (the
   wink videos' labels), against the 99th percentile of an open eye's difference from itself up to half a
   second earlier on the face-size videos, and their ratio (higher is a cleaner separation);
2. for the size the tracker uses, the gate replayed over every video at a range of thresholds, maximum ages
   and settling frames, the eye openness recomputed as EyeOpennessEstimator does from the reused readings:
   whether every assertion of WinkVideoTests (90% of each label's frames) and MegamindEyeModelTests (3
   frames of each named closure) still holds, and the share of eye-frames on which the model ran.
"""

import json
import math
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = ["1.2 widths", "1.6 widths", "2.3 widths (the crop)", "1.0 widths", "1.2 widths, 1 sample a cell"]
USED = 0  # EyeSignature's defaults: 1.2 widths, 2 x 2 samples a cell
SHUT = {"open": (), "left": (1,), "right": (0,), "both": (0, 1)}  # image-side eyes shut for each label
MEGAMIND_CLOSURES = [range(27, 34), range(254, 259), range(70, 83), range(170, 176), range(226, 231)]
MEGAMIND_NAMED = MEGAMIND_CLOSURES[:2]
MAXIMUM_YAW = math.radians(25)  # EyeOpennessEstimator.lidMaximumYaw
CLOSED, OPEN = 0.72, 0.9  # EyeOpennessEstimator.lidClosedFraction, lidOpenFraction


def load(path):
    videos = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            record = json.loads(line)
            videos.setdefault(record["video"], []).append(record)
    for name, frames in videos.items():
        if name.startswith("face-"):
            labels = ["open"] * len(frames)
        elif name == "megamind":
            labels = ["both" if any(i in r for r in MEGAMIND_CLOSURES) else "open" for i in range(len(frames))]
        else:
            with open(os.path.join(ROOT, ".fixtures/winks", name + ".labels"), encoding="utf-8") as f:
                labels = f.read().split()
        for frame, label in zip(frames, labels):
            frame["label"] = label
            frame["shut"] = [0 in SHUT[label], 1 in SHUT[label]]
            if "signatures" in frame:
                frame["sig"] = [[normalised(np.array(eye)) for eye in size] for size in frame["signatures"]]
    return videos


def normalised(cells):
    cells = cells - cells.mean()
    return cells / max(float(np.mean(np.abs(cells))), 4.0)


def difference(a, b):
    return float(np.mean(np.abs(a - b)))


def separation(videos, size):
    drift, changes = [], []
    for name, frames in videos.items():
        for t, frame in enumerate(frames):
            if "sig" not in frame:
                continue
            for eye in range(2):
                before = frames[t - 1] if t else None
                if (before and "sig" in before and not frame["fresh"] and not name.startswith("face-")
                        and name != "megamind" and before["shut"][eye] != frame["shut"][eye]):
                    changes.append(difference(before["sig"][size][eye], frame["sig"][size][eye]))
                if not name.startswith("face-"):
                    continue
                for k in range(1, 16):
                    if t - k < 0 or "sig" not in frames[t - k] or any(f["fresh"] for f in frames[t - k + 1:t + 1]):
                        break
                    drift.append(difference(frames[t - k]["sig"][size][eye], frame["sig"][size][eye]))
    return min(changes), float(np.percentile(drift, 99))


def ramp(x, low, high):
    return max(0.0, min(1.0, (x - low) / (high - low))) if math.isfinite(x) else 0.0


def replay(frames, threshold, maximum_age, settling, tolerance=0.1):
    """The frames' (left, right) openness with the gate, and the model's runs."""
    gates, pending, baselines, runs, out = [None, None], [0, 0], [None, None], 0, []
    for frame in frames:
        if not frame["found"]:
            gates, pending = [None, None], [0, 0]
            out.append(None)
            continue
        if frame["fresh"]:
            gates, pending, baselines = [None, None], [0, 0], [None, None]
        turned = abs(frame["yaw"]) > MAXIMUM_YAW
        values = [None, None]
        for eye in range(2):
            if turned:
                continue
            lid = frame["lids"][eye] if frame["lids"][eye] >= 0 else None
            signature, gate = frame["sig"][USED][eye], gates[eye]
            changed = gate is None or difference(signature, gate[1]) >= threshold
            if gate is not None and not changed and pending[eye] == 0 and 0 <= frame["time"] - gate[2] < maximum_age:
                lid = gate[0]
            else:
                runs += 1
                pending[eye] = settling if changed else max(0, pending[eye] - 1)
                if lid is not None and gate is not None and abs(lid - gate[0]) > tolerance * gate[0]:
                    pending[eye] = max(pending[eye], 1)
                gates[eye] = (lid, signature, frame["time"]) if lid is not None else None
            if lid is None:
                continue
            if frame["quality"] > 0.5:
                b = baselines[eye]
                baselines[eye] = lid if b is None else b + (0.1 if lid > b else 0.005) * (lid - b)
            fraction = lid / baselines[eye] if baselines[eye] and baselines[eye] > 1e-9 else 0
            values[eye] = ramp(fraction, CLOSED, OPEN)
        # Unmirrored: the user's left eye is the image-right one. Where the lids were not used, the
        # recorded reading (from the landmarks) stands.
        out.append((values[1] if values[1] is not None else frame["eyeLeft"],
                    values[0] if values[0] is not None else frame["eyeRight"]))
    return out, runs


def reading(left, right):
    if left < 0.4 and right < 0.4:
        return "both"
    if left < 0.4:
        return "left" if right > 0.6 else None
    if right < 0.4:
        return "right" if left > 0.6 else None
    return "open" if left > 0.6 and right > 0.6 else None


def failures(name, frames, out):
    if name == "megamind":
        found = [sum(1 for i in r if out[i] and max(out[i]) < 0.4) for r in MEGAMIND_NAMED]
        return [f"megamind closures {found}"] if min(found) < 3 else []
    wrong = []
    for label in ["left", "right", "both", "open"]:
        frames_of = [i for i, f in enumerate(frames) if f["label"] == label]
        right = sum(1 for i in frames_of if out[i] and reading(*out[i]) == label)
        if right < 0.9 * len(frames_of):
            wrong.append(f"{name} {label} {right}/{len(frames_of)}")
    return wrong


def main():
    videos = load(sys.argv[1] if len(sys.argv) > 1 else "/tmp/eye-survey.jsonl")
    print("Signature size: smallest shut/open change | open drift p99 (face sizes, <= 0.5 s) | ratio")
    for size, label in enumerate(SIZES):
        change, drift = separation(videos, size)
        print(f"  {label:30s} {change:6.3f} | {drift:6.3f} | {change / drift:4.2f}")
    print("\nGate replayed (runs: share of eye-frames the model ran on; every frame = 1)")
    for settling in [0, 1, 2]:
        for maximum_age in [0.5, 1.0]:
            for threshold in [0.15, 0.2, 0.25, 0.3, 0.35]:
                wrong, shares = [], {}
                for name, frames in videos.items():
                    out, runs = replay(frames, threshold, maximum_age, settling)
                    wrong += failures(name, frames, out)
                    shares[name] = runs / (2 * len(frames))
                faces = " ".join(f"{shares[f'face-{w}']:.3f}" for w in (100, 200, 350))
                winks = np.mean([v for k, v in shares.items() if not k.startswith("face-") and k != "megamind"])
                print(f"  settling {settling}, age {maximum_age} s, threshold {threshold:.2f}: "
                      f"{'all pass' if not wrong else 'FAILS ' + ', '.join(wrong[:3])}; runs: face sizes {faces}, "
                      f"wink videos {winks:.2f}, Megamind {shares['megamind']:.2f}")


if __name__ == "__main__":
    main()
