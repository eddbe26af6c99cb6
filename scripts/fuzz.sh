#!/usr/bin/env bash
# Fuzz every file parser with libFuzzer: scripts/fuzz.sh SECONDS [TARGET...]
# Builds facenav-fuzz with -sanitize=fuzzer,address into .build-fuzz (apart from the normal build), then runs
# each target for SECONDS from the seeds in Tests/FuzzCorpus/TARGET (and, where the system has them, real
# model files). A crash or a hang stops with its input saved in .build-fuzz/findings/; once fixed, copy the
# input into Tests/FuzzCorpus/TARGET/ so FuzzCorpusTests replays it in every `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scene app deck profile trace replay y4m pnm wav tflite cascade dlib registry templates mllr)
swift build --build-path .build-fuzz --product facenav-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
  2>&1 | grep -E "error|warning: unre|Compiling facenav-fuzz|Build complete" || true
binary=.build-fuzz/debug/facenav-fuzz
[ -x "$binary" ] || { echo "fuzz: the fuzz build failed"; exit 1; }
mkdir -p .build-fuzz/findings
failed=0
for target in "${targets[@]}"; do
  work=.build-fuzz/corpus/$target
  mkdir -p "$work"
  extra=()
  case $target in
    cascade) [ -d /usr/share/opencv4/lbpcascades ] && extra+=(/usr/share/opencv4/lbpcascades) ;;
    y4m) [ -f .fixtures/megamind-mono.y4m ] && extra+=(.fixtures/face-sizes) ;;
  esac
  if FACENAV_FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 \
      -max_len=65536 -print_final_stats=0 -artifact_prefix=".build-fuzz/findings/$target-" \
      "$work" "Tests/FuzzCorpus/$target" "${extra[@]}" > ".build-fuzz/$target.log" 2>&1; then
    echo "fuzz $target: ok, $(grep -o 'Done [0-9]* runs' ".build-fuzz/$target.log" | tail -1 | grep -o '[0-9]*') inputs in ${seconds} s"
  else
    failed=1
    echo "fuzz $target: FAILED; see .build-fuzz/$target.log and .build-fuzz/findings/$target-*"
    grep -E "ERROR|SUMMARY|Fatal error|Test unit written" ".build-fuzz/$target.log" | head -5
  fi
done
exit $failed
