#!/usr/bin/env python3
"""OpenCV's CascadeClassifier.detectMultiScale on PGM/PPM images, single-threaded, as JSON.

The peer of FaceNav's CascadeDetector: same cascade file, same scaleFactor / minNeighbors / minSize /
maxSize. Prints {"opencv": version, "cascade": path, "images": [{"path", "width", "height", "faces":
[[x, y, w, h], ...], "median_ms"}]}; with --runs N the detection is timed N times and the median reported.
--resize WxH scales each image to that size first (INTER_AREA), as the benchmark does.
"""
import argparse
import json
import statistics
import sys
import time

import cv2


def load_gray(path, resize):
    image = cv2.imread(path, cv2.IMREAD_UNCHANGED)
    if image is None:
        sys.exit(f"{path}: cannot read the image (give a PGM or PPM file)")
    if image.ndim == 3:
        image = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    if resize:
        image = cv2.resize(image, resize, interpolation=cv2.INTER_AREA)
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
    parser.add_argument("--resize", default="", help="WxH to scale each image to first")
    args = parser.parse_args()

    cv2.setNumThreads(1)
    classifier = cv2.CascadeClassifier()
    if not classifier.load(args.cascade):
        sys.exit(f"{args.cascade}: OpenCV cannot load this cascade")
    resize = tuple(int(v) for v in args.resize.split("x")) if args.resize else None
    results = []
    for path in args.images:
        image = load_gray(path, resize)

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
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                detect()
                times.append((time.perf_counter() - start) * 1000)
            entry["median_ms"] = statistics.median(times)
        results.append(entry)
    json.dump({"opencv": cv2.__version__, "cascade": args.cascade, "scale_factor": args.scale_factor,
               "min_neighbors": args.min_neighbors, "min_size": args.min_size, "max_size": args.max_size,
               "images": results}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
