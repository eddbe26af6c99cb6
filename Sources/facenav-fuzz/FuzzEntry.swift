import FuzzTargets

#if canImport(Glibc)
    import Glibc
#endif

#if FUZZING
    /// The target libFuzzer feeds, chosen by `FACENAV_FUZZ_TARGET` (see `scripts/fuzz.sh`).
    nonisolated(unsafe) private var chosen: FuzzTarget? = {
        let name = getenv("FACENAV_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget.named(name) else {
            let message = "FACENAV_FUZZ_TARGET must be one of \(FuzzTarget.all.map(\.name).joined(separator: ", "))\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
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

    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// SwiftPM links an executable target's entry point as `main` (`--defsym main=facenav_fuzz_main`), so
    /// libFuzzer's own `main` is never linked: this one hands the command line to libFuzzer's driver.
    @_cdecl("facenav_fuzz_main")
    func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
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
