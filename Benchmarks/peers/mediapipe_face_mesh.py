#!/usr/bin/env python3
"""MediaPipe's face mesh (PyPI mediapipe 0.10.14), the peer FaceNav's tracked frame is timed against.

Tracks the face through Y4M videos with `FaceMesh(static_image_mode=False, refine_landmarks=True,
max_num_faces=1)` (468 landmarks and the 10 iris points, tracking from frame to frame as in a live camera
feed) and prints JSON: for each video, how many frames had a face and the time `process()` took.

  mediapipe_face_mesh.py --runs 5 .fixtures/face-sizes/face-100.y4m [more.y4m ...]

One thread: before MediaPipe is loaded the process pins itself to one CPU (sched_setaffinity, as
`taskset -c N` would), so all of MediaPipe's threads share one core, and OMP_NUM_THREADS,
TF_NUM_INTRAOP_THREADS and TF_NUM_INTEROP_THREADS are set to 1. CPU time is the whole process's.

The frames are turned from 4:2:0 YCbCr into RGB (OpenCV's BT.601 conversion) before timing starts: only
`process()` is timed, while FaceNav's figure includes reading and splitting the Y4M bytes. After one
untimed pass (MediaPipe's graph starts lazily) each of --runs passes goes through the whole video, timing
windows of --window consecutive frames; reported are the median over all windows of (window time) /
(frames in it), the same statistic FaceNav's benchmark reports, and the median and p90 of single frames.
"""
import argparse
import json
import os
import statistics
import sys
import time

for variable in ("OMP_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS"):
    os.environ[variable] = "1"
os.environ.setdefault("GLOG_minloglevel", "2")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


def pin_to_one_cpu():
    """Keeps this process (and every thread it starts from now on) on one CPU; returns that CPU."""
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    return cpu


def read_y4m(path):
    """The frames of a 4:2:0 YUV4MPEG2 file as (width, height, [I420 byte strings])."""
    try:
        f = open(path, "rb")
    except OSError as error:
        sys.exit(f"{path}: {error.strerror}: run make fixtures")
    with f:
        header = f.readline().split()
        if not header or header[0] != b"YUV4MPEG2":
            sys.exit(f"{path}:1: not a YUV4MPEG2 file")
        fields = {item[:1]: item[1:] for item in header[1:]}
        width, height = int(fields[b"W"]), int(fields[b"H"])
        colour = fields.get(b"C", b"420jpeg")
        if not colour.startswith(b"420"):
            sys.exit(f"{path}:1: chroma C{colour.decode()} is not 4:2:0: convert with ffmpeg -pix_fmt yuv420p")
        size = width * height + 2 * ((width + 1) // 2) * ((height + 1) // 2)
        frames = []
        while True:
            line = f.readline()
            if not line:
                break
            if not line.startswith(b"FRAME"):
                sys.exit(f"{path}: frame {len(frames)}: no FRAME marker")
            data = f.read(size)
            if len(data) < size:
                sys.exit(f"{path}: frame {len(frames)} is cut short")
            frames.append(data)
    if not frames:
        sys.exit(f"{path}: no frames")
    return width, height, frames


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("videos", nargs="+", help="4:2:0 Y4M videos")
    parser.add_argument("--runs", type=int, default=5, help="timed passes over each video")
    parser.add_argument("--window", type=int, default=5, help="frames per timed window")
    arguments = parser.parse_args()

    cpu = pin_to_one_cpu()
    import cv2
    import mediapipe as mp
    import numpy as np

    result = {"peer": f"MediaPipe {mp.__version__} face mesh (refine_landmarks)", "cpu": cpu,
              "runs": arguments.runs, "window": arguments.window, "videos": []}
    for path in arguments.videos:
        width, height, raw = read_y4m(path)
        frames = [cv2.cvtColor(np.frombuffer(data, np.uint8).reshape(height * 3 // 2, width), cv2.COLOR_YUV2RGB_I420)
                  for data in raw]
        mesh = mp.solutions.face_mesh.FaceMesh(
            static_image_mode=False, refine_landmarks=True, max_num_faces=1,
            min_detection_confidence=0.5, min_tracking_confidence=0.5)
        found = sum(mesh.process(frame).multi_face_landmarks is not None for frame in frames)
        windows_wall, windows_cpu, single = [], [], []
        for _ in range(arguments.runs):
            for start in range(0, len(frames), arguments.window):
                window = frames[start:start + arguments.window]
                wall0, cpu0 = time.perf_counter_ns(), time.process_time_ns()
                for frame in window:
                    before = time.perf_counter_ns()
                    mesh.process(frame)
                    single.append(time.perf_counter_ns() - before)
                windows_wall.append((time.perf_counter_ns() - wall0) / len(window))
                windows_cpu.append((time.process_time_ns() - cpu0) / len(window))
        mesh.close()
        result["videos"].append({
            "path": path, "frames": len(frames), "faces_found": found,
            "median_wall_ns_per_frame": statistics.median(windows_wall),
            "median_cpu_ns_per_frame": statistics.median(windows_cpu),
            "median_frame_wall_ns": statistics.median(single),
            "p90_frame_wall_ns": percentile(single, 0.9),
        })
    json.dump(result, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
