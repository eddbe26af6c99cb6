#!/usr/bin/env python3
"""Measures the document-check figures on the fixture photos and ffmpeg-made copies of them.

Prints, for every grey photo in .fixtures/ (`make fixtures`): the mean brightness, the variance of the
4-neighbour Laplacian, and the standard deviation inside a centred frame of 3/4 of each side, for the photo
as it is, darkened to a quarter, blurred (gblur sigma 2, boxblur 5), and with the frame painted one grey
with camera-like noise. Sources/Captures/CaptureQuality.swift's limits sit in the gaps these show.
The same measures in Swift are Sources/Captures/CaptureMeasures.swift.

Needs ffmpeg and numpy (Debian: ffmpeg python3-numpy). Run from the repository root:
    python3 scripts/measure-capture-quality.py
"""
import os
import subprocess
import numpy as np

BLANK = "drawbox=x=iw/8:y=ih/8:w=iw*3/4:h=ih*3/4:color=0xB0B0B0:t=fill,noise=alls=12:allf=t"


def grey(path, filter_graph="null"):
    out = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", path, "-vf", filter_graph, "-f", "image2pipe", "-vcodec", "pgm",
         "-pix_fmt", "gray", "-"], capture_output=True, check=True).stdout
    magic, size, maxval, pixels = out.split(b"\n", 3)
    width, height = map(int, size.split())
    return np.frombuffer(pixels[:width * height], dtype=np.uint8).reshape(height, width).astype(np.float64)


def sharpness(a):
    lap = a[1:-1, :-2] + a[1:-1, 2:] + a[:-2, 1:-1] + a[2:, 1:-1] - 4 * a[1:-1, 1:-1]
    return lap.var()


def frame(a, inset=0):
    h, w = a.shape
    fw, fh = int(w * 0.75), int(h * 0.75)
    x, y = (w - fw) // 2, (h - fh) // 2
    return a[y + inset:y + fh - inset, x + inset:x + fw - inset]


photos = ["astronaut.pgm", "portraits/227943776_1.pgm", "portraits/230501201_1.pgm", "portraits/face_swapped.pgm"]
photos += ["dlib-faces/" + n for n in sorted(os.listdir(".fixtures/dlib-faces")) if n.endswith(".pgm")]
print(f"{'photo':28} {'bright':>6} {'dark':>5} {'sharp':>6} {'gblur2':>6} {'box5':>5} {'contrast':>8} {'blank':>5}")
for name in photos:
    path = ".fixtures/" + name
    photo = grey(path)
    print(f"{os.path.basename(name):28} {photo.mean():6.0f} {grey(path, 'lutyuv=y=val*0.25').mean():5.0f} "
          f"{sharpness(photo):6.0f} {sharpness(grey(path, 'gblur=sigma=2')):6.0f} "
          f"{sharpness(grey(path, 'boxblur=5')):5.0f} {frame(photo).std():8.1f} {frame(grey(path, BLANK), 2).std():5.1f}")
