#!/usr/bin/env python3
"""Makes the wink test videos: real photographed faces with one eye painted shut, frame by frame labelled.

    make-wink-videos.py FIXTURES_DIR      (run by scripts/fetch-fixtures.sh in a venv with numpy and Pillow)

Reads the real faces in FIXTURES_DIR/dlib-faces (Tom Cruise's portrait, whose 68 landmarks dlib's
predictor gave once, recorded below; and the man with glasses in 2008_002506, whose landmarks are annotated
in dlib's testing_with_face_landmarks.xml) and writes FIXTURES_DIR/winks/NAME.y4m (640x480, 30 fps,
4:2:0, BT.601 limited range) with NAME.labels beside it: one word a frame, `open`, `left`, `right` (that
eye of the user's shut: in these unmirrored videos the user's left eye is on the image's right) or
`both`. Every clip: 40 open frames (past the gestures' 1 s settling), the left eye shut 600 ms, open, the right eye shut 600 ms, open, a
200 ms two-eye blink, open; the head moves a few pixels all along. A shut eye is painted as a closed eye
looks: skin sampled around the eye brought down over it, darker towards a lash line drawn along the
lower lid. Clips: the face 350, 200 and 100 px wide; squinting (both lids half down while open); lit
from one side; tilted 20°; glasses (real rims). Deterministic; a second run with the clips present
returns at once.
"""

import math
import os
import sys
import xml.etree.ElementTree as ElementTree

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

VERSION = "3"  # bump when the clips change, so `make fixtures` makes them again
WIDTH, HEIGHT, FPS = 640, 480, 30

# dlib's 68-point predictor on dlib-faces/Tom_Cruise_avp_2014_4.ppm (`facenav track --video ... --landmarks`):
# points 36-47 (the image-left eye's six, then the image-right eye's), and the jaw's ends 0 and 16.
TOM_EYES = [
    (159.78, 373.18), (181.07, 363.33), (205.44, 367.39), (228.55, 386.52), (202.08, 384.71), (177.54, 382.08),
    (330.89, 397.26), (354.79, 381.84), (380.23, 384.51), (403.01, 397.48), (379.99, 402.24), (354.43, 400.58),
]
TOM_JAW = ((94.58, 354.96), (492.97, 390.52))

# label -> which image-side eyes (0: image-left, landmarks 36-41; 1: image-right, 42-47) are shut.
SHUT = {"open": (), "left": (1,), "right": (0,), "both": (0, 1)}
SCHEDULE = [("open", 40), ("left", 18), ("open", 12), ("right", 18), ("open", 12), ("both", 6), ("open", 12)]


def xml_face(xml_path, image_name, box_left):
    """The annotated eye points and jaw ends of the face whose box starts at `box_left` in `image_name`."""
    root = ElementTree.parse(xml_path).getroot()
    for image in root.iter("image"):
        if image.get("file") != image_name:
            continue
        for box in image.iter("box"):
            if int(box.get("left")) != box_left:
                continue
            parts = {int(p.get("name")): (float(p.get("x")), float(p.get("y"))) for p in box.iter("part")}
            return [parts[i] for i in range(36, 48)], (parts[0], parts[16])
    raise SystemExit(f"make-wink-videos: no face at left={box_left} in {image_name} in {xml_path}")


def place(image, eyes, jaw, face_width, tilt_degrees):
    """The photo scaled so the face is `face_width` px wide, tilted, centred on a 640x480 canvas (black
    where the photo ends)."""
    (x0, y0), (x1, y1) = jaw
    scale = face_width / math.hypot(x1 - x0, y1 - y0)
    eye_centre = np.mean(np.array(eyes), axis=0)
    angle = math.radians(tilt_degrees)
    cos, sin = math.cos(angle) * scale, math.sin(angle) * scale
    target = (WIDTH / 2, HEIGHT * 0.42)

    def forward(p):
        dx, dy = p[0] - eye_centre[0], p[1] - eye_centre[1]
        return (target[0] + cos * dx - sin * dy, target[1] + sin * dx + cos * dy)

    # PIL's affine maps output to input: the inverse of `forward`.
    det = cos * cos + sin * sin
    a, b = cos / det, sin / det
    coefficients = (
        a, b, eye_centre[0] - a * target[0] - b * target[1],
        -b, a, eye_centre[1] + b * target[0] - a * target[1],
    )
    canvas = image.transform((WIDTH, HEIGHT), Image.AFFINE, coefficients, resample=Image.BICUBIC)
    return canvas, [forward(p) for p in eyes]


def keep_right_of(size, left):
    """A mask keeping the photo from column `left` rightwards."""
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rectangle((left, 0, size[0], size[1]), fill=255)
    return mask


def skin_colour(array, eye):
    """The median colour of the cheek just under the eye: what a lid brought down over it looks like."""
    points = np.array(eye)
    width = np.linalg.norm(points[3] - points[0])
    left, right = points[:, 0].min() + 0.15 * width, points[:, 0].max() - 0.15 * width
    top = max(points[4][1], points[5][1]) + 0.25 * width
    bottom = top + 0.3 * width
    patch = array[int(top):int(bottom) + 1, int(left):int(right) + 1].reshape(-1, 3)
    return np.median(patch, axis=0)


def paint_shut(canvas, eye, lowered=1.0, skin=None):
    """Paints the upper lid brought down `lowered` of the way to the lower lid, with its lash line, in the
    colour `skin` (RGB; by default the cheek's under the eye, `skin_colour`)."""
    array = np.asarray(canvas).astype(np.float32)
    p = [np.array(q) for q in eye]
    width = float(np.linalg.norm(p[3] - p[0]))
    up = np.array([0.0, -1.0])
    # The lid's new edge: from corner to corner, between the upper lid and the lower lid.
    lower = [p[0], p[5], p[4], p[3]]
    upper = [p[0], p[1], p[2], p[3]]
    edge = [p[0], p[1] + lowered * (p[5] - p[1]), p[2] + lowered * (p[4] - p[2]), p[3]]
    if lowered >= 1:
        # Shut: the lid's edge lies just below the lower lid's line, hiding it.
        edge = [q + 0.03 * width * np.array([0, 1]) for q in lower]
        edge[0], edge[-1] = p[0], p[3]
    # Region covered: from above the upper lid (the lid's crease) down to the new edge.
    cover = [p[0] + 0.05 * width * up] + [q + 0.12 * width * up for q in upper[1:3]] + [p[3] + 0.05 * width * up]
    polygon = cover + edge[::-1]
    mask = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(mask).polygon([tuple(q) for q in polygon], fill=255)
    mask = mask.filter(ImageFilter.GaussianBlur(max(0.6, width / 40)))
    alpha = np.asarray(mask).astype(np.float32)[..., None] / 255
    if skin is None:
        skin = skin_colour(array, eye)
    # Shading: the lid darkens a little towards its edge, as a rounded lid does.
    ys = np.arange(canvas.size[1], dtype=np.float32)[:, None, None]
    edge_y = float(np.mean([q[1] for q in edge]))
    shade = 1 - 0.12 * np.clip(1 - (edge_y - ys) / (0.25 * width), 0, 1)
    rng = np.random.default_rng(int(p[0][0] * 7 + p[0][1]))
    texture = rng.normal(0, 2.5, array.shape).astype(np.float32)
    lid = np.clip(skin * shade + texture, 0, 255)
    array = array * (1 - alpha) + lid * alpha
    # The lash line along the new edge, dark, a little thicker in the middle.
    lashes = Image.new("L", canvas.size, 0)
    draw = ImageDraw.Draw(lashes)
    curve = smooth(edge, 16)
    thickness = max(1, round(width / (14 if lowered >= 1 else 20)))
    draw.line([tuple(q) for q in curve], fill=255, width=thickness, joint="curve")
    lashes = lashes.filter(ImageFilter.GaussianBlur(max(0.5, width / 80)))
    beta = np.asarray(lashes).astype(np.float32)[..., None] / 255 * 0.85
    array = array * (1 - beta) + (skin * 0.22) * beta
    return Image.fromarray(np.clip(array + 0.5, 0, 255).astype(np.uint8))


def smooth(points, count):
    """A Catmull-Rom curve through `points`, `count` samples per segment."""
    extended = [points[0]] + list(points) + [points[-1]]
    result = []
    for i in range(1, len(extended) - 2):
        p0, p1, p2, p3 = extended[i - 1], extended[i], extended[i + 1], extended[i + 2]
        for k in range(count):
            t = k / count
            result.append(
                0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                       + (-p0 + 3 * p1 - 3 * p2 + p3) * t ** 3))
    result.append(points[-1])
    return result


def moved(image, frame):
    """The head's small motion: a few pixels of drift and a degree of roll, smooth over seconds."""
    t = frame / FPS
    dx = 4 * math.sin(2 * math.pi * t / 3.0)
    dy = 3 * math.sin(2 * math.pi * t / 2.2)
    roll = math.radians(1.0 * math.sin(2 * math.pi * t / 2.7))
    c, s = math.cos(roll), math.sin(roll)
    cx, cy = WIDTH / 2, HEIGHT / 2
    # Output -> input: rotate by -roll about the centre, then shift back.
    coefficients = (c, s, cx - c * cx - s * cy - dx, -s, c, cy + s * cx - c * cy - dy)
    return image.transform(image.size, Image.AFFINE, coefficients, resample=Image.BILINEAR)


def side_light(image):
    """Light from the image's left: 1.25 at the left edge falling to 0.45 at the right."""
    array = np.asarray(image).astype(np.float32)
    gain = np.linspace(1.25, 0.45, image.size[0], dtype=np.float32)[None, :, None]
    return Image.fromarray(np.clip(array * gain, 0, 255).astype(np.uint8))


def ycbcr420(image):
    """BT.601 limited-range Y, Cb, Cr planes (chroma averaged over 2x2), as ffmpeg's yuv420p."""
    rgb = np.asarray(image).astype(np.float32) / 255
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    y = 16 + 65.481 * r + 128.553 * g + 24.966 * b
    cb = 128 - 37.797 * r - 74.203 * g + 112.0 * b
    cr = 128 + 112.0 * r - 93.786 * g - 18.214 * b

    def half(plane):
        return (plane[0::2, 0::2] + plane[1::2, 0::2] + plane[0::2, 1::2] + plane[1::2, 1::2]) / 4

    return [np.clip(q + 0.5, 0, 255).astype(np.uint8).tobytes() for q in (y, half(cb), half(cr))]


def write_clip(directory, name, base, eyes, squint=False, light=None):
    """Writes NAME.y4m and NAME.labels (atomically) from the placed face `base` and its eye points."""
    variants = {}
    for label, shut in SHUT.items():
        picture = base
        for side in (0, 1):
            eye = eyes[6 * side:6 * side + 6]
            if side in shut:
                picture = paint_shut(picture, eye)
            elif squint:
                picture = paint_shut(picture, eye, lowered=0.5)
        variants[label] = picture
    labels = [label for label, count in SCHEDULE for _ in range(count)]
    video_path = os.path.join(directory, name + ".y4m")
    with open(video_path + ".partial", "wb") as video:
        video.write(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F{FPS}:1 Ip A1:1 C420mpeg2\n".encode())
        for index, label in enumerate(labels):
            frame = moved(variants[label], index)
            if light:
                frame = light(frame)
            video.write(b"FRAME\n")
            for plane in ycbcr420(frame):
                video.write(plane)
    os.replace(video_path + ".partial", video_path)
    labels_path = os.path.join(directory, name + ".labels")
    with open(labels_path + ".partial", "w") as file:
        file.write("\n".join(labels) + "\n")
    os.replace(labels_path + ".partial", labels_path)


def main():
    fixtures = sys.argv[1] if len(sys.argv) > 1 else ".fixtures"
    directory = os.path.join(fixtures, "winks")
    stamp = os.path.join(directory, ".complete")
    if os.path.exists(stamp) and open(stamp).read().strip() == VERSION:
        return
    os.makedirs(directory, exist_ok=True)
    faces = os.path.join(fixtures, "dlib-faces")
    tom = Image.open(os.path.join(faces, "Tom_Cruise_avp_2014_4.ppm")).convert("RGB")
    for width in (350, 200, 100):
        base, eyes = place(tom, TOM_EYES, TOM_JAW, width, 0)
        write_clip(directory, f"man-{width}", base, eyes)
    base, eyes = place(tom, TOM_EYES, TOM_JAW, 200, 0)
    write_clip(directory, "man-200-squint", base, eyes, squint=True)
    write_clip(directory, "man-200-side-light", base, eyes, light=side_light)
    base, eyes = place(tom, TOM_EYES, TOM_JAW, 200, 20)
    write_clip(directory, "man-200-tilted", base, eyes)
    glasses_eyes, glasses_jaw = xml_face(
        os.path.join(faces, "testing_with_face_landmarks.xml"), "2008_002506.jpg", 329)
    # Only his side of the group photo: the man beside him would otherwise be the larger face.
    group = Image.open(os.path.join(faces, "2008_002506.ppm")).convert("RGB")
    group = Image.composite(group, Image.new("RGB", group.size), keep_right_of(group.size, 322))
    base, eyes = place(group, glasses_eyes, glasses_jaw, 200, 0)
    write_clip(directory, "glasses-200", base, eyes)
    with open(stamp, "w") as file:
        file.write(VERSION + "\n")


if __name__ == "__main__":
    main()
