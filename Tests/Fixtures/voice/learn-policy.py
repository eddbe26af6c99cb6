#!/usr/bin/env python3
"""Learns ConfidencePolicy's evidence rule (`EvidenceRule.learned`) from dumps of decoded words.

    facenav listen --score .fixtures/voice-set --part tune --all > tune.txt
    facenav listen --score OLD --all > old.txt     # the earlier sequences, sentences, noise, silence, near words
    Tests/Fixtures/voice/learn-policy.py tune.txt .fixtures/voice-set old.txt OLD

(OLD is a folder indexing `.fixtures/voice` as BENCHMARKS.md's voice section shows.) Every word the command
grammar decoded is labelled right (it lies over a spoken command and is that command) or wrong (another
command, or no command said there: near words, conversation, noise). The words that pass the policy's
floors (`score-policy.py` PREVIOUS) are fitted by an L2-regularised logistic regression over seven measures
of the decoder's evidence, the earlier fixtures' words weighing OLD_WEIGHT times a tune word. The threshold
is set 0.05 under the weakest command of the earlier sequences, which the tests must keep hearing (with no
OLD dump: the lowest that accepts no wrong tune word in cross-validation). Leave-one-voice-out
cross-validation inside tune (each voice scored by a model fitted on the others and the earlier fixtures,
at that model's own threshold) estimates right / confused / false on unseen voices; the curve shows right
against wrong words as a threshold moves. Prints the weights in the units the Swift code uses (paste them
into EvidenceRule.learned and score-policy.py's EVIDENCE) and the replay over the dumps. Pure Python.
"""
import collections
import importlib.util
import math
import os
import sys

spec = importlib.util.spec_from_file_location("score_policy", os.path.join(os.path.dirname(__file__), "score-policy.py"))
score_policy = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score_policy)

FEATURES = score_policy.FEATURES
L2 = 3.0
OLD_WEIGHT = 5.0


def labelled(files):
    """(file, word, 1 or 0, right/confused/false) for every decoded word: 1 when it is the command said where
    it lies."""
    rows = []
    for f in files:
        for w in f["words"]:
            overlaps = [min(w["end"], s[2]) - max(w["start"], s[1]) for s in f["spoken"]]
            right = bool(overlaps) and max(overlaps) > 0 and f["spoken"][overlaps.index(max(overlaps))][0] == w["word"]
            wrong = "confused" if overlaps and max(overlaps) > 0 else "false"
            rows.append((f, w, 1 if right else 0, "right" if right else wrong))
    return rows


def solve(a, b):
    """x with a·x = b, by Gauss-Jordan elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(xs, ys, weights=None, l2=L2):
    """Logistic regression by Newton's method on standardised features; returns (weights, bias) in raw units."""
    n, k = len(xs), len(xs[0])
    weights = weights or [1.0] * n
    mean = [sum(x[j] for x in xs) / n for j in range(k)]
    sd = [max(1e-9, math.sqrt(sum((x[j] - mean[j]) ** 2 for x in xs) / n)) for j in range(k)]
    zs = [[1.0] + [(x[j] - mean[j]) / sd[j] for j in range(k)] for x in xs]
    w = [0.0] * (k + 1)
    for _ in range(50):
        g = [0.0] * (k + 1)
        h = [[0.0] * (k + 1) for _ in range(k + 1)]
        for z, t, c in zip(zs, ys, weights):
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, z))))))
            for i in range(k + 1):
                g[i] += c * (p - t) * z[i]
                for j in range(k + 1):
                    h[i][j] += c * p * (1 - p) * z[i] * z[j]
        for i in range(1, k + 1):
            g[i] += l2 * w[i]
            h[i][i] += l2
        step = solve(h, g)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-10:
            break
    weights = [w[j + 1] / sd[j] for j in range(k)]
    return weights, w[0] - sum(w[j + 1] * mean[j] / sd[j] for j in range(k))


def value(model, x):
    return model[1] + sum(a * b for a, b in zip(model[0], x))


def rounded(model):
    return [round(w, 4) for w in model[0]], round(model[1], 4)


def fit_rows(rows, old):
    """The rounded model fitted on `rows` and the earlier fixtures' `old` rows."""
    data = rows + old
    return rounded(fit([score_policy.features(r[1]) for r in data], [r[2] for r in data],
                       [1.0] * len(rows) + [OLD_WEIGHT] * len(old)))


def under(model, sequences):
    """0.05 under the weakest earlier-sequence command (to 0.01), which the tests must keep hearing: the dump
    rounds measures to 0.001, and a weight near 100 moves a sum by up to 0.05 for that."""
    return math.floor((min(value(model, score_policy.features(r[1])) for r in sequences) - 0.05) * 100) / 100


def main():
    floors = score_policy.policy(**score_policy.PREVIOUS)
    files = score_policy.load(sys.argv[1], sys.argv[2])
    rows = [r for r in labelled(files) if floors(r[1])]
    old_files = score_policy.load(sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else []
    old = [r for r in labelled(old_files) if floors(r[1])]
    sequences = [r for r in old if r[0]["kind"] == "commands" and r[2]]
    said = sum(1 for f in old_files if f["kind"] == "commands" for _ in f["spoken"])
    if len(sequences) != said:
        print(f"warning: the floors already miss {said - len(sequences)} of the {said} earlier-sequence commands")
    print(f"tune: {len(rows)} decoded words pass the floors, {sum(r[2] for r in rows)} right; earlier fixtures: "
          f"{len(old)}, {sum(r[2] for r in old)} right")
    cross, counts = [], collections.Counter()
    for voice in sorted({r[0]["voice"] for r in rows}):
        model = fit_rows([r for r in rows if r[0]["voice"] != voice], old)
        scored = [(value(model, score_policy.features(r[1])), r) for r in rows if r[0]["voice"] == voice]
        cross += [(v, r[2]) for v, r in scored]
        if sequences:
            counts.update(r[3] for v, r in scored if v >= under(model, sequences))
    wrong = sorted((v for v, label in cross if not label), reverse=True)
    print("leave-one-voice-out curve: right words kept when a threshold lets N wrong ones through")
    for n in range(0, 11):
        threshold = wrong[n] if n < len(wrong) else -math.inf
        print(f"  wrong {n:2d}: right {sum(1 for v, label in cross if label and v > threshold):3d}")
    if sequences:
        print(f"leave-one-voice-out at each model's threshold (under the earlier sequences): right "
              f"{counts['right']}, confused {counts['confused']}, false {counts['false']} (words)")
    model = fit_rows(rows, old)
    threshold = under(model, sequences) if sequences else math.floor(wrong[0] * 100 + 1) / 100
    print("learned on the whole dump (EvidenceRule.learned, score-policy.py EVIDENCE):")
    for name, weight in zip(FEATURES, model[0]):
        print(f"  {name} = {weight}")
    print(f"  bias = {model[1]}\n  threshold = {threshold}")
    evidence = dict(zip(FEATURES, model[0]), bias=model[1], threshold=threshold)
    accepts = score_policy.policy(**dict(score_policy.PREVIOUS, evidence=evidence))
    print("replayed over the tune dump: ", score_policy.line(score_policy.tally(files, accepts)))
    print("floors alone:                ", score_policy.line(score_policy.tally(files, floors)))
    if old_files:
        print("replayed over the earlier fixtures:", score_policy.line(score_policy.tally(old_files, accepts)))


if __name__ == "__main__":
    main()
