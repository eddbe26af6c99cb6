#!/usr/bin/env python3
"""Scores TemplateRule thresholds on decoded words with per-voice enrolment, without decoding again.

    facenav listen --score .fixtures/voice-set --part tune --enrol-folder .fixtures/voice-enrol --all > t.txt
    Tests/Fixtures/voice/score-templates.py t.txt .fixtures/voice-set [--grid]

Reads the `# decoded` lines (`@templates=` the word's distance from each enrolled word's takes, `@general=`
whether the general checks with the voice's enrolled scores passed it) and the set's index and manifests, and
counts right / missed / confused / false as `VoiceScore` does (cooldown left out), for the general checks
alone and for the template rule: confirm a word the checks passed when its own distance over the nearest
other word's is under CONFIRM; rescue one they turned down when under RESCUE, its own distance at most
DISTANCE, its score at least SCORE and the open grammar heard it alone. With --grid, the best points by fewest
confused and false together, then most right.
"""
import itertools
import sys


def distances(tags):
    """A decoded line's `@templates=` (word:distance,...) as a dict; empty when it has none."""
    found = {}
    if tags.get("@templates", "-") != "-":
        for item in tags["@templates"].split(","):
            word, value = item.split(":")
            found[word] = float(value)
    return found


def load(dump, folder):
    files = {}
    for line in open(folder + "/index.tsv"):
        f = line.split()
        spoken = []
        if f[2] == "commands":
            for w in open(folder + "/" + f[0][:-4] + ".txt"):
                p = w.split()
                spoken.append((p[0], float(p[1]), float(p[2])))
        files[f[0]] = dict(name=f[0], part=f[1], voice=f[3], spoken=spoken, words=[], seen=False)
    for line in open(dump):
        if not line.startswith("# decoded "):
            continue
        p = line.split()
        tags = {t.split("=", 1)[0]: t.split("=", 1)[1] for t in p if t.startswith("@")}
        files[p[2]]["seen"] = True
        files[p[2]]["words"].append(dict(word=p[3], start=float(p[4]), end=float(p[5]), distances=distances(tags),
                                         general=tags.get("@general") == "1",
                                         score=None if p[6] == "-" else float(p[6]),
                                         open=None if tags.get("@open", "-") == "-" else tags["@open"].split("+")))
    parts = {f["part"] for f in files.values() if f["seen"]}
    return [f for f in files.values() if f["part"] in parts]


def rule(confirm, rescue, distance, minimum=-12, alone=True):
    def accepts(w):
        d = w["distances"]
        if w["word"] not in d:
            return w["general"]
        others = [v for k, v in d.items() if k != w["word"]]
        ratio = d[w["word"]] / (min(others) if others else float("inf"))
        if w["general"]:
            return ratio < confirm
        if ratio >= rescue or d[w["word"]] > distance:
            return False
        if minimum is not None and w["score"] is not None and w["score"] < minimum:
            return False
        return not (alone and w["open"] is not None and w["open"] != [w["word"]])
    return accepts


def score(files, accepts):
    right = missed = confused = false = 0
    for f in files:
        heard = [w for w in f["words"] if accepts(w)]
        matched = [[] for _ in f["spoken"]]
        for w in heard:
            overlaps = [min(w["end"], s[2]) - max(w["start"], s[1]) for s in f["spoken"]]
            if overlaps and max(overlaps) > 0:
                matched[overlaps.index(max(overlaps))].append(w)
            else:
                false += 1
        for s, m in zip(f["spoken"], matched):
            if any(w["word"] != s[0] for w in m):
                confused += 1
            elif not m:
                missed += 1
            else:
                right += 1
    return right, missed, confused, false


def show(name, s):
    total = s[0] + s[1] + s[2]
    print(f"{name:34s} right {s[0]}/{total} ({100 * s[0] / max(1, total):.1f}%)  missed {s[1]}  confused {s[2]}  false {s[3]}")


def main():
    files = load(sys.argv[1], sys.argv[2])
    show("general checks (enrolled scores)", score(files, lambda w: w["general"]))
    show("template rule (defaults)", score(files, rule(0.8, 0.75, 4)))
    if "--grid" in sys.argv:
        points = []
        for c, r, d, m, a in itertools.product([0.7, 0.8, 0.85, 0.9, 1.0, 9], [0, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8],
                                               [3, 4, 5, 6, 99], [None, -20, -15, -12], [False, True]):
            points.append(((c, r, d, m, a), score(files, rule(c, r, d, m, a))))
        points.sort(key=lambda p: (p[1][2] + p[1][3], -p[1][0]))
        for (c, r, d, m, a), s in points[:15]:
            show(f"confirm {c} rescue {r} dist {d} score {m} alone {a}", s)


if __name__ == "__main__":
    main()
