#!/usr/bin/env bash
# Renders enrolment takes for every voice of the multi-voice test set (make-voice-set.sh), so enrolment
# can be scored voice by voice: OUT_DIR/VOICE/WORD-1.wav and WORD-2.wav, each command word said alone as
# the calibration wizard asks for it, at a rate and pitch between the set's two, with half a second of
# quiet either side, in pink noise 20 dB under the speech. 16 kHz mono 16-bit; the same files every run.
#
#   Tests/Fixtures/voice/make-enrol-takes.sh [OUT_DIR]     (default .fixtures/voice-enrol; about a minute)
#
# Score a part with each voice enrolled from its own takes:
#   facenav listen --score .fixtures/voice-set --part tune --enrol-folder OUT_DIR
# Rebuilt only when this script changes.
set -euo pipefail
out=${1:-.fixtures/voice-enrol}
mkdir -p "$out"
stamp="$out/.made-by-$(cksum < "$0" | cut -d' ' -f1)"
[ -e "$stamp" ] && exit 0
rm -rf "${out:?}"/*/ "$out"/.made-by-*
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
FORMAT=(-r 16000 -c 1 -b 16 -e signed-integer)
export SOX_OPTS=-R
COMMANDS="select back next previous pause center help settings history camera"

# The voices of make-voice-set.sh, by the same names: NAME ENGINE ID.
voices() {
  espeak-ng --voices=en | awk 'NR > 1 && $5 ~ /^gmw\// { print $5 }' | sort -u | while read -r file; do
    echo "espeak-${file#gmw/} espeak ${file#gmw/}"
  done
  for id in $(flite -lv | sed 's/^Voices available://'); do
    [ "$id" = awb_time ] || echo "flite-$id flite $id"
  done
}

# take NAME ENGINE ID WORD TAKE: one take, take 1 a little slower and lower than take 2, both between the
# set's slow-low and fast-high renderings (espeak-ng 130/35 and 185/65; flite stretch 1.25/0.85, pitch
# 0.9/1.15).
take() {
  local name=$1 engine=$2 id=$3 word=$4 number=$5 raw="$work/raw-$1-$4-$5.wav" said="$work/said-$1-$4-$5.wav"
  case $engine in
    espeak)
      if [ "$number" = 1 ]; then rate=150 pitch=45; else rate=165 pitch=55; fi
      espeak-ng -v "$id" -s $rate -p $pitch -w "$raw" "$word" ;;
    flite)
      if [ "$number" = 1 ]; then stretch=1.1 cents=-60; else stretch=0.95 cents=80; fi
      flite -voice "$id" --setf duration_stretch=$stretch -t "$word" -o "$raw.flite.wav"
      sox "$raw.flite.wav" "$raw" pitch $cents ;;
  esac
  sox "$raw" "${FORMAT[@]}" "$said" silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
  sox -n "${FORMAT[@]}" "$work/quiet-$1-$4-$5.wav" trim 0 0.5
  sox "$work/quiet-$1-$4-$5.wav" "$said" "$work/quiet-$1-$4-$5.wav" "$work/padded-$1-$4-$5.wav"
  local padded="$work/padded-$1-$4-$5.wav" speech_rms noise_vol
  speech_rms=$(sox "$padded" -n silence 1 0.02 1% -1 0.05 1% stat 2>&1 | awk '/RMS +amplitude/ { print $3 }')
  noise_vol=$(echo "$speech_rms / e(l(10) * 20 / 20) / 0.21" | bc -l)
  sox -R -n "${FORMAT[@]}" "$work/noise-$1-$4-$5.wav" synth "$(soxi -D "$padded")" pinknoise vol "$noise_vol"
  sox -R -m "$padded" "$work/noise-$1-$4-$5.wav" "${FORMAT[@]}" "$out/$name/$word-$number.wav"
}

export -f take
export work out
export FORMAT_STRING="${FORMAT[*]}"
voices > "$work/voices.txt"
while read -r name engine id; do
  mkdir -p "$out/$name"
  for word in $COMMANDS; do
    for number in 1 2; do echo "$name $engine $id $word $number"; done
  done
done < "$work/voices.txt" > "$work/jobs.txt"
# Two at a time: the machines this runs on have two cores.
xargs -P 2 -L 1 bash -c 'FORMAT=($FORMAT_STRING); take "$@"' _ < "$work/jobs.txt"
touch "$stamp"
echo "enrolment takes: $(find "$out" -name '*.wav' | wc -l) files for $(wc -l < "$work/voices.txt") voices in $out"
