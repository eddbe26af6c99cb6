#!/usr/bin/env bash
# Renders FaceNav's multi-voice command test set: every English espeak-ng voice and every flite voice
# installed, at two speeds and pitches each, with pauses of 0.2 to 1 s between words, mixed with noise at
# 20 and 10 dB SNR; plus near words ("selector", "backup", "nextdoor", ...) and conversation. Some words
# start with a breath or a click. 16 kHz mono 16-bit.
#
#   Tests/Fixtures/voice/make-voice-set.sh [OUT_DIR]     (default .fixtures/voice-set; about a minute)
#
# The voices are split in two, by voice: `tune` (acceptance is tuned on these) and `held` (scored only
# at the end). OUT_DIR/index.tsv has one line per file: FILE PART KIND VOICE SNR, KIND being `commands`
# (FILE.txt has one "WORD START END" line per spoken command, seconds), `near` or `talk` (nothing in
# them is a command). OUT_DIR/enrol holds two takes of each word in one held-out voice, for enrolment. Rebuilt only when this script changes. Score it with `facenav listen --score OUT_DIR`.
set -euo pipefail
out=${1:-.fixtures/voice-set}
mkdir -p "$out"
stamp="$out/.made-by-$(cksum < "$0" | cut -d' ' -f1)"
[ -e "$stamp" ] && exit 0
rm -f "$out"/*.wav "$out"/*.txt "$out"/index.tsv "$out"/.made-by-*
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
FORMAT=(-r 16000 -c 1 -b 16 -e signed-integer)
# sox dithers with a random seed unless told to repeat: the same script gives the same files.
export SOX_OPTS=-R
COMMANDS="select back next previous pause center help settings history camera"
NEAR="selector backup nextdoor previously reflect text neck collect helper mystery cinema pasta senator"
TALK1="could you put the kettle on while I look for my glasses"
TALK2="we went back home after the film and talked about it for hours"

# Voices: NAME ENGINE ID PART. espeak-ng's mbrola voices need mbrola, which is not installed, so only
# its own (gmw) English voices; flite's awb_time speaks only times, so not that one.
voices() {
  espeak-ng --voices=en | awk 'NR > 1 && $5 ~ /^gmw\// { print $5 }' | sort -u | while read -r file; do
    id=${file#gmw/}
    case $id in en-GB-scotland | en-029 | en-US-nyc) part=held ;; *) part=tune ;; esac
    echo "espeak-$id espeak $id $part"
  done
  for id in $(flite -lv | sed 's/^Voices available://'); do
    [ "$id" = awb_time ] && continue
    case $id in awb | rms) part=held ;; *) part=tune ;; esac
    echo "flite-$id flite $id $part"
  done
}

# say ENGINE ID CONDITION TEXT FILE: TEXT in a voice at condition 0 (slow, low) or 1 (fast, high),
# trimmed of its silence, 16 kHz.
say() {
  case $1 in
    espeak)
      case $3 in
        0) rate=130 pitch=35 ;;
        1) rate=185 pitch=65 ;;
        2) rate=150 pitch=45 ;;
        *) rate=140 pitch=50 ;;
      esac
      espeak-ng -v "$2" -s $rate -p $pitch -w "$work/raw-$BASHPID.wav" "$4" ;;
    flite)
      if [ "$3" = 0 ]; then stretch=1.25 shift=0.9; else stretch=0.85 shift=1.15; fi
      flite -voice "$2" --setf duration_stretch=$stretch -t "$4" -o "$work/raw-$BASHPID.wav"
      sox "$work/raw-$BASHPID.wav" "$work/pitch-$BASHPID.wav" pitch "$(echo "1200 * l($shift) / l(2)" | bc -l | cut -c1-7)"
      mv "$work/pitch-$BASHPID.wav" "$work/raw-$BASHPID.wav" ;;
  esac
  sox "$work/raw-$BASHPID.wav" "${FORMAT[@]}" "$5" silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
}

# A breath (band-limited noise swelling and fading, about 25 dB under speech) and a click (3 ms).
sox -R -n "${FORMAT[@]}" "$work/breath.wav" synth 0.35 pinknoise band 1500 1200 fade q 0.12 0.35 0.15 vol 0.04
sox -R -n "${FORMAT[@]}" "$work/click.wav" synth 0.003 square 900 vol 0.6

# render NAME ENGINE ID PART: every file of one voice.
render() {
  local name=$1 engine=$2 id=$3 part=$4 seed
  seed=$(echo -n "$name" | cksum | cut -d' ' -f1)
  RANDOM=$((seed % 32768))
  local pauses=(0.2 0.3 0.4 0.5 0.6 0.8 1.0)
  for condition in 0 1; do
    for snr in 20 10; do
      local base="$name-c$condition-snr$snr" parts=() manifest="" t=0.5 i=0
      sox -n "${FORMAT[@]}" "$work/$base-lead.wav" trim 0 0.5
      parts+=("$work/$base-lead.wav")
      # The commands in an order of their own for each file, drawn here: bash reseeds RANDOM in every
      # subshell, so a draw inside $( ) would differ from run to run.
      local keyed=()
      for w in $COMMANDS; do keyed+=("$RANDOM $w"); done
      for word in $(printf '%s\n' "${keyed[@]}" | sort -n | cut -d' ' -f2); do
        say "$engine" "$id" $condition "$word" "$work/$base-$i.wav"
        local lead=""
        case $((RANDOM % 5)) in
          0) lead=breath ;;
          1) lead=click ;;
        esac
        if [ -n "$lead" ]; then
          sox -n "${FORMAT[@]}" "$work/$base-$i-gap.wav" trim 0 0.12
          parts+=("$work/$lead.wav" "$work/$base-$i-gap.wav")
          t=$(echo "$t + $(soxi -D "$work/$lead.wav") + 0.12" | bc -l)
        fi
        local length
        length=$(soxi -D "$work/$base-$i.wav")
        manifest+="$word $(printf %.3f "$t") $(printf %.3f "$(echo "$t + $length" | bc -l)")"$'\n'
        local pause=${pauses[$((RANDOM % ${#pauses[@]}))]}
        sox -n "${FORMAT[@]}" "$work/$base-$i-pause.wav" trim 0 "$pause"
        parts+=("$work/$base-$i.wav" "$work/$base-$i-pause.wav")
        t=$(echo "$t + $length + $pause" | bc -l)
        i=$((i + 1))
      done
      sox -n "${FORMAT[@]}" "$work/$base-tail.wav" trim 0 0.5
      parts+=("$work/$base-tail.wav")
      sox "${parts[@]}" "$work/$base-clean.wav"
      noisy "$work/$base-clean.wav" $snr "$out/$base.wav"
      printf '%s' "$manifest" > "$out/$base.txt"
      echo "$base.wav $part commands $name $snr" >> "$work/index-$name.tsv"
    done
    # Near words, one file, at 20 dB for the slow voice and 10 dB for the fast one.
    local snr=$((20 - 10 * condition)) parts=()
    for word in $NEAR; do
      say "$engine" "$id" $condition "$word" "$work/$name-near-$word.wav"
      local pause=${pauses[$((RANDOM % ${#pauses[@]}))]}
      sox -n "${FORMAT[@]}" "$work/$name-near-$word-pause.wav" trim 0 "$pause"
      parts+=("$work/$name-near-$word.wav" "$work/$name-near-$word-pause.wav")
    done
    sox "$work/$name-c0-snr20-lead.wav" "${parts[@]}" "$work/$name-near-c$condition.wav"
    noisy "$work/$name-near-c$condition.wav" $snr "$out/$name-c$condition-near.wav"
    echo "$name-c$condition-near.wav $part near $name $snr" >> "$work/index-$name.tsv"
    # Conversation: one sentence per condition.
    local text=$TALK1
    [ $condition = 1 ] && text=$TALK2
    say "$engine" "$id" $condition "$text" "$work/$name-talk.wav"
    sox "$work/$name-c0-snr20-lead.wav" "$work/$name-talk.wav" "$work/$name-c0-snr20-lead.wav" "$work/$name-talk-c$condition.wav"
    noisy "$work/$name-talk-c$condition.wav" $snr "$out/$name-c$condition-talk.wav"
    echo "$name-c$condition-talk.wav $part talk $name $snr" >> "$work/index-$name.tsv"
  done
}

# noisy IN SNR OUT: IN with pink noise SNR dB under its speech (the RMS of its loud part).
noisy() {
  local speech_rms noise_vol
  speech_rms=$(sox "$1" -n silence 1 0.02 1% -1 0.05 1% stat 2>&1 | awk '/RMS +amplitude/ { print $3 }')
  noise_vol=$(echo "$speech_rms / e(l(10) * $2 / 20) / 0.21" | bc -l)
  sox -R -n "${FORMAT[@]}" "$work/noise-$BASHPID.wav" synth "$(soxi -D "$1")" pinknoise vol "$noise_vol"
  sox -R -m "$1" "$work/noise-$BASHPID.wav" "${FORMAT[@]}" "$3"
}

export -f say render noisy
export work out COMMANDS NEAR TALK1 TALK2
export FORMAT_STRING="${FORMAT[*]}"
voices > "$work/voices.txt"
# Two at a time: the machines this runs on have two cores.
xargs -P 2 -L 1 bash -c 'FORMAT=($FORMAT_STRING); render "$@"' _ < "$work/voices.txt"
cat "$work"/index-*.tsv | sort > "$out/index.tsv"
# Enrolment takes: a held-out voice standing in for a user saying each word twice when asked
# (enrol/WORD-1.wav and WORD-2.wav, at a rate and pitch between the set's two), in 20 dB noise.
mkdir -p "$out/enrol"
rm -f "$out"/enrol/*.wav
sox -n "${FORMAT[@]}" "$work/quiet.wav" trim 0 0.5
for word in $COMMANDS; do
  for take in 1 2; do
    say espeak en-029 $((take + 1)) "$word" "$work/take.wav"
    sox "$work/quiet.wav" "$work/take.wav" "$work/quiet.wav" "$work/take-padded.wav"
    noisy "$work/take-padded.wav" 20 "$out/enrol/$word-$take.wav"
  done
done
touch "$stamp"
echo "voice set: $(wc -l < "$out/index.tsv") files from $(wc -l < "$work/voices.txt") voices in $out"
