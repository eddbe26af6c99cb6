#!/usr/bin/env bash
# Makes the face-size test videos from the real fixture faces: for each face width W in 100, 200 and 350
# pixels, .fixtures/face-sizes/face-W.y4m (640x480, 4:2:0, 30 fps) shows three real faces one after the
# other (opencv-doc's portraits 230501201_1 and 227943776_1, scikit-image's astronaut), each scaled so that
# OpenCV's LBP box around it (Tests/Fixtures/opencv-cascade-boxes.json) is W pixels wide, centred in the
# frame, for 40 frames of small head motion: a drift of up to 24 px across and 16 px down and a roll of up
# to 3.4°, one smooth period per face, so a reader going round and round the video sees no jump in motion.
# The cuts between faces are real cuts. Idempotent: skipped when the videos are there (a few seconds
# otherwise). Run by `make fixtures`, after scripts/fetch-fixtures.sh.
#
#   scripts/make-face-size-videos.sh [FIXTURES_DIR]     (default: .fixtures next to this script's parent)
#
# Needs: ffmpeg, python3 (standard library only) and the fixtures scripts/fetch-fixtures.sh fetches.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.fixtures}"
dir="$out/face-sizes"
boxes="$root/Tests/Fixtures/opencv-cascade-boxes.json"
widths=(100 200 350)
frames_per_face=40

say() { echo "face-sizes: $*"; }
die() {
    echo "face-sizes: $*" >&2
    exit 1
}
command -v ffmpeg >/dev/null || die "ffmpeg not found: run \`make deps\` (Debian package ffmpeg)"
command -v python3 >/dev/null || die "python3 not found: run \`make deps\`"

missing=0
for width in "${widths[@]}"; do [ -s "$dir/face-$width.y4m" ] || missing=1; done
[ "$missing" = 1 ] || exit 0

faces=(portraits/230501201_1 portraits/227943776_1 astronaut)
for face in "${faces[@]}"; do
    [ -s "$out/$face.ppm" ] || die "$out/$face.ppm is missing: run scripts/fetch-fixtures.sh (make fixtures)"
done
mkdir -p "$dir"

for width in "${widths[@]}"; do
    [ -s "$dir/face-$width.y4m" ] && continue
    say "face-$width.y4m: three faces $width px wide, $frames_per_face frames each"
    # One filter chain per face: scale the picture so the face is $width px wide, place the face's centre
    # at the centre of an 800x640 grey canvas, roll it, and cut the 640x480 frame from a drifting window.
    filter="$(python3 - "$boxes" "$out" "$width" "$frames_per_face" "${faces[@]}" <<'PYTHON'
import json, sys
boxes_path, fixtures, width, period = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
faces = sys.argv[5:]
def ppm_size(path):
    """(width, height) from a binary PPM's header (no comments, as ffmpeg writes it)."""
    with open(path, "rb") as f:
        magic, width, height = f.read(64).split()[:3]
    return int(width), int(height)
sizes = {face: ppm_size(f"{fixtures}/{face}.ppm") for face in faces}
lbp = {image["path"]: image["faces"][0] for image in json.load(open(boxes_path))["cascades"]["lbp"]["images"]}
chains = []
for index, face in enumerate(faces):
    x, y, w, h = lbp[f".fixtures/{face}.pgm"]
    scale = width / w
    # The face's centre in the scaled picture, and the padding that puts it at the centre of a square canvas
    # that holds the whole scaled picture and the 800x640 canvas, which is then cut from its middle.
    image_width, image_height = sizes[face]
    cx, cy = round((x + w / 2) * scale), round((y + h / 2) * scale)
    big = 2 * max(cx, cy, round(image_width * scale) - cx, round(image_height * scale) - cy, 400) + 2
    px, py = big // 2 - cx, big // 2 - cy
    wave = f"2*PI*n/{period}"
    chains.append(
        f"[{index}:v]scale=iw*{scale:.6f}:ih*{scale:.6f}:flags=bicubic,format=rgb24,"
        f"pad={big}:{big}:{px}:{py}:color=gray,crop=800:640:{big // 2 - 400}:{big // 2 - 320},"
        f"rotate=a='0.06*sin({wave})':fillcolor=gray,"
        f"crop=640:480:x='80+24*sin({wave})':y='80+16*sin(2*{wave})',setsar=1,format=yuv420p[f{index}]")
print(";".join(chains) + ";" + "".join(f"[f{i}]" for i in range(len(faces))) + f"concat=n={len(faces)}:v=1:a=0[out]")
PYTHON
)"
    inputs=()
    for face in "${faces[@]}"; do
        inputs+=(-loop 1 -framerate 30 -t "$(python3 -c "print($frames_per_face / 30)")" -i "$out/$face.ppm")
    done
    partial="$dir/face-$width.y4m.partial"
    ffmpeg -nostdin -loglevel error -y "${inputs[@]}" -filter_complex "$filter" -map '[out]' \
        -pix_fmt yuv420p -f yuv4mpegpipe "$partial"
    mv -f "$partial" "$dir/face-$width.y4m"
done
cat >"$dir/README.txt" <<README
face-W.y4m (W = ${widths[*]}): made by scripts/make-face-size-videos.sh (make fixtures). 640x480 4:2:0 at
30 fps, $((frames_per_face * ${#faces[@]})) frames: ${faces[*]} in turn, $frames_per_face frames each, each
face scaled so that OpenCV's LBP box around it is W px wide, drifting and rolling a little (one period per face).
README
say "ready in $dir"
