#!/usr/bin/env bash
# Measures voice recognition against the noise: renders the voice fixtures with N different noise beds
# (NOISE_OFFSET 0, 1.7, 3.4, ... seconds), runs `facenav listen --all` on every file, and prints, for a
# range of minimum scores, how many command words are missed, how many near words ("nest", "neck",
# "selection", ...) are taken for a command, and how many sentences, noise and silence files give one.
#
#   swift build && Tests/Fixtures/voice/measure-voice.sh [N]      (default 16; about 45 s per rendering)
#
# The renderings go to .fixtures/voice-noise/K (git-ignored) and are reused on the next run.
set -euo pipefail
count=${1:-16}
bin=${FACENAV:-.build/debug/facenav}
here=$(dirname "$0")
root=.fixtures/voice-noise
mkdir -p "$root"
for k in $(seq 0 $((count - 1))); do
  (
    NOISE_OFFSET=$(echo "$k * 1.7" | bc -l) "$here/make-voice-fixtures.sh" "$root/$k" > /dev/null
    for file in "$root/$k"/*.wav; do
      "$bin" listen --all --wav "$file" | awk -v k="$k" -v f="$(basename "$file" .wav)" \
        '/^# decoded/ { for (i = 1; i <= NF; i++) if ($i == "score×10") print k, f, $3, $(i + 1) }'
    done > "$root/$k/scores.txt"
  ) &
  if (( k % 2 == 1 )); then wait; fi
done
wait
for k in $(seq 0 $((count - 1))); do cat "$root/$k/scores.txt"; done | python3 -c '
import collections, sys
count = int(sys.argv[1])
commands, files = [], collections.defaultdict(lambda: None)
for line in sys.stdin:
    k, name, word, score = line.split()
    score = int(score) / 10
    if "sequence" in name:
        commands.append(score)
    else:
        best = files[(k, name)]
        files[(k, name)] = score if best is None else max(best, score)
near = [s for (k, n), s in files.items() if "-near-" in n]
other = [s for (k, n), s in files.items() if "-near-" not in n]
near_total = 24 * count
print(f"{count} noise renderings: {len(commands)} command words decoded (of {count * 12}), "
      f"{near_total} near-word files, {count * 4} sentence/noise/silence files")
print("minimum score   command words missed   near words accepted   sentences/noise/silence accepted")
for threshold in range(-16, 1):
    missed = count * 12 - sum(1 for s in commands if s >= threshold)
    accepted = sum(1 for s in near if s >= threshold)
    others = sum(1 for s in other if s >= threshold)
    print(f"{threshold:13}   {missed:4} ({100 * missed / (count * 12):3.0f}%)          "
          f"{accepted:4} ({100 * accepted / near_total:3.0f}%)         {others}")
' "$count"
