#!/usr/bin/env python3
"""dlib's own 68-point landmarks (PyPI dlib-bin), the peer FaceNav's ShapePredictor is checked and timed against.

Prints JSON: for each face box, dlib's shape_predictor(image, rect) parts, with the image fed as an RGB array
(dlib turns it grey as (r + g + b) / 3, as FaceNav's GrayImage(dlibIntensityOfRGB:) does).

  # landmarks in given boxes (x,y,w,h as FaceNav's FaceBox; dlib rectangle(x, y, x+w-1, y+h-1))
  dlib_landmarks.py --image IMG.ppm --box 274,181,52,53 [--box ...]
  # every box of dlib's imglab XML files (images read as NAME.ppm next to the XML)
  dlib_landmarks.py --xml .fixtures/dlib-faces/testing_with_face_landmarks.xml [--xml ...]
  # also time shape_predictor (one thread): the median over --runs runs of predicting all the boxes, per face,
  # in wall-clock and in this thread's CPU time
  dlib_landmarks.py --image IMG.ppm --box ... --runs 200
"""
import argparse
import json
import os
import re
import statistics
import sys
import time

import dlib
import numpy as np

DEFAULT_MODEL = "/usr/share/dlib/shape_predictor_68_face_landmarks.dat"


def read_ppm(path):
    """A binary PPM (P6, maxval 255) as an H x W x 3 uint8 array."""
    with open(path, "rb") as f:
        data = f.read()
    tokens = []
    i = 0
    while len(tokens) < 4:
        while data[i:i + 1].isspace():
            i += 1
        if data[i:i + 1] == b"#":
            while data[i:i + 1] != b"\n":
                i += 1
            continue
        start = i
        while not data[i:i + 1].isspace():
            i += 1
        tokens.append(data[start:i])
    if tokens[0] != b"P6" or tokens[3] != b"255":
        sys.exit(f"{path}: not a binary 8-bit PPM (P6)")
    width, height = int(tokens[1]), int(tokens[2])
    pixels = np.frombuffer(data, dtype=np.uint8, count=width * height * 3, offset=i + 1)
    return np.ascontiguousarray(pixels.reshape(height, width, 3))


def boxes_from_xml(path):
    """(jpg name, [x, y, w, h]) for every box of an imglab XML file, in file order."""
    text = open(path, encoding="iso-8859-1").read()
    result = []
    image = None
    for line in text.splitlines():
        attributes = dict(re.findall(r"(\w+)='([^']*)'", line))
        if "<image " in line:
            image = attributes["file"]
        elif "<box " in line:
            result.append((image, [int(attributes[k]) for k in ("left", "top", "width", "height")]))
    return result


def predict(predictor, image, box):
    x, y, w, h = box
    shape = predictor(image, dlib.rectangle(x, y, x + w - 1, y + h - 1))
    return [[shape.part(i).x, shape.part(i).y] for i in range(shape.num_parts)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--image", help="a binary PPM")
    parser.add_argument("--box", action="append", default=[], help="x,y,w,h (repeatable)")
    parser.add_argument("--xml", action="append", default=[], help="an imglab XML with boxes (repeatable)")
    parser.add_argument("--runs", type=int, default=0, help="time shape_predictor over this many runs")
    arguments = parser.parse_args()

    if not os.path.exists(arguments.model):
        sys.exit(f"{arguments.model} not found: install the Debian package libdlib-data")
    predictor = dlib.shape_predictor(arguments.model)

    jobs = []  # (image name, image path, box)
    if arguments.image:
        for box in arguments.box:
            jobs.append((os.path.basename(arguments.image), arguments.image, [int(v) for v in box.split(",")]))
    for xml in arguments.xml:
        folder = os.path.dirname(xml)
        for name, box in boxes_from_xml(xml):
            jobs.append((name, os.path.join(folder, os.path.splitext(name)[0] + ".ppm"), box))
    if not jobs:
        sys.exit("give --image with --box, or --xml")

    images = {}
    faces = []
    for name, path, box in jobs:
        if path not in images:
            images[path] = read_ppm(path)
        faces.append({"image": name, "box": box, "points": predict(predictor, images[path], box)})

    result = {"peer": "dlib " + dlib.__version__, "model": os.path.basename(arguments.model), "faces": faces}
    if arguments.runs > 0:
        wall = []
        cpu = []
        for _ in range(arguments.runs):
            start_wall = time.perf_counter_ns()
            start_cpu = time.thread_time_ns()
            for _, path, box in jobs:
                x, y, w, h = box
                predictor(images[path], dlib.rectangle(x, y, x + w - 1, y + h - 1))
            cpu.append((time.thread_time_ns() - start_cpu) / len(jobs))
            wall.append((time.perf_counter_ns() - start_wall) / len(jobs))
        result["runs"] = arguments.runs
        # Per face: the median over the runs of (time for all the boxes) / (number of boxes).
        result["median_wall_ns_per_face"] = statistics.median(wall)
        result["median_cpu_ns_per_face"] = statistics.median(cpu)
    json.dump(result, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
