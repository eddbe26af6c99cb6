#!/bin/sh
# Records dlib's own landmarks (PyPI dlib-bin) for every face box of dlib's example XML files, on the PPM copies
# `make fixtures` makes, into Tests/Fixtures/dlib-landmarks.json: the oracle ShapePredictorAccuracyTests compares
# FaceNav's predictions with. Run from the repository root after `make fixtures`, with the peers' venv:
#   python3 -m venv Benchmarks/.venv && Benchmarks/.venv/bin/pip install dlib-bin numpy
#   sh Benchmarks/peers/record-dlib-landmarks.sh
set -eu
python=${PYTHON:-Benchmarks/.venv/bin/python}
"$python" Benchmarks/peers/dlib_landmarks.py \
    --xml .fixtures/dlib-faces/testing_with_face_landmarks.xml \
    --xml .fixtures/dlib-faces/training_with_face_landmarks.xml > Tests/Fixtures/dlib-landmarks.json.tmp
mv Tests/Fixtures/dlib-landmarks.json.tmp Tests/Fixtures/dlib-landmarks.json
