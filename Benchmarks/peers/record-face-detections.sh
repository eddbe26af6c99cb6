#!/usr/bin/env bash
# Records MediaPipe's short-range face detector, run by TensorFlow Lite, on the test pictures into
# Tests/Fixtures/face-detection-tflite.json, the oracle LearnedFaceDetectorTests compare FaceNav's runtime with.
# Run from the package root after `make peers fixtures models`:  Benchmarks/peers/record-face-detections.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
Benchmarks/.venv-tflite/bin/python Benchmarks/peers/tflite_face_detection.py .models/face_detection_short_range.tflite \
    .fixtures/portraits/227943776_1.pgm .fixtures/portraits/230501201_1.pgm .fixtures/astronaut.pgm \
    .fixtures/dlib-faces/2008_002506.pgm .fixtures/dlib-faces/2007_007763.pgm .fixtures/dlib-faces/bald_guys.pgm \
    .fixtures/dlib-faces/dogs.pgm > Tests/Fixtures/face-detection-tflite.json.tmp
mv Tests/Fixtures/face-detection-tflite.json.tmp Tests/Fixtures/face-detection-tflite.json
