import Testing

@testable import FaceTracking

/// dlib's integer and float coding, on bytes written by hand from `dlib/serialize.h`.
@Suite struct DlibReaderTests {
    /// Runs `body` on a reader over a copy of `bytes`, and checks it read them all.
    private func read<T>(_ bytes: [UInt8], _ body: (inout DlibReader) throws(DlibFormatError) -> T)
        throws(DlibFormatError) -> T
    {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: bytes)
        var reader = DlibReader(bytes: UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count]))
        let value = try body(&reader)
        #expect(reader.remaining == 0, "bytes left over")
        return value
    }

    /// The error `body` throws on `bytes`, or nil.
    private func failure(_ bytes: [UInt8], _ body: (inout DlibReader) throws(DlibFormatError) -> Void)
        -> DlibFormatError?
    {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: bytes)
        var reader = DlibReader(bytes: UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count]))
        do {
            try body(&reader)
            return nil
        } catch {
            return error
        }
    }

    @Test func unsignedIntegersAreAByteCountThenLittleEndianBytes() throws {
        #expect(try read([0x01, 0x00]) { r throws(DlibFormatError) in try r.readUnsigned() } == 0)
        #expect(try read([0x01, 0x05]) { r throws(DlibFormatError) in try r.readUnsigned() } == 5)
        #expect(try read([0x02, 0x2C, 0x01]) { r throws(DlibFormatError) in try r.readUnsigned() } == 300)
        #expect(
            try read([0x08, 0xEF, 0xCD, 0xAB, 0x89, 0x67, 0x45, 0x23, 0x01]) { r throws(DlibFormatError) in
                try r.readUnsigned()
            } == 0x0123_4567_89AB_CDEF)
    }

    @Test func signedIntegersCarryTheSignInTheControlByte() throws {
        #expect(try read([0x81, 0x01]) { r throws(DlibFormatError) in try r.readSigned(byteWidth: 4) } == -1)
        #expect(try read([0x81, 0x88]) { r throws(DlibFormatError) in try r.readSigned(byteWidth: 8) } == -136)
        #expect(try read([0x02, 0x00, 0x7D]) { r throws(DlibFormatError) in try r.readSigned(byteWidth: 2) } == 32000)
        #expect(try read([0x01, 0x7F]) { r throws(DlibFormatError) in try r.readSigned(byteWidth: 4) } == 127)
    }

    @Test func badControlBytesAndShortInputAreErrors() {
        // A zero byte count, and more bytes than the type holds.
        #expect(failure([0x00]) { r throws(DlibFormatError) in _ = try r.readUnsigned() }?.isBadEncoding == true)
        #expect(
            failure([0x05, 1, 2, 3, 4, 5]) { r throws(DlibFormatError) in _ = try r.readSigned(byteWidth: 4) }?
                .isBadEncoding == true)
        #expect(failure([0x89, 1]) { r throws(DlibFormatError) in _ = try r.readUnsigned() }?.isBadEncoding == true)
        #expect(
            failure([]) { r throws(DlibFormatError) in _ = try r.readUnsigned() }
                == .truncated(offset: 0, context: "the model"))
        #expect(
            failure([0x03, 0x01]) { r throws(DlibFormatError) in _ = try r.readUnsigned() }
                == .truncated(offset: 0, context: "the model"))
    }

    @Test func floatsAreMantissaThenExponent() throws {
        // 1.5 = 3 * 2^-1, -0.75 = -3 * 2^-2.
        #expect(try read([0x01, 0x03, 0x81, 0x01]) { r throws(DlibFormatError) in try r.readFloat() } == 1.5)
        #expect(try read([0x81, 0x03, 0x81, 0x02]) { r throws(DlibFormatError) in try r.readFloat() } == -0.75)
        #expect(try read([0x01, 0x00, 0x01, 0x40]) { r throws(DlibFormatError) in try r.readFloat() } == 0)
        // The first value of dlib's 68-point model: 0xF1384D * 2^-29.
        #expect(
            try read([0x03, 0x4D, 0x38, 0xF1, 0x81, 0x1D]) { r throws(DlibFormatError) in try r.readFloat() }
                == Float(0xF1_384D) / Float(1 << 29))
        #expect(try read([0x01, 0x03, 0x81, 0x01]) { r throws(DlibFormatError) in try r.readDouble() } == 1.5)
    }

    @Test func specialExponentsAreInfinityAndNaN() throws {
        #expect(
            try read([0x01, 0x00, 0x02, 0x00, 0x7D]) { r throws(DlibFormatError) in try r.readFloat() } == .infinity)
        #expect(
            try read([0x01, 0x00, 0x02, 0x01, 0x7D]) { r throws(DlibFormatError) in try r.readFloat() } == -.infinity)
        #expect(try read([0x01, 0x00, 0x02, 0x02, 0x7D]) { r throws(DlibFormatError) in try r.readFloat() }.isNaN)
    }

    @Test func theOldTextFormatIsRefusedClearly() {
        let error = failure(Array("1.5 ".utf8)) { r throws(DlibFormatError) in _ = try r.readFloat() }
        #expect(error?.message.contains("old text format") == true)
    }

    @Test func ourWriterAndTheReaderAgree() throws {
        let values: [Float] = [0, 1, -1, 0.1, -123.456, 1e-30, 3.4e38, .leastNonzeroMagnitude, .infinity]
        var out = DlibBytes()
        for value in values { out.float(value) }
        let decoded = try read(out.bytes) { r throws(DlibFormatError) in
            try values.map { _ throws(DlibFormatError) in try r.readFloat() }
        }
        #expect(decoded == values)
    }

    @Test func matricesTakeEitherSignOfDimensions() throws {
        var values: [Float] = []
        // Newer format: -2 x -1; older format: 2 x 1.
        let newer: [UInt8] = [0x81, 0x02, 0x81, 0x01, 0x01, 0x03, 0x81, 0x01, 0x01, 0x01, 0x01, 0x00]
        let older: [UInt8] = [0x01, 0x02, 0x01, 0x01, 0x01, 0x03, 0x81, 0x01, 0x01, 0x01, 0x01, 0x00]
        #expect(try read(newer) { r throws(DlibFormatError) in try r.readFloatColumn(into: &values) } == 2)
        #expect(try read(older) { r throws(DlibFormatError) in try r.readFloatColumn(into: &values) } == 2)
        #expect(values == [1.5, 1, 1.5, 1])
        // Two columns where a column vector is expected.
        let wide: [UInt8] = [0x81, 0x01, 0x81, 0x02]
        #expect(
            failure(wide) { r throws(DlibFormatError) in _ = try r.readFloatColumn(into: &values) }?.isInvalid == true)
    }

    @Test func countsLargerThanTheRestOfTheFileAreTruncation() {
        let bytes: [UInt8] = [0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x01, 0x00]
        let error = failure(bytes) { r throws(DlibFormatError) in _ = try r.readCount(minimumElementBytes: 2) }
        guard case .truncated(let offset, _)? = error else {
            Issue.record("expected truncation, got \(String(describing: error))")
            return
        }
        #expect(offset == 0)
    }
}

extension DlibFormatError {
    var isBadEncoding: Bool {
        if case .badEncoding = self { return true }
        return false
    }

    var isInvalid: Bool {
        if case .invalid = self { return true }
        return false
    }
}
