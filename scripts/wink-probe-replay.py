#!/usr/bin/env python3
"""Replays FaceNav's eye rules and wink recogniser (`scripts/wink-replay.py`) with the iris model's lid
openings taken from `WinkSetEyeProbe`'s crop variants instead of the tracker's own, ungated.

Usage:
    WINK_READINGS=/tmp/tune.txt WINK_SET_PART=tune swift test --skip-build --filter WinkSetReadings
    WINK_PROBE=/tmp/probe.txt PROBE_VARIANTS=iod,iod-flip WINK_SET_PART=tune \
        swift test --skip-build --filter WinkSetEyeProbe
    python3 scripts/wink-probe-replay.py /tmp/tune.txt /tmp/probe.txt iod '(iod+iod_flip)/2' ...

Each expression gives an eye's lid opening from the variants' readings of that eye on that frame: a variant's
name with `-` as `_` and `.` dropped (iod_flip, iod_13 for iod-1.3), `NAME_gap` (the lids' gap in crop pixels),
`NAME_dark` (the probe's darkness between the lids), `NAME_irisdark`, `NAME_profile`, `NAME_irisr`,
`NAME_irisat`, `NAME_linedark` (the probe's iris cues), `ear` (the eye's 68-point aspect ratio), `min`, `max`,
`math`. Prints, for each, the mean over eyes and clips of how well its readings part shut frames from open
ones (AUC) and the end-to-end replay (winks fired, false gestures, eye state). V=1 lists the false and lost
winks; P=closed=0.75,open=0.92 overrides the replay's rule constants. A diagnostic: the tracker runs the
model behind its change gate, which the replay of ungated readings leaves out.
"""
import collections
import importlib.util
import math
import os
import sys

spec = importlib.util.spec_from_file_location('replay', os.path.join(os.path.dirname(__file__), 'wink-replay.py'))
arguments, sys.argv = sys.argv, sys.argv[:1]
replay = importlib.util.module_from_spec(spec)
spec.loader.exec_module(replay)
sys.argv = arguments


def key(name):
    return name.replace('-', '_').replace('.', '')


def load_probe(path):
    probe = collections.defaultdict(dict)
    for line in open(path):
        p = line.split()
        if len(p) < 15 or p[7] != '1':
            continue
        frame, variant, side = probe[(p[0], int(p[1]))], key(p[10]), int(p[11])
        frame.setdefault(variant, [None, None])[side] = float(p[12])
        frame.setdefault(variant + '_gap', [None, None])[side] = float(p[13])
        if len(p) > 27:
            frame.setdefault(variant + '_dark', [None, None])[side] = float(p[27])
        # The iris cues (issue 19, branch winks24): NAME_irisdark, NAME_profile, NAME_irisr, NAME_irisat,
        # NAME_linedark; see `WinkSetEyeProbe.irisCues`.
        for column, cue in enumerate(('irisdark', 'profile', 'irisr', 'irisat', 'linedark'), start=28):
            if len(p) > column and p[column] != '-':
                frame.setdefault(variant + '_' + cue, [None, None])[side] = float(p[column])
    return probe


def auc(shut, open_):
    if not shut or not open_:
        return None
    wins = sum(1 if a < b else 0.5 if a == b else 0 for a in shut for b in open_)
    return wins / len(shut) / len(open_)


def main():
    readings, probe = replay.load(sys.argv[1]), load_probe(sys.argv[2])
    for setting in filter(None, os.environ.get('P', '').split(',')):
        name, value = setting.split('=')
        replay.P[name] = float(value)
    for expression in sys.argv[3:]:
        data = collections.OrderedDict()
        split = collections.defaultdict(lambda: ([], []))
        for name, rows in readings.items():
            out = []
            for row in rows:
                row = dict(row)
                if row['found']:
                    variants = probe.get((name, row['i']))
                    lids = [None, None]
                    for side in (0, 1) if variants else ():
                        scope = {k: v[side] for k, v in variants.items()}
                        scope.update(min=min, max=max, math=math, ear=row['ear'][side])
                        try:
                            lids[side] = eval(expression, scope)
                        except (TypeError, ZeroDivisionError, NameError):
                            lids[side] = None
                    row['lid'] = lids
                    # The image-left eye (side 0) is the user's right in an unmirrored clip.
                    for side, label in ((0, row['lr']), (1, row['ll'])):
                        if lids[side] is not None and label in 'oc':
                            split[(name, side)][0 if label == 'c' else 1].append(lids[side])
                out.append(row)
            data[name] = out
        aucs = [a for a in (auc(*s) for s in split.values()) if a is not None]
        print(f"== {expression}: mean AUC {sum(aucs) / len(aucs):.4f}, eyes under 0.95 "
              f"{sum(1 for a in aucs if a < 0.95)} of {len(aucs)}")
        replay.run(data, verbose=bool(os.environ.get('V')))


if __name__ == '__main__':
    main()
