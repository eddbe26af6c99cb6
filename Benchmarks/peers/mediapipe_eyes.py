#!/usr/bin/env python3
"""MediaPipe's face mesh (PyPI mediapipe 0.10.14, refine_landmarks) reading the eyes of the wink set, the peer
FaceNav's eye readings are scored against.

    mediapipe_eyes.py WINK_SET_DIR > mediapipe-eyes.json

Tracks every clip of WINK_SET_DIR/index.json (scripts/make-wink-set.py) with `FaceMesh(static_image_mode=False,
refine_landmarks=True, max_num_faces=1)`, as a live camera feed, and prints JSON: for each clip, one
[found, left, right] a frame, where left and right are the eye aspect ratio (Soukupova and Cech: the mean of
the two lid-to-lid distances over the corner-to-corner distance) of the user's left and right eye from the
mesh's refined eye points (user's right eye, image-left: corners 33 and 133, lids 160/144 and 158/153; left
eye: 362 and 263, 385/380 and 387/373). `WinkSetReport` (Tests/FaceTrackingTests) turns each into an
openness against the clip's own running open level, as FaceNav does, and feeds both through the same
gesture engine.
"""
import json
import os
import sys

os.environ.setdefault("GLOG_minloglevel", "2")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mediapipe_face_mesh import read_y4m  # noqa: E402

RIGHT = (33, 133, (160, 144), (158, 153))
LEFT = (362, 263, (385, 380), (387, 373))


def aspect(points, eye):
    def distance(a, b):
        return ((points[a].x - points[b].x) ** 2 + (points[a].y - points[b].y) ** 2) ** 0.5

    first, second, (u1, l1), (u2, l2) = eye
    width = distance(first, second)
    return 0.0 if width <= 1e-9 else (distance(u1, l1) + distance(u2, l2)) / (2 * width)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: mediapipe_eyes.py WINK_SET_DIR")
    directory = sys.argv[1]
    try:
        clips = json.load(open(os.path.join(directory, "index.json")))["clips"]
    except OSError as error:
        sys.exit(f"{directory}/index.json: {error.strerror}: run make fixtures")
    import cv2
    import mediapipe as mp
    import numpy as np

    result = {"peer": f"MediaPipe {mp.__version__} face mesh (refine_landmarks)", "clips": {}}
    for clip in clips:
        width, height, raw = read_y4m(os.path.join(directory, clip["name"] + ".y4m"))
        mesh = mp.solutions.face_mesh.FaceMesh(
            static_image_mode=False, refine_landmarks=True, max_num_faces=1,
            min_detection_confidence=0.5, min_tracking_confidence=0.5)
        rows = []
        for data in raw:
            rgb = cv2.cvtColor(np.frombuffer(data, np.uint8).reshape(height * 3 // 2, width), cv2.COLOR_YUV2RGB_I420)
            found = mesh.process(rgb).multi_face_landmarks
            if not found:
                rows.append([0, 0.0, 0.0])
                continue
            # Normalised coordinates: x in widths, y in heights; back to pixels so the ratio is true.
            points = [type("P", (), {"x": p.x * width, "y": p.y * height}) for p in found[0].landmark]
            rows.append([1, round(aspect(points, LEFT), 5), round(aspect(points, RIGHT), 5)])
        mesh.close()
        result["clips"][clip["name"]] = rows
        print(f"mediapipe_eyes: {clip['name']}", file=sys.stderr, flush=True)
    json.dump(result, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
