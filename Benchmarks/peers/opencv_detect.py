#!/usr/bin/env python3
"""OpenCV's CascadeClassifier.detectMultiScale on PGM/PPM images, single-threaded, as JSON.

The peer of FaceNav's CascadeDetector: same cascade file, same scaleFactor / minNeighbors / minSize /
maxSize. Prints {"opencv": version, "cascade": path, "images": [{"path", "width", "height", "faces":
[[x, y, w, h], ...], "median_ms"}]}; with --runs N the detection is timed N times and the medians of wall-clock and CPU time reported.
--frame WxH turns each image into a WxH frame by nearest-neighbour sampling (pixel (x, y) from source pixel
(x * w // W, y * h // H)), the same frame FaceNav's DetectionBenchmarks builds.
"""
import argparse
import json
import statistics
import sys
import time

import cv2
import numpy as np


def load_gray(path, frame):
    image = cv2.imread(path, cv2.IMREAD_UNCHANGED)
    if image is None:
        sys.exit(f"{path}: cannot read the image (give a PGM or PPM file)")
    if image.ndim == 3:
        image = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    if frame:
        width, height = frame
        ys = (np.arange(height) * image.shape[0]) // height
        xs = (np.arange(width) * image.shape[1]) // width
        image = np.ascontiguousarray(image[ys[:, None], xs[None, :]])
    return image


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("images", nargs="+")
    parser.add_argument("--cascade", required=True)
    parser.add_argument("--scale-factor", type=float, default=1.1)
    parser.add_argument("--min-neighbors", type=int, default=3)
    parser.add_argument("--min-size", type=int, default=0)
    parser.add_argument("--max-size", type=int, default=0)
    parser.add_argument("--runs", type=int, default=0, help="time detectMultiScale this many times")
    parser.add_argument("--frame", default="", help="WxH frame to sample each image into first")
    args = parser.parse_args()

    cv2.setNumThreads(1)
    classifier = cv2.CascadeClassifier()
    if not classifier.load(args.cascade):
        sys.exit(f"{args.cascade}: OpenCV cannot load this cascade")
    frame = tuple(int(v) for v in args.frame.split("x")) if args.frame else None
    results = []
    for path in args.images:
        image = load_gray(path, frame)

        def detect():
            return classifier.detectMultiScale(
                image,
                scaleFactor=args.scale_factor,
                minNeighbors=args.min_neighbors,
                minSize=(args.min_size, args.min_size),
                maxSize=(args.max_size, args.max_size),
            )

        faces = detect()
        entry = {
            "path": path,
            "width": int(image.shape[1]),
            "height": int(image.shape[0]),
            "faces": [[int(v) for v in face] for face in faces],
        }
        if args.runs > 0:
            times, cpu_times = [], []
            for _ in range(args.runs):
                start, cpu_start = time.perf_counter(), time.process_time()
                detect()
                times.append((time.perf_counter() - start) * 1000)
                cpu_times.append((time.process_time() - cpu_start) * 1000)
            entry["median_ms"] = statistics.median(times)
            entry["median_cpu_ms"] = statistics.median(cpu_times)
        results.append(entry)
    json.dump({"opencv": cv2.__version__, "cascade": args.cascade, "scale_factor": args.scale_factor,
               "min_neighbors": args.min_neighbors, "min_size": args.min_size, "max_size": args.max_size,
               "images": results}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
