#!/usr/bin/env python3
"""Each eye's lid opening during a clip's winks, as a fraction of its open level: which eye the reader sees shut.

Reads WinkSetReadings files (WINK_READINGS=FILE ... --filter WinkSetReadings; columns: clip frame labelLeft
labelRight found quality yaw lid0 lid1 ...; lid0 is the image-left eye, the user's right in an unmirrored
clip, lid1 the image-right one, the user's left) and prints, for each clip and each wink side, the median of
each eye's lid opening over the frames so labelled, over that eye's median on the frames with both eyes
labelled open. A reader with its eyes swapped reads the wink's eye near 1 and the other low; one that reads
the paint shallow reads both near 1 (issue 19, branch winks28).

    python3 scripts/wink-eye-levels.py FILE [FILE ...]
"""
import statistics
import sys


def main(paths):
    rows = {}
    for path in paths:
        for line in open(path):
            p = line.split()
            if len(p) < 9 or p[7] == "-" or p[8] == "-":
                continue
            rows.setdefault(p[0], []).append((p[2] + p[3], float(p[7]), float(p[8])))
    for clip, frames in rows.items():
        both_open = [f for f in frames if f[0] == "oo"]
        if not both_open:
            continue
        open0 = statistics.median(f[1] for f in both_open)
        open1 = statistics.median(f[2] for f in both_open)
        for label, name in (("oc", "winkRight (image-left shut)"), ("co", "winkLeft (image-right shut)")):
            wink = [f for f in frames if f[0] == label]
            if not wink:
                continue
            left = statistics.median(f[1] for f in wink) / open0
            right = statistics.median(f[2] for f in wink) / open1
            print(f"{clip:42s} {name:28s} frames {len(wink):3d}  image-left {left:.2f}  image-right {right:.2f}"
                  f"  (open {open0:.3f} / {open1:.3f})")


if __name__ == "__main__":
    main(sys.argv[1:])
