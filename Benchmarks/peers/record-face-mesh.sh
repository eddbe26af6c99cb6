#!/usr/bin/env bash
# Records MediaPipe's face mesh (face_landmark.tflite), run by TensorFlow Lite, on the 192x192 face crops in
# Tests/Fixtures/face-mesh-crops/ (cut by FaceNav's FaceMeshCrop, committed) into Tests/Fixtures/face-mesh-tflite.json,
# the oracle FaceMeshModelTests compare FaceNav's runtime with. Run from the package root after
# `make peers fixtures models`:
#   FACE_MESH_CROPS=1 swift test --skip-build --filter FaceMeshModelTests/recordCrops   # (re)cuts the crops
#   Benchmarks/peers/record-face-mesh.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
Benchmarks/.venv-tflite/bin/python Benchmarks/peers/tflite_iris.py run --model .models/face_landmark.tflite \
    Tests/Fixtures/face-mesh-crops/*.ppm > Tests/Fixtures/face-mesh-tflite.json.tmp
mv Tests/Fixtures/face-mesh-tflite.json.tmp Tests/Fixtures/face-mesh-tflite.json
