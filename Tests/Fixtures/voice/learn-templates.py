#!/usr/bin/env python3
"""Learns TemplateRule's acceptance rule for enrolled voices (`TemplateRule.learned`) from a dump of decoded words.

    facenav listen --score .fixtures/voice-set --part tune --enrol-folder .fixtures/voice-enrol --all > t.txt
    Tests/Fixtures/voice/learn-templates.py t.txt .fixtures/voice-set [--curve]
    Tests/Fixtures/voice/learn-templates.py t.txt .fixtures/voice-set --replay   # the rules as they are
    Tests/Fixtures/voice/learn-templates.py t.txt .fixtures/voice-set --relabel  # learns re-labelling only
    Tests/Fixtures/voice/learn-templates.py t.txt .fixtures/voice-set --without-lengths  # the refit without them
    Tests/Fixtures/voice/learn-templates.py t.txt .fixtures/voice-set --without-lead     # the refit without it
    Tests/Fixtures/voice/learn-templates.py t.txt .fixtures/voice-set --floor g20        # with @floor-g20='s distances

Every word the command grammar decoded for an enrolled voice is labelled right (it lies over a spoken command
and is that command) or wrong (another command, or none said there). An L2-regularised logistic regression
(learn-policy.py's) weighs measures the dump holds: the template distances (the word's own takes, its ratio
to the nearest other word's), whether the general checks passed it (`@general=`), the decoder's score, word
score, phone loop, margin and uncovered speech, seconds per phone, whether the open grammar heard the word
alone (`@open=`) with its score, and the word's speech length over its nearest take's (`@lengths=`) as two
measures, its log above 0 (longer: "selector" against "select") and below 0 (shorter), and its lead: the nearest
other word's distance minus its own. A word acts when the weighed sum reaches the threshold. Leave-one-voice-out
cross-validation inside tune (each voice scored by a model fitted on the other seven, at the threshold that
model chose on them: the most right with no confused and the fewest false commands) estimates right / missed
/ confused / false on an unseen voice. Then the model is fitted on all of tune and its threshold chosen the
same way; prints the weights in the units the Swift code uses (paste into TemplateRule.learned) and the
replay.

Then re-labelling (`TemplateEvidence.relabelling`): for every decoded word the learned rule turns down whose
stretch of speech is nearest another word's takes (finite distance), that word is a candidate, labelled right
when it is the command said there. A second regression (RELABEL_L2) weighs the same measures for the candidate
(its own distance, its ratio, heard alone, ...; not the general checks nor the length per phone, which judged
the decoded word) and `gap`, the decoded word's distance over the candidate's. Its threshold is chosen as the
first one's, over the words the learned rule already passes; cross-validated the same way. Pure Python.
"""
import collections
import importlib.util
import math
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))


def module(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(here, file))
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


score_policy = module("score_policy", "score-policy.py")
score_templates = module("score_templates", "score-templates.py")
sys.argv, argv = sys.argv[:1], sys.argv  # learn-policy.py reads no arguments at import
learn_policy = module("learn_policy", "learn-policy.py")
sys.argv = argv

L2 = 3.0
# `TemplateEvidence.learned`: the weights (in FEATURES' order), bias and threshold this script printed on the
# tune dump /tmp/voice14/tune.txt (2026-11-26, branch voice14), for --replay.
LEARNED = ([1.5891, -0.5222, -2.8105, 0.4272, 0.001, 0.0222, 0.0308, 0.0231, 0.2083, -0.0071, -4.7153, 3.0905,
            -4.1961, 0.932, 0.1802], 5.3907, 1.6888)
# The rule before the lead (branch voice12, fitted on /tmp/v10/tune1.txt), for --replay's comparison.
WITHOUT_LEAD = ([1.6029, -0.5531, -3.4749, 0.417, 0.001, 0.0198, 0.0308, 0.0218, 0.2368, -0.0068, -4.7516, 3.2825,
                 -4.1468, 0.9705], 6.1398, 1.7268)
# The rule before it, without the length (main until branch voice12), for --replay's comparison.
WITHOUT_LENGTHS = ([1.5557, -0.5697, -3.5613, 0.6463, 0.001, 0.0173, 0.0233, 0.0281, 0.3511, -0.016, -5.507,
                    -3.3775], 6.9353, 2.0837)
# No more false commands than the template rule it replaces gave on tune (3).
MOST_FALSE = 3
FEATURES = ["general", "own", "ratio", "alone", "openScore", "score", "wordScore", "phoneLoopScore", "noMargin",
            "margin", "uncovered", "secondsPerPhone", "longer", "shorter", "lead"]
# Re-labelling's measures: FEATURES for the word the templates name, without the two that judged the decoded
# word and the length (not refitted with it), then the distance gap to the decoded word.
RELABEL_FEATURES = [n for n in FEATURES if n not in ("general", "secondsPerPhone", "longer", "shorter", "lead")] + ["gap"]
RELABEL_L2 = 10.0
# `TemplateEvidence.relabelling` (RELABEL_FEATURES' order), bias and threshold, printed by --relabel over LEARNED
# on /tmp/voice14/tune.txt (2026-11-26, branch voice14).
RELABELLING = ([-0.7952, -0.7911, 0.2279, 0.0133, -0.0006, -0.0219, 0.0162, -0.7351, 0.0092, -3.4645, 0.1022],
               2.3405, 0.0808)


def load(dump, folder):
    """score-policy.py's files, each word with `distances` (`@templates=`) and `general` (`@general=`)."""
    files = score_policy.load(dump, folder)
    extra = collections.defaultdict(list)
    floor = sys.argv[sys.argv.index("--floor") + 1] if "--floor" in sys.argv else None
    for line in open(dump):
        if line.startswith("# decoded "):
            p = line.split()
            tags = {t.split("=", 1)[0]: t.split("=", 1)[1] for t in p if t.startswith("@")}
            if floor:  # the distances of templates with a noise floor (`listen --template-floors`) instead
                if "@floor-" + floor not in tags and tags.get("@templates", "-") != "-":
                    sys.exit(f"no @floor-{floor}= in the dump: {line.strip()[:80]}")
                tags["@templates"] = tags.get("@floor-" + floor, "-")
            lengths = score_templates.distances({"@templates": tags.get("@lengths", "-")})
            extra[p[2]].append((score_templates.distances(tags), tags.get("@general") == "1", lengths))
    for f in files:
        for w, (distances, general, lengths) in zip(f["words"], extra[f["name"]]):
            w["distances"], w["general"], w["lengths"] = distances, general, lengths
    return files


def plain_features(w):
    """`TemplateRule.learned`'s measures but the length, clipped and defaulted as the Swift code does; None
    without templates of the word."""
    d = w["distances"]
    if w["word"] not in d:
        return None
    own = d[w["word"]]
    nearest = min([v for k, v in d.items() if k != w["word"]] or [math.inf])
    ratio = 2.0 if math.isinf(own) else min(own / nearest, 2.0)  # infinite: lengths too far apart to warp
    return [1.0 if w["general"] else 0.0, min(own, 12.0), ratio,
            1.0 if w["open"] == [w["word"]] else 0.0,
            -60.0 if w["openScore"] is None else max(-60.0, min(w["openScore"], 60.0)),
            -40.0 if w["score"] is None else max(w["score"], -40.0),
            -60.0 if w["wordScore"] is None else max(w["wordScore"], -60.0),
            -60.0 if w["phone"] is None else max(w["phone"], -60.0),
            1.0 if w["margin"] is None else 0.0, 50.0 if w["margin"] is None else min(w["margin"], 50.0),
            0.5 if w["uncovered"] is None else min(w["uncovered"], 0.5),
            min((w["end"] - w["start"]) / max(w["phones"], 1), 0.2)]


def length_features(w):
    """`plain_features`, then the word's speech length over its nearest take's (`@lengths=`, within 0.05 and
    2.5; none: 2.5) as two measures, its log above 0 (longer: "selector" against "select") and below
    (shorter): the rule before the lead."""
    x = plain_features(w)
    if x is None:
        return None
    length = math.log(max(min(w["lengths"].get(w["word"], 2.5), 2.5), 0.05))
    return x + [max(length, 0.0), max(-length, 0.0)]


def features(w):
    """`TemplateRule.learned`'s measures as the Swift code takes them: `length_features`, then the word's lead,
    the nearest other word's distance minus its own, within -6 and 6 (own infinite: -6; no other word: 6)."""
    x = length_features(w)
    if x is None:
        return None
    d = w["distances"]
    own = d[w["word"]]
    nearest = min([v for k, v in d.items() if k != w["word"]] or [math.inf])
    return x + [-6.0 if math.isinf(own) else max(-6.0, min(nearest - own, 6.0))]


def relabelled(w):
    """The word the templates name instead of a decoded word, as a copy of it, with its RELABEL_FEATURES; None
    when the decoded word has no templates or is itself the nearest."""
    d = w["distances"]
    finite = {k: v for k, v in d.items() if not math.isinf(v)}
    if w["word"] not in d or not finite:
        return None
    named = min(finite, key=finite.get)  # d is in word order: a tie goes to the first word, as in Swift
    if named == w["word"]:
        return None
    c = dict(w, word=named, relabelled=True)
    x = dict(zip(FEATURES, features(c)))
    return c, [x[n] for n in RELABEL_FEATURES[:-1]] + [min(d[w["word"]] - d[named], 6.0)]


def value(model, x):
    return model[1] + sum(a * b for a, b in zip(model[0], x))


def rule(model, threshold, measures=None):
    """Whether a word acts: the learned sum (of `measures`, by default `features`) at least `threshold`; the
    general verdict without templates."""
    def accepts(w):
        x = (measures or features)(w)
        return w["general"] if x is None else value(model, x) >= threshold
    return accepts


def choose(files, model, most_false=MOST_FALSE):
    """The threshold with no confused command and at most `most_false` false ones that hears the most right,
    halfway between two words' sums."""
    values = sorted({round(value(model, x), 4) for f in files for w in f["words"] if (x := features(w))})
    best = None
    for below, t in zip([values[0] - 1] + values, values + [values[-1] + 1]):
        # Halfway from the sum of the word just under: the dump's rounding cannot move a word across.
        t = round((below + t) / 2, 4)
        r = score_policy.tally(files, rule(model, t))
        key = (r["confused"] > 0 or r["false"] > most_false, -r["right"], r["false"])
        if best is None or key < best[0]:
            best = (key, t, r)
    return best[1], best[2]


def fit(files):
    rows = [(features(w), 1 if labelled == 1 else 0) for f, w, labelled, _ in learn_policy.labelled(files)
            if features(w) is not None]
    return learn_policy.rounded(learn_policy.fit([r[0] for r in rows], [r[1] for r in rows], l2=L2))


def heard(model, threshold, relabel=None):
    """The word that acts for a decoded word (None: none): the decoded word when `rule` passes it, else with
    `relabel` (model, threshold) the word the templates name when its sum reaches that threshold."""
    accepts = rule(model, threshold)

    def word(w):
        if accepts(w):
            return w
        c = relabel and relabelled(w)
        return c[0] if c and value(relabel[0], c[1]) >= relabel[1] else None
    return word


def tally_heard(files, word):
    """score_policy.tally over the words `word` makes of each file's decoded words."""
    return score_policy.tally([dict(f, words=[h for h in map(word, f["words"]) if h]) for f in files],
                              lambda w: True)


def labelled_relabel(files, model, threshold):
    """(features, 1 or 0) of every re-labelling candidate of a word the learned rule turns down."""
    accepts = rule(model, threshold)
    rows = []
    for f, w, _, _ in learn_policy.labelled(files):
        c = None if accepts(w) else relabelled(w)
        if c:
            overlaps = [min(w["end"], s[2]) - max(w["start"], s[1]) for s in f["spoken"]]
            said = f["spoken"][overlaps.index(max(overlaps))][0] if overlaps and max(overlaps) > 0 else None
            rows.append((c[1], 1 if said == c[0]["word"] else 0))
    return rows


def fit_relabel(files, model, threshold):
    rows = labelled_relabel(files, model, threshold)
    return learn_policy.rounded(learn_policy.fit([r[0] for r in rows], [r[1] for r in rows], l2=RELABEL_L2))


def choose_relabel(files, model, threshold, relabel, most_false=MOST_FALSE):
    """The re-labelling threshold with no confused command and at most `most_false` false ones that hears the
    most right (the learned rule's words included), halfway between two candidates' sums."""
    values = sorted({round(value(relabel, x), 4) for x, _ in labelled_relabel(files, model, threshold)})
    best = None
    for below, t in zip(values, values[1:] + [values[-1] + 1]):
        t = round((below + t) / 2, 4)
        r = tally_heard(files, heard(model, threshold, (relabel, t)))
        key = (r["confused"] > 0 or r["false"] > most_false, -r["right"], r["false"])
        if best is None or key < best[0]:
            best = (key, t, r)
    return best[1], best[2]


def main():
    files = load(sys.argv[1], sys.argv[2])
    if "--replay" in sys.argv:
        print("general checks          ", score_policy.line(score_policy.tally(files, lambda w: w["general"])))
        r = score_policy.tally(files, rule(LEARNED[:2], LEARNED[2]))
        print("TemplateEvidence.learned", score_policy.line(r))
        r = tally_heard(files, heard(LEARNED[:2], LEARNED[2], (RELABELLING[:2], RELABELLING[2])))
        print("  then .relabelling     ", score_policy.line(r), " (TemplateRule.withRelabelling)")
        r = score_policy.tally(files, rule(WITHOUT_LEAD[:2], WITHOUT_LEAD[2], length_features))
        print("the rule without lead   ", score_policy.line(r))
        r = score_policy.tally(files, rule(WITHOUT_LENGTHS[:2], WITHOUT_LENGTHS[2], plain_features))
        print("the rule without length ", score_policy.line(r))
        return
    if "--relabel" in sys.argv:  # re-labelling only, over LEARNED as it is
        relabel_main(files)
        return
    global features
    if "--without-lengths" in sys.argv:  # fit and cross-validate without the two length measures nor the lead
        features = plain_features
        del FEATURES[-3:]
    elif "--without-lead" in sys.argv:  # fit and cross-validate without the lead
        features = length_features
        del FEATURES[-1:]
    rows = [r for r in learn_policy.labelled(files) if features(r[1]) is not None]
    print(f"decoded words with templates: {len(rows)}, {sum(r[2] for r in rows)} right")
    print("general checks          ", score_policy.line(score_policy.tally(files, lambda w: w["general"])))
    cross = collections.Counter()
    for voice in sorted({f["voice"] for f in files}):
        train = [f for f in files if f["voice"] != voice]
        model = fit(train)
        threshold, _ = choose(train, model)
        r = score_policy.tally([f for f in files if f["voice"] == voice], rule(model, threshold))
        print(f"  held {voice:24s} threshold {threshold:7.3f}  {score_policy.line(r)}")
        cross.update(r)
    print("leave-one-voice-out     ", score_policy.line(cross))
    model = fit(files)
    threshold, r = choose(files, model)
    print("learned on all of tune (TemplateRule.learned):")
    for name, weight in zip(FEATURES, model[0]):
        print(f"  {name} = {weight}")
    print(f"  bias = {model[1]}\n  threshold = {threshold}")
    print("replayed over the dump   ", score_policy.line(r))
    if "--curve" in sys.argv:
        for t in [threshold + k / 4 for k in range(-8, 9)]:
            print(f"  threshold {t:7.3f}", score_policy.line(score_policy.tally(files, rule(model, t))))


def relabel_main(files):
    """Learns re-labelling over LEARNED: leave-one-voice-out, then on all of tune."""
    model, threshold = LEARNED[:2], LEARNED[2]
    rows = labelled_relabel(files, model, threshold)
    print(f"re-labelling candidates of turned-down words: {len(rows)}, {sum(r[1] for r in rows)} right")
    cross, before = collections.Counter(), collections.Counter()
    for voice in sorted({f["voice"] for f in files}):
        train = [f for f in files if f["voice"] != voice]
        test = [f for f in files if f["voice"] == voice]
        relabel = fit_relabel(train, model, threshold)
        t, _ = choose_relabel(train, model, threshold, relabel)
        r = tally_heard(test, heard(model, threshold, (relabel, t)))
        print(f"  held {voice:24s} threshold {t:7.3f}  {score_policy.line(r)}")
        cross.update(r)
        before.update(score_policy.tally(test, rule(model, threshold)))
    print("leave-one-voice-out      ", score_policy.line(cross))
    print("  (learned alone:         ", score_policy.line(before) + ")")
    relabel = fit_relabel(files, model, threshold)
    t, r = choose_relabel(files, model, threshold, relabel)
    print("learned on all of tune (TemplateEvidence.relabelling):")
    for name, weight in zip(RELABEL_FEATURES, relabel[0]):
        print(f"  {name} = {weight}")
    print(f"  bias = {relabel[1]}\n  threshold = {t}")
    print("replayed over the dump   ", score_policy.line(r))


if __name__ == "__main__":
    main()
