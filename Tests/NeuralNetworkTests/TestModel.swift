@testable import NeuralNetwork

/// A small TensorFlow Lite model made in the test, written as real `.tflite` bytes by `FlatWriter`.
struct TestModel {
    struct Tensor {
        var shape: [Int]
        /// Schema `TensorType`: 0 FLOAT32, 1 FLOAT16, 2 INT32.
        var type: Int8 = 0
        var data: [UInt8]? = nil
        var name: String
    }
    struct Operator {
        var code: Int
        var inputs: [Int]
        var outputs: [Int]
        /// The builtin options table's fields, nil for none.
        var options: [FlatField?]? = nil
    }

    var tensors: [Tensor] = []
    var operators: [Operator] = []
    var inputs: [Int] = []
    var outputs: [Int] = []

    /// Adds a tensor and returns its index.
    mutating func tensor(_ name: String, _ shape: [Int], type: Int8 = 0, data: [UInt8]? = nil) -> Int {
        tensors.append(Tensor(shape: shape, type: type, data: data, name: name))
        return tensors.count - 1
    }

    static func float32Bytes(_ values: [Float]) -> [UInt8] { values.flatMap { FlatWriter.littleEndian($0.bitPattern) } }
    static func float16Bytes(_ values: [Float16]) -> [UInt8] {
        values.flatMap { FlatWriter.littleEndian($0.bitPattern) }
    }
    static func int32Bytes(_ values: [Int]) -> [UInt8] { values.flatMap { FlatWriter.littleEndian(Int32($0)) } }

    /// The model's `.tflite` bytes: one subgraph, buffer 0 the empty sentinel, one buffer per constant tensor.
    var bytes: [UInt8] {
        let codes = Array(Set(operators.map(\.code))).sorted()
        var buffers: [FlatValue] = [.table([])]
        var tensorTables: [FlatValue] = []
        for tensor in tensors {
            var buffer: UInt32 = 0
            if let data = tensor.data {
                buffers.append(.table([.child(.scalars(data, elementSize: 1, alignment: 16))]))
                buffer = UInt32(buffers.count - 1)
            }
            tensorTables.append(
                .table([
                    .child(.int32s(tensor.shape)), .int8(tensor.type), .uint32(buffer), .child(.string(tensor.name)),
                ]))
        }
        let operatorTables: [FlatValue] = operators.map { op in
            let options: FlatField? = op.options.map { .child(.table($0)) }
            return .table([
                .uint32(UInt32(codes.firstIndex(of: op.code)!)), .child(.int32s(op.inputs)),
                .child(.int32s(op.outputs)),
                options == nil ? nil : .int8(1), options,
            ])
        }
        let subgraph = FlatValue.table([
            .child(.tables(tensorTables)), .child(.int32s(inputs)), .child(.int32s(outputs)),
            .child(.tables(operatorTables)),
        ])
        // OperatorCode: deprecated_builtin_code (byte) for small codes, builtin_code (int32) always.
        let codeTables: [FlatValue] = codes.map {
            .table([.int8(Int8(min($0, 127))), nil, .int32(1), .int32(Int32($0))])
        }
        let model = FlatValue.table([
            .uint32(3), .child(.tables(codeTables)), .child(.tables([subgraph])), .child(.string("test model")),
            .child(.tables(buffers)),
        ])
        return FlatWriter.buffer(root: model, identifier: "TFL3")
    }
}
