#!/usr/bin/env python3
"""Compares two eye readers frame by frame on the wink set: MediaPipe's iris model (ungated) and its face mesh.

Usage:
    WINK_MESH_PROBE=/tmp/mesh.txt WINK_SET_PART=tune swift test --skip-build --filter WinkSetMeshProbe
    python3 scripts/wink-mesh-compare.py /tmp/mesh.txt [--clips TEXT,...] [--write-readings PREFIX]

For each reader: the AUC with which an eye's lid opening parts the frames labelled shut from those labelled
open, per clip and eye (mean over the eyes that are shut at least once, and how many fall under 0.95), and
pooled after dividing each reading by its eye's open level in that clip (the 75th percentile of its
readings, as `OpenLevel` takes it); then the best single threshold's per-frame accuracy on those fractions.
Readers: `iris` (the iris model on the tracker's crop, every frame), `gated` (as the tracker used it, the
change gate included), `mesh` (the face mesh's own eye outline), `meshCorners` and `meshPlaced` (the iris
model on crops placed by the mesh's eye points: MediaPipe's own crop, and the tracker's rule).
`--write-readings PREFIX` writes `WinkSetReadings`-style files for `scripts/wink-replay.py` with the lid
columns taken from each ungated reader (PREFIX-iris.txt, PREFIX-mesh.txt, ...), the mesh where the iris
fraction of the clip's open level is ambiguous (PREFIX-second.txt, `--band=0.55,0.9`), and the mean of the
two fractions scaled back by the iris level (PREFIX-blend.txt); the levels here are whole-clip ones, so
these two are rough.
"""
import collections
import sys


def load(path):
    data = collections.OrderedDict()
    for line in open(path):
        p = line.split()
        if len(p) < 24:
            continue
        data.setdefault(p[0], []).append(p)
    return data


def f(s):
    return None if s == '-' else float(s)


def auc(shut, opened):
    """P(a shut reading < an open one), ties half."""
    if not shut or not opened:
        return None
    values = sorted([(v, 0) for v in shut] + [(v, 1) for v in opened])
    rank_sum, i = 0.0, 0
    while i < len(values):
        j = i
        while j < len(values) and values[j][0] == values[i][0]:
            j += 1
        rank = (i + j + 1) / 2
        rank_sum += rank * sum(1 for k in range(i, j) if values[k][1] == 0)
        i = j
    n0, n1 = len(shut), len(opened)
    return 1 - (rank_sum - n0 * (n0 + 1) / 2) / (n0 * n1)


def level(values):
    values = sorted(v for v in values if v is not None)
    return values[min(len(values) - 1, int(0.75 * len(values)))] if values else None


READERS = {'iris': (18, 19), 'mesh': (15, 16), 'gated': (7, 8), 'meshCorners': (20, 21), 'meshPlaced': (22, 23)}


def main():
    data = load(sys.argv[1])
    only = None
    if '--clips' in sys.argv:
        only = sys.argv[sys.argv.index('--clips') + 1].split(',')
    pooled = {r: ([], []) for r in READERS}
    per = {r: [] for r in READERS}
    lines = []
    for name, rows in data.items():
        if only and not any(o in name for o in only):
            continue
        for side in (0, 1):
            label_column = 3 if side == 0 else 2  # image-left eye is the user's right (unmirrored)
            cells = []
            for reader, columns in READERS.items():
                col = columns[side]
                readings = [(f(p[col]), p[label_column]) for p in rows if p[4] == '1' and f(p[col]) is not None]
                lv = level([v for v, _ in readings])
                shut = [v for v, l in readings if l == 'c']
                opened = [v for v, l in readings if l == 'o']
                a = auc(shut, opened)
                if lv and lv > 1e-9:
                    pooled[reader][0].extend(v / lv for v in shut)
                    pooled[reader][1].extend(v / lv for v in opened)
                if a is not None:
                    per[reader].append(a)
                    cells.append(f"{reader} {a:.3f} shut {sum(shut)/len(shut)/lv if lv else 0:.2f}")
            if cells:
                lines.append(f"{name} eye{side}: " + ' | '.join(cells))
    for line in lines:
        print(line)
    for reader in READERS:
        s, o = pooled[reader]
        a = per[reader]
        best = 0
        for t in [x / 100 for x in range(5, 100)]:
            acc = (sum(1 for v in s if v < t) + sum(1 for v in o if v >= t)) / max(1, len(s) + len(o))
            if acc > best:
                best, bt = acc, t
        print(f"{reader}: eyes {len(a)} mean AUC {sum(a)/max(1,len(a)):.3f} under 0.95: {sum(1 for x in a if x < 0.95)}; "
              f"pooled fraction AUC {auc(s, o):.3f}, best threshold {bt:.2f} accuracy {best:.3f} "
              f"(shut {len(s)}, open {len(o)})")
    if '--write-readings' in sys.argv:
        prefix = sys.argv[sys.argv.index('--write-readings') + 1]
        low, high = 0.55, 0.9
        for arg in sys.argv:
            if arg.startswith('--band='):
                low, high = map(float, arg[7:].split(','))
        kinds = ('iris', 'mesh', 'meshCorners', 'meshPlaced', 'second', 'blend')
        outs = {k: open(f"{prefix}-{k}.txt", 'w') for k in kinds}
        for name, rows in data.items():
            levels = {}
            for side in (0, 1):
                levels[('iris', side)] = level([f(p[7 + side]) for p in rows if p[4] == '1'])
                levels[('mesh', side)] = level([f(p[15 + side]) for p in rows if p[4] == '1'])
            for p in rows:
                base = p[:15]
                if p[4] != '1':
                    for out in outs.values():
                        out.write(' '.join(base) + '\n')
                    continue
                variants = {k: list(base) for k in outs}
                for side in (0, 1):
                    lid, mesh = f(p[7 + side]), f(p[15 + side])
                    il, ml = levels[('iris', side)], levels[('mesh', side)]
                    for reader in ('iris', 'mesh', 'meshCorners', 'meshPlaced'):
                        variants[reader][7 + side] = p[READERS[reader][side]]
                    if lid is None or mesh is None or not il or not ml:
                        continue
                    x = lid / il
                    if low <= x <= high:
                        variants['second'][7 + side] = f"{mesh / ml * il:.4f}"
                    variants['blend'][7 + side] = f"{(x + mesh / ml) / 2 * il:.4f}"
                for k, out in outs.items():
                    out.write(' '.join(variants[k]) + '\n')
        for out in outs.values():
            out.close()


if __name__ == '__main__':
    main()
