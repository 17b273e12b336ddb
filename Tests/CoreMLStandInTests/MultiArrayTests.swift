import CoreML
import Foundation
import Testing

@Suite("Core ML stand-in: MLMultiArray and MLShapedArray")
struct MultiArrayTests {
    @Test("A new array is zero-filled and row-major, and its subscripts read what they wrote")
    func storage() throws {
        let array = try MLMultiArray(shape: [2, 3], dataType: .float32)
        #expect(array.count == 6)
        #expect(array.shape == [2, 3])
        #expect(array.strides == [3, 1])
        #expect(array.dataType == .float32)
        #expect((0..<6).allSatisfy { array[$0].floatValue == 0 })
        array[4] = NSNumber(value: Float(2.5))
        #expect(array[[1, 1]].floatValue == 2.5)
        array[[0, 2]] = 7
        #expect(array[2].intValue == 7)
        array.withUnsafeBufferPointer(ofType: Float.self) { buffer in
            #expect(Array(buffer) == [0, 0, 7, 0, 2.5, 0])
        }
    }

    @Test("Values are stored as the data type's scalar: integers truncate, halves round")
    func dataTypes() throws {
        let ints = try MLMultiArray(shape: [2], dataType: .int32)
        ints[0] = NSNumber(value: 3.9)
        ints[1] = NSNumber(value: -2)
        #expect(ints[0] == NSNumber(value: Int32(3)) && ints[1].int32Value == -2)
        let halves = try MLMultiArray(shape: [1], dataType: .float16)
        halves[0] = NSNumber(value: 0.1)
        #expect(halves[0].floatValue == Float(Float16(0.1)))
        let doubles = try MLMultiArray(shape: [1], dataType: .float64)
        doubles[0] = NSNumber(value: Double.pi)
        #expect(doubles.dataType == .double && doubles[0].doubleValue == .pi)
        #expect(MLMultiArrayDataType.float32.rawValue == 65568 && MLMultiArrayDataType.int32.rawValue == 131104)
        #expect(MLMultiArrayDataType.float == .float32)
    }

    @Test("A shape without dimensions or with a negative one throws")
    func badShapes() {
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [], dataType: .double) }
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [2, -1], dataType: .double) }
        #expect(throws: MLModelError.self) {
            try MLMultiArray(
                dataPointer: UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8), shape: [2], dataType: .float32, strides: [])
        }
    }

    @Test("An array over the caller's memory reads it through its strides and calls the deallocator once")
    func borrowedMemory() throws {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 6 * 8, alignment: 8)
        let values: [Double] = [1, 2, 3, 4, 5, 6]
        for (index, value) in values.enumerated() { memory.storeBytes(of: value, toByteOffset: index * 8, as: Double.self) }
        var released = 0
        do {
            // A transposed view of the 2 × 3 memory: 3 × 2 with column-major strides.
            let transposed = try MLMultiArray(
                dataPointer: memory, shape: [3, 2], dataType: .double, strides: [1, 3],
                deallocator: {
                    released += 1
                    $0.deallocate()
                })
            #expect(transposed.dataPointer == memory)
            #expect(transposed[[0, 1]].doubleValue == 4)
            #expect((0..<6).map { transposed[$0].doubleValue } == [1, 4, 2, 5, 3, 6])
            transposed[[2, 0]] = 30
            withExtendedLifetime(transposed) {
                #expect(memory.load(fromByteOffset: 2 * 8, as: Double.self) == 30)
                #expect(released == 0)
            }
        }
        #expect(released == 1)
    }

    @Test("Concatenating joins along the axis and converts to the data type")
    func concatenating() throws {
        let first = try MLMultiArray(shape: [1, 2], dataType: .int32)
        first[0] = 1
        first[1] = 2
        let second = try MLMultiArray(shape: [2, 2], dataType: .float32)
        for index in 0..<4 { second[index] = NSNumber(value: Float(index) + 10.5) }
        let rows = MLMultiArray(concatenating: [first, second], axis: 0, dataType: .float32)
        #expect(rows.shape == [3, 2])
        #expect((0..<6).map { rows[$0].floatValue } == [1, 2, 10.5, 11.5, 12.5, 13.5])
        let columns = MLMultiArray(concatenating: [first, first], axis: 1, dataType: .double)
        #expect(columns.shape == [1, 4] && (0..<4).map { columns[$0].intValue } == [1, 2, 1, 2])
    }

    @Test("A shaped array is a value with row-major scalars, and converts to and from a multiarray")
    func shapedArrays() throws {
        var grid = MLShapedArray<Float>(scalars: [1, 2, 3, 4, 5, 6], shape: [2, 3])
        #expect(grid.scalarCount == 6 && grid.count == 2 && grid.strides == [3, 1])
        #expect(grid[scalarAt: 1, 0] == 4)
        let copy = grid
        grid[scalarAt: [0, 2]] = 9
        #expect(copy[scalarAt: 0, 2] == 3 && grid.scalars == [1, 2, 9, 4, 5, 6])
        let array = MLMultiArray(grid)
        #expect(array.dataType == .float32 && array.shape == [2, 3] && array[2].floatValue == 9)
        #expect(MLShapedArray<Float>(array) == grid)
        #expect(MLShapedArray<Int32>(converting: array).scalars == [1, 2, 9, 4, 5, 6])
        #expect(MLShapedArray<Double>(repeating: 0.5, shape: [2, 2]).scalars == [0.5, 0.5, 0.5, 0.5])
        let scalar = MLShapedArray<Int32>(scalar: 7)
        #expect(scalar.isScalar && scalar.scalars == [7] && MLMultiArray(scalar).shape == [1])
    }

    @Test("Shaped arrays concatenate along an axis, gain and lose dimensions of size 1, and come from array literals")
    func shapedArrayReshaping() {
        let a = MLShapedArray<Float>(scalars: [1, 2, 3, 4], shape: [2, 2])
        let b = MLShapedArray<Float>(scalars: [5, 6], shape: [2, 1])
        let columns = MLShapedArray(concatenating: [a, b], alongAxis: 1)
        #expect(columns.shape == [2, 3] && columns.scalars == [1, 2, 5, 3, 4, 6])
        let rows = MLShapedArray(concatenating: [a, a], alongAxis: 0)
        #expect(rows.shape == [4, 2] && rows.scalars == [1, 2, 3, 4, 1, 2, 3, 4])
        let expanded = a.expandingShape(at: 0).expandingShape(at: 3)
        #expect(expanded.shape == [1, 2, 2, 1] && expanded.scalars == a.scalars)
        #expect(expanded.squeezingShape() == a)
        let literal: MLShapedArray<Float> = [0, 0.5]
        #expect(literal.shape == [2] && literal.scalars == [0, 0.5])
        #expect(MLShapedArray(arrayLiteral: Float(0)) == MLShapedArray<Float>(scalars: [0], shape: [1]))
    }
}
