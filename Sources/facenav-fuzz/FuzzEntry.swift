import FuzzTargets

#if canImport(Glibc)
    import Glibc
#endif

#if FUZZING
    /// The target libFuzzer feeds, chosen by `FACENAV_FUZZ_TARGET` (see `scripts/fuzz.sh`).
    nonisolated(unsafe) private var chosen: FuzzTarget? = {
        let name = getenv("FACENAV_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget.named(name) else {
            fputs("FACENAV_FUZZ_TARGET must be one of \(FuzzTarget.all.map(\.name).joined(separator: ", "))\n", stderr)
            exit(2)
        }
        return target
    }()

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        chosen?.run(bytes)
        return 0
    }
#else
    /// Without libFuzzer: `facenav-fuzz TARGET FILE...` feeds each file to one parser, to replay a finding.
    @main
    struct FuzzReplay {
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget.named(name) else {
                print(
                    "usage: facenav-fuzz TARGET FILE...; targets: \(FuzzTarget.all.map(\.name).joined(separator: " "))")
                exit(2)
            }
            for path in arguments.dropFirst() {
                guard let file = fopen(path, "rb") else { continue }
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = fread(&buffer, 1, buffer.count, file)
                    if count <= 0 { break }
                    bytes += buffer[0..<count]
                }
                fclose(file)
                target.run(bytes)
                print("ok \(path)")
            }
        }
    }
#endif
