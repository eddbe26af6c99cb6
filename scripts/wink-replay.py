#!/usr/bin/env python3
"""Replays FaceNav's eye estimator and wink recogniser on recorded readings of the wink set, in seconds.

Usage:
    WINK_READINGS=/tmp/readings.txt WINK_SET_PART=tune swift test --skip-build --filter WinkSetReadings
    python3 scripts/wink-replay.py /tmp/readings.txt [--old-other-eye] [--no-blink-depth] [--no-missed-blink]
        [--lost-readings] [--level PERCENTILE,MINIMUM] [--prior CLOSED,OPEN | --no-prior] [--prior-everywhere]
        [--level-any-yaw] [--tracked] [--causes] [--closing SECONDS|none] [--open-in-a-row] [--bridge FRAMES]
        [--short-dip FRAMES] [--brief-loss SECONDS] [--settle SECONDS] [--pair TOLERANCE,NARROWED]
        [--resume] [--keep-levels SECONDS]
        [--alone WINDOW,DROP,OTHER,REOPEN|none] [--alone-after SECONDS|none]
        [--blink-dip SECONDS|none] [--dip-hold SECONDS] [--dip-as-blink] [--dip-fresh-hold] [--fire-on-shut LEVEL]

A copy of `EyeOpennessEstimator`'s lid rules (`OpenLevel`, the squint pair rule, each eye's ramp moved by its
depth in blinks), `EyeClosure`, `WinkCourse`, `GestureRecognizer` and `WinkSet.score`, fed the iris model's
lid openings as the tracker used them (the gate included) and the landmarks' fallback reading. On the tune
part's readings recorded before issue 19's fifth session, the old rules (both flags) give exactly what
`WinkSetReport` tracked then (76 of 104 winks, 6 false gestures, eye state 0.8562) and the new rules 78, 4,
0.8745 against 0.8747 tracked (the gate, which follows the rules, ran on slightly different frames).
`--no-missed-blink` leaves out `WinkCourse`'s missed-blink rule (issue 19's seventh session: on the tune part's
readings recorded then, 81 winks and 4 false without it, 81 and 0 with it; tracked, 84 and 4 -> 84 and 0).
`--lost-readings` prints each lost wink's frames instead: the winking eye's openness / the other eye's. A
diagnostic for choosing rules, not a measurement of the app: check a choice by tracking (`WinkSetReport`).
`--tracked` feeds the recogniser the tracker's own readings instead of the replayed estimator's, `--causes` puts
each lost wink down to a cause and lists how near each no-wink clip came to a false wink (issue 19's eleventh
session); the other flags are recogniser variants tried then (see `causes` and BENCHMARKS.md).
"""
import collections
import json
import math
import os
import sys

SET = os.environ.get('WINK_SET', os.path.join(os.path.dirname(__file__), '..', '.fixtures', 'wink-set'))
clips = {c['name']: c for c in json.load(open(SET + '/index.json'))['clips']}
DEG=math.pi/180

def load(path):
    data=collections.OrderedDict()
    for line in open(path):
        p=line.split()
        if len(p)<5: continue
        name=p[0]; 
        f=lambda s: None if s=='-' else float(s)
        # found: 0 no face, 1 a face, 2 the face lost a moment ago, resumed by the tracker (winks18).
        row=dict(i=int(p[1]),ll=p[2],lr=p[3],found={'1':1,'2':2}.get(p[4],0))
        if row['found']:
            row.update(q=f(p[5]),yaw=f(p[6]),lid=[f(p[7]),f(p[8])],fb=[f(p[9]),f(p[10])],ear=[f(p[11]),f(p[12])],out=(f(p[13]),f(p[14])))
        data.setdefault(name,[]).append(row)
    return data

# `--level PERCENTILE,MINIMUM` replays `OpenLevel` with another percentile and minimum of readings (issue 19's
# eighth session tried 0.6,5 and 0.75,5 against the app's 0.75,15).
LEVEL = [float(x) for x in sys.argv[sys.argv.index('--level') + 1].split(',')] if '--level' in sys.argv else [0.75, 15]


# `--level-readings` spans `OpenLevel` over its last 180 readings, as before issue 19's branch winks25, instead
# of its last 6 s (`OpenLevel.duration`; the same at the wink set's 30 fps, twice as long at 15).
LEVEL_READINGS = '--level-readings' in sys.argv


class OpenLevel:
    def __init__(s,window=180,pct=LEVEL[0],span=8*DEG,minimum=int(LEVEL[1]),duration=6.0):
        s.r=[];s.window=window;s.pct=pct;s.span=span;s.minimum=minimum;s.duration=duration
    def value(s,yaw,span=None):
        near=sorted(v for v,y,_ in s.r if abs(y-yaw)<=(span or s.span))
        if len(near)<s.minimum: return None
        return near[min(len(near)-1,int(s.pct*len(near)))]
    def update(s,v,yaw,t):
        if s.r and t<s.r[-1][2]: s.r=[]
        s.r.append((v,yaw,t))
        if LEVEL_READINGS:
            if len(s.r)>s.window: del s.r[0]
        else:
            s.r=[x for x in s.r if t-x[2]<s.duration-1e-6][-720:]
    def fraction(s,v,yaw,span=None):
        l=s.value(yaw,span)
        if l is None or l<=1e-9: return None
        return v/l

def ramp(x,lo,hi): return max(0.0,min(1.0,(x-lo)/(hi-lo)))

P = dict(closed=0.72, open=0.9, tol=0.2, narrow=0.93, blinks_kept=30, blinks_needed=3)
# `--pair TOLERANCE,NARROWED` replays the squint pair rule with other bounds (`lidPairTolerance`,
# `lidPairNarrowed`; issue 19's twelfth session: a diagnostic, the app keeps 0.2 and 0.93).
if '--pair' in sys.argv:
    P['tol'], P['narrow'] = [float(x) for x in sys.argv[sys.argv.index('--pair') + 1].split(',')]
BLINK_DEPTH = '--no-blink-depth' not in sys.argv
OTHER_EYE_LEVEL = 0.5 if '--old-other-eye' in sys.argv else 0.6
MISSED_BLINK = '--no-missed-blink' not in sys.argv
# Before an eye has readings enough for a level at any yaw (a face just found), its raw lid opening (the
# lids' gap over the eye's width) is read on a ramp for all faces, CLOSED reading 0 and OPEN 1
# (`EyeOpennessEstimator.priorClosedOpening`, issue 19's ninth session). `--prior CLOSED,OPEN` tries other
# ends, `--no-prior` replays the landmarks' fallback there as before, `--prior-everywhere` uses the prior at
# any yaw without a level (not only on a fresh face), `--level-any-yaw` first tries the eye's level over all
# yaws (a turned face's far eye then reads against its frontal level).
PRIOR = ([float(x) for x in sys.argv[sys.argv.index('--prior') + 1].split(',')] if '--prior' in sys.argv
         else None if '--no-prior' in sys.argv else [0.12, 0.16])
PRIOR_EVERYWHERE = '--prior-everywhere' in sys.argv
# `--keep-levels SECONDS` replays the tracker of issue 19's branch winks18 on readings recorded without it: a
# face found again at most SECONDS after it was lost keeps its eyes' levels and is resumed (found 2; the
# readings have no box, so place and size are not checked). Readings recorded with it say which frames resumed.
KEEP_LEVELS = float(sys.argv[sys.argv.index('--keep-levels') + 1]) if '--keep-levels' in sys.argv else None
# `--alone WINDOW,DROP,OTHER,REOPEN`: an eye that dropped alone is kept out of the squint pair rule
# (`EyeOpennessEstimator.keepsLoneDropOutOfPair`, with `loneDropTime`, `loneDrop`, `loneOtherLevel`,
# `loneReopenLevel`: 0.1,0.15,0.9,0.9; issue 19, branches winks17 and winks20). An eye drops alone when it reads
# shut on its own ramp, its fraction of its level fell by DROP or more from its highest over the WINDOW seconds
# before, and the other eye reads OTHER of its level or more; it stays out of the pair until it reads REOPEN or
# more (or has no level), or the other eye drops as fast within WINDOW seconds of it (a lopsided blink). WINDOW
# was a count of frames (3) before winks20; 0.1 s is the same at the wink set's 30 fps. On by default, as in
# the app since winks20; `--alone none` leaves it out.
ALONE = [0.1, 0.15, 0.9, 0.9]
if '--alone' in sys.argv:
    ALONE = (None if sys.argv[sys.argv.index('--alone') + 1] == 'none'
             else [float(x) for x in sys.argv[sys.argv.index('--alone') + 1].split(',')])
LEVEL_ANY_YAW = '--level-any-yaw' in sys.argv
# `--alone-after SECONDS`: an eye that dropped alone leaves the pair only once more than SECONDS have passed
# since its drop (`loneBlinkTime`: a blink's shut time), so a blink whose other eye the reader saw open is
# paired as before (issue 19, branch winks20). `--alone-after none` leaves it from its drop (winks17's rule).
ALONE_AFTER = (None if sys.argv[sys.argv.index('--alone-after') + 1] == 'none'
               else float(sys.argv[sys.argv.index('--alone-after') + 1])) if '--alone-after' in sys.argv else 0.1


def estimate(rows, P=P, trace=None):
    """Each frame's (time, found, user's left openness, user's right openness), as the tracker reads them.

    `trace`, a list, gets a line a frame of where each image-side eye's reading came from: `lid` (the iris
    model's lid opening against its open level), `pair` (the squint pair rule), `prior` (the lid opening
    against the prior for all faces: no level at any yaw yet), `nolevel` (the landmarks' fallback: no open
    level at this yaw yet, but one elsewhere), `anyyaw` (`--level-any-yaw`), `nolid` (the fallback: no lid
    reading, beyond 45° of yaw), and
    each eye's fraction of its level (None without one); None where the face was not found."""
    out = []; levels = [OpenLevel(), OpenLevel()]; prevfound = False; blinks = [[], []]; seen = None
    alone = [None, None]; recent = [[], []]
    middle = (P['closed'] + P['open']) / 2
    for r in rows:
        t = r['i'] / 30
        if not r['found']:
            out.append((t, False, 0, 0)); prevfound = False
            if trace is not None: trace.append(None)
            continue
        found = r['found']
        if KEEP_LEVELS is not None and not prevfound:
            found = 2 if seen is not None and t - seen <= KEEP_LEVELS + 1e-6 else 1
        if not prevfound and found != 2:  # found afresh: the tracker forgets the lids' levels
            levels = [OpenLevel(), OpenLevel()]; blinks = [[], []]
            alone = [None, None]; recent = [[], []]
        prevfound = True; seen = t
        values = list(r['fb']); fr = [None, None]; ramps = [(P['closed'], P['open'])] * 2
        source = ['nolid', 'nolid']
        for s in (0, 1):
            lid = r['lid'][s]
            if lid is not None and abs(r['yaw']) <= 45 * DEG:
                source[s] = 'nolevel'
                if r['q'] > 0.5: levels[s].update(lid, r['yaw'], t)
                x = levels[s].fraction(lid, r['yaw'])
                if x is None and LEVEL_ANY_YAW:
                    wide = levels[s].fraction(lid, r['yaw'], span=math.pi)
                    if wide is not None: values[s] = ramp(wide, *ramps[s]); source[s] = 'anyyaw'
                if x is None and source[s] == 'nolevel' and PRIOR is not None and \
                        (PRIOR_EVERYWHERE or len(levels[s].r) < levels[s].minimum):
                    values[s] = ramp(lid, *PRIOR); source[s] = 'prior'
                if x is not None:
                    fr[s] = x; source[s] = 'lid'
                    if BLINK_DEPTH and len(blinks[s]) >= P['blinks_needed'] and (min(blinks[s]) + 1) / 2 < middle:
                        shift = (min(blinks[s]) + 1) / 2 - middle
                        ramps[s] = (P['closed'] + shift, P['open'] + shift)
                    values[s] = ramp(x, *ramps[s])
        if r['q'] > 0.5 and fr[0] is not None and fr[1] is not None and max(fr) < middle:
            for s in (0, 1):
                blinks[s].append(fr[s]); blinks[s] = blinks[s][-P['blinks_kept']:]
        if ALONE is not None:
            window_, drop_, other_, reopen_ = ALONE
            # Each eye's fractions over the last WINDOW seconds before this frame (`loneDropTime`).
            recent = [[(u, x) for u, x in recent[s_] if t - u <= window_ + 1e-6] for s_ in (0, 1)]
            dropped = [fr[s_] is not None and bool(recent[s_]) and max(x for _, x in recent[s_]) - fr[s_] >= drop_
                       for s_ in (0, 1)]
            for s_ in (0, 1):
                o_ = 1 - s_
                if fr[s_] is None or fr[s_] >= reopen_: alone[s_] = None
                # The other eye dropping as fast within WINDOW seconds of this one: a blink, not a wink.
                elif alone[s_] is not None and t - alone[s_] <= window_ + 1e-6 and dropped[o_]: alone[s_] = None
                elif alone[s_] is None and fr[o_] is not None and fr[o_] >= other_ and \
                        fr[s_] < (ramps[s_][0] + ramps[s_][1]) / 2 and dropped[s_]:
                    alone[s_] = t
            for s_ in (0, 1):
                recent[s_] = recent[s_] + [(t, fr[s_])] if fr[s_] is not None else []
        if fr[0] is not None and fr[1] is not None and abs(fr[0] - fr[1]) < P['tol'] and max(fr) < P['narrow'] \
                and all(a_ is None or (ALONE_AFTER is not None and t - a_ <= ALONE_AFTER + 1e-6) for a_ in alone):
            more = 0 if fr[0] >= fr[1] else 1
            v = ramp(fr[more], *ramps[more]); values = [v, v]; source = ['pair', 'pair']
        if trace is not None: trace.append(dict(source=source, fraction=fr, ramps=ramps, alone=list(alone)))
        out.append((t, found, values[1], values[0]))  # unmirrored: the user's left eye is the image's right
    return out


# `--bridge FRAMES`: a wink's hold survives its signal dropping for at most FRAMES frames (0: none, the app's).
BRIDGE = int(sys.argv[sys.argv.index('--bridge') + 1]) if '--bridge' in sys.argv else 0


class Rec:
    def __init__(s,on,off,hold,cool,bridge=0): s.on,s.off,s.hold,s.cool=on,off,hold,cool; s.start=None; s.spent=False; s.last=None; s.bridge=bridge; s.gap=0
    def update(s,sig,t,allowed=True,ready=True):
        if s.start is not None and sig<s.off:
            s.gap+=1
            if s.gap>s.bridge: s.start=None; s.spent=False; s.gap=0
            else: return False
        else: s.gap=0
        if s.start is None and sig>=s.on: s.start=t; s.spent=False
        if not allowed:
            if s.start is not None: s.spent=True
            return False
        if s.start is None or s.spent: return False
        ft=s.start+s.hold
        if s.last is not None: ft=max(ft,s.last+s.cool)
        if t+1e-9>=ft and ready: s.spent=True; s.last=t; return True
        return False
    def cancel(s):
        if s.start is not None: s.spent=True

# `--open-in-a-row` opens a shut eye only on its last two readings below `off`, not on two of its last three
# (tried in issue 19's eleventh session: one more tune wink, one lost at start-up, two no-wink clips nearer a
# false wink; not kept).
OPEN_IN_A_ROW = '--open-in-a-row' in sys.argv
# `--short-dip FRAMES`: a closure begun with the other eye's is no blink when the other eye was judged shut
# for at most FRAMES frames and has opened again (0: never, as before).
SETTLE = float(sys.argv[sys.argv.index('--settle') + 1]) if '--settle' in sys.argv else 1.0
# `--closing SECONDS`: the longest an eye may take from its last open reading to shut for a wink
# (`WinkCourse.closingTime`, 0.4); `--closing none` leaves the rule out (before issue 19's eleventh session).
CLOSING = (None if sys.argv[sys.argv.index('--closing') + 1] == 'none' else float(sys.argv[sys.argv.index('--closing') + 1])) \
    if "--closing" in sys.argv else 0.4
BRIEF_LOSS = float(sys.argv[sys.argv.index('--brief-loss') + 1]) if '--brief-loss' in sys.argv else 0
# `--resume`: a face the tracker resumed (found 2) after the engine had settled it stays settled, and its
# eyes' states and course go on from before the loss (`GestureEngine`, issue 19's branch winks18).
RESUME = '--resume' in sys.argv
SHORT_DIP = int(sys.argv[sys.argv.index('--short-dip') + 1]) if '--short-dip' in sys.argv else 0
# A closure whose other eye read shut (its closure at its shut level, 0.6) for BLINK_DIP seconds or more in all
# (each reading weighing the time since the frame before) within the blink spread (0.1 s) of this eye's shutting
# (from the frame before it was judged shut to 0.1 s after), though the vote never shut it, is doubtful: its wink
# fires no sooner than DIP_HOLD seconds after the eye shut (`WinkCourse.blinkDip`, 0.05, and the engine's
# `naturalBlinkMaximum`, 0.4; issue 19's branch winks27). `--blink-dip SECONDS|none` sets BLINK_DIP or leaves the
# rule out (as before winks27); tried there and not kept: `--dip-as-blink` (such a closure is a blink) and
# `--dip-fresh-hold` (a doubtful wink needs a hold of DIP_HOLD, `--dip-hold SECONDS`, from its hold's start).
BLINK_DIP = 0.05
if '--blink-dip' in sys.argv:
    BLINK_DIP = (None if sys.argv[sys.argv.index('--blink-dip') + 1] == 'none'
                 else float(sys.argv[sys.argv.index('--blink-dip') + 1]))
DIP_HOLD = (None if '--dip-as-blink' in sys.argv
            else float(sys.argv[sys.argv.index('--dip-hold') + 1]) if '--dip-hold' in sys.argv else 0.4)
DIP_FROM_SHUT = '--dip-fresh-hold' not in sys.argv
# `--fire-on-shut LEVEL`: a wink fires only on a frame reading its eye's closure at LEVEL or more (winks27; not
# kept).
FIRE_ON_SHUT = float(sys.argv[sys.argv.index('--fire-on-shut') + 1]) if '--fire-on-shut' in sys.argv else None


# `EyeClosure`: each eye shuts when VOTES (2/3) of its readings over the last WINDOW (0.1) s, and at least
# VOTES of them, reach its shut level, and opens when as many fall below its open level; the window holds at
# least READINGS readings (issue 19's branch winks25: 3,2, two of the last three readings at 15 and 30 fps, as
# before, four of six at 60). `--closure-least READINGS,VOTES` sets them (2,2: both of the last two at 15 fps,
# tried and not kept); `--closure-frames` replays the count (two of the last three readings at any rate).
CLOSURE_FRAMES = '--closure-frames' in sys.argv
CLOSURE_LEAST = ([int(x) for x in sys.argv[sys.argv.index('--closure-least') + 1].split(',')]
                 if '--closure-least' in sys.argv else [3, 2])


class Closure:
    WINDOW=0.1; VOTES=2/3
    def __init__(s): s.shut=False; s.r=[]
    def update(s,c,t,on=0.6,off=0.4):
        if CLOSURE_FRAMES:
            s.r.append((t,c)); s.r=s.r[-3:]; need=2
        else:
            least, least_votes = CLOSURE_LEAST
            if s.r and t<s.r[-1][0]: s.r=[]
            s.r.append((t,c))
            while len(s.r)>least and t-s.r[0][0]>s.WINDOW-1e-6: del s.r[0]
            s.r=s.r[-24:]
            if len(s.r)<least_votes: return
            need=max(least_votes,math.ceil(s.VOTES*len(s.r)-1e-6))
        if s.shut:
            if not OPEN_IN_A_ROW:
                if sum(1 for _,x in s.r if x<off)>=need: s.shut=False
            elif len(s.r)>=2 and all(x<off for _,x in s.r[-2:]): s.shut=False
        elif sum(1 for _,x in s.r if x>=on)>=need: s.shut=True

class Course:
    SPREAD=0.1
    # A blink the other eye missed (WinkCourse.missedBlink*): length, other eye's closure (half the default
    # off, 0.4), memory, gap.
    MISSED=dict(length=0.25, other=0.2, memory=5.0, gap=0.3)
    def __init__(s): s.doubt=[False,False]; s.frames=[]; s.since=[None,None]; s.blinked=[False,False]; s.closing=[None,None]; s.missed=[None,None]; s.run=[0,0]; s.last_run=[None,None]; s.slow=[False,False]
    def record(s,t,cl,shut,settled=True):
        for e in (0,1):
            if shut[e]: s.run[e]+=1
            elif s.run[e]: s.last_run[e]=(s.run[e],t); s.run[e]=0
        prev=s.frames[-1][0] if s.frames else t
        # The last 5 s of frames (`WinkCourse.memory`; 150 frames at 30 fps), or the last 150 with
        # `--closure-frames` (before issue 19's branch winks25).
        s.frames.append((t,cl))
        s.frames=s.frames[-150:] if CLOSURE_FRAMES else [f for f in s.frames if t-f[0]<5.0-1e-6][-600:]
        for e in (0,1):
            o=1-e
            if shut[e]:
                c=s.closing[e] or dict(last=t,dipped=False,wink=False)
                c['last']=t
                if shut[o] or cl[o]>=s.MISSED['other']: c['dipped']=True
                s.closing[e]=c
            elif s.closing[e] is not None:
                c=s.closing[e]
                if MISSED_BLINK and settled and s.since[e] and not c['dipped'] and not c['wink'] and \
                        s.since[e][0]<c['last']<=s.since[e][0]+s.MISSED['length']+1e-6:
                    s.missed[e]=t
                s.closing[e]=None
        for e in (0,1):
            if not shut[e]: s.since[e]=None; s.slow[e]=False
            elif s.since[e] is None:
                s.since[e]=(t,prev)
                # The eye's last reading below its open level (`off`) before this frame: a closure that took
                # longer than CLOSING to get from there to shut is a slow one (a doze), no wink.
                opened=next((f[0] for f in reversed(s.frames[:-1]) if f[1][e]<0.4),None)
                s.slow[e]=CLOSING is not None and (opened is None or t-opened>CLOSING+1e-6)
        if s.since[0] and s.since[1] and abs(s.since[0][0]-s.since[1][0])<=s.SPREAD+1e-6: s.blinked=[True,True]
        if BLINK_DIP is not None:
            for e in (0,1):
                if s.since[e] is None or s.blinked[e]: continue
                lo,hi=s.since[e][1]-s.SPREAD-1e-6,s.since[e][0]+s.SPREAD+1e-6
                dip=sum(f[0]-g[0] for g,f in zip(s.frames,s.frames[1:]) if lo<=f[0]<=hi and f[1][1-e]>=0.6)
                if dip>=BLINK_DIP-1e-6:
                    if DIP_HOLD is None: s.blinked[e]=True
                    else: s.doubt[e]=True
        for e in (0,1):
            if s.since[e] is None: s.doubt[e]=False
        for e in (0,1):
            if s.since[e] is None: s.blinked[e]=False
            o=1-e
            if SHORT_DIP and s.blinked[e] and not shut[o] and s.last_run[o] and s.last_run[o][0]<=SHORT_DIP \
                    and s.last_run[o][1]>s.since[e][0]:
                s.blinked[e]=False
    def mark_wink(s,e):
        if s.closing[e] is not None: s.closing[e]['wink']=True
    def is_wink(s,e,level=None):
        level=OTHER_EYE_LEVEL if level is None else level
        if s.since[e] is None or s.blinked[e] or s.slow[e]: return False
        m=s.missed[e]
        if m is not None and s.MISSED['gap']-1e-6<=s.since[e][0]-m<=s.MISSED['memory']: return False
        o=1-e
        c=sorted(f[1][o] for f in s.frames if f[0]>=s.since[e][1])
        if not c: return False
        return c[len(c)//2]<level
    def why_not(s,e,level=None):
        """Why `e`'s closure is no wink now: None when it is one or the eye is open, else `blink`, `missed`
        or `other` (the first rule of `is_wink` that turns it down)."""
        if s.since[e] is None or s.is_wink(e,level): return None
        if s.blinked[e]: return 'blink'
        if s.slow[e]: return 'slow'
        m=s.missed[e]
        if m is not None and s.MISSED['gap']-1e-6<=s.since[e][0]-m<=s.MISSED['memory']: return 'missed'
        return 'other'

def engine(meas,E=None,log=None):
    """The gestures fired, (name, frame index). `log`, a list, gets a dict a frame of the engine's state:
    each eye's closure, judged state, wink signal and, where an eye is shut but its signal is 0, why (`blink`:
    both shut together; `missed`: after a blink the other eye missed; `other`: the other eye's median read
    shut), and whether the face had settled; None where no face was found."""
    fired=[]; recs={'winkLeft':Rec(.5,.5,.25,.8,BRIDGE),'winkRight':Rec(.5,.5,.25,.8,BRIDGE),'eyesClosed':Rec(.6,.4,1.0,1.5)}
    eyes=[Closure(),Closure()]; course=Course(); found_since=None; lost_since=None; settled_at=None
    lost_face=None; settled=False
    for k,(t,found,l,r) in enumerate(meas):
        if not found:
            if found_since is not None and settled: lost_face=(found_since,eyes,course)
            settled=False
            if lost_since is None: lost_since=t
            settled_at=found_since if found_since is not None and t-found_since>=1.0 else settled_at
            found_since=None; eyes=[Closure(),Closure()]; course=Course()
            for x in recs.values(): x.cancel()
            if log is not None: log.append(None)
            continue
        if found_since is None and RESUME and found==2 and lost_face is not None:
            found_since,eyes,course=lost_face
        lost_face=None
        if found_since is None:
            found_since=t
            # `--brief-loss SECONDS`: a settled face lost for at most this long is settled when found again.
            if BRIEF_LOSS and lost_since is not None and settled_at is not None and t-lost_since<=BRIEF_LOSS+1e-6:
                found_since=t-1.0
        lost_since=None
        settled=t-found_since>=SETTLE
        settled_at=found_since if settled else None
        cl=[min(1,max(0,1-l)),min(1,max(0,1-r))]
        eyes[0].update(cl[0],t); eyes[1].update(cl[1],t)
        course.record(t,cl,[eyes[0].shut,eyes[1].shut],settled)
        sig={'winkLeft':1 if course.is_wink(0) else 0,'winkRight':1 if course.is_wink(1) else 0,'eyesClosed':min(cl)}
        if log is not None:
            log.append(dict(cl=cl, shut=[eyes[0].shut, eyes[1].shut], settled=settled,
                            sig=[sig['winkLeft'], sig['winkRight']], why=[course.why_not(e) for e in (0, 1)],
                            cooling=[recs[g].last is not None and t - recs[g].last < recs[g].cool
                                     for g in ('winkLeft', 'winkRight')]))
        for g in ('winkLeft','winkRight','eyesClosed'):
            # `--fire-on-shut LEVEL`: a wink fires only on a frame whose reading of the winking eye has its
            # closure at LEVEL or more (`GestureEngine`, issue 19's branch winks27); the hold goes on meanwhile.
            if g!='eyesClosed':
                e_=0 if g=='winkLeft' else 1
                recs[g].hold=DIP_HOLD if DIP_HOLD is not None and course.doubt[e_] else .25
                if DIP_FROM_SHUT and DIP_HOLD is not None and course.doubt[e_]:
                    # No sooner than DIP_HOLD after the eye shut, however late its present hold began.
                    st_=recs[g].start if recs[g].start is not None else t
                    recs[g].hold=max(.25,course.since[e_][0]+DIP_HOLD-st_)
            ready=FIRE_ON_SHUT is None or g=='eyesClosed' or cl[0 if g=='winkLeft' else 1]>=FIRE_ON_SHUT-1e-9
            now=recs[g].update(sig[g],t,settled,ready)
            if now: fired.append((g,k))
            if g!='eyesClosed' and sig[g]>=0.5 and (now or (recs[g].last is not None and t-recs[g].last<recs[g].cool)):
                course.mark_wink(0 if g=='winkLeft' else 1)
        if log is not None:
            # How long each wink's live hold (neither fired nor spent) has lasted, in seconds; None without one.
            log[-1]['hold'] = [None if recs[g].start is None or recs[g].spent else t - recs[g].start
                               for g in ('winkLeft', 'winkRight')]
    return fired

def score(name,rows,meas):
    # Each gesture at its frame in the clip (readings recorded with WINK_SET_STEP=N hold every Nth frame).
    c=clips[name]; fired=[(g,rows[k]['i']) for g,k in engine(meas)]; used=set(); s=dict(w=0,wf=0,false=[],ef=0,er=0,lost=[])
    for w in c['winks']:
        s['w']+=1
        m=next((i for i,(g,k) in enumerate(fired) if i not in used and g==w['gesture'] and w['first']<=k<=w['last']+10),None)
        if m is not None: used.add(m); s['wf']+=1
        else: s['lost'].append(f"{name} {w['gesture']} {w['first']}-{w['last']}")
    for i,(g,k) in enumerate(fired):
        if i not in used: s['false'].append(f"{name}: {g} at {k}")
    for r,(t,found,l,rr) in zip(rows,meas):
        if r['ll']=='x' or r['lr']=='x': continue
        s['ef']+=1
        if found and ((l<0.5)==(r['ll']=='c')) and ((rr<0.5)==(r['lr']=='c')): s['er']+=1
    return s

TRACKED = '--tracked' in sys.argv


def measurements(rows):
    """Each frame's (time, found, left, right): the replayed estimator's, or with `--tracked` the tracker's own
    readings (the last two columns), so that a recogniser rule is judged on exactly what the app read."""
    if not TRACKED: return estimate(rows)
    return [(r['i'] / 30, r['found'], *(r['out'] if r['found'] else (0, 0))) for r in rows]


def run(data, verbose=False):
    tot = dict(w=0, wf=0, false=[], ef=0, er=0, lost=[])
    for name, rows in data.items():
        s = score(name, rows, measurements(rows))
        for k in ('w', 'wf', 'ef', 'er'): tot[k] += s[k]
        tot['false'] += s['false']; tot['lost'] += s['lost']
    print(f"winks {tot['wf']}/{tot['w']} false {len(tot['false'])} eye state {tot['er']}/{tot['ef']}={tot['er']/max(1,tot['ef']):.4f}")
    if verbose:
        for f in tot['false']: print('  false', f)
        for f in tot['lost']: print('  lost', f)
    return tot


def lost_readings(data):
    """Each lost wink's frames: the winking eye's openness / the other eye's, `--` where no face was found."""
    for name, rows in data.items():
        meas = measurements(rows)
        for lost in score(name, rows, meas)['lost']:
            _, gesture, span = lost.split()
            first, last = map(int, span.split('-'))
            left = gesture == 'winkLeft'
            cells = ['--' if not m[1] else f"{m[2] if left else m[3]:.1f}/{m[3] if left else m[2]:.1f}"
                     for r, m in zip(rows, meas) if first <= r['i'] <= last]
            print(lost, ' '.join(cells))


def hold_frames(rows):
    """The frames a wink's signal held 0.25 s fires on: its ninth at 30 fps, its fifth at 15 (readings of every
    other frame, WINK_SET_STEP=2)."""
    step = rows[1]['i'] - rows[0]['i'] if len(rows) > 1 else 1
    return math.ceil(0.25 * 30 / step - 1e-6) + 1


def longest(flags):
    """The longest run of True in `flags`."""
    best = run_ = 0
    for f in flags:
        run_ = run_ + 1 if f else 0; best = max(best, run_)
    return best


def causes(data):
    """Each lost wink with its cause, then how near each no-wink clip came to a false wink.

    A lost wink's frames run from its first to ten after its last labelled frame (where `WinkSet.score` takes
    its gesture). Its cause is the first that fits: `face lost` (no face on one of its frames: the engine
    forgets the eyes), `not read shut` (the winking eye judged shut, two of three frames at 0.6 closure, on
    fewer than the nine frames a 0.25 s hold needs), `start-up` (the face had not settled), `blink` (the other
    eye shut with it, within 0.1 s), `missed blink` (this eye's closures vetoed after a blink the other eye's
    reader missed), `other eye` (the other eye's median closure over the wink at its shut level), `broken`
    (judged shut long enough, but not for nine frames in a row), `cooldown`. Printed: the winking eye's
    openness / the other eye's on each frame (`--` no face), a capital where judged shut."""
    print('| lost wink | cause | shut frames read / labelled | winking eye shut (judged) | signal run | vetoes |')
    print('|---|---|---:|---:|---:|---|')
    details = []
    near = []
    for name, rows in data.items():
        clip = clips[name]; meas = measurements(rows); log = []; HOLD_FRAMES = hold_frames(rows)
        engine(meas, log=log)
        for lost in score(name, rows, meas)['lost']:
            _, gesture, span = lost.split()
            first, last = map(int, span.split('-'))
            e = 0 if gesture == 'winkLeft' else 1
            idx = [k for k, r in enumerate(rows) if first <= r['i'] <= last + 10]
            lab = [k for k in idx if (rows[k]['ll'] if e == 0 else rows[k]['lr']) == 'c']
            read = sum(1 for k in lab if log[k] is not None and log[k]['cl'][e] >= 0.6)
            judged = [log[k] is not None and log[k]['shut'][e] for k in idx]
            sig = [log[k] is not None and log[k]['sig'][e] == 1 for k in idx]
            whys = collections.Counter(log[k]['why'][e] for k in idx if log[k] is not None and log[k]['why'][e])
            if any(log[k] is None for k in idx if k <= lab[-1] if lab): cause = 'face lost'
            elif longest(judged) < HOLD_FRAMES and sum(judged) < HOLD_FRAMES: cause = 'not read shut'
            elif any(not log[k]['settled'] for k in idx if log[k] and log[k]['shut'][e]): cause = 'start-up'
            elif whys: cause = {'blink': 'blink', 'missed': 'missed blink', 'other': 'other eye', 'slow': 'slow closing'}[whys.most_common(1)[0][0]]
            elif longest(judged) < HOLD_FRAMES: cause = 'broken'
            else: cause = 'cooldown' if any(log[k]['cooling'][e] for k in idx if log[k]) else 'other'
            vetoes = ', '.join(f'{w} {n}' for w, n in whys.most_common())
            print(f'| {name} {gesture} {first}-{last} | {cause} | {read} / {len(lab)} | {sum(judged)} | '
                  f'{longest(sig)} | {vetoes} |')
            cells = []
            for k in idx:
                if log[k] is None: cells.append('--'); continue
                a, b = 1 - log[k]['cl'][e], 1 - log[k]['cl'][1 - e]
                cells.append(f"{a:.1f}{'S' if log[k]['shut'][e] else ''}/{b:.1f}{'S' if log[k]['shut'][1 - e] else ''}")
            details.append(f'{name} {gesture} {first}-{last} ' + ' '.join(cells))
        if clip['kind'] == 'nowink':
            for e in (0, 1):
                # Only frames after the face settled count: nothing can fire before.
                sig = [l is not None and l['settled'] and l['sig'][e] == 1 for l in log]
                alone = [l is not None and l['settled'] and l['shut'][e] and not l['shut'][1 - e] for l in log]
                shut = [l is not None and l['settled'] and l['shut'][e] for l in log]
                whys = collections.Counter(l['why'][e] for l in log if l is not None and l['settled'] and l['why'][e])
                hold = max([l['hold'][e] for l in log if l is not None and l['hold'][e] is not None] or [None],
                           key=lambda h: -1 if h is None else h)
                hold = '-' if hold is None else f'{hold:.3f}'
                near.append((hold, longest(sig), longest(alone), longest(shut), name, ('left', 'right')[e],
                             ', '.join(f'{w} {n}' for w, n in whys.most_common())))
    print()
    print('| no-wink clip, eye (settled frames) | longest live hold (s; 0.25 fires) | longest wink signal (frames) '
          '| longest shut alone | longest shut | vetoes (frames) |')
    print('|---|---:|---:|---:|---:|---|')
    for h, s_, a, sh, name, eye, w in sorted(near, key=lambda n: (n[0] == '-', n[0] if n[0] == '-' else -float(n[0]), -n[1])):
        if sh: print(f'| {name} {eye} | {h} | {s_} | {a} | {sh} | {w} |')
    print()
    for d in details: print(d)


if __name__ == '__main__':
    if '--causes' in sys.argv:
        causes(load(sys.argv[1]))
    elif '--lost-readings' in sys.argv:
        lost_readings(load(sys.argv[1]))
    else:
        run(load(sys.argv[1]), verbose=True)
