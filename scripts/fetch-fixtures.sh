#!/usr/bin/env bash
# Fetches the real test data from Debian's and PyPI's packages into .fixtures/ (git-ignored) and converts it
# with ffmpeg into the formats FaceNav reads (Y4M, PPM, PGM). Idempotent: every part is skipped when its files
# are already there, so a second run costs well under a second. Needs no network except Debian and PyPI.
#
#   scripts/fetch-fixtures.sh [FIXTURES_DIR]     (default: .fixtures next to this script's parent)
#
# Needs: ffmpeg, opencv-doc, dpkg-dev (apt-get source), python3 with pip (`make deps` installs them).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.fixtures}"
mkdir -p "$out"
out="$(cd "$out" && pwd -P)"
work="$out/.work"

say() { echo "fixtures: $*"; }
die() {
    echo "fixtures: $*" >&2
    exit 1
}
need() { command -v "$1" >/dev/null || die "$1 not found: run \`make deps\` (Debian package $2)"; }

# ffmpeg_to FORMAT INPUT OUTPUT [ffmpeg output options...]: converts atomically (a temporary file renamed).
ffmpeg_to() {
    local format="$1" input="$2" output="$3"
    shift 3
    local partial="$output.partial"
    ffmpeg -nostdin -loglevel error -y -i "$input" "$@" -f "$format" "$partial"
    mv -f "$partial" "$output"
}

# image_pair INPUT DIR NAME: INPUT -> DIR/NAME.ppm (RGB, P6) and DIR/NAME.pgm (gray, P5).
image_pair() {
    local input="$1" dir="$2" name="$3"
    mkdir -p "$dir"
    [ -s "$dir/$name.ppm" ] || ffmpeg_to image2 "$input" "$dir/$name.ppm" -frames:v 1 -update 1 -c:v ppm -pix_fmt rgb24
    [ -s "$dir/$name.pgm" ] || ffmpeg_to image2 "$input" "$dir/$name.pgm" -frames:v 1 -update 1 -c:v pgm -pix_fmt gray
}

# A file from an installed Debian package, whether dh_compress gzipped it or not.
package_file() {
    local package="$1" suffix="$2" path
    path="$(dpkg -L "$package" 2>/dev/null | grep -E "/$suffix(\.gz)?\$" | head -n 1 || true)"
    [ -n "$path" ] || die "$suffix not found in Debian package $package: run \`make deps\`"
    if [[ "$path" == *.gz ]]; then
        mkdir -p "$work"
        local plain="$work/$(basename "${path%.gz}")"
        [ -s "$plain" ] || { gzip -dc "$path" >"$plain.partial" && mv -f "$plain.partial" "$plain"; }
        path="$plain"
    fi
    echo "$path"
}

need ffmpeg ffmpeg

# --- opencv-doc: the Megamind video and the single-face portraits -----------------------------------------
if [ ! -s "$out/megamind.y4m" ] || [ ! -s "$out/megamind-444.y4m" ] || [ ! -s "$out/megamind-mono.y4m" ]; then
    say "Megamind video from opencv-doc"
    video="$(package_file opencv-doc examples/data/Megamind.avi)"
    # Every decoded frame once (ffmpeg's constant-rate default would duplicate one: 271), no audio.
    video_options=(-an -fps_mode passthrough)
    [ -s "$out/megamind.y4m" ] || ffmpeg_to yuv4mpegpipe "$video" "$out/megamind.y4m" "${video_options[@]}" -pix_fmt yuv420p
    # Small clips in the other chroma layouts for the Y4M reader's tests: 5 frames at 180x132.
    [ -s "$out/megamind-444.y4m" ] ||
        ffmpeg_to yuv4mpegpipe "$video" "$out/megamind-444.y4m" "${video_options[@]}" -frames:v 5 -vf scale=180:132 -pix_fmt yuv444p
    [ -s "$out/megamind-mono.y4m" ] ||
        ffmpeg_to yuv4mpegpipe "$video" "$out/megamind-mono.y4m" "${video_options[@]}" -frames:v 5 -vf scale=180:132 -pix_fmt gray
fi
for name in 227943776_1 230501201_1 face_swapped; do
    if [ ! -s "$out/portraits/$name.ppm" ] || [ ! -s "$out/portraits/$name.pgm" ]; then
        say "portrait $name from opencv-doc"
        image_pair "$(package_file opencv-doc "$name.jpg")" "$out/portraits" "$name"
    fi
done

# --- Debian's dlib source package: examples/faces and its landmark oracle ----------------------------------
faces="$out/dlib-faces"
if [ ! -f "$faces/.complete" ]; then
    need apt-get apt
    need dpkg-source dpkg-dev
    say "dlib source package from Debian (apt-get source with a private apt configuration)"
    apt_dir="$out/apt"
    mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/sources.list.d" "$work"
    codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
    keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    echo "deb-src [signed-by=$keyring] http://deb.debian.org/debian $codename main" >"$apt_dir/sources.list"
    apt_options=(
        -o "Dir::Etc::SourceList=$apt_dir/sources.list"
        -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d"
        -o "Dir::State::Lists=$apt_dir/lists"
        -o "Dir::Cache=$apt_dir/cache"
        -o "APT::Sandbox::User=$(id -un)"
    )
    apt-get -qq "${apt_options[@]}" update
    rm -rf "$work/dlib"
    mkdir -p "$work/dlib"
    (cd "$work/dlib" && apt-get -qq "${apt_options[@]}" source --download-only dlib)
    orig="$(ls "$work"/dlib/dlib_*.orig.tar.* 2>/dev/null | head -n 1 || true)"
    [ -n "$orig" ] || die "apt-get source dlib downloaded no .orig tarball"
    # Only examples/faces from the upstream tarball: the rest of the tree is large and unused.
    tar -xf "$orig" -C "$work/dlib" --wildcards '*/examples/faces/*'
    source_faces="$(find "$work/dlib" -type d -path '*/examples/faces' | head -n 1)"
    [ -n "$source_faces" ] || die "no examples/faces in $orig"
    mkdir -p "$faces"
    for xml in testing_with_face_landmarks.xml training_with_face_landmarks.xml; do
        [ -s "$source_faces/$xml" ] || die "no $xml in $orig"
        cp "$source_faces/$xml" "$faces/$xml"
    done
    for jpg in "$source_faces"/*.jpg; do
        image_pair "$jpg" "$faces" "$(basename "$jpg" .jpg)"
    done
    rm -rf "$work/dlib" "$apt_dir"
    touch "$faces/.complete"
fi

# --- scikit-image's wheel from PyPI: the astronaut ---------------------------------------------------------
if [ ! -s "$out/astronaut.ppm" ] || [ ! -s "$out/astronaut.pgm" ]; then
    need python3 python3
    python3 -m pip --version >/dev/null 2>&1 || die "pip not found for python3: run \`make deps\` (python3-pip)"
    say "astronaut from scikit-image's wheel (PyPI)"
    rm -rf "$work/wheel"
    mkdir -p "$work/wheel"
    python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$work/wheel" scikit-image
    wheel="$(ls "$work"/wheel/scikit_image-*.whl | head -n 1)"
    python3 - "$wheel" "$work/astronaut.png" <<'PYTHON'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, open(sys.argv[2], "wb") as png:
    png.write(wheel.read("skimage/data/astronaut.png"))
PYTHON
    image_pair "$work/astronaut.png" "$out" astronaut
    rm -rf "$work/wheel" "$work/astronaut.png"
fi

# --- wink videos: the real faces above with one eye painted shut (numpy and Pillow from PyPI in a venv) -----
winks_version="$(sed -n 's/^VERSION = "\(.*\)".*/\1/p' "$root/scripts/make-wink-videos.py")"
if [ "$(cat "$out/winks/.complete" 2>/dev/null)" != "$winks_version" ]; then
    need python3 python3
    say "wink videos from the dlib faces (scripts/make-wink-videos.py)"
    venv="$out/.venv-winks"
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" || die "python3 -m venv failed: run \`make deps\` (python3-venv)"
    "$venv/bin/python" -c 'import numpy, PIL' 2>/dev/null || "$venv/bin/pip" install --quiet numpy pillow
    "$venv/bin/python" "$root/scripts/make-wink-videos.py" "$out"
fi

# --- the wide wink set: 37 faces of dlib-faces, three clips each, tune and held-out parts -----------------
wink_set_version="$(sed -n 's/^VERSION = "\(.*\)".*/\1/p' "$root/scripts/make-wink-set.py")"
if [ "$(cat "$out/wink-set/.complete" 2>/dev/null)" != "$wink_set_version" ]; then
    need python3 python3
    say "wink set from the dlib faces (scripts/make-wink-set.py, a few minutes)"
    venv="$out/.venv-winks"
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" || die "python3 -m venv failed: run \`make deps\` (python3-venv)"
    "$venv/bin/python" -c 'import numpy, PIL' 2>/dev/null || "$venv/bin/pip" install --quiet numpy pillow
    "$venv/bin/python" "$root/scripts/make-wink-set.py" "$out"
fi

rm -rf "$work"
cat >"$out/README.txt.partial" <<'README'
FaceNav test fixtures (made by scripts/fetch-fixtures.sh, run by `make fixtures` and `make test`; never committed)

megamind.y4m          opencv-doc examples/data/Megamind.avi as YUV4MPEG2 4:2:0 (C420mpeg2), 720x528, 270 frames
                      at 2997:125 fps (23.976): an animated talking face, eye closures around frames 27-33 and 254-258
megamind-444.y4m      its first 5 frames scaled to 180x132, 4:4:4 (C444)
megamind-mono.y4m     its first 5 frames scaled to 180x132, luma only (Cmono)
portraits/NAME.ppm    single-face portraits from opencv-doc's HTML docs (227943776_1, 230501201_1,
portraits/NAME.pgm    face_swapped): RGB (P6) and gray (P5)
dlib-faces/NAME.ppm   examples/faces/*.jpg from Debian's dlib source package: RGB (P6) and gray (P5)
dlib-faces/NAME.pgm
dlib-faces/testing_with_face_landmarks.xml   face boxes with 68 landmarks each (dlib's imglab format),
dlib-faces/training_with_face_landmarks.xml  referencing the .jpg names above (read NAME.ppm/.pgm instead)
astronaut.ppm         skimage/data/astronaut.png from scikit-image's wheel (PyPI): RGB (P6), 512x512
astronaut.pgm         the same in gray (P5)
winks/NAME.y4m        scripts/make-wink-videos.py: Tom Cruise's portrait and the man with glasses from dlib-faces with
winks/NAME.labels     one eye painted shut at a time (600 ms winks, a 200 ms blink), 640x480 at 30 fps; one label a
                      frame (open, left, right, both: the user's eye shut). man-350/200/100 (face width), -squint,
                      -side-light, -tilted (20 degrees), glasses-200
wink-set/NAME.y4m     scripts/make-wink-set.py: 37 faces of dlib-faces, three clips each (two with a left and a right
wink-set/NAME.labels  wink of 300-900 ms, one with blinks, a squint, a droop and talking), 80-400 px faces, one camera
wink-set/NAME.json    condition a clip (light ramp, noise, blur, JPEG, motion, side light); labels: each eye o/c/x a
wink-set/index.json   frame; a tune and a held-out part, split by face. WINK_SET_PAINT=slit (off by default; version
                      "3+slit-lid-2") paints each shut lid over the eye's own slit in the colour of the skin above
                      the eye, where the default's cheek-coloured lid with its lash line under the eye can look open
README
mv -f "$out/README.txt.partial" "$out/README.txt"
say "ready in $out"
