#!/usr/bin/env bash
# Records OpenCV's detectMultiScale boxes on the test portraits into Tests/Fixtures/opencv-cascade-boxes.json,
# the oracle FaceTrackingTests compare the cascade detector with. Run from the package root after
# `make peers fixtures`:  Benchmarks/peers/record-opencv-boxes.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=Benchmarks/.venv/bin/python
IMAGES=(.fixtures/portraits/227943776_1.pgm .fixtures/portraits/230501201_1.pgm .fixtures/portraits/face_swapped.pgm
        .fixtures/astronaut.pgm)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for cascade in lbp:lbpcascades/lbpcascade_frontalface_improved haar:haarcascades/haarcascade_frontalface_default \
               eyes:haarcascades/haarcascade_eye_tree_eyeglasses; do
  name=${cascade%%:*}
  file=/usr/share/opencv4/${cascade#*:}.xml
  "$PY" Benchmarks/peers/opencv_detect.py --cascade "$file" "${IMAGES[@]}" > "$TMP/$name-faces.json"
  "$PY" Benchmarks/peers/opencv_detect.py --cascade "$file" --min-neighbors 0 "${IMAGES[@]}" > "$TMP/$name-windows.json"
done
"$PY" - "$TMP" > Tests/Fixtures/opencv-cascade-boxes.json.tmp <<'PYTHON'
import json, sys
tmp = sys.argv[1]
out = {"note": "OpenCV detectMultiScale (scaleFactor 1.1) on the test portraits; made by "
               "Benchmarks/peers/record-opencv-boxes.sh", "cascades": {}}
for name in ["lbp", "haar", "eyes"]:
    faces = json.load(open(f"{tmp}/{name}-faces.json"))
    windows = json.load(open(f"{tmp}/{name}-windows.json"))
    out["opencv"] = faces["opencv"]
    out["cascades"][name] = {
        "cascade": faces["cascade"],
        "images": [{"path": f["path"], "faces": f["faces"], "windows": w["faces"]}
                   for f, w in zip(faces["images"], windows["images"])],
    }
json.dump(out, sys.stdout, separators=(",", ":"))
print()
PYTHON
mv Tests/Fixtures/opencv-cascade-boxes.json.tmp Tests/Fixtures/opencv-cascade-boxes.json
echo "wrote Tests/Fixtures/opencv-cascade-boxes.json"
