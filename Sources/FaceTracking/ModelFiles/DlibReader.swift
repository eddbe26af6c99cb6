#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the values of dlib's binary serialisation (`dlib/serialize.h`) from a run of bytes.
///
/// Integers are a control byte then little-endian magnitude bytes: the low 4 bits of the control byte count
/// the bytes that follow (1...8, never 0), bit 7 is the sign for signed types. Floating-point numbers are
/// dlib's `float_details`: a signed 64-bit mantissa then a signed 16-bit exponent, both as integers, meaning
/// `mantissa * 2^exponent`, except the exponents 32000 (+inf), 32001 (-inf) and above (NaN). Matrices are
/// rows, columns (negated in the newer format) then the elements row by row; `std::vector` is its count then
/// its elements.
///
/// The reader never reads outside `bytes`: a value that runs past the end is `DlibFormatError.truncated`.
struct DlibReader {
    let bytes: UnsafeRawBufferPointer
    /// The position of the next byte to read.
    private(set) var offset: Int
    /// What is being read, for error messages.
    var context: String = "the model"

    init(bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The number of bytes left to read.
    var remaining: Int { bytes.count - offset }

    private func truncated() -> DlibFormatError { .truncated(offset: offset, context: context) }

    /// The control byte and magnitude of an integer of at most `maxBytes` bytes.
    @inline(__always)
    private mutating func readMagnitude(maxBytes: Int, signed: Bool) throws(DlibFormatError) -> (UInt64, Bool) {
        guard offset < bytes.count else { throw truncated() }
        let start = offset
        let control = bytes[offset]
        let size = Int(control & (signed ? 0x0F : 0x8F))
        guard size != 0, size <= maxBytes else {
            throw .badEncoding(
                offset: start, context: context,
                detail:
                    "an integer's control byte 0x\(String(control, radix: 16)) is not one dlib writes for a \(maxBytes)-byte \(signed ? "signed" : "unsigned") integer"
            )
        }
        guard bytes.count - offset - 1 >= size else { throw truncated() }
        var value: UInt64 = 0
        var i = size
        while i > 0 {
            value = (value << 8) | UInt64(bytes[offset + i])
            i -= 1
        }
        offset += size + 1
        return (value, signed && control & 0x80 != 0)
    }

    /// An unsigned integer of at most `maxBytes` bytes (8 for dlib's `unsigned long` on 64-bit Linux).
    mutating func readUnsigned(maxBytes: Int = 8) throws(DlibFormatError) -> UInt64 {
        try readMagnitude(maxBytes: maxBytes, signed: false).0
    }

    /// A signed integer of `byteWidth` bytes (4 for `int`, 8 for `long`, 2 for `int16`), wrapping as dlib's
    /// shifts into the C type do.
    mutating func readSigned(byteWidth: Int) throws(DlibFormatError) -> Int64 {
        let (magnitude, negative) = try readMagnitude(maxBytes: byteWidth, signed: true)
        let bits = UInt64(byteWidth * 8)
        let truncatedBits = bits == 64 ? magnitude : magnitude & ((1 << bits) - 1)
        // Sign-extend from the type's width, as the C integer would hold it.
        let shift = 64 - bits
        var value = Int64(bitPattern: truncatedBits << shift) >> shift
        if negative { value = 0 &- value }
        if bits < 64 {
            value = Int64(bitPattern: UInt64(bitPattern: value) << shift) >> shift
        }
        return value
    }

    /// A `float`, decoded from `float_details` exactly as dlib's `convert_to_T<float>`: the mantissa
    /// rounded to float, then scaled by a power of two.
    mutating func readFloat() throws(DlibFormatError) -> Float {
        let (mantissa, exponent) = try readFloatDetails()
        if exponent < 32000 { return ldexpf(Float(mantissa), Int32(exponent)) }
        if exponent == 32000 { return .infinity }
        if exponent == 32001 { return -.infinity }
        return .nan
    }

    /// A `double`, decoded from `float_details` as dlib's `convert_to_T<double>`.
    mutating func readDouble() throws(DlibFormatError) -> Double {
        let (mantissa, exponent) = try readFloatDetails()
        if exponent < 32000 { return ldexp(Double(mantissa), Int32(exponent)) }
        if exponent == 32000 { return .infinity }
        if exponent == 32001 { return -.infinity }
        return .nan
    }

    private mutating func readFloatDetails() throws(DlibFormatError) -> (mantissa: Int64, exponent: Int64) {
        guard offset < bytes.count else { throw truncated() }
        // dlib's older text format starts with an ASCII character, which always has a bit of 0x70 set.
        guard bytes[offset] & 0x70 == 0 else {
            throw .badEncoding(
                offset: offset, context: context,
                detail: "a floating-point number in dlib's old text format, which FaceNav does not read")
        }
        let mantissa = try readSigned(byteWidth: 8)
        let exponent = try readSigned(byteWidth: 2)
        return (mantissa, exponent)
    }

    /// The element count of a `std::vector` whose elements take at least `minimumElementBytes` each; a
    /// count the remaining bytes cannot hold is reported as truncation before anything is allocated.
    mutating func readCount(minimumElementBytes: Int) throws(DlibFormatError) -> Int {
        let start = offset
        let count = try readUnsigned()
        guard count <= UInt64(remaining / max(minimumElementBytes, 1)) else {
            throw .truncated(offset: start, context: context + " (it claims \(count) elements)")
        }
        return Int(count)
    }

    /// The rows and columns of a `dlib::matrix`, accepting both the old (positive) and new (negated) form.
    mutating func readMatrixSize() throws(DlibFormatError) -> (rows: Int, columns: Int) {
        let start = offset
        var rows = try readSigned(byteWidth: 8)
        var columns = try readSigned(byteWidth: 8)
        if rows < 0 || columns < 0 {
            rows = 0 &- rows
            columns = 0 &- columns
        }
        guard rows >= 0, columns >= 0, rows <= Int64(Int32.max), columns <= Int64(Int32.max) else {
            throw .invalid(offset: start, context: context, detail: "a matrix of \(rows) x \(columns)")
        }
        return (Int(rows), Int(columns))
    }

    /// A `matrix<float,0,1>`: a column vector of floats, appended to `values`.
    mutating func readFloatColumn(into values: inout [Float]) throws(DlibFormatError) -> Int {
        let start = offset
        let (rows, columns) = try readMatrixSize()
        guard columns == 1 else {
            throw .invalid(
                offset: start, context: context, detail: "a \(rows) x \(columns) matrix where a column was expected")
        }
        let count = rows * columns
        // Each float takes at least 4 bytes (two integers of at least 2 bytes).
        guard count <= remaining / 4 else {
            throw .truncated(offset: start, context: context + " (a column of \(count) values)")
        }
        for _ in 0..<count { values.append(try readFloat()) }
        return count
    }
}
