#!/bin/sh
# Records TensorFlow Lite's own outputs (PyPI tflite-runtime) of MediaPipe's iris model on real eye crops: cuts six
# 64x64 RGB eye crops from dlib's example faces into Tests/Fixtures/eye-crops/ (small, committed; the crops' origin
# in eye-crops/crops.json) and writes every output float into Tests/Fixtures/iris-landmarks-tflite.json, the oracle
# NeuralNetworkAccuracyTests compares FaceNav's NeuralNetwork with. Run from the repository root after
# `make fixtures models peers`:
#   sh Benchmarks/peers/record-iris-landmarks.sh
set -eu
python=${PYTHON:-Benchmarks/.venv-tflite/bin/python}
crops=Tests/Fixtures/eye-crops
rm -rf "$crops.tmp" && mkdir -p "$crops.tmp"
"$python" Benchmarks/peers/tflite_iris.py crop --faces 3 --out "$crops.tmp" \
    --xml .fixtures/dlib-faces/testing_with_face_landmarks.xml \
    --xml .fixtures/dlib-faces/training_with_face_landmarks.xml > "$crops.tmp/crops.json"
rm -rf "$crops" && mv "$crops.tmp" "$crops"
"$python" Benchmarks/peers/tflite_iris.py run --model .models/iris_landmark.tflite "$crops"/*.ppm \
    > Tests/Fixtures/iris-landmarks-tflite.json.tmp
mv Tests/Fixtures/iris-landmarks-tflite.json.tmp Tests/Fixtures/iris-landmarks-tflite.json
