#!/usr/bin/env python3
"""Counts the wink set's wrongly read frames (per-frame eye state) by cause, from the tracker's readings.

Usage:
    WINK_READINGS=/tmp/readings.txt WINK_SET_PART=tune swift test --skip-build --filter WinkSetReadings
    python3 scripts/wink-errors.py /tmp/readings.txt [--replayed] [--faces] [--list CAUSE] [wink-replay.py's flags]

A frame is scored as `WinkSet.score` scores it (both eyes labelled open or shut; open must read 0.5 or more,
shut under 0.5; the face not found is wrong). Each wrong frame is put down to one cause, the first that
fits: the face not found; an eye labelled open read shut or one labelled shut read open, each split by
where the eye's reading came from (`wink-replay.py`'s copy of `EyeOpennessEstimator`: the lids against their
open level, the squint pair rule, the prior for all faces before the eye has a level at any yaw, or the
landmarks' fallback at a yaw with no level yet or beyond 45° of yaw), by what the clip shows on that frame (a no-wink clip's blinks, squint, droop, talking; a wink clip's
winks, the other eye beside a wink, its blink; the open rest), by the clip's camera condition and by
whether the frame is next to a moving label (within two frames). The readings judged are the tracker's own
(the last two columns) unless `--replayed`, which judges the replay's. `--faces` adds a table by face;
`--list CAUSE` prints the frames of one cause (e.g. `--list open-read-shut`). wink-replay.py's own flags
(`--no-prior`, `--prior-everywhere`, ...) change the replay the sources are taken from (and, with
`--replayed`, the readings judged).
"""
import collections
import importlib.util
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('replay', os.path.join(here, 'wink-replay.py'))
replay = importlib.util.module_from_spec(spec)
saved = sys.argv  # the replay reads its own flags (--prior, --wide, --level ...) from these
spec.loader.exec_module(replay)
sys.argv = saved


def runs(flags):
    """(first, last) of each run of True in `flags`."""
    out, start = [], None
    for i, f in enumerate(flags + [False]):
        if f and start is None:
            start = i
        elif not f and start is not None:
            out.append((start, i - 1)); start = None
    return out


def segments(clip, rows):
    """What the clip shows on each frame (its index in `rows`), from the labels and the set's schedule."""
    n = len(rows)
    seg = ['rest'] * n
    moving = [r['ll'] != 'o' or r['lr'] != 'o' for r in rows]
    events = runs(moving)
    if clip['kind'] == 'nowink':
        names = ['blink', 'blink', 'droop', 'talk-blink']
        for (a, b), name in zip(events, names):
            for i in range(a, b + 1): seg[i] = name
        if len(events) >= 3:
            (_, b2), (d0, d1) = events[1], events[2]
            for i in range(b2 + 13, d0 - 15): seg[i] = 'squint'
            for i in list(range(d0 - 3, d0)) + list(range(d1 + 1, d1 + 4)): seg[i] = 'droop'
            for i in range(d1 + 14, min(n, d1 + 14 + 48)):
                if seg[i] == 'rest': seg[i] = 'talk'
    else:
        for a, b in events:
            for i in range(a, b + 1): seg[i] = 'blink'
        for w in clip['winks']:
            for a, b in events:
                if a <= w['last'] and b >= w['first']:
                    for i in range(a, b + 1): seg[i] = 'wink'
    for i in range(min(30, n)):
        if seg[i] == 'rest': seg[i] = 'start'
    return seg


def main():
    path = sys.argv[1]
    replayed = '--replayed' in sys.argv
    data = replay.load(path)
    clips = replay.clips
    causes = collections.Counter()
    by = collections.defaultdict(collections.Counter)
    listing = collections.defaultdict(list)
    total = right = 0
    agree = compared = 0
    for name, rows in data.items():
        clip = clips[name]
        trace = []
        meas = replay.estimate(rows, trace=trace)
        seg = segments(clip, rows)
        since = 0
        for k, (r, m, tr) in enumerate(zip(rows, meas, trace)):
            since = since + 1 if r['found'] else 0
            if r['ll'] == 'x' or r['lr'] == 'x': continue
            total += 1
            if r['found']:
                tracked = r['out']
                compared += 1
                agree += (tracked[0] < 0.5) == (m[2] < 0.5) and (tracked[1] < 0.5) == (m[3] < 0.5)
                reading = (m[2], m[3]) if replayed else tracked
            wrong = []
            if r['found']:
                # User's left is the image's right (index 1).
                for user, label, value, image in (('left', r['ll'], reading[0], 1), ('right', r['lr'], reading[1], 0)):
                    if (value < 0.5) != (label == 'c'):
                        wrong.append((user, label, value, image))
            if r['found'] and not wrong:
                right += 1; continue
            near = any(0 < abs(j - k) <= 2 and (rows[j]['ll'] == 'x' or rows[j]['lr'] == 'x')
                       for j in range(max(0, k - 2), min(len(rows), k + 3)))
            face = clip['face']
            if not r['found']:
                cause = 'face-not-found'
                keys = dict(segment=seg[k], condition=clip['condition'], face=face, source='-', near='-',
                            eyes='-', startup='-')
            else:
                kinds = {('open-read-shut' if l == 'o' else 'shut-read-open') for _, l, _, _ in wrong}
                cause = kinds.pop() if len(kinds) == 1 else 'both-kinds'
                sources = sorted({tr['source'][img] for _, _, _, img in wrong})
                startup = 'first second' if since <= 30 else 'later'
                keys = dict(segment=seg[k], condition=clip['condition'], face=face, source='+'.join(sources),
                            near='next to moving' if near else 'not next', eyes=f'{len(wrong)} eye(s)',
                            startup=startup)
            causes[cause] += 1
            for key, value in keys.items():
                by[key][(cause, value)] += 1
            fr = tr['fraction'] if tr else None
            listing[cause].append(
                f"{name}#{r['i']} {seg[k]} {r['ll']}{r['lr']} read "
                + (f"{reading[0]:.2f}/{reading[1]:.2f} src {tr['source'][1]}/{tr['source'][0]} "
                   f"frac {fr[1] if fr[1] is None else round(fr[1], 2)}/{fr[0] if fr[0] is None else round(fr[0], 2)}"
                   if r['found'] else 'no face'))
    wrong = total - right
    print(f"frames scored {total}, right {right} ({right / max(1, total):.4f}), wrong {wrong}; "
          f"{'replayed' if replayed else 'tracked'} readings (replay agrees with tracking on {agree} of {compared} found frames)")
    print()
    order = ['face-not-found', 'open-read-shut', 'shut-read-open', 'both-kinds']
    print('| cause | frames | share of wrong |')
    print('|---|---:|---:|')
    for c in order:
        if causes[c]: print(f'| {c} | {causes[c]} | {causes[c] / max(1, wrong):.2f} |')
    keys = ['source', 'segment', 'condition', 'near', 'eyes', 'startup'] + (['face'] if '--faces' in sys.argv else [])
    for key in keys:
        values = sorted({v for (_, v) in by[key]}, key=lambda v: -sum(by[key][(c, v)] for c in order))
        print()
        print(f'| {key} | ' + ' | '.join(c for c in order if causes[c]) + ' |')
        print('|---|' + '---:|' * sum(1 for c in order if causes[c]))
        for v in values:
            print(f'| {v} | ' + ' | '.join(str(by[key][(c, v)]) for c in order if causes[c]) + ' |')
    if '--list' in sys.argv:
        for line in listing[sys.argv[sys.argv.index('--list') + 1]]: print(line)


if __name__ == '__main__':
    main()
