#!/usr/bin/env python3
"""Refits the general checks' learned rule (`EvidenceRule`) on an enrolled dump, then the template rule on top.

    facenav listen --score .fixtures/voice-set --part tune --enrol-folder .fixtures/voice-enrol --all \
        --own-mean true > mean.txt
    Tests/Fixtures/voice/learn-general.py mean.txt .fixtures/voice-set [--check]

The template rule (`TemplateEvidence.learned`, learn-templates.py) weighs whether the general checks passed a
word (`@general=`); those checks' evidence rule (`EvidenceRule.learned`, learn-policy.py) was fitted on
decodings without the voice's own mean. This recomputes `general` with a rule refitted on the dump's own words
(every word past the floors, labelled as learn-policy.py labels them, no earlier fixtures), and fits the
template rule over it. A word scored under the general minimum passed the score check only by enrolment, and
the evidence rule does not judge it (`ConfidencePolicy.accepts`): its dumped verdict stands.

Variants, each cross-validated leave-one-voice-out (every step fitted and chosen on the other seven voices):
- `dumped`: the general verdict as dumped (the checks as they are), the template rule refitted: what
  learn-templates.py prints.
- `refit@Q`: the evidence rule refitted, its threshold the sum that passes the share Q of the training voices'
  wrong words past the floors (Q=0: none of them), then the template rule refitted over that verdict.
- `floors`: no evidence rule (the floors alone give the verdict), the template rule refitted over it.
- `none`: no general verdict at all (a constant), the template rule refitted without it.
With --check, compares the dumped verdict with the one recomputed from main's rule (they must agree but for
the dump's rounding). Prints the chosen variant's weights fitted on all of tune. Pure Python.
"""
import collections
import importlib.util
import math
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("learn_templates", os.path.join(here, "learn-templates.py"))
learn_templates = importlib.util.module_from_spec(spec)
sys.argv, argv = sys.argv[:1], sys.argv  # the modules read no arguments at import
spec.loader.exec_module(learn_templates)
sys.argv = argv
score_policy = learn_templates.score_policy  # the modules learn-templates.py loads, loaded once
learn_policy = learn_templates.learn_policy

FLOORS = score_policy.policy(**score_policy.PREVIOUS)
MINIMUM_SCORE = score_policy.DEFAULTS["score"]
QUANTILES = [0.0, 0.05, 0.1, 0.2, 0.3]


def verdict(w, evidence):
    """`ConfidencePolicy.accepts` with the enrolled scores, `evidence` (score-policy.py's dict, or None) in
    place of the learned rule: a word under the general minimum keeps its dumped verdict."""
    if w["score"] is not None and w["score"] < MINIMUM_SCORE:
        return w["dumped"]
    if not FLOORS(w):
        return False
    total = None if evidence is None else score_policy.evidence_sum(w, evidence)
    return total is None or total >= evidence["threshold"]


def with_general(files, general):
    """Copies of `files` whose words' `general` is `general(w)`."""
    return [dict(f, words=[dict(w, general=general(w)) for w in f["words"]]) for f in files]


def fit_evidence(files, quantile):
    """The evidence rule fitted on every word of `files` past the floors; its threshold passes the share
    `quantile` of the wrong ones (0: the lowest sum over all of them, so none passes)."""
    rows = [r for r in learn_policy.labelled(files) if FLOORS(r[1])]
    model = learn_policy.rounded(
        learn_policy.fit([score_policy.features(r[1]) for r in rows], [r[2] for r in rows], l2=learn_policy.L2))
    wrong = sorted((learn_policy.value(model, score_policy.features(r[1])) for r in rows if not r[2]), reverse=True)
    k = int(quantile * len(wrong))
    threshold = math.floor(wrong[k] * 100 + 1) / 100 if k < len(wrong) else -math.inf
    return dict(zip(score_policy.FEATURES, model[0]), bias=model[1], threshold=threshold)


def general_for(variant, train):
    """The general verdict of `variant`, fitted on the `train` files."""
    if variant == "dumped":
        return lambda w: w["dumped"]
    if variant == "floors":
        return lambda w: verdict(w, None)
    if variant == "none":
        return lambda w: False
    evidence = fit_evidence(train, float(variant.split("@")[1]))
    return lambda w: verdict(w, evidence)


def choose(files, model, most_false=learn_templates.MOST_FALSE):
    """learn-templates.py's `choose` (the same threshold), in one pass: lowering the threshold adds one word
    at a time to the counts of the command it lies over, or to the false ones."""
    values = sorted({round(learn_policy.value(model, x), 4) for f in files for w in f["words"]
                     if (x := learn_templates.features(w))})
    candidates = [round((below + t) / 2, 4) for below, t in zip([values[0] - 1] + values, values + [values[-1] + 1])]
    slots, scored, state = {}, [], dict(false=0)
    heard = collections.defaultdict(lambda: [0, 0])  # slot: [right words, wrong words]

    def add(f, w):
        overlaps = [min(w["end"], s[2]) - max(w["start"], s[1]) for s in f["spoken"]]
        if overlaps and max(overlaps) > 0:
            i = overlaps.index(max(overlaps))
            heard[(f["name"], i)][0 if f["spoken"][i][0] == w["word"] else 1] += 1
        else:
            state["false"] += 1

    said = sum(len(f["spoken"]) for f in files)
    for f in files:
        for w in f["words"]:
            x = learn_templates.features(w)
            if x is None:
                if w["general"]:
                    add(f, w)
            else:
                scored.append((learn_policy.value(model, x), f, w))
    scored.sort(key=lambda e: -e[0])
    results, k = [], 0
    for t in sorted(candidates, reverse=True):
        while k < len(scored) and scored[k][0] >= t:
            add(scored[k][1], scored[k][2])
            k += 1
        confused = sum(1 for r, wr in heard.values() if wr)
        right = sum(1 for r, wr in heard.values() if r and not wr)
        r = collections.Counter(right=right, confused=confused, missed=said - right - confused, false=state["false"])
        results.append(((confused > 0 or r["false"] > most_false, -right, r["false"]), t, r))
    best = min(results, key=lambda e: (e[0], e[1]))
    return best[1], best[2]


def fit_templates(train):
    """The template rule fitted on `train` and its threshold chosen there (learn-templates.py)."""
    model = learn_templates.fit(train)
    threshold, _ = choose(train, model)
    return model, threshold


def cross_validate(files, variant, verbose=False):
    total = collections.Counter()
    for voice in sorted({f["voice"] for f in files}):
        train = [f for f in files if f["voice"] != voice]
        general = general_for(variant, train)
        model, threshold = fit_templates(with_general(train, general))
        test = with_general([f for f in files if f["voice"] == voice], general)
        accepts = learn_templates.rule(model, threshold)
        total.update(score_policy.tally(test, accepts))
        if verbose:
            for f, w, _, label in learn_policy.labelled(test):
                if label != "right" and accepts(w):
                    x = learn_templates.features(w)
                    print(f"    {label:8s} {f['name']:36s} {w['word']:8s} general {int(w['general'])} dumped "
                          f"{int(w['dumped'])} floors {int(FLOORS(w))} score {w['score']} margin {w['margin']} "
                          f"phone {w['phone']} open {w['open']} evidence "
                          f"{score_policy.evidence_sum(w, score_policy.EVIDENCE)} sum "
                          f"{None if x is None else round(learn_policy.value(model, x) - threshold, 3)}")
    return total


def main():
    files = learn_templates.load(sys.argv[1], sys.argv[2])
    for f in files:
        for w in f["words"]:
            w["dumped"] = w["general"]
    if "--check-choose" in sys.argv:  # the one-pass choice equals learn-templates.py's
        model = learn_templates.fit(files)
        print("choose:", learn_templates.choose(files, model), choose(files, model))
        return
    if "--check" in sys.argv:
        words = [w for f in files for w in f["words"]]
        differ = [w for w in words if verdict(w, score_policy.EVIDENCE) != w["dumped"]]
        print(f"recomputed with main's rule: {len(words) - len(differ)} of {len(words)} verdicts as dumped")
        for w in differ[:10]:
            print("  differs:", w["word"], w["score"], w["margin"], w["phone"], w["dumped"])
    variants = ["dumped"] + [f"refit@{q}" for q in QUANTILES] + ["floors", "none"]
    if "--variants" in sys.argv:
        variants = sys.argv[sys.argv.index("--variants") + 1].split(",")
    for variant in variants:
        general = general_for(variant, files)
        alone = score_policy.tally(with_general(files, general), lambda w: w["general"])
        cross = cross_validate(files, variant, "--why" in sys.argv)
        print(f"{variant:12s} leave-one-voice-out {score_policy.line(cross)}")
        print(f"{'':12s} general verdict alone, fitted on all: {score_policy.line(alone)}")
    if "--fit" in sys.argv:
        variant = sys.argv[sys.argv.index("--fit") + 1]
        if variant.startswith("refit@"):
            evidence = fit_evidence(files, float(variant.split("@")[1]))
            print("EvidenceRule fitted on all of tune:", evidence)
        general = general_for(variant, files)
        model, threshold = fit_templates(with_general(files, general))
        print("TemplateEvidence fitted on all of tune:")
        for name, weight in zip(learn_templates.FEATURES, model[0]):
            print(f"  {name} = {weight}")
        print(f"  bias = {model[1]}\n  threshold = {threshold}")
        r = score_policy.tally(with_general(files, general), learn_templates.rule(model, threshold))
        print("replayed over the dump", score_policy.line(r))


if __name__ == "__main__":
    main()
