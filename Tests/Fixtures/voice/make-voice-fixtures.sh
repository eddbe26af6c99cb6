#!/usr/bin/env bash
# Renders the voice-command test audio with real synthetic voices (espeak-ng and flite), at 16 kHz mono
# 16-bit, with light white noise mixed in (pure digital silence breaks pocketsphinx's decoding).
#
#   Tests/Fixtures/voice/make-voice-fixtures.sh [OUT_DIR]     (default .fixtures/voice)
#
# For each voice V (espeak, flite) it writes:
#   V-sequence.wav + V-sequence.txt   "next back select next select back", 1 s apart; the .txt has
#                                     one "WORD START END" line per word (seconds)
#   V-sentence.wav                    a sentence of other words
#   V-near-WORD.wav                   one near word ("selection", "nest", "black", ...)
# and noise.wav (noise alone) and silence.wav (near silence: dither-level noise only).
# Nothing here is committed: the output is git-ignored and rebuilt when the script changes.
set -euo pipefail
out=${1:-.fixtures/voice}
mkdir -p "$out"
stamp="$out/.made-by-$(cksum < "$0" | cut -d' ' -f1)-noise-${NOISE_OFFSET:-0}"
[ -e "$stamp" ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

SEQUENCE="next back select next select back"
SENTENCE="the weather was lovely today so we walked to the river and had a cup of tea"
NEAR_WORDS="selection nest black text neck pack collect reflect elect obvious paper cause"
FORMAT=(-r 16000 -c 1 -b 16 -e signed-integer)

# say VOICE TEXT FILE: renders TEXT with a voice to 16 kHz mono 16-bit, 0.3 s of quiet on each side.
say() {
  case $1 in
    espeak) espeak-ng -v en-us -s 150 -w "$work/raw.wav" "$2" ;;
    flite) flite -voice slt -t "$2" -o "$work/raw.wav" ;;
  esac
  sox "$work/raw.wav" "${FORMAT[@]}" "$work/speech.wav" silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
  sox "$work/speech.wav" "${FORMAT[@]}" "$3" pad 0.3 0.3
}

# The noise is reproducible: one bed of white noise made in sox's repeatable mode (-R), read from
# NOISE_OFFSET seconds on (default 0). Other offsets give other noise over the same speech, which
# Tests/Fixtures/voice/measure-voice.sh uses to measure how much the results depend on the noise.
NOISE_OFFSET=${NOISE_OFFSET:-0}
sox -R -n "${FORMAT[@]}" "$work/noise-source.wav" synth "$(echo "$NOISE_OFFSET + 40" | bc -l)" whitenoise vol 0.003

# noisy IN OUT: mixes light white noise (about -50 dBFS) into IN.
noisy() {
  sox -R "$work/noise-source.wav" "$work/noise-bed.wav" trim "$NOISE_OFFSET" "$(soxi -D "$1")"
  sox -R -m -v 1 "$1" -v 1 "$work/noise-bed.wav" "${FORMAT[@]}" "$2"
}

for voice in espeak flite; do
  parts=() ; manifest="" ; t=0 ; i=0
  for word in $SEQUENCE; do
    say $voice "$word" "$work/$voice-$i.wav"
    length=$(soxi -D "$work/$voice-$i.wav")
    manifest+="$word $(echo "$t + 0.3" | bc -l) $(echo "$t + $length - 0.3" | bc -l)"$'\n'
    sox -n "${FORMAT[@]}" "$work/gap.wav" trim 0 1.0
    parts+=("$work/$voice-$i.wav" "$work/gap.wav")
    t=$(echo "$t + $length + 1.0" | bc -l)
    i=$((i + 1))
  done
  sox "${parts[@]}" "$work/$voice-sequence.wav"
  noisy "$work/$voice-sequence.wav" "$out/$voice-sequence.wav"
  printf '%s' "$manifest" > "$out/$voice-sequence.txt"
  say $voice "$SENTENCE" "$work/$voice-sentence.wav"
  noisy "$work/$voice-sentence.wav" "$out/$voice-sentence.wav"
  for word in $NEAR_WORDS; do
    say $voice "$word" "$work/$voice-near.wav"
    noisy "$work/$voice-near.wav" "$out/$voice-near-$word.wav"
  done
done
sox -n "${FORMAT[@]}" "$work/quiet.wav" trim 0 3.0
noisy "$work/quiet.wav" "$out/noise.wav"
sox -R -n "${FORMAT[@]}" "$out/silence.wav" synth 3.0 whitenoise vol 0.0002
rm -f "$out"/.made-by-*
touch "$stamp"
