#!/usr/bin/env python3
"""Makes the wide wink test set: 37 real photographed faces, each in three short clips (two with winks, one
with none) at its own sizes and camera conditions, frame by frame labelled, split into a tune and a
held-out part by face.

    make-wink-set.py FIXTURES_DIR      (run by scripts/fetch-fixtures.sh in a venv with numpy and Pillow)

The faces: the faces of dlib's examples/faces whose 68 landmarks are annotated in
testing_with_face_landmarks.xml and training_with_face_landmarks.xml (43; 7 left out whose eyes are shut or
lost in the photo itself, see LEFT_OUT), and Tom Cruise's portrait (landmarks recorded in
make-wink-videos.py): 37 faces. Each face is cut out of its photo (an ellipse around it, the rest a flat
grey, so no neighbour in a group photo is found instead), scaled so the jaw (points 0 to 16) is S px wide,
and placed in a frame about 1.8 S x 1.5 S (30 fps, 4:2:0 Y4M, BT.601 limited range). Sizes are 80 to
400 px, never more than 4x the face's size in its photo (dlib's group photos show faces 28-103 px wide:
most are at 80-150 px here, the larger ones up to 400).

Every clip opens with 1 s of open eyes (the gestures' settling). A wink clip then has a left and a right
wink (300-900 ms each, in either order, the lid taking a frame or two to close and open; in some, the open
eye narrows a little while the other winks, as people do) and a blink, some of them lopsided (one eye
leads by a frame). A no-wink clip has a natural blink, a lopsided blink, a squint of about a second (both
lids half down, cheeks up as in a smile), a slow half-closed droop, and talking (the jaw opening and
closing) with a blink in it. Each clip has one camera condition: plain, a light ramp (dim to bright or
back), sensor noise, blur, JPEG-like compression, larger head motion (drift, roll and a little zoom),
light from one side, or noise with compression.

A shut lid is painted where the photo's annotation puts the eye, by make-wink-videos.py's `paint_shut`: in
the colour of the cheek under the eye, its lash line under the lower lid, which on a face with shadowed eyes
can look like an open eye's white in a dark rim. WINK_SET_PAINT=slit paints instead a lid a person sees as
shut (`paint_lid`): the upper lid comes down and the lower lid rises until they meet on the eye's own slit,
nearer the lower lid, in the colour of the skin just above the eye, a little darker toward the lash line;
it is off by default (BENCHMARKS.md, "Painted lids that look shut").

Writes FIXTURES_DIR/wink-set/NAME.y4m, NAME.labels (one line a frame: the user's left then right eye,
`o` open (a squint's half-down lid counts as open), `c` shut, `x` moving or drooping (not scored)) and
NAME.json (face, size, condition, part, and the winks: gesture, first and last frame the eye is shut),
and index.json listing the clips. In these unmirrored videos the user's left eye is on the image's right
(points 42-47). Faces are split by a fixed rule: every third face, counted in a fixed order, is held out
(Tom's and the man with glasses, on whom the eyes were tuned before, stay in the tune part).
Deterministic (seeded per clip); a second run with the set present returns at once. 111 clips, about
17 000 frames, 1.4 GB, a few minutes of CPU (faces in parallel on every core).
"""

import hashlib
import importlib.util
import json
import math
import multiprocessing
import os
import sys
import xml.etree.ElementTree as ElementTree

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

VERSION = "3"  # bump when the clips change, so `make fixtures` makes them again
# How a shut lid is painted: `cheek` (the default, version 3's: make-wink-videos.py's `paint_shut`, whose
# cheek-coloured lid with its lash line under the eye can look open) or `slit` (`paint_lid`, a lid in the
# colour of the skin above the eye with its lash line in the slit). Off by default: on the tune part FaceNav
# reads the slit lids worse (BENCHMARKS.md, "Painted lids that look shut"). A set painted `slit` is stamped
# and recorded as version SLIT_VERSION and each of its clips' recipes names SLIT_PAINT.
PAINT = os.environ.get("WINK_SET_PAINT", "cheek")
SLIT_PAINT = "slit-lid-2"
SLIT_VERSION = VERSION + "+" + SLIT_PAINT
FPS = 30
SIZES = [80, 90, 100, 120, 150, 180, 220, 260, 320, 400]
# Faces left out: their eyes are shut, squeezed or lost in the photo itself (laughing, grimacing, a
# motion-blurred face), so no frame of theirs could be labelled open.
LEFT_OUT = {"2007_007763-381", "2008_002506-224", "2008_007676-194", "2008_007676-226", "2008_007676-262",
            "2008_002079-122", "2008_004176-326"}
CONDITIONS = ["plain", "light-ramp", "noise", "blur", "jpeg", "motion", "side-light", "noise-jpeg"]

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("wink_videos", os.path.join(HERE, "make-wink-videos.py"))
wink_videos = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(wink_videos)


def faces_from_xml(path, photos):
    """(id, photo path, 68 landmarks) of every annotated face in dlib's imglab XML."""
    result = []
    for image in ElementTree.parse(path).getroot().iter("image"):
        name = os.path.splitext(image.get("file"))[0]
        for box in image.iter("box"):
            parts = {int(p.get("name")): (float(p.get("x")), float(p.get("y"))) for p in box.iter("part")}
            if len(parts) != 68:
                continue
            result.append((f"{name}-{box.get('left')}", os.path.join(photos, name + ".ppm"),
                           [parts[i] for i in range(68)]))
    return result


def all_faces(fixtures):
    photos = os.path.join(fixtures, "dlib-faces")
    faces = []
    for xml in ("training_with_face_landmarks.xml", "testing_with_face_landmarks.xml"):
        faces += faces_from_xml(os.path.join(photos, xml), photos)
    tom = [None] * 68
    for i, p in enumerate(wink_videos.TOM_EYES):
        tom[36 + i] = p
    tom[0], tom[16] = wink_videos.TOM_JAW
    faces.append(("Tom_Cruise-0", os.path.join(photos, "Tom_Cruise_avp_2014_4.ppm"), tom))
    faces.sort(key=lambda f: f[0])
    return [face for face in faces if face[0] not in LEFT_OUT]


def held_out(index, face_id):
    if face_id.startswith("Tom_Cruise") or face_id == "2008_002506-329":
        return False
    return index % 3 == 2


class Placement:
    """A face scaled so its jaw is `size` px wide, eyes level at `tilt`, in a `width` x `height` frame."""

    def __init__(self, photo, landmarks, size, margin):
        (x0, y0), (x1, y1) = landmarks[0], landmarks[16]
        self.source_width = math.hypot(x1 - x0, y1 - y0)
        self.scale = size / self.source_width
        self.width = max(160, int(round(size * 1.8 * margin / 4)) * 4)
        self.height = max(128, int(round(size * 1.5 * margin / 4)) * 4)
        eyes = np.array(landmarks[36:48])
        self.eye_centre = eyes.mean(axis=0)
        self.target = (self.width / 2, self.height * 0.42)
        # Level the eyes as they are in the photo (the video's motion adds its own roll).
        s = self.scale
        a = 1 / s
        coefficients = (a, 0, self.eye_centre[0] - a * self.target[0], 0, a, self.eye_centre[1] - a * self.target[1])
        canvas = photo.transform((self.width, self.height), Image.AFFINE, coefficients, resample=Image.BICUBIC)
        # Keep an ellipse around the face; the rest is flat grey (no neighbour's face).
        mask = Image.new("L", canvas.size, 0)
        cx, cy = self.target[0], self.target[1] + 0.15 * size
        ImageDraw.Draw(mask).ellipse((cx - 0.8 * size, cy - 1.0 * size, cx + 0.8 * size, cy + 0.95 * size), fill=255)
        mask = mask.filter(ImageFilter.GaussianBlur(0.05 * size))
        grey = Image.new("RGB", canvas.size, (118, 118, 118))
        self.canvas = Image.composite(canvas, grey, mask)
        self.points = [self.forward(p) if p is not None else None for p in landmarks]

    def forward(self, p):
        return (self.target[0] + self.scale * (p[0] - self.eye_centre[0]),
                self.target[1] + self.scale * (p[1] - self.eye_centre[1]))


def raise_lower_lid(canvas, eye, amount):
    """A smile's cheek pushing the lower lid up by `amount` of the eye's height: skin from below the eye
    shifted up over its lower part."""
    if amount <= 0:
        return canvas
    array = np.asarray(canvas).astype(np.float32)
    p = np.array(eye)
    width = float(np.linalg.norm(p[3] - p[0]))
    height = max(2.0, float(np.mean([p[5][1] - p[1][1], p[4][1] - p[2][1]])))
    shift = amount * height
    left, right = p[:, 0].min() - 0.1 * width, p[:, 0].max() + 0.1 * width
    lower = max(p[4][1], p[5][1])
    h, w = array.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    across = np.clip(1 - np.abs((xs - (left + right) / 2) / ((right - left) / 2)) ** 2, 0, 1)
    band = np.clip((ys - (lower - height)) / height, 0, 1) * np.clip((lower + 2 * height - ys) / (2 * height), 0, 1)
    source = np.clip(ys + shift * across * band, 0, h - 1).astype(np.int32)
    out = array[source, xs.astype(np.int32)]
    return Image.fromarray(np.clip(out + 0.5, 0, 255).astype(np.uint8))


def open_jaw(canvas, points, amount, size):
    """Talking: everything below the lips' meeting line moved down by `amount` of the face's width,
    fading out below the chin, the gap between the lips dark."""
    if amount <= 0 or points[48] is None:
        return canvas
    array = np.asarray(canvas).astype(np.float32)
    mouth = np.array(points[48:68])
    mouth_y = float(np.mean([points[i][1] for i in (62, 66)]))
    left, right = mouth[:, 0].min(), mouth[:, 0].max()
    chin = float(points[8][1])
    shift = amount * size
    h, w = array.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    half = (right - left) / 2 + 0.25 * size
    centre = (left + right) / 2
    across = np.clip(1 - ((xs - centre) / half) ** 2, 0, 1)
    below = np.clip((ys - mouth_y) / 2.0, 0, 1) * np.clip((chin + 0.3 * size - ys) / (0.3 * size), 0, 1)
    d = shift * across * below
    source = np.clip(ys - d, 0, h - 1).astype(np.int32)
    out = array[source, xs.astype(np.int32)]
    # The open mouth: dark between the lips.
    gap = Image.new("L", canvas.size, 0)
    mouth_w = (right - left) * 0.42
    ImageDraw.Draw(gap).ellipse((centre - mouth_w, mouth_y - 0.1 * shift, centre + mouth_w, mouth_y + 0.9 * shift),
                                fill=255)
    gap = gap.filter(ImageFilter.GaussianBlur(max(0.6, size / 150)))
    alpha = np.asarray(gap).astype(np.float32)[..., None] / 255 * 0.85
    out = out * (1 - alpha) + np.array([40, 18, 20], np.float32) * alpha
    return Image.fromarray(np.clip(out + 0.5, 0, 255).astype(np.uint8))


# A frame's state: (image-left eye lowered, image-right eye lowered, cheek raise, jaw open).
# Lowered: 0 open, 0.5 a squint's lid, 1 shut.

def label_of(lowered):
    if lowered >= 1:
        return "c"
    if lowered <= 0.5:
        return "o"
    return "x"


def closing(frames_shut, lead, trail):
    """The lid's course for one closure: `lead` frames closing, `frames_shut` shut, `trail` opening."""
    course = [0.55 if lead == 1 else 0.35 + 0.4 * k / max(lead - 1, 1) for k in range(lead)]
    return course + [1.0] * frames_shut + [0.7 - 0.4 * k / max(trail - 1, 1) if trail > 1 else 0.55
                                           for k in range(trail)]


def wink_schedule(rng):
    """Frames of a wink clip as (image-left lowered, image-right lowered, cheek, jaw) and the winks."""
    frames = [(0, 0, 0, 0)] * 30
    winks = []
    order = ["left", "right"] if rng.random() < 0.5 else ["right", "left"]
    squeeze = rng.random() < 0.4  # the open eye narrows while the other winks
    for which in order:
        shut = int(round(rng.uniform(0.3, 0.9) * FPS))
        course = closing(shut, int(rng.integers(1, 3)), int(rng.integers(1, 3)))
        other = 0.3 if squeeze else 0.0
        side = 1 if which == "left" else 0  # the user's left eye is on the image's right
        start = len(frames)
        for k, value in enumerate(course):
            pair = [0.0, 0.0]
            pair[side] = value
            pair[1 - side] = other if 0 < k < len(course) - 1 else 0.0
            frames.append((pair[0], pair[1], 0, 0))
        first = start + course.index(1.0)
        winks.append({"gesture": "wink" + which.capitalize(), "first": first, "last": first + shut - 1})
        frames += [(0, 0, 0, 0)] * int(rng.integers(14, 20))
        if which == order[0]:
            frames += blink(rng, lopsided=rng.random() < 0.5) + [(0, 0, 0, 0)] * 14
    frames += [(0, 0, 0, 0)] * 8
    return frames, winks


def blink(rng, lopsided):
    """A natural blink of 4-6 shut frames; lopsided: one eye closes a frame earlier and opens a frame later
    (or shows less of a closing)."""
    shut = int(rng.integers(3, 6))
    a = closing(shut, 1, 1)
    if not lopsided:
        return [(v, v, 0, 0) for v in a]
    b = [0.0] + closing(shut - 2, 1, 1) + [0.0]
    if rng.random() < 0.5:
        return [(x, y, 0, 0) for x, y in zip(a, b)]
    return [(y, x, 0, 0) for x, y in zip(a, b)]


def no_wink_schedule(rng):
    frames = [(0, 0, 0, 0)] * 30
    frames += blink(rng, lopsided=False) + [(0, 0, 0, 0)] * 12
    frames += blink(rng, lopsided=True) + [(0, 0, 0, 0)] * 12
    # A squint with a smile: both lids 0.4 of the way down, cheeks a little up, for about a second, then
    # open again. (Version 2's squint, lids half down and cheeks up 0.4 of the eye's height, left a slit
    # that looked shut: on the tune part FaceNav and MediaPipe alike read it shut.)
    frames += [(0.2, 0.2, 0.05, 0), (0.3, 0.3, 0.1, 0)] + [(0.4, 0.4, 0.15, 0)] * int(rng.integers(24, 34))
    frames += [(0.25, 0.25, 0.08, 0)] + [(0, 0, 0, 0)] * 12
    # Dozing: the lids droop slowly to two thirds and back.
    droop = [0.15, 0.3, 0.45, 0.6, 0.65, 0.65, 0.65, 0.65, 0.6, 0.45, 0.3, 0.15]
    frames += [(d, d, 0, 0) for d in droop] + [(0, 0, 0, 0)] * 10
    # Talking: the jaw opens and closes about four times a second, with a blink in the middle.
    talk = [(0, 0, 0, 0.06 * abs(math.sin(math.pi * k / 8))) for k in range(48)]
    mid = blink(rng, lopsided=rng.random() < 0.5)
    for k, (l, r, _, _) in enumerate(mid):
        talk[20 + k] = (l, r, 0, talk[20 + k][3])
    frames += talk + [(0, 0, 0, 0)] * 10
    return frames


def lid_colour(array, eye, brow):
    """The colour of the skin just above the eye, where the lid comes down from: a band 0.05 to 0.4 eye
    widths over the upper lid (no more than half way to the brow), over the middle 0.6 of the eye, in the
    same light as the eye (the cheek under it is often lit where the eye is in shadow)."""
    p = [np.array(q, dtype=np.float64) for q in eye]
    width = float(np.linalg.norm(p[3] - p[0]))
    _, up = axes(p)
    reach = 0.4 * width
    if brow:
        # The brow's height over the upper lid, measured along the eye's own up.
        lid = (p[1] + p[2]) / 2
        gap = float(np.median([np.dot(np.array(b) - lid, up) for b in brow]))
        if gap > 0:
            reach = min(reach, max(0.15 * width, 0.5 * gap))
    near, far = 0.05 * width, reach
    a, b = p[0] + 0.2 * (p[3] - p[0]), p[0] + 0.8 * (p[3] - p[0])
    top = max(p[1], p[2], key=lambda q: float(np.dot(q, up)))  # the higher of the two upper-lid points
    lift = float(np.dot(top - (a + b) / 2, up))
    polygon = [a + (lift + near) * up, b + (lift + near) * up, b + (lift + far) * up, a + (lift + far) * up]
    mask = Image.new("L", (array.shape[1], array.shape[0]), 0)
    ImageDraw.Draw(mask).polygon([tuple(q) for q in polygon], fill=255)
    inside = np.asarray(mask) > 0
    if inside.sum() < 3:
        centre = np.mean(polygon, axis=0)
        x, y = int(round(centre[0])), int(round(centre[1]))
        inside = np.zeros(inside.shape, bool)
        inside[max(0, y - 1):y + 2, max(0, x - 1):x + 2] = True
    pixels = array[inside]
    # The skin, not the brow's or lashes' hairs nor a crease's shadow line, nor a highlight: the band's
    # pixels between its 35th and 75th percentiles of brightness.
    brightness = pixels @ np.array([0.299, 0.587, 0.114], np.float32)
    low, high = np.percentile(brightness, [35, 75])
    chosen = pixels[(brightness >= low) & (brightness <= high)]
    return (chosen if len(chosen) else pixels).mean(axis=0)


def axes(p):
    """The eye's unit vectors: along its corners (image-left to image-right) and up, square to that."""
    along = (p[3] - p[0]) / max(float(np.linalg.norm(p[3] - p[0])), 1e-6)
    return along, np.array([along[1], -along[0]])


def slit(p, point, width, up):
    """`point` of the shut eye's lash line, moved down where it lies less than 0.03 eye widths (at the
    middle, less toward the corners) under the line between the corners: a shut lid's edge sags between the
    corners (a flat annotated lower lid would otherwise arch it, an open upper lid's shape)."""
    t = float(np.dot(point - p[0], p[3] - p[0])) / max(float(np.dot(p[3] - p[0], p[3] - p[0])), 1e-6)
    height = float(np.dot(point - (p[0] + t * (p[3] - p[0])), up))
    sag = 0.03 * width * 4 * t * (1 - t)
    return point - max(0.0, height + sag) * up


def paint_lid(canvas, eye, brow, lowered=1.0):
    """Paints the eye `lowered` of the way shut (1: shut), as a lid a person would see.

    Shut, the upper lid comes down and the lower lid rises a little until they meet on the eye's own slit,
    0.7 of the way from the upper lid's points to the lower's (a shut eye's lash line lies in the slit,
    nearer the lower lid, not under it), and a dark lash line is drawn along it. The lids take the colour of
    the skin just above the eye (`lid_colour`), a little darker toward the lash line, and cover the opening
    with a margin (0.08 eye widths past each corner, 0.14 over the upper lid's points for the lid's fold, up
    to 0.04 under the lower lid's), so the photo's white and iris do not show where the annotation is a
    pixel off. A lid partly lowered (a squint, a droop, a lid closing or opening) is `paint_lowered`'s."""
    if lowered < 1:
        return paint_lowered(canvas, eye, brow, lowered)
    array = np.asarray(canvas).astype(np.float32)
    p = [np.array(q, dtype=np.float64) for q in eye]
    width = float(np.linalg.norm(p[3] - p[0]))
    along, up = axes(p)
    meet = {k: slit(p, p[k] + 0.7 * (p[lower] - p[k]), width, up) for k, lower in ((1, 5), (2, 4))}
    # A lower-lid point annotated above the slit counts as on it (the lid rises to the slit, not down).
    bottom = {k: min(p[lower], meet[k], key=lambda q: float(np.dot(q, up))) for k, lower in ((1, 5), (2, 4))}
    # The corners a little out along the eye: the annotated corner points lie inside the photo's dark
    # corners of the eye, which a shut lid's lash line reaches.
    first, last = p[0] - 0.08 * width * along, p[3] + 0.08 * width * along
    lash_line = [first, meet[1], meet[2], last]
    fold = [first + 0.05 * width * up, p[1] + 0.14 * width * up, p[2] + 0.14 * width * up, last + 0.05 * width * up]
    margin = 0.04 * width
    under = [first - 0.5 * margin * up, bottom[1] - margin * up, bottom[2] - margin * up, last - 0.5 * margin * up]
    mask = Image.new("L", canvas.size, 0)
    draw = ImageDraw.Draw(mask)
    draw.polygon([tuple(q) for q in wink_videos.smooth(fold, 8) + wink_videos.smooth(lash_line, 8)[::-1]], fill=255)
    draw.polygon([tuple(q) for q in wink_videos.smooth(lash_line, 8) + wink_videos.smooth(under, 8)[::-1]], fill=255)
    mask = mask.filter(ImageFilter.GaussianBlur(max(0.6, width / 40)))
    alpha = np.asarray(mask).astype(np.float32)[..., None] / 255
    skin = lid_colour(array, eye, brow)
    # Shading: darker toward the lash line, as a rounded lid is.
    h, w = array.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    centre = np.mean([meet[1], meet[2]], axis=0)
    distance = np.abs((xs - centre[0]) * up[0] + (ys - centre[1]) * up[1])
    shade = (1 - 0.15 * np.clip(1 - distance / (0.25 * width), 0, 1))[..., None]
    rng = np.random.default_rng(int(p[0][0] * 7 + p[0][1]))
    texture = rng.normal(0, 2.5, array.shape).astype(np.float32)
    lid = np.clip(skin * shade + texture, 0, 255)
    array = array * (1 - alpha) + lid * alpha
    lashes = Image.new("L", canvas.size, 0)
    thickness = max(1, round(width / 14))
    ImageDraw.Draw(lashes).line([tuple(q) for q in wink_videos.smooth(lash_line, 16)], fill=255, width=thickness,
                                joint="curve")
    lashes = lashes.filter(ImageFilter.GaussianBlur(max(0.5, width / 80)))
    beta = np.asarray(lashes).astype(np.float32)[..., None] / 255 * 0.85
    array = array * (1 - beta) + (skin * 0.22) * beta
    return Image.fromarray(np.clip(array + 0.5, 0, 255).astype(np.uint8))


def paint_lowered(canvas, eye, brow, lowered):
    """Paints the upper lid brought down `lowered` (under 1) of the way to the lower lid, with a thin lash
    line along its edge: the shape version 3 painted (make-wink-videos.py's `paint_shut` on the eye's
    outline a little taller, `widened`), so the squints, droops and a lid's course keep their opening, in
    the colour of the skin just above the eye (`lid_colour`) instead of the cheek's."""
    skin = lid_colour(np.asarray(canvas).astype(np.float32), eye, brow)
    return wink_videos.paint_shut(canvas, widened(eye), lowered=lowered, skin=skin)


def widened(eye):
    """The eye's outline a little taller, so a lid painted over it covers the whole eye even where the
    annotation (made on a face 30-100 px wide) is a pixel off: the lower lid 0.08 and the upper 0.04 of the
    eye's width further out."""
    p = [np.array(q, dtype=np.float64) for q in eye]
    width = float(np.linalg.norm(p[3] - p[0]))
    down = np.array([0.0, 1.0]) * width
    return [tuple(q) for q in (p[0], p[1] - 0.04 * down, p[2] - 0.04 * down, p[3], p[4] + 0.08 * down,
                               p[5] + 0.08 * down)]


def render_state(place, state, cache, size):
    key = tuple(round(v, 3) for v in state)
    if key in cache:
        return cache[key]
    left, right, cheek, jaw = key
    picture = place.canvas
    picture = open_jaw(picture, place.points, jaw, size)
    for side, lowered in ((0, left), (1, right)):
        eye = place.points[36 + 6 * side:42 + 6 * side]
        if cheek > 0:
            picture = raise_lower_lid(picture, eye, cheek)
        brow = place.points[17 + 5 * side:22 + 5 * side]
        if lowered > 0:
            if PAINT == "slit":
                picture = paint_lid(picture, eye, brow if None not in brow else None, lowered=lowered)
            else:
                picture = wink_videos.paint_shut(picture, widened(eye), lowered=lowered)
    cache[key] = picture
    return picture


def camera(picture, index, count, condition, rng, size):
    """One frame as the camera sees it: the head's motion, then the condition's light and sensor."""
    t = index / FPS
    big = condition == "motion"
    amp = (0.12 * size if big else 0.02 * size + 2)
    dx = amp * math.sin(2 * math.pi * t / (2.1 if big else 3.0))
    dy = 0.7 * amp * math.sin(2 * math.pi * t / (1.7 if big else 2.2))
    roll = math.radians((7.0 if big else 1.0) * math.sin(2 * math.pi * t / 2.7))
    zoom = 1 + (0.08 * math.sin(2 * math.pi * t / 3.3) if big else 0)
    c, s = math.cos(roll) / zoom, math.sin(roll) / zoom
    w, h = picture.size
    cx, cy = w / 2, h * 0.45
    coefficients = (c, s, cx - c * cx - s * cy - dx, -s, c, cy + s * cx - c * cy - dy)
    frame = picture.transform(picture.size, Image.AFFINE, coefficients, resample=Image.BILINEAR,
                              fillcolor=(118, 118, 118))
    if condition == "blur":
        frame = frame.filter(ImageFilter.GaussianBlur(max(0.8, size / 160)))
    array = None
    if condition in ("light-ramp", "side-light", "noise", "noise-jpeg"):
        array = np.asarray(frame).astype(np.float32)
        if condition == "light-ramp":
            phase = index / max(count - 1, 1)
            array = array * (0.3 + 1.1 * phase)  # dim to bright
        elif condition == "side-light":
            array = array * np.linspace(1.3, 0.4, w, dtype=np.float32)[None, :, None]
        if condition in ("noise", "noise-jpeg"):
            array = array + rng.normal(0, 9 if condition == "noise" else 6, array.shape).astype(np.float32)
        frame = Image.fromarray(np.clip(array + 0.5, 0, 255).astype(np.uint8))
    if condition in ("jpeg", "noise-jpeg"):
        import io
        buffer = io.BytesIO()
        frame.save(buffer, format="JPEG", quality=18 if condition == "jpeg" else 30)
        buffer.seek(0)
        frame = Image.open(buffer).convert("RGB")
    return frame


def write_clip(directory, name, place, size, schedule, condition, seed, meta):
    rng = np.random.default_rng(seed)
    cache = {}
    labels = []
    video_path = os.path.join(directory, name + ".y4m")
    w, h = place.width, place.height
    with open(video_path + ".partial", "wb") as video:
        video.write(f"YUV4MPEG2 W{w} H{h} F{FPS}:1 Ip A1:1 C420mpeg2\n".encode())
        for index, state in enumerate(schedule):
            picture = render_state(place, state, cache, size)
            frame = camera(picture, index, len(schedule), condition, rng, size)
            video.write(b"FRAME\n")
            for plane in wink_videos.ycbcr420(frame):
                video.write(plane)
            # The user's left eye is the image-right one (index 1).
            labels.append(label_of(state[1]) + " " + label_of(state[0]))
    os.replace(video_path + ".partial", video_path)
    with open(os.path.join(directory, name + ".labels"), "w") as file:
        file.write("\n".join(labels) + "\n")
    with open(os.path.join(directory, name + ".json"), "w") as file:
        json.dump(meta, file, indent=1)


def make_face(job):
    """Writes the three clips of one face; returns their descriptions."""
    number, (face_id, photo_path, landmarks), directory = job
    part = "heldout" if held_out(number, face_id) else "tune"
    photo = Image.open(photo_path).convert("RGB")
    seed = int(hashlib.sha256(face_id.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    (x0, y0), (x1, y1) = landmarks[0], landmarks[16]
    source = math.hypot(x1 - x0, y1 - y0)
    allowed = [s for s in SIZES if s <= 4 * source] or SIZES[:1]
    # Three sizes spread over what the face allows: small, middle, large.
    picks = [allowed[0], allowed[len(allowed) // 2], allowed[-1]]
    rng.shuffle(picks)
    conditions = list(rng.choice(CONDITIONS, size=3, replace=False))
    metas = []
    for clip, kind in enumerate(("wink", "wink", "nowink")):
        size, condition = int(picks[clip]), str(conditions[clip])
        margin = 1.25 if condition == "motion" else 1.0
        place = Placement(photo, landmarks, size, margin)
        clip_rng = np.random.default_rng(seed + clip)
        if kind == "wink":
            schedule, winks = wink_schedule(clip_rng)
        else:
            schedule, winks = no_wink_schedule(clip_rng), []
        name = f"{face_id}-{kind}{clip if kind == 'wink' else ''}-{size}-{condition}"
        # What the clip is made from: a clip already made from the same is kept (a new VERSION remakes
        # only the clips it changes).
        recipe = hashlib.sha256(json.dumps([schedule, winks, condition, size, place.width, place.height,
                                            seed + 17 * clip] + ([SLIT_PAINT] if PAINT == "slit" else [])
                                           ).encode()).hexdigest()[:16]
        meta = {"name": name, "face": face_id, "part": part, "size": size, "condition": condition,
                "kind": kind, "frames": len(schedule), "width": place.width, "height": place.height,
                "winks": winks, "recipe": recipe}
        metas.append(meta)
        try:
            made = json.load(open(os.path.join(directory, name + ".json"))).get("recipe") == recipe
        except (OSError, ValueError):
            made = False
        if made and os.path.exists(os.path.join(directory, name + ".y4m")):
            continue
        write_clip(directory, name, place, size, schedule, condition, seed + 17 * clip, meta)
        print(f"wink-set: {name} ({part}, {len(schedule)} frames, {place.width}x{place.height})", flush=True)
    return metas


def main():
    fixtures = sys.argv[1] if len(sys.argv) > 1 else ".fixtures"
    only = sys.argv[2] if len(sys.argv) > 2 else None  # a face id's start: make only those (for a look)
    directory = os.path.join(fixtures, "wink-set")
    stamp = os.path.join(directory, ".complete")
    if PAINT not in ("cheek", "slit"):
        sys.exit(f"make-wink-set: WINK_SET_PAINT={PAINT}: cheek or slit")
    version = SLIT_VERSION if PAINT == "slit" else VERSION
    if not only and os.path.exists(stamp) and open(stamp).read().strip() == version:
        return
    os.makedirs(directory, exist_ok=True)
    if os.path.exists(stamp):
        os.remove(stamp)
    jobs = [(number, face, directory) for number, face in enumerate(all_faces(fixtures))
            if not only or face[0].startswith(only)]
    # The faces in parallel, one process a core (each writes its own files).
    with multiprocessing.Pool(max(1, min(len(os.sched_getaffinity(0)), 4))) as pool:
        metas = [meta for face in pool.map(make_face, jobs, chunksize=1) for meta in face]
    if only:
        return
    with open(os.path.join(directory, "index.json"), "w") as file:
        json.dump({"version": version, "clips": metas}, file, indent=1)
    with open(stamp, "w") as file:
        file.write(version + "\n")


if __name__ == "__main__":
    main()
