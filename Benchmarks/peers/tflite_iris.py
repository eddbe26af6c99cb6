#!/usr/bin/env python3
"""TensorFlow Lite (PyPI tflite-runtime), the peer FaceNav's NeuralNetwork is checked and timed against, on
MediaPipe's iris model and real eye crops.

  # cut 64x64 RGB eye crops from dlib's example faces (imglab XML with 68 points; images read as NAME.ppm):
  # the largest face of each of the N images with the largest faces, both eyes each, a square 2.3 times the eye's corner-to-corner width about its centre
  # (MediaPipe's eye region), bilinear, edges replicated; the subject's right eye mirrored, as MediaPipe feeds it
  tflite_iris.py crop --xml .fixtures/dlib-faces/testing_with_face_landmarks.xml --faces 3 --out DIR
  # run the model on crops (binary PPM, RGB scaled to [0, 1]) and print every output as JSON
  tflite_iris.py run --model .models/iris_landmark.tflite CROP.ppm [...]
  # also time inference on one thread: over --runs runs of --batch inferences each, the median of (time for the
  # batch) / (batch size), wall clock and this thread's CPU time (FaceNav's benchmark times batches of 100 too)
  tflite_iris.py run --model .models/iris_landmark.tflite --runs 50 --batch 100 CROP.ppm
"""
import argparse
import hashlib
import json
import os
import re
import statistics
import sys
import time

import numpy as np

SCALE = 2.3  # MediaPipe's iris graph: the eye's region is 2.3 times the corner-to-corner width, square
SIZE = 64


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


def write_ppm(path, image):
    partial = path + ".partial"
    with open(partial, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (image.shape[1], image.shape[0]))
        f.write(image.astype(np.uint8).tobytes())
    os.replace(partial, path)


def faces_from_xml(path):
    """(jpg name, box [x, y, w, h], 68 points) for every box of an imglab XML file, in file order."""
    text = open(path, encoding="iso-8859-1").read()
    faces = []
    image = None
    for line in text.splitlines():
        attributes = dict(re.findall(r"(\w+)='([^']*)'", line))
        if "<image " in line:
            image = attributes["file"]
        elif "<box " in line:
            faces.append((image, [int(attributes[k]) for k in ("left", "top", "width", "height")], {}))
        elif "<part " in line:
            faces[-1][2][int(attributes["name"])] = (float(attributes["x"]), float(attributes["y"]))
    return faces


def crop(image, center_x, center_y, side, mirror):
    """A SIZE x SIZE bilinear sample of the square `side` wide about (center_x, center_y), edges replicated."""
    height, width, _ = image.shape
    steps = (np.arange(SIZE) + 0.5) * side / SIZE - side / 2 - 0.5
    xs, ys = center_x + steps, center_y + steps
    if mirror:
        xs = xs[::-1]
    x0, y0 = np.floor(xs).astype(int), np.floor(ys).astype(int)
    fx, fy = (xs - x0)[None, :, None], (ys - y0)[:, None, None]
    clamp_x = lambda v: np.clip(v, 0, width - 1)
    clamp_y = lambda v: np.clip(v, 0, height - 1)
    pixels = image.astype(np.float64)
    top = pixels[clamp_y(y0)][:, clamp_x(x0)] * (1 - fx) + pixels[clamp_y(y0)][:, clamp_x(x0 + 1)] * fx
    bottom = pixels[clamp_y(y0 + 1)][:, clamp_x(x0)] * (1 - fx) + pixels[clamp_y(y0 + 1)][:, clamp_x(x0 + 1)] * fx
    return np.clip(np.rint(top * (1 - fy) + bottom * fy), 0, 255).astype(np.uint8)


def command_crop(arguments):
    faces = []
    for xml in arguments.xml:
        folder = os.path.dirname(xml)
        faces += [(os.path.join(folder, os.path.splitext(name)[0] + ".ppm"), box, points)
                  for name, box, points in faces_from_xml(xml)]
    # The largest face of each image, largest first: their eyes need the least upsampling.
    faces.sort(key=lambda face: -face[1][2])
    faces = [face for i, face in enumerate(faces) if face[0] not in [other[0] for other in faces[:i]]]
    os.makedirs(arguments.out, exist_ok=True)
    crops = []
    for path, box, points in faces[:arguments.faces]:
        image = read_ppm(path)
        # dlib's 68 points: 36-41 the subject's right eye (left in the image), 42-47 their left eye.
        for eye, (outer, inner), mirror in (("left", (45, 42), False), ("right", (36, 39), True)):
            (ax, ay), (bx, by) = points[outer], points[inner]
            center_x, center_y = (ax + bx) / 2, (ay + by) / 2
            side = SCALE * float(np.hypot(bx - ax, by - ay))
            name = f"{os.path.splitext(os.path.basename(path))[0]}-{box[0]}-{box[1]}-{eye}.ppm"
            write_ppm(os.path.join(arguments.out, name), crop(image, center_x, center_y, side, mirror))
            crops.append({"file": name, "image": os.path.basename(path), "face": box, "eye": eye,
                          "center": [round(center_x, 3), round(center_y, 3)], "side": round(side, 3),
                          "mirrored": mirror})
    json.dump({"crops": crops}, sys.stdout, indent=1)
    sys.stdout.write("\n")


def command_run(arguments):
    from tflite_runtime import __version__ as version
    from tflite_runtime.interpreter import Interpreter

    if not os.path.exists(arguments.model):
        sys.exit(f"{arguments.model} not found: run make models")
    interpreter = Interpreter(model_path=arguments.model, num_threads=1)
    interpreter.allocate_tensors()
    (source,) = interpreter.get_input_details()
    outputs = interpreter.get_output_details()

    def infer(pixels):
        interpreter.set_tensor(source["index"], pixels)
        interpreter.invoke()
        return [interpreter.get_tensor(output["index"]) for output in outputs]

    inputs = [(path, (read_ppm(path).astype(np.float32) / np.float32(255))[None]) for path in arguments.crops]
    result = {
        "peer": f"tflite-runtime {version}",
        "model": os.path.basename(arguments.model),
        "model_sha256": hashlib.sha256(open(arguments.model, "rb").read()).hexdigest(),
        "input": "RGB scaled to [0, 1] (value / 255 in float32)",
        "outputs": [{"name": output["name"], "shape": [int(d) for d in output["shape"]]} for output in outputs],
        "crops": [{"file": os.path.basename(path), "outputs": [[float(v) for v in tensor.ravel()] for tensor in
                                                             infer(pixels)]} for path, pixels in inputs],
    }
    if arguments.runs > 0:
        wall, cpu = [], []
        pixels = inputs[0][1]
        for _ in range(arguments.runs):
            start_wall, start_cpu = time.perf_counter_ns(), time.thread_time_ns()
            for _ in range(arguments.batch):
                interpreter.set_tensor(source["index"], pixels)
                interpreter.invoke()
                for output in outputs:
                    interpreter.get_tensor(output["index"])
            cpu.append((time.thread_time_ns() - start_cpu) / arguments.batch)
            wall.append((time.perf_counter_ns() - start_wall) / arguments.batch)
        result["runs"] = arguments.runs
        result["batch"] = arguments.batch
        result["median_wall_ns"] = statistics.median(wall)
        result["median_cpu_ns"] = statistics.median(cpu)
    json.dump(result, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    crop_parser = commands.add_parser("crop", help="cut eye crops from dlib's example faces")
    crop_parser.add_argument("--xml", action="append", required=True, help="an imglab XML with 68 points")
    crop_parser.add_argument("--faces", type=int, default=3, help="how many of the largest faces")
    crop_parser.add_argument("--out", required=True, help="folder for the crops")
    run_parser = commands.add_parser("run", help="run the model on crops")
    run_parser.add_argument("--model", default=".models/iris_landmark.tflite")
    run_parser.add_argument("--runs", type=int, default=0, help="time inference over this many runs")
    run_parser.add_argument("--batch", type=int, default=1, help="inferences per timed run")
    run_parser.add_argument("crops", nargs="+", help="64x64 binary PPM crops")
    arguments = parser.parse_args()
    (command_crop if arguments.command == "crop" else command_run)(arguments)


if __name__ == "__main__":
    main()
