# FaceNav: `make run` and `make test` do all the set-up on a fresh Debian machine.
SHELL := /bin/bash
SWIFT ?= swift
SCENES ?= Scenes/demo
# Debian packages the build, the app and the tests need.
DEBIAN_PACKAGES := libncursesw5-dev libv4l-dev pkg-config tmux
DEBIAN_PACKAGES += opencv-doc ffmpeg dpkg-dev xz-utils python3-pip ca-certificates   # frames: test fixtures
DEBIAN_PACKAGES += espeak-ng sox   # escape game: speech and its test
DEBIAN_PACKAGES += opencv-data python3-venv   # face detection: OpenCV's cascades; the OpenCV peer's venv
DEBIAN_PACKAGES += libdlib-data   # landmarks: dlib's 68-point face model
DEBIAN_PACKAGES += libxnnpack-dev libpthreadpool-dev   # neural networks: XNNPACK runs the .tflite models
DEBIAN_PACKAGES += libpocketsphinx-dev libsphinxbase-dev pocketsphinx-en-us libasound2-dev espeak-ng flite sox bc   # voice
DEBIAN_PACKAGES += sphinxtrain sphinxbase-utils pocketsphinx   # voice adaptation (MLLR): bw, mllr_solve, sphinx_fe, pocketsphinx_mdef_convert
DEBIAN_PACKAGES += libjpeg62-turbo-dev   # captures: JPEG files
DEBIAN_PACKAGES += time   # scripts/measure-live-overhead.py: /usr/bin/time (live app against tracking)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN ?= .build/debug/facenav
# make install: where facenav goes (PREFIX/bin) with its scenes, game and models (PREFIX/share/facenav).
PREFIX ?= $(HOME)/.local
# The folders under Scenes/ that make install copies: every one is an app or a game facenav opens by name.
BUNDLED_APPS := $(patsubst Scenes/%/,%,$(wildcard Scenes/*/))

.PHONY: deps build run test check bench format clean peers voice-fixtures install uninstall

## deps: install the Debian packages that are missing (apt-get; sudo only when not root)
deps:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "swift not found: install the Swift 6 toolchain (swift.org) and put it on PATH"; exit 1; }

## build: compile facenav
build: deps
	$(SWIFT) build

## run: open the bundled demo in this terminal
run: build models
	$(BIN) run --scenes $(SCENES)

## check: validate every scene under Scenes/
check: build
	$(BIN) check Scenes

## install: facenav into PREFIX/bin (default ~/.local/bin; no sudo), every bundled app under Scenes/ (the demo,
## the example, the escape game, settings, the swipe deck, document capture, the selfie) into PREFIX/share/facenav, and the
## fetched models (.models/) when there are any. It installs the debug build
## that `make build` and `make test` already made: a release build takes several times longer to compile on a
## small machine, and the pixel loops are optimised (-O) in debug builds too.
install:
	@[ -x $(BIN) ] || $(MAKE) build
	install -d $(PREFIX)/bin $(PREFIX)/share/facenav
	install -m 755 $(BIN) $(PREFIX)/bin/facenav
	rm -rf $(addprefix $(PREFIX)/share/facenav/,$(BUNDLED_APPS) models)
	cp -R $(addprefix Scenes/,$(BUNDLED_APPS)) $(PREFIX)/share/facenav/
	if [ -d .models ]; then cp -RL .models $(PREFIX)/share/facenav/models; fi
	@echo "installed $(PREFIX)/bin/facenav; put $(PREFIX)/bin on PATH if it is not"

## uninstall: remove what make install put under PREFIX
uninstall:
	rm -f $(PREFIX)/bin/facenav
	rm -rf $(PREFIX)/share/facenav

## fixtures: fetch the real test data from Debian's and PyPI's packages into .fixtures/ (skips what is there)
.PHONY: fixtures
fixtures: deps
	scripts/fetch-fixtures.sh
	scripts/make-face-size-videos.sh

## models: fetch the learned models (MediaPipe's iris_landmark.tflite, face_detection_short_range.tflite, face_landmark.tflite from PyPI's wheel) into .models/
.PHONY: models
models: deps
	scripts/fetch-models.sh

## test: every test: unit, snapshots, scene checks, face traces, and the app in a real terminal (tmux)
test: deps fixtures voice-fixtures models
	$(SWIFT) build --build-tests
	$(BIN) check Scenes
	$(SWIFT) test --skip-build
	scripts/fuzz.sh $(FUZZ_SECONDS)

## fuzz: every file parser under libFuzzer for FUZZ_LONG seconds each (make test runs FUZZ_SECONDS each)
FUZZ_SECONDS ?= 5
FUZZ_LONG ?= 300
.PHONY: fuzz
fuzz: deps
	scripts/fuzz.sh $(FUZZ_LONG)

## peers: the Python peers for the benchmarks (OpenCV, dlib from PyPI) in Benchmarks/.venv; tflite-runtime in .venv-tflite
peers: deps
	@[ -x Benchmarks/.venv/bin/python ] || python3 -m venv Benchmarks/.venv
	Benchmarks/.venv/bin/pip install -q -r Benchmarks/peers/requirements.txt
	@[ -x Benchmarks/.venv-tflite/bin/python ] || python3 -m venv Benchmarks/.venv-tflite
	Benchmarks/.venv-tflite/bin/pip install -q -r Benchmarks/peers/requirements-tflite.txt

## voice-fixtures: render the voice-command test speech (espeak-ng, flite, sox) into .fixtures/voice, and the
## multi-voice test set (every English espeak-ng and flite voice, noise, near words) into .fixtures/voice-set,
## and two enrolment takes of each word in each of its voices into .fixtures/voice-enrol
voice-fixtures: deps
	Tests/Fixtures/voice/make-voice-fixtures.sh .fixtures/voice
	Tests/Fixtures/voice/make-voice-set.sh .fixtures/voice-set
	Tests/Fixtures/voice/make-enrol-takes.sh .fixtures/voice-enrol

## bench: every benchmark (Benchmarks/ package) and its peer (OpenCV, dlib) in one run; writes BENCHMARKS.md's
## generated block (BENCH_ARGS="--target DetectionBenchmarks" runs one target; see Benchmarks/write-benchmarks.py)
bench: deps fixtures peers models
	python3 Benchmarks/write-benchmarks.py --swift $(SWIFT) $(BENCH_ARGS)

## format: format the sources with swift format
format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
