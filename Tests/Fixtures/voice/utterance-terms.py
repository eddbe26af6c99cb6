#!/usr/bin/env python3
"""The templates' judgement of a whole utterance as terms inside today's learned rule (issue 20, after voice18).

    Tests/Fixtures/voice/utterance-terms.py TUNE_DUMP .fixtures/voice-set none|agrees|agrees-lead|all

TUNE_DUMP is a `listen --score ... --enrol-folder ... --all --template-utterances` dump. Each decoded word gets
the utterance it overlaps most (learn-utterances.py's `# utterance` lines), and `TemplateEvidence.learned`'s
measures (learn-templates.py's `features`) get, by variant: whether the utterance's nearest word is the decoded
word (`agrees`), that times the utterance's lead (`agrees-lead`), and the utterance's own distance (`all`).
The rule is refitted and scored leave-one-voice-out as learn-templates.py does, then fitted on all of the dump.
"""
import collections
import importlib.util
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec=importlib.util.spec_from_file_location('lu', os.path.join(here,'learn-utterances.py')); lu=importlib.util.module_from_spec(spec); spec.loader.exec_module(lu)
lt=lu.learn_templates; sp=lt.score_policy
files=lu.load(sys.argv[1], sys.argv[2])
variant=sys.argv[3]
for f in files:
    for w in f['words']:
        best=None
        for u in f['utterances']:
            ov=min(w['end'],u['end'])-max(w['start'],u['start'])
            if ov>0 and (best is None or ov>best[0]): best=(ov,u)
        w['utt']=best[1] if best else None
base=lt.features
def feats(w):
    x=base(w)
    if x is None: return None
    u=w['utt']
    agrees = 1.0 if (u and u['word']==w['word']) else 0.0
    ulead = max(-6.0,min(u['lead'],6.0)) if u else -6.0
    uown = min(u['own'],12.0) if u else 12.0
    if variant=='agrees': return x+[agrees]
    if variant=='agrees-lead': return x+[agrees, agrees*ulead]
    if variant=='all': return x+[agrees, agrees*ulead, uown]
    return x
lt.features=feats
cross=collections.Counter()
for voice in sorted({f['voice'] for f in files}):
    train=[f for f in files if f['voice']!=voice]
    model=lt.fit(train); th,_=lt.choose(train,model)
    r=sp.tally([f for f in files if f['voice']==voice], lt.rule(model,th)); cross.update(r)
print(variant,'LOVO',sp.line(cross))
model=lt.fit(files); th,r=lt.choose(files,model); print(variant,'all-tune',sp.line(r))
