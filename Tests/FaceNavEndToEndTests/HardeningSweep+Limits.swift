import Foundation
import Testing

/// Sizes and counts nobody checked: scenes, replays, number options, picture patterns, alias nests.
extension HardeningSweepCase {
    static let hugeNumbers = [
        "1001", "1000000000", "9223372036854775807", "99999999999999999999", "-1", "0", "1e9", "0x7fffffff",
    ]

    static var limits: [HardeningSweepCase] {
        var cases: [HardeningSweepCase] = []
        // A widget's sizes in a scene that `check` reads.
        for value in hugeNumbers {
            cases.append(
                .init(family: "limits", name: "scene widget height \(value)", ending: .diagnosed("'height'")) {
                    folder in
                    [
                        "check",
                        try SweepFiles.write(
                            "scene: main\nwidgets:\n  - button: Go\n    height: \(value)\n", "s.yaml", in: folder),
                    ]
                })
            cases.append(
                .init(family: "limits", name: "scene widget width \(value)", ending: .diagnosed("'width'")) { folder in
                    [
                        "check",
                        try SweepFiles.write(
                            "scene: main\nwidgets:\n  - button: Go\n    width: \(value)\n", "s.yaml", in: folder),
                    ]
                })
            for key in ["columns", "cell_width", "cell_height"] {
                cases.append(
                    .init(family: "limits", name: "grid \(key) \(value)", ending: .diagnosed("'\(key)'")) { folder in
                        let scene = """
                            scene: main
                            widgets:
                              - grid:
                                  - section: S
                                    items:
                                      - label: A
                                        announce: A
                                \(key): \(value)

                            """
                        return ["check", try SweepFiles.write(scene, "s.yaml", in: folder)]
                    })
            }
        }
        // Widget counts: over the limit refused at once, under it read.
        for count in [1001, 5000, 100_000] {
            cases.append(
                .init(family: "limits", name: "\(count) widgets", ending: .diagnosed("more than")) {
                    folder in
                    let widgets = (0..<count).map { "  - button: B\($0)\n" }.joined()
                    return ["check", try SweepFiles.write("scene: main\nwidgets:\n" + widgets, "s.yaml", in: folder)]
                })
        }
        // Widgets nested in rows count too.
        for (rows, perRow) in [(2, 600), (40, 30), (1, 1001)] {
            cases.append(
                .init(
                    family: "limits", name: "\(rows) rows of \(perRow) widgets",
                    ending: .diagnosed("more than the limit")
                ) {
                    folder in
                    let row = "  - row:\n" + (0..<perRow).map { "      - button: B\($0)\n" }.joined()
                    let scene = "scene: main\nwidgets:\n" + String(repeating: row, count: rows)
                    return ["check", try SweepFiles.write(scene, "s.yaml", in: folder)]
                })
        }
        // Alias nests inside widgets: rows aliased `width` wide and `depth` deep.
        for (width, depth) in [(10, 5), (10, 6), (10, 7), (20, 5), (4, 12), (3, 16), (2, 30)] {
            cases.append(
                .init(
                    family: "limits", name: "alias nest \(width) wide \(depth) deep",
                    ending: .diagnosed("YAML nodes")
                ) { folder in
                    var lines = ["scene: main", "anchors:", "  - &l0 {button: Go}"]
                    for level in 1...depth {
                        let row = Array(repeating: "*l\(level - 1)", count: width).joined(separator: ", ")
                        lines.append("  - &l\(level) {row: [\(row)]}")
                    }
                    lines += ["widgets:", "  - *l\(depth)"]
                    return ["check", try SweepFiles.write(lines.joined(separator: "\n") + "\n", "s.yaml", in: folder)]
                })
        }
        // A replayed resize gets the same bound as --size.
        for size in [
            ("100000000", "100000000"), ("1001", "24"), ("80", "1001"), ("0", "24"), ("-5", "10"), ("1e300", "24"),
            ("9223372036854775807", "1"), ("80.5", "24"), ("\"80\"", "24"),
        ] {
            cases.append(
                .init(
                    family: "limits", name: "replayed resize \(size.0)x\(size.1)", ending: .refused("resize")
                ) { folder in
                    let log =
                        "{\"t\":0,\"type\":\"input\",\"input\":\"resize\",\"width\":\(size.0),\"height\":\(size.1)}\n"
                        + "{\"t\":0.1,\"type\":\"input\",\"input\":\"tick\"}\n"
                    return ["run", "--headless", "--replay", try SweepFiles.write(log, "events.jsonl", in: folder)]
                })
        }
        // Number options of `detect`.
        for factor in ["1e20", "1.0000001", "1.001", "1", "0", "-1", "11", "nan", "inf", "1e309", "-inf"] {
            cases.append(
                .init(family: "limits", name: "detect --scale-factor \(factor)", ending: .refused("--scale-factor")) {
                    _ in ["detect", "/nonexistent.pgm", "--scale-factor", factor]
                })
        }
        for box in [
            "9223372036854775807,0,10,10", "0,0,9223372036854775807,9223372036854775807",
            "-9223372036854775808,0,1,1", "0,0,0,0", "1,2,3", "a,b,c,d", "0,0,100001,10", "99999999999999999999,0,1,1",
            "0,0,-5,5", "1,1,1,1,1",
        ] {
            cases.append(
                .init(family: "limits", name: "detect --box \(box)", ending: .refused("--box")) { _ in
                    ["detect", "/nonexistent.pgm", "--box", box]
                })
        }
        for (option, value) in [
            ("--min-size", "-1"), ("--min-size", "9223372036854775807"), ("--min-neighbors", "-1"),
            ("--min-neighbors", "1000000"),
        ] {
            cases.append(
                .init(family: "limits", name: "detect \(option) \(value)", ending: .refused(option)) { _ in
                    ["detect", "/nonexistent.pgm", option, value]
                })
        }
        // Numbered picture patterns with absurd widths.
        for pattern in ["f%999999999d.pgm", "f%0100d.pgm", "f%19d.pgm", "f%099999999999999999999d.pgm"] {
            cases.append(
                .init(family: "limits", name: "track --video \(pattern)", ending: .refused("at most 18")) { folder in
                    ["track", "--video", folder + "/" + pattern]
                })
        }
        // A file larger than a reader's limit is refused without reading it all.
        cases.append(
            .init(family: "limits", name: "a 5 MiB scene", ending: .diagnosed("larger than the limit")) { folder in
                let path = folder + "/big.yaml"
                FileManager.default.createFile(atPath: path, contents: nil)
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                try handle.truncate(atOffset: 5 << 20)
                try handle.close()
                return ["check", path]
            })
        return cases
    }
}
