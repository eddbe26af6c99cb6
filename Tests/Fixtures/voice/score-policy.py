#!/usr/bin/env python3
"""Scores ConfidencePolicy thresholds on decoded words, without decoding again.

    facenav listen --score .fixtures/voice-set --part tune --all > tune.txt
    Tests/Fixtures/voice/score-policy.py tune.txt .fixtures/voice-set                 # the defaults
    Tests/Fixtures/voice/score-policy.py tune.txt .fixtures/voice-set --grid [OLD.txt OLD_SET]
    Tests/Fixtures/voice/score-policy.py tune.txt .fixtures/voice-set --why      # where the misses come from

Reads the `# decoded` lines (every word the command grammar decoded, with its scores) and the set's
index and manifests, and counts right / missed / confused / false as `VoiceScore` does, for the policy
`ConfidencePolicy.accepts` applies (duration, length per phone, score, margin, uncovered, word score,
phone-loop score, the open grammar's `@open=` words, then the learned evidence rule `EVIDENCE`; no
enrolment), for the floors alone and for the older floors. With --grid, the best operating points
over a grid of thresholds, by the most commands heard for each count of commands heard as another and false; OLD.txt/OLD_SET (a `--score --all` dump of an index
over `.fixtures/voice`'s sequences, sentences, noise and silence) keeps only points under which the earlier
sequences are heard exactly and nothing else is. With --why, the words the grammar decoded right but the
policy rejects: how many each check rejects (alone or with others), and how many are kept and rejected per
voice, noise level and word.
"""
import collections
import itertools
import sys

# The weights of `EvidenceRule.learned`, as Tests/Fixtures/voice/learn-policy.py prints them from a tune dump.
EVIDENCE = dict(score=0.1437, wordScore=0.0539, phoneLoopScore=-0.0126, noMargin=3.7461, margin=-0.0721,
                uncovered=-99.6851, secondsPerPhone=4.778, bias=2.7367, threshold=1.04)
# The floors, then the learned evidence rule over the words that pass them.
DEFAULTS = dict(score=-12, margin=12, uncovered=0.05, word=-20, phone=-24, duration=0.15, per_phone=0.065, alone=True,
                evidence=EVIDENCE)
# The floors alone (the defaults before the learned rule), and before the open grammar.
PREVIOUS = dict(DEFAULTS, evidence=None)
OLDER = dict(score=-12, margin=18, uncovered=0.05, word=-20, phone=-26, duration=0.15, per_phone=0.065, alone=False)
FEATURES = ["score", "wordScore", "phoneLoopScore", "noMargin", "margin", "uncovered", "secondsPerPhone"]
DICTIONARY = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"


def shortest_pronunciations(path):
    """Phones in each word's shortest pronunciation, as `HeardWord.phones` counts them."""
    phones = {}
    for line in open(path, encoding="utf-8", errors="replace"):
        p = line.split()
        if len(p) >= 2:
            word = p[0].split("(")[0]
            phones[word] = min(phones.get(word, 99), len(p) - 1)
    return phones


PHONES = shortest_pronunciations(DICTIONARY)


def load(dump, folder):
    files = {}
    for line in open(folder + "/index.tsv"):
        f = line.split()
        if len(f) != 5:
            continue
        spoken = []
        if f[2] == "commands":
            for w in open(folder + "/" + f[0][:-4] + ".txt"):
                p = w.split()
                spoken.append((p[0], float(p[1]), float(p[2])))
        files[f[0]] = dict(name=f[0], part=f[1], kind=f[2], voice=f[3], snr=int(f[4]), spoken=spoken, words=[], seen=False)
    for line in open(dump):
        if not line.startswith("# decoded "):
            continue
        p = line.split()
        if p[2] not in files:
            continue
        value = [None if x == "-" else float(x) for x in p[6:11]]
        phone = next((t[7:] for t in p if t.startswith("@phone=")), "-")
        heard = next((t[6:] for t in p if t.startswith("@open=")), "-")
        open_score = next((t[11:] for t in p if t.startswith("@openscore=")), "-")
        files[p[2]]["seen"] = True
        files[p[2]]["words"].append(dict(
            word=p[3], start=float(p[4]), end=float(p[5]), score=value[0], wordScore=value[1], margin=value[2],
            uncovered=value[4], phone=None if phone == "-" else float(phone), phones=PHONES.get(p[3], 0),
            open=None if heard == "-" else heard.split("+"),  # "-": not given, or the search found no words
            openScore=None if open_score == "-" else float(open_score)))
    # The dumped part: its files that decoded nothing count too (their commands are missed).
    parts = {f["part"] for f in files.values() if f["seen"]}
    return [f for f in files.values() if f["part"] in parts]


def features(w):
    """`EvidenceRule.sum`'s measures, clipped as the Swift code clips them."""
    return [max(w["score"], -40.0), max(w["wordScore"], -60.0), max(w["phone"], -60.0),
            1.0 if w["margin"] is None else 0.0, 50.0 if w["margin"] is None else min(w["margin"], 50.0),
            min(w["uncovered"], 0.5), min((w["end"] - w["start"]) / max(w["phones"], 1), 0.2)]


def evidence_sum(w, evidence):
    """`EvidenceRule.sum`: None when a measure is missing."""
    if None in (w["score"], w["wordScore"], w["phone"], w["uncovered"]):
        return None
    return evidence["bias"] + sum(evidence[n] * x for n, x in zip(FEATURES, features(w)))


def policy(score, margin, uncovered, word, phone, duration=0.15, per_phone=0.0, alone=False, evidence=None):
    """`ConfidencePolicy.accepts` without enrolment; with `alone`, a word is rejected unless the open grammar
    heard it alone, when the dump gives what it heard (`requiresCommandAlone`); with `evidence` (the learned
    rule's weights), a word is rejected when its weighed evidence is under the threshold."""
    def accepts(w):
        if (w["end"] - w["start"] < duration
                or (alone and w.get("open") is not None and w["open"] != [w["word"]])
                or w["end"] - w["start"] < per_phone * w["phones"]
                or (w["score"] is not None and w["score"] < score)
                or (w["margin"] is not None and w["margin"] < margin)
                or (w["uncovered"] is not None and w["uncovered"] > uncovered)
                or (w["wordScore"] is not None and w["wordScore"] < word)
                or (phone is not None and w["phone"] is not None and w["phone"] < phone)):
            return False
        total = None if evidence is None else evidence_sum(w, evidence)
        return total is None or total >= evidence["threshold"]
    return accepts


def tally(files, accepts):
    result = collections.Counter()
    for f in files:
        matched = [[] for _ in f["spoken"]]
        for w in filter(accepts, f["words"]):
            overlaps = [min(w["end"], s[2]) - max(w["start"], s[1]) for s in f["spoken"]]
            if overlaps and max(overlaps) > 0:
                matched[overlaps.index(max(overlaps))].append(w)
            else:
                result["false"] += 1
        for said, heard in zip(f["spoken"], matched):
            key = "confused" if any(h["word"] != said[0] for h in heard) else "missed" if not heard else "right"
            result[key] += 1
    return result


def line(r):
    n = r["right"] + r["missed"] + r["confused"]
    return (f"right {r['right']}/{n} ({100 * r['right'] / max(n, 1):.1f}%)  missed {r['missed']}  "
            f"confused {r['confused']}  false {r['false']}")


def why(files):
    """Prints which checks reject the words the command grammar decoded right, and where they are."""
    d = DEFAULTS
    checks = dict(
        alone=lambda w: d["alone"] and w.get("open") is not None and w["open"] != [w["word"]],
        duration=lambda w: w["end"] - w["start"] < d["duration"],
        length=lambda w: w["end"] - w["start"] < d["per_phone"] * w["phones"],
        score=lambda w: w["score"] is not None and w["score"] < d["score"],
        margin=lambda w: w["margin"] is not None and w["margin"] < d["margin"],
        uncovered=lambda w: w["uncovered"] is not None and w["uncovered"] > d["uncovered"],
        word=lambda w: w["wordScore"] is not None and w["wordScore"] < d["word"],
        phone=lambda w: w["phone"] is not None and w["phone"] < d["phone"],
        evidence=lambda w: (evidence_sum(w, d["evidence"]) or 0) < d["evidence"]["threshold"])
    any_, alone = collections.Counter(), collections.Counter()
    kept = collections.defaultdict(collections.Counter)
    for f in files:
        for w in f["words"]:
            overlaps = [min(w["end"], s[2]) - max(w["start"], s[1]) for s in f["spoken"]]
            if not overlaps or max(overlaps) <= 0 or f["spoken"][overlaps.index(max(overlaps))][0] != w["word"]:
                continue
            failed = [name for name, check in checks.items() if check(w)]
            any_.update(failed)
            if len(failed) == 1:
                alone[failed[0]] += 1
            for key in (f["voice"], f"{f['snr']} dB", w["word"]):
                kept[key]["rejected" if failed else "kept"] += 1
    print("decoded right, rejected by:", dict(any_), " by that check alone:", dict(alone))
    for key, count in sorted(kept.items()):
        print(f"  {key:24s} kept {count['kept']:3d}  rejected {count['rejected']:3d}")


def main():
    files = load(sys.argv[1], sys.argv[2])
    print("FaceNav (defaults)", line(tally(files, policy(**DEFAULTS))))
    print("floors alone      ", line(tally(files, policy(**PREVIOUS))))
    print("older floors      ", line(tally(files, policy(**OLDER))))
    for snr in sorted({f["snr"] for f in files}, reverse=True):
        print(f"  {snr} dB", line(tally([f for f in files if f["snr"] == snr], policy(**DEFAULTS))))
    print("plain grammar     ", line(tally(files, lambda w: True)))
    if "--why" in sys.argv:
        why(files)
    if "--grid" not in sys.argv:
        return
    rest = sys.argv[sys.argv.index("--grid") + 1:]
    old = load(rest[0], rest[1]) if len(rest) == 2 else []
    points = []
    for s, m, u, w, ph, pp, a in itertools.product([-14, -12, -10, -8, -6], [12, 15, 18, 25, 35, 50], [0.1, 0.05],
                                                    [-99, -30, -25, -22.5, -20], [None, -28, -26, -24, -22, -20],
                                                    [0, 0.06, 0.065, 0.07], [False, True]):
        accepts = policy(s, m, u, w, ph, per_phone=pp, alone=a)
        if old:
            r = tally(old, accepts)
            if r["right"] != sum(len(f["spoken"]) for f in old) or r["false"]:
                continue
        r = tally(files, accepts)
        points.append((r["right"], r["confused"], r["false"],
                       dict(score=s, margin=m, uncovered=u, word=w, phone=ph, per_phone=pp, alone=a)))
    for confused, false in itertools.product(range(7), range(0, 31, 5)):
        chosen = [p for p in points if p[1] <= confused and p[2] <= false]
        if chosen:
            print(f"confused <= {confused}, false <= {false}:", max(chosen, key=lambda p: p[:1]))


if __name__ == "__main__":
    main()
