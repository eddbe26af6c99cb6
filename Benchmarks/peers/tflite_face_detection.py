"""MediaPipe's short-range face detector (face_detection_short_range.tflite) run by TensorFlow Lite, the peer of
FaceNav's LearnedFaceDetector: each grey PGM letterboxed into the model's 128x128 input (bilinear, pixel centres
mapped as OpenCV's warpAffine maps them, black outside), grey in all three channels scaled to -1..1, the outputs
decoded as MediaPipe's face_detection_short_range graph does (SSD anchors 16x16x2 + 8x8x6, scale 128, sigmoid of
the clipped logit, score >= 0.5, weighted non-maximum suppression at IoU 0.3). Prints JSON: per image, each face's
box [x, y, width, height], score and six key points, in pixels ((0, 0) the top-left pixel's centre).

    Benchmarks/.venv-tflite/bin/python Benchmarks/peers/tflite_face_detection.py MODEL IMAGE.pgm...
"""
import json
import sys

import numpy as np

try:
    from tflite_runtime.interpreter import Interpreter
except ImportError:
    sys.exit("tflite_face_detection.py: tflite-runtime is missing; run `make peers` (Benchmarks/.venv-tflite)")


def read_pgm(path):
    data = open(path, "rb").read()
    fields, index = [], 0
    while len(fields) < 4:
        while data[index:index + 1].isspace():
            index += 1
        start = index
        while not data[index:index + 1].isspace():
            index += 1
        fields.append(data[start:index].decode())
    width, height = int(fields[1]), int(fields[2])
    return np.frombuffer(data[index + 1:index + 1 + width * height], np.uint8).reshape(height, width)


def letterbox(image, side=128):
    """The whole image in a side x side square, centred, bilinear, black (0) outside."""
    height, width = image.shape
    square = max(width, height)
    step = square / side
    left, top = (width - square) / 2, (height - square) / 2
    coords = (np.arange(side) + 0.5) * step - 0.5
    xs, ys = left + coords, top + coords
    out = np.zeros((side, side), np.float64)
    padded = np.zeros((height + 2, width + 2), np.float64)
    padded[1:-1, 1:-1] = image
    for row, y in enumerate(ys):
        y0 = np.floor(y)
        fy = y - y0
        for column, x in enumerate(xs):
            x0 = np.floor(x)
            fx = x - x0
            if x0 < 0 or y0 < 0 or x0 + 1 >= width or y0 + 1 >= height:
                continue
            yy, xx = int(y0) + 1, int(x0) + 1
            top_value = padded[yy, xx] * (1 - fx) + padded[yy, xx + 1] * fx
            bottom_value = padded[yy + 1, xx] * (1 - fx) + padded[yy + 1, xx + 1] * fx
            out[row, column] = np.round(top_value * (1 - fy) + bottom_value * fy)
    return out, left, top, square


def anchors():
    result = []
    for cells, per_cell in ((16, 2), (8, 6)):
        for y in range(cells):
            for x in range(cells):
                result += [((x + 0.5) / cells, (y + 0.5) / cells)] * per_cell
    return np.array(result)


def iou(a, b):
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    if w <= 0 or h <= 0:
        return 0.0
    inter = w * h
    return inter / ((a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter)


def detect(interpreter, image):
    pixels, left, top, square = letterbox(image)
    tensor = np.repeat((pixels / 127.5 - 1).astype(np.float32)[None, :, :, None], 3, axis=3)
    interpreter.set_tensor(interpreter.get_input_details()[0]["index"], tensor)
    interpreter.invoke()
    outputs = {d["name"]: interpreter.get_tensor(d["index"]) for d in interpreter.get_output_details()}
    raw, logits = outputs["regressors"][0].astype(np.float64), outputs["classificators"][0, :, 0].astype(np.float64)
    scores = 1 / (1 + np.exp(-np.clip(logits, -100, 100)))
    grid = anchors()
    faces = []
    for i in np.nonzero(scores >= 0.5)[0]:
        v = raw[i] / 128
        cx, cy, w, h = v[0] + grid[i, 0], v[1] + grid[i, 1], v[2], v[3]
        points = [(v[4 + 2 * k] + grid[i, 0], v[5 + 2 * k] + grid[i, 1]) for k in range(6)]
        faces.append((scores[i], [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], points))
    faces.sort(key=lambda f: -f[0])
    merged = []
    while faces:
        best = faces[0]
        group = [f for f in faces if iou(best[1], f[1]) > 0.3] or [best]
        faces = [f for f in faces if f not in group]
        weights = np.array([f[0] for f in group])
        box = (np.array([f[1] for f in group]) * weights[:, None]).sum(0) / weights.sum()
        points = (np.array([f[2] for f in group]) * weights[:, None, None]).sum(0) / weights.sum()
        px = lambda x: left + x * square - 0.5
        py = lambda y: top + y * square - 0.5
        merged.append({
            "box": [px(box[0]), py(box[1]), (box[2] - box[0]) * square, (box[3] - box[1]) * square],
            "score": float(best[0]),
            "keypoints": [[px(x), py(y)] for x, y in points],
        })
    return merged


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    interpreter = Interpreter(sys.argv[1])
    interpreter.allocate_tensors()
    images = [{"path": path, "faces": detect(interpreter, read_pgm(path))} for path in sys.argv[2:]]
    json.dump({"model": sys.argv[1].split("/")[-1], "images": images}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
