/// FaceTracking re-exports Frames, the module `Frame` and `GrayImage` moved to from here.
///
/// Every image the tracker reads or returns is a `GrayImage`, so a client of FaceTracking needs the type
/// anyway; re-exporting keeps code written against FaceTracking before the split (the app, the tests, the
/// benchmarks, files added on other branches) compiling without a new `import Frames`.
@_exported import Frames
