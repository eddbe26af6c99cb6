#!/usr/bin/env python3
"""The user's templates as a recogniser of their own, from a dump with `# utterance` lines.

    facenav listen --score .fixtures/voice-set --part tune --enrol-folder .fixtures/voice-enrol --all \
        --template-utterances > t.txt
    Tests/Fixtures/voice/learn-utterances.py t.txt .fixtures/voice-set [--why]
    Tests/Fixtures/voice/learn-utterances.py held.txt .fixtures/voice-set --fitted-on t.txt [--why]

Each utterance the app's detector cuts (trimmed as the recogniser trims it) is judged by DTW against all the
enrolled voice's takes (`TemplateMatcher.judge`): the nearest word, its distance, its lead over the nearest
other word, its ratio to it, its length over its nearest take's. The utterance is labelled right when the
spoken command it overlaps most is the nearest word, confused when it overlaps another spoken command, false
when it overlaps none (near words, conversation, a breath or click in a file of commands).

1. The templates alone: an utterance acts as its nearest word when a rule over its measures passes it, either
   simple (distance at most D, lead at least L, length within 1/R and R) chosen over a grid, or learned (a
   logistic regression over the measures, learn-policy.py's fit, at a chosen threshold). Thresholds are chosen
   leave-one-voice-out: each voice scored at the rule chosen on the other seven (no confused, at most
   MOST_FALSE false, the most right).
2. Combined with today's rule (`TemplateEvidence.learned`, refitted on the other seven voices as
   learn-templates.py does, 175/0/4 on tune): the words it accepts, plus every utterance the templates are
   confident of whose decoded words (those overlapping it) name no other command. The template rule is chosen
   on the other seven with today's rule fixed: no confused and no more false than today's rule there.
Counts per noise level (20/10 dB) follow each line. With --fitted-on TUNE_DUMP, the rules fitted on all of that
dump are scored on the dump given (the held-out part), nothing chosen on it. Pure Python.
"""
import collections
import importlib.util
import itertools
import math
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("learn_templates", os.path.join(here, "learn-templates.py"))
learn_templates = importlib.util.module_from_spec(spec)
spec.loader.exec_module(learn_templates)
score_policy = learn_templates.score_policy
score_templates = learn_templates.score_templates
learn_policy = learn_templates.learn_policy

MOST_FALSE = 3
L2 = 3.0
DISTANCES = [2.5, 3.0, 3.25, 3.5, 3.75, 4.0, 4.25, 4.5, 5.0, 5.5, 6.0, 100.0]
LEADS = [0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0]
LENGTHS = [1.25, 1.5, 2.0, 100.0]
MEASURES = ["own", "ratio", "lead", "longer", "shorter", "agrees", "nothing"]


def load(dump, folder):
    """learn-templates.py's files, each with `utterances`: dicts of start, end, distances, lengths, and the
    measures of its nearest word."""
    files = learn_templates.load(dump, folder)
    by_name = {f["name"]: f for f in files}
    for f in files:
        f["utterances"] = []
    for line in open(dump):
        if not line.startswith("# utterance "):
            continue
        p = line.split()
        tags = {t.split("=", 1)[0]: t.split("=", 1)[1] for t in p if t.startswith("@")}
        d = score_templates.distances(tags)
        lengths = score_templates.distances({"@templates": tags.get("@lengths", "-")})
        finite = {k: v for k, v in d.items() if not math.isinf(v)}
        if not finite:
            continue
        nearest = min(sorted(finite), key=finite.get)
        own = d[nearest]
        other = min([v for k, v in d.items() if k != nearest] or [math.inf])
        u = dict(word=nearest, start=float(p[3]), end=float(p[4]), own=own, lead=min(other - own, 6.0),
                 ratio=min(own / other, 2.0) if other > 0 else 2.0, length=lengths.get(nearest, 2.5))
        f = by_name[p[2]]
        decoded = [w["word"] for w in f["words"] if min(w["end"], u["end"]) - max(w["start"], u["start"]) > 0]
        u["others"] = any(w != nearest for w in decoded)  # pocketsphinx names another command there
        u["agrees"] = nearest in decoded
        u["nothing"] = not decoded
        f["utterances"].append(u)
    return files


def measures(u, decoder):
    """MEASURES of an utterance; with `decoder` false, not the last two (what pocketsphinx decoded there)."""
    length = math.log(max(min(u["length"], 2.5), 0.05))
    x = [min(u["own"], 12.0), u["ratio"], max(u["lead"], -6.0), max(length, 0.0), max(-length, 0.0)]
    return x + ([1.0 if u["agrees"] else 0.0, 1.0 if u["nothing"] else 0.0] if decoder else [])


def label(f, u):
    overlaps = [min(u["end"], s[2]) - max(u["start"], s[1]) for s in f["spoken"]]
    if not overlaps or max(overlaps) <= 0:
        return "false"
    return "right" if f["spoken"][overlaps.index(max(overlaps))][0] == u["word"] else "confused"


def simple(d, lead, r):
    return lambda u: u["own"] <= d and u["lead"] >= lead and 1 / r <= u["length"] <= r


def learned(model, t, decoder):
    return lambda u: learn_templates.value(model, measures(u, decoder)) >= t


def fit(files, decoder):
    rows = [(measures(u, decoder), 1 if label(f, u) == "right" else 0) for f in files for u in f["utterances"]]
    return learn_policy.rounded(learn_policy.fit([r[0] for r in rows], [r[1] for r in rows], l2=L2))


def tally(files, words, accepts, veto=False):
    """score_policy.tally over each file's `words` (already accepted) and its utterances `accepts` passes (with
    `veto`, not those where pocketsphinx names another command)."""
    made = []
    for f in files:
        heard = list(words(f)) + [u for u in f["utterances"] if accepts(u) and not (veto and u["others"])]
        made.append(dict(f, words=heard))
    return score_policy.tally(made, lambda w: True)


def by_snr(files, words, accepts, veto=False):
    return {snr: tally([f for f in files if f["snr"] == snr], words, accepts, veto)
            for snr in sorted({f["snr"] for f in files}, reverse=True)}


def line(r, per=None):
    text = score_policy.line(r)
    if per:
        text += "   " + "  ".join(f"{snr} dB {c['right']}/{c['missed']}/{c['confused']}/{c['false']}"
                                  for snr, c in per.items())
    return text


def candidates(files, kind, decoder):
    """(name, accepts) of the rules of `kind` ("simple" or "learned", fitted on `files`), strictest first."""
    if kind == "simple":
        for d, lead, r in itertools.product(DISTANCES, reversed(LEADS), LENGTHS):
            yield f"D {d:g} L {lead:g} R {r:g}", simple(d, lead, r)
    else:
        model = fit(files, decoder)
        values = sorted({round(learn_templates.value(model, measures(u, decoder)), 4) for f in files for u in f["utterances"]})
        for below, t in zip(reversed(values), list(reversed(values))[1:] + [values[0] - 1]):
            t = round((below + t) / 2, 4)
            yield f"sum ≥ {t:.4f}", learned(model, t, decoder)


def choose(files, words, kind, most_false, veto=False):
    best = None
    for name, accepts in candidates(files, kind, decoder=veto):
        r = tally(files, words, accepts, veto)
        key = (r["confused"] > 0 or r["false"] > most_false, -r["right"], r["false"])
        if best is None or key < best[0]:
            best = (key, name, accepts, r)
    return best[1], best[2], best[3]


def none(f):
    return []


def todays(model, threshold):
    accepts = learn_templates.rule(model, threshold)
    return lambda f: [w for w in f["words"] if accepts(w)]


def main():
    files = load(sys.argv[1], sys.argv[2])
    if "--fitted-on" in sys.argv:
        apply(load(sys.argv[sys.argv.index("--fitted-on") + 1], sys.argv[2]), files)
        return
    voices = sorted({f["voice"] for f in files})
    counts = collections.Counter(label(f, u) for f in files for u in f["utterances"])
    print(f"utterances judged: {sum(counts.values())} ({dict(counts)}) in {len(files)} files of {len(voices)} voices")
    print("nearest word alone, no rule      ", line(tally(files, none, lambda u: True),
                                                    by_snr(files, none, lambda u: True)))
    same = [abs(u["own"] - w["distances"][u["word"]]) <= 0.0015 for f in files for u in f["utterances"]
            for w in f["words"] if min(w["end"], u["end"]) - max(w["start"], u["start"]) > 0
            and u["word"] in w["distances"] and not math.isinf(u["own"])]
    print(f"utterance distance = the overlapping decoded word's @templates= distance: {sum(same)} of {len(same)}")
    words = todays(learn_templates.LEARNED[:2], learn_templates.LEARNED[2])
    print("today's rule (LEARNED, replay)   ", line(tally(files, words, lambda u: False),
                                                    by_snr(files, words, lambda u: False)))
    # 1. The templates alone, leave-one-voice-out.
    for kind in ["simple", "learned"]:
        cross, per = collections.Counter(), collections.defaultdict(collections.Counter)
        for voice in voices:
            train = [f for f in files if f["voice"] != voice]
            test = [f for f in files if f["voice"] == voice]
            name, accepts, _ = choose(train, none, kind, MOST_FALSE)
            r = tally(test, none, accepts)
            if "--why" in sys.argv:
                print(f"  held {voice:24s} {name:22s} {line(r)}")
            cross.update(r)
            for snr, c in by_snr(test, none, accepts).items():
                per[snr].update(c)
        print(f"templates alone, {kind:7s} LOVO   ", line(cross, per))
        name, _, r = choose(files, none, kind, MOST_FALSE)
        print(f"  fitted on all of tune: {name}  {line(r)}")
    # 2. Today's rule, then the templates where they are confident and pocketsphinx names no other command.
    for kind in ["simple", "learned"]:
        cross, base, per, per_base = (collections.Counter(), collections.Counter(),
                                      collections.defaultdict(collections.Counter),
                                      collections.defaultdict(collections.Counter))
        for voice in voices:
            train = [f for f in files if f["voice"] != voice]
            test = [f for f in files if f["voice"] == voice]
            model = learn_templates.fit(train)
            threshold, r_train = learn_templates.choose(train, model)
            words = todays(model, threshold)
            name, accepts, _ = choose(train, words, kind, r_train["false"], veto=True)
            r = tally(test, words, accepts, veto=True)
            b = tally(test, words, lambda u: False)
            if "--why" in sys.argv:
                print(f"  held {voice:24s} {name:22s} {line(r)}   (today's {line(b)})")
                for f in test:
                    for u in f["utterances"]:
                        if accepts(u) and not u["others"] and label(f, u) != "right":
                            print(f"    {label(f, u)}: {f['name']} {u['word']} {u['start']:.2f}-{u['end']:.2f} "
                                  f"own {u['own']:.3f} lead {u['lead']:.3f} length {u['length']:.3f}")
            cross.update(r)
            base.update(b)
            for snr, c in by_snr(test, words, accepts, veto=True).items():
                per[snr].update(c)
            for snr, c in by_snr(test, words, lambda u: False).items():
                per_base[snr].update(c)
        print(f"today's rule, LOVO               ", line(base, per_base))
        print(f"  + templates {kind:7s} LOVO      ", line(cross, per))
        model = learn_templates.fit(files)
        threshold, r_all = learn_templates.choose(files, model)
        name, _, r = choose(files, todays(model, threshold), kind, r_all["false"], veto=True)
        print(f"  fitted on all of tune: {name}  {line(r)}  (today's {line(r_all)})")


def apply(tune, files):
    """The rules fitted on all of `tune` (a tune dump), scored on `files` (another part's dump), nothing chosen
    on them."""
    words = todays(learn_templates.LEARNED[:2], learn_templates.LEARNED[2])
    print("nearest word alone, no rule      ", line(tally(files, none, lambda u: True),
                                                    by_snr(files, none, lambda u: True)))
    print("today's rule (LEARNED, replay)   ", line(tally(files, words, lambda u: False),
                                                    by_snr(files, words, lambda u: False)))
    for kind in ["simple", "learned"]:
        name, accepts, _ = choose(tune, none, kind, MOST_FALSE)
        print(f"templates alone, {kind:7s} ({name})", line(tally(files, none, accepts),
                                                           by_snr(files, none, accepts)))
    model = learn_templates.fit(tune)
    threshold, r_tune = learn_templates.choose(tune, model)
    refitted = todays(model, threshold)
    print("today's rule refitted on tune    ", line(tally(files, refitted, lambda u: False),
                                                    by_snr(files, refitted, lambda u: False)))
    for kind in ["simple", "learned"]:
        name, accepts, _ = choose(tune, refitted, kind, r_tune["false"], veto=True)
        print(f"  + templates {kind:7s} ({name})", line(tally(files, refitted, accepts, veto=True),
                                                         by_snr(files, refitted, accepts, veto=True)))
        if "--why" in sys.argv:
            for f in files:
                for u in f["utterances"]:
                    if accepts(u) and not u["others"] and label(f, u) != "right":
                        print(f"    {label(f, u)}: {f['name']} {u['word']} {u['start']:.2f}-{u['end']:.2f} "
                              f"own {u['own']:.3f} lead {u['lead']:.3f} length {u['length']:.3f}")


if __name__ == "__main__":
    main()
