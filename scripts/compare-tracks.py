#!/usr/bin/env python3
"""Compares two `facenav track --landmarks` outputs of the same video, frame by frame: in how many frames each
found the face, in how many the 68 landmarks are identical, and how far they moved (the mean over the 68
points, over the distance between the eyes' centres in the first output).

  scripts/compare-tracks.py before.jsonl after.jsonl

Python 3 standard library only.
"""
import json
import math
import statistics
import sys


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return [json.loads(line) for line in f if line.strip() and not line.startswith("#")]
    except (OSError, json.JSONDecodeError) as error:
        sys.exit(f"{path}: {error}")


def eye_centre(points, first):
    return [sum(p[k] for p in points[first:first + 6]) / 6 for k in (0, 1)]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: " + __doc__.strip().splitlines()[4].strip())
    before, after = load(sys.argv[1]), load(sys.argv[2])
    if len(before) != len(after):
        sys.exit(f"{sys.argv[1]} has {len(before)} frames, {sys.argv[2]} {len(after)}: not the same video?")
    shifts = []
    for number, (a, b) in enumerate(zip(before, after), start=1):
        if a.get("face", True) and b.get("face", True):
            if "landmarks" not in a or "landmarks" not in b:
                sys.exit(f"line {number}: no landmarks: run facenav track with --landmarks")
            eyes = math.dist(eye_centre(a["landmarks"], 36), eye_centre(a["landmarks"], 42))
            moved = sum(math.dist(p, q) for p, q in zip(a["landmarks"], b["landmarks"])) / 68
            shifts.append(moved / max(eyes, 1e-9))
    found = lambda rows: sum(row.get("face", True) for row in rows)
    print(f"{len(before)} frames; face found: {found(before)} first, {found(after)} second; "
          f"landmarks identical in {sum(s == 0 for s in shifts)} of {len(shifts)} frames both found; "
          f"mean shift / eye distance: median {statistics.median(shifts) if shifts else 0:.4f}, "
          f"max {max(shifts, default=0):.4f}")


if __name__ == "__main__":
    main()
