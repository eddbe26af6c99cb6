#!/usr/bin/env bash
# Measures the voice false-accept rate on near words: how many of the rendered near words
# ("selection", "nest", "black", ...) `facenav listen` takes for a command.
#
#   make voice-fixtures && Tests/Fixtures/voice/measure-false-accepts.sh [.fixtures/voice]
set -euo pipefail
dir=${1:-.fixtures/voice}
bin=${FACENAV:-.build/debug/facenav}
total=0; accepted=0
for file in "$dir"/*-near-*.wav; do
  name=$(basename "$file" .wav)
  heard=$("$bin" listen --wav "$file" | awk '{print $2}' | tr '\n' ' ')
  best=$("$bin" listen --all --wav "$file" | awk '/^# decoded/ {print $3 "(" $NF ")"}' | tr '\n' ' ')
  total=$((total + 1))
  if [ -n "$heard" ]; then accepted=$((accepted + 1)); verdict="ACCEPTED as $heard"; else verdict="rejected"; fi
  printf '%-28s %-28s decoded: %s\n' "$name" "$verdict" "$best"
done
echo "false accepts: $accepted of $total near words ($((100 * accepted / total))%)"
