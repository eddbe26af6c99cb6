#!/usr/bin/env python3
"""Measures the live app's CPU against `facenav track` on the same videos, and peak memory (issue 22).

For each video, RUNS times each, interleaved (user + system CPU and max RSS from /usr/bin/time):

- track: `facenav track --video V`, as fast as it goes;
- paced track: the same, the video fed through a pipe at its own frame rate (as a camera delivers it);
- live app: `facenav run --video V` in an 80x24 tmux window (a real terminal: ncurses, the face thread,
  the preview, the recognisers, the cursor, rendering and drawing every frame), with a saved default
  profile and `--speech none`; `q` is sent as soon as the status line says the video has ended, so the
  app's time is the video's length plus about 0.2 s. Its face thread's CPU (its threads but the main one,
  read from /proc every 0.1 s until the video ends) is given apart;
- first run: the same with no saved profile, so the calibration wizard opens on the face and draws the
  camera picture every frame;
- cold memory: `facenav run --headless --video V` with an empty XDG_CACHE_HOME (dlib's model parsed,
  the cache written), then warm with that cache.

With `--loop N` each video is first written N times over into one temporary Y4M file (its frames
repeated, one header), so a 4-second video becomes a 4N-second one and the start-up (loading the models,
the first screen) weighs less in the ratios.

Prints a Markdown table of medians. Needs tmux and /usr/bin/time (Debian `time`), a release build:

    swift build -c release
    scripts/measure-live-overhead.py [--runs 5] [--loop N] [--facenav .build/release/facenav] [VIDEO ...]

Default videos: .fixtures/face-sizes/face-{100,200,350}.y4m and .fixtures/megamind.y4m (`make fixtures`).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def timed(command, env=None, stdin=None):
    """(user + system seconds, max RSS MB) of `command` through /usr/bin/time; its output is dropped."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        subprocess.run(
            ["/usr/bin/time", "-o", report.name, "-f", "%U %S %M"] + command,
            stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True, cwd=ROOT)
        user, system, rss = report.read().split()[-3:]
        return float(user) + float(system), int(rss) / 1024


def paced_track(facenav, video):
    """`track` on `video` fed at its frame rate through a pipe."""
    pacer = subprocess.Popen([sys.executable, __file__, "--pace", video], stdout=subprocess.PIPE)
    try:
        return timed([facenav, "track", "--video", "-"], stdin=pacer.stdout)
    finally:
        pacer.stdout.close()
        pacer.wait()


def pace(video):
    """Writes a Y4M file to standard output at its own frame rate (`--pace`)."""
    out = sys.stdout.buffer
    with open(video, "rb") as source:
        header = source.readline()
        fields = {part[:1]: part[1:] for part in header.split()[1:]}
        width, height = int(fields[b"W"]), int(fields[b"H"])
        numerator, denominator = (int(n) for n in fields[b"F"].split(b":"))
        colour = fields.get(b"C", b"420")
        plane = width * height
        size = plane * 3 // 2 if colour.startswith(b"420") else plane * 3 if colour.startswith(b"444") else plane
        out.write(header)
        start = time.monotonic()
        index = 0
        while True:
            line = source.readline()
            if not line:
                return
            frame = source.read(size)
            due = start + index * denominator / numerator
            if due > time.monotonic():
                time.sleep(due - time.monotonic())
            try:
                out.write(line + frame)
                out.flush()
            except BrokenPipeError:
                return
            index += 1


def looped(video, times, folder):
    """A Y4M file in `folder` with the frames of `video` `times` times over (one header)."""
    path = os.path.join(folder, f"{times}x-" + os.path.basename(video))
    with open(video, "rb") as source:
        header = source.readline()
        frames = source.read()
    if not header.startswith(b"YUV4MPEG2 ") or not frames.startswith(b"FRAME"):
        raise SystemExit(f"{video}: not a Y4M video (no YUV4MPEG2 header and FRAME); --loop needs one")
    with open(path, "wb") as out:
        out.write(header)
        for _ in range(times):
            out.write(frames)
    return path


def background_seconds(pid):
    """CPU seconds of the threads of `pid` other than its main one (the face thread, here)."""
    seconds = 0.0
    for task in os.listdir(f"/proc/{pid}/task"):
        if int(task) == pid:
            continue
        with open(f"/proc/{pid}/task/{task}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        seconds += (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
    return seconds


def live(facenav, video, profile, config):
    """(CPU seconds, max RSS MB, face thread's CPU seconds) of the app in tmux on `video`."""
    session = f"facenav-live-{os.getpid()}"
    with tempfile.TemporaryDirectory() as folder:
        report = folder + "/time"
        env = f"XDG_CONFIG_HOME={config} "
        options = f"--profile {profile} " if profile else ""
        command = (
            f"cd {ROOT} && {env}/usr/bin/time -o {report} -f '%U %S %M' {facenav} run --video {video} "
            f"{options}--speech none 2>/dev/null"
        )
        subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", command], check=True)
        try:
            face = None
            app = None
            deadline = time.monotonic() + 300
            while time.monotonic() < deadline:
                # The face thread ends with the video: its time is the last one read while it ran.
                try:
                    if app is None:
                        shell = subprocess.run(
                            ["tmux", "display", "-p", "-t", session, "#{pane_pid}"],
                            capture_output=True, text=True).stdout
                        app = find_app(int(shell))
                    if app is not None:
                        face = max(face or 0.0, background_seconds(app))
                except (OSError, ValueError):
                    pass
                screen = subprocess.run(
                    ["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
                if "video has ended" in screen:
                    break
                time.sleep(0.1)
            else:
                raise SystemExit(f"{video}: the app did not say the video ended within 300 s")
            # The first q may cancel the calibration wizard; the next quits.
            while not os.path.exists(report) or os.path.getsize(report) == 0:
                subprocess.run(["tmux", "send-keys", "-t", session, "q"], check=False)
                time.sleep(0.5)
            user, system, rss = open(report).read().split()[-3:]
            return float(user) + float(system), int(rss) / 1024, face
        finally:
            subprocess.run(["tmux", "kill-session", "-t", session], stderr=subprocess.DEVNULL)


def find_app(pid):
    """The facenav process under the tmux pane's shell `pid` (under /usr/bin/time)."""
    for _ in range(3):
        children = []
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                children += open(f"/proc/{pid}/task/{task}/children").read().split()
            except OSError:
                pass
        if not children:
            return None
        pid = int(children[0])
        if open(f"/proc/{pid}/comm").read().strip().startswith("facenav"):
            return pid
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--facenav", default=os.path.join(ROOT, ".build/release/facenav"))
    parser.add_argument("--loop", type=int, default=1, help="play each video this many times over")
    parser.add_argument("--pace", help=argparse.SUPPRESS)
    parser.add_argument("videos", nargs="*")
    args = parser.parse_args()
    if args.pace:
        return pace(args.pace)
    facenav = os.path.abspath(args.facenav)
    if not os.path.exists(facenav):
        raise SystemExit(f"{facenav} is missing: build it with `swift build -c release` or pass --facenav")
    for tool in ["tmux", "/usr/bin/time"]:
        if not shutil.which(tool):
            raise SystemExit(f"{tool} is missing: run `make deps`")
    videos = [os.path.abspath(v) for v in args.videos] or [
        os.path.join(ROOT, ".fixtures", name)
        for name in ["face-sizes/face-100.y4m", "face-sizes/face-200.y4m", "face-sizes/face-350.y4m", "megamind.y4m"]
    ]
    if args.loop < 1:
        raise SystemExit(f"--loop {args.loop}: give a number of times of at least 1")
    with tempfile.TemporaryDirectory() as folder:
        if args.loop > 1:
            videos = [looped(video, args.loop, folder) for video in videos]
        profile = folder + "/profile.yaml"
        subprocess.run([facenav, "profile", "init", profile], check=True, stdout=subprocess.DEVNULL)
        print(f"facenav {facenav}, {args.runs} runs each, each video {args.loop} time(s) over, "
              f"nproc {os.cpu_count()}, load {os.getloadavg()}")
        print()
        print("| Video | track CPU s | paced track CPU s | live app CPU s (face thread) | live / track | "
              "live / paced track | first run (wizard) CPU s | first run / track |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        memory = []
        for video in videos:
            runs = {"track": [], "paced": [], "live": [], "face": [], "first": []}
            for _ in range(args.runs):
                runs["track"].append(timed([facenav, "track", "--video", video])[0])
                runs["paced"].append(paced_track(facenav, video)[0])
                cpu, _, face = live(facenav, video, profile, folder + "/config")
                runs["live"].append(cpu)
                if face is not None:
                    runs["face"].append(face)
                empty = tempfile.mkdtemp(dir=folder)
                runs["first"].append(live(facenav, video, None, empty)[0])
            median = {key: statistics.median(values) if values else float("nan") for key, values in runs.items()}
            print(
                f"| {os.path.basename(video)} | {median['track']:.2f} | {median['paced']:.2f} | "
                f"{median['live']:.2f} ({median['face']:.2f}) | **{median['live'] / median['track']:.2f}** | "
                f"{median['live'] / median['paced']:.2f} | {median['first']:.2f} | "
                f"{median['first'] / median['track']:.2f} |", flush=True)
            cold, warm = [], []
            for _ in range(args.runs):
                cache = tempfile.mkdtemp(dir=folder)
                env = dict(os.environ, XDG_CACHE_HOME=cache)
                cold.append(timed([facenav, "run", "--headless", "--video", video], env=env)[1])
                warm.append(timed([facenav, "run", "--headless", "--video", video], env=env)[1])
                shutil.rmtree(cache)
            memory.append((os.path.basename(video), max(cold), max(warm)))
        print()
        print("| Video | peak memory, first run (cache cold), MB | peak memory, cache warm, MB |")
        print("|---|---:|---:|")
        for name, cold, warm in memory:
            print(f"| {name} | {cold:.0f} | {warm:.0f} |")
        print(f"\nload at the end {os.getloadavg()}")


if __name__ == "__main__":
    main()
