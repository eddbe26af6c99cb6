#!/usr/bin/env bash
# The command grammar's ceiling under pocketsphinx settings, one line per setting (`facenav listen --score
# DIR --ceiling`: only the command grammar decodes and every word it decodes is taken; a said command is
# right, another command or nothing; near words and conversation give command words). Tune part only.
#
#   Tests/Fixtures/voice/ceiling-sweep.sh SUBSET_DIR [ENROL_DIR] < settings.txt > sweep.txt
#
# Each line of settings.txt is one setting as `listen` options, "-" for FaceNav's own, e.g.
#   -
#   --command-decoder lw=3
#   --decoder dither=no
#   --cmn-from-takes
# SUBSET_DIR is a set folder (index.tsv and the files): make it from .fixtures/voice-set's tune rows, e.g.
#   D=/tmp/sub; mkdir -p $D; S=$PWD/.fixtures/voice-set
#   awk '$2=="tune" && $1 ~ /-c0-/' $S/index.tsv > $D/index.tsv
#   for f in $(awk '{print $1}' $D/index.tsv); do ln -sf $S/$f $D/; [ -f $S/${f%.wav}.txt ] && ln -sf $S/${f%.wav}.txt $D/; done
# ENROL_DIR (default .fixtures/voice-enrol) holds each voice's takes, for --cmn-from-takes.
set -euo pipefail
subset=${1:?usage: ceiling-sweep.sh SUBSET_DIR [ENROL_DIR] < settings.txt}
enrol=${2:-.fixtures/voice-enrol}
facenav=${FACENAV:-.build/debug/facenav}
if awk '$2 != "tune" { bad = 1 } END { exit !bad }' "$subset/index.tsv"; then
  echo "$subset/index.tsv has rows that are not tune; this sweep reads the tune part only" >&2
  exit 1
fi
while read -r line; do
  [ -z "$line" ] && continue
  [ "$line" = "-" ] && line=""
  start=$(date +%s)
  # shellcheck disable=SC2086 # the line is a list of options
  out=$("$facenav" listen --score "$subset" --part tune --ceiling --enrol-folder "$enrol" $line)
  echo "== ${line:-FaceNav settings} ($(($(date +%s) - start)) s wall)"
  echo "$out" | grep -E '^(commands|near|talk|other)'
done
