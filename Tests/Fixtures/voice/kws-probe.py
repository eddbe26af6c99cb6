#!/usr/bin/env python3
"""A second opinion from pocketsphinx's keyword spotter (kws search) on FaceNav's voice commands: figures only.

    mkdir -p /tmp/kws && awk '$2 == "tune" && ($4 == "espeak-en-US" || ...)' .fixtures/voice-set/index.tsv \\
        > /tmp/kws/index.tsv   # then symlink each row's .wav (and .txt) into /tmp/kws
    Tests/Fixtures/voice/kws-probe.py /tmp/kws [--facenav .build/debug/facenav] [--thresholds 1e-10,1e-20,...]
        [--heard /tmp/kws/heard.json]   # FaceNav's commands kept for the next thresholds

For each file of the folder's index.tsv whose part is `tune` (rows of any other part are refused, never
opened), runs `facenav listen --wav` (FaceNav's accepted commands, each at its end time) and, for each
threshold, `pocketsphinx_continuous -kws` with one line per command word at that threshold (detections with
their start and end). The words said are the file's `.txt` manifest (none for near words and talk).

Prints, per threshold:
- kws alone, scored as `VoiceScore` does: a said word overlapped by a detection of its own word is right,
  unless another word's detection overlaps it too (confused); a detection overlapping no said word is false;
- as a second opinion on FaceNav: of FaceNav's right, confused and false commands, how many kws agrees with (a
  detection of the same word ending within `--window` seconds of FaceNav's end time).
A gate "accept only when kws agrees" keeps the agreed right commands and drops the disagreed mistakes.
"""
import argparse
import json
import os
import re
import subprocess
import sys

MODEL = "/usr/share/pocketsphinx/model/en-us/en-us"
DICTIONARY = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
WORDS = ["select", "back", "next", "previous", "pause", "center", "help", "settings", "history", "camera"]
DETECTION = re.compile(r"^([a-z]+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s*$")
HEARD = re.compile(r"^\s*(\d+\.\d+)\s+([a-z]+) ")


def read_index(folder):
    """The tune rows of the folder's index: (wav path, kind, voice)."""
    rows = []
    for number, line in enumerate(open(os.path.join(folder, "index.tsv"), encoding="utf-8"), 1):
        fields = line.split()
        if not fields:
            continue
        if len(fields) < 4:
            sys.exit(f"{folder}/index.tsv:{number}: expected 'file part kind voice ...'; fix the line")
        if fields[1] != "tune":
            sys.exit(f"{folder}/index.tsv:{number}: part '{fields[1]}' is not tune; this probe reads tune rows only")
        rows.append((os.path.join(folder, fields[0]), fields[2], fields[3]))
    return rows


def said(wav):
    """The words said in the file, from its manifest: (word, start, end); none without one."""
    manifest = wav[:-4] + ".txt"
    if not os.path.exists(manifest):
        return []
    words = []
    for line in open(manifest, encoding="utf-8"):
        fields = line.split()
        if len(fields) == 3:
            words.append((fields[0], float(fields[1]), float(fields[2])))
    return words


def facenav_heard(facenav, wav):
    """FaceNav's accepted commands: (word, end time)."""
    output = subprocess.run([facenav, "listen", "--wav", wav], capture_output=True, text=True, check=True).stdout
    return [(m.group(2), float(m.group(1))) for m in map(HEARD.match, output.splitlines()) if m]


def kws_detections(wav, kws_file):
    """The keyword spotter's detections: (word, start, end)."""
    output = subprocess.run(
        ["pocketsphinx_continuous", "-infile", wav, "-kws", kws_file, "-time", "yes", "-logfn", "/dev/null",
         "-hmm", MODEL, "-dict", DICTIONARY], capture_output=True, text=True, check=True).stdout
    found = []
    for line in output.splitlines():
        match = DETECTION.match(line)
        if match and match.group(1) in WORDS:
            found.append((match.group(1), float(match.group(2)), float(match.group(3))))
    return found


def score(spoken, heard):
    """right, missed, confused, false for detections `heard` (word, start, end) against `spoken`."""
    matched = [[] for _ in spoken]
    false = 0
    for word, start, end in heard:
        overlaps = [min(end, e) - max(start, s) for _, s, e in spoken]
        best = max(range(len(spoken)), key=lambda i: overlaps[i], default=None)
        if best is not None and overlaps[best] > 0:
            matched[best].append(word)
        else:
            false += 1
    right = missed = confused = 0
    for (word, _, _), there in zip(spoken, matched):
        if any(w != word for w in there):
            confused += 1
        elif not there:
            missed += 1
        else:
            right += 1
    return right, missed, confused, false


def outcome(spoken, word, end):
    """FaceNav's command at `end`: right, confused (another said word there) or false (none)."""
    for said_word, start, said_end in spoken:
        if start - 0.1 <= end <= said_end + 0.5:
            return "right" if said_word == word else "confused"
    return "false"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--facenav", default=".build/debug/facenav")
    parser.add_argument("--thresholds", default="1e-5,1e-10,1e-20,1e-30,1e-40")
    parser.add_argument("--window", type=float, default=0.5)
    parser.add_argument("--heard", help="a JSON file keeping FaceNav's commands: read when it exists, else written")
    arguments = parser.parse_args()
    rows = read_index(arguments.folder)
    thresholds = arguments.thresholds.split(",")
    if arguments.heard and os.path.exists(arguments.heard):
        faceNav = {wav: [tuple(pair) for pair in heard] for wav, heard in json.load(open(arguments.heard)).items()}
    else:
        faceNav = {wav: facenav_heard(arguments.facenav, wav) for wav, _, _ in rows}
        if arguments.heard:
            json.dump(faceNav, open(arguments.heard, "w"))
    base = {"right": 0, "confused": 0, "false": 0}
    for wav, _, _ in rows:
        for word, end in faceNav[wav]:
            base[outcome(said(wav), word, end)] += 1
    spoken_total = sum(len(said(wav)) for wav, _, _ in rows)
    print(f"{len(rows)} tune files, {spoken_total} commands said")
    print(f"FaceNav: right {base['right']} confused {base['confused']} false {base['false']}")
    for threshold in thresholds:
        kws_file = f"/tmp/kws-probe-{os.getpid()}.txt"
        with open(kws_file, "w", encoding="utf-8") as file:
            file.writelines(f"{word} /{threshold}/\n" for word in WORDS)
        totals = [0, 0, 0, 0]
        agreed = {"right": 0, "confused": 0, "false": 0}
        per_word = {word: [0, 0] for word in WORDS}
        mistakes = []
        for wav, _, _ in rows:
            found = kws_detections(wav, kws_file)
            for index, value in enumerate(score(said(wav), found)):
                totals[index] += value
            for word, end in faceNav[wav]:
                kind = outcome(said(wav), word, end)
                agrees = any(w == word and abs(e - end) <= arguments.window for w, _, e in found)
                agreed[kind] += agrees
                if kind == "right":
                    per_word[word][0] += agrees
                    per_word[word][1] += 1
                if kind != "right":
                    mistakes.append(f"{os.path.basename(wav)}:{word}@{end:.2f}:{'agrees' if agrees else 'disagrees'}")
        os.unlink(kws_file)
        print(f"threshold {threshold}: kws alone right {totals[0]}/{spoken_total} missed {totals[1]} "
              f"confused {totals[2]} false {totals[3]}; agrees with FaceNav's right {agreed['right']}/{base['right']}, "
              f"confused {agreed['confused']}/{base['confused']}, false {agreed['false']}/{base['false']}")
        print("  agrees with FaceNav's right, per word: "
              + " ".join(f"{word} {agreed}/{right}" for word, (agreed, right) in per_word.items() if right))
        if mistakes:
            print("  FaceNav's mistakes: " + " ".join(mistakes))


if __name__ == "__main__":
    main()
