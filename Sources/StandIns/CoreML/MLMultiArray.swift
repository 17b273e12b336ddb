import Foundation

/// The scalar type of a multiarray's elements, as Core ML's `MLMultiArrayDataType`. The raw values are Core ML's
/// (a kind flag, `0x10000` for floating point and `0x20000` for integers, or'd with the width in bits), the
/// numbers a `.mlmodel` file stores for an input's type.
public enum MLMultiArrayDataType: Int, Sendable, CaseIterable {
    /// 64-bit floating point (`Double`).
    case double = 65600
    /// 32-bit floating point (`Float`).
    case float32 = 65568
    /// 16-bit floating point (`Float16`).
    case float16 = 65552
    /// 32-bit signed integers (`Int32`).
    case int32 = 131104
    /// 8-bit signed integers (`Int8`).
    case int8 = 131080

    /// 64-bit floating point: Core ML's other name for `.double`.
    public static let float64 = MLMultiArrayDataType.double
    /// 32-bit floating point: Core ML's other name for `.float32`.
    public static let float = MLMultiArrayDataType.float32

    /// Bytes an element takes.
    var byteWidth: Int { (rawValue & 0xFFFF) / 8 }
}

/// A multidimensional array of numbers, the value type of a model's tensor inputs and outputs, as Core ML's
/// `MLMultiArray`: real storage, every element of one `dataType`, laid out by `strides` (row-major when the
/// array allocates its own memory). Not `Sendable`, as Apple's: its elements change in place.
public final class MLMultiArray: NSObject {
    /// The size of each dimension, first to last.
    public let shape: [NSNumber]
    /// The elements to step over to move one place along each dimension.
    public let strides: [NSNumber]
    /// The scalar type of every element.
    public let dataType: MLMultiArrayDataType
    /// The number of elements: the product of `shape`.
    public let count: Int

    private let intShape: [Int]
    private let intStrides: [Int]
    private let storage: UnsafeMutableRawPointer
    private let deallocator: ((UnsafeMutableRawPointer) -> Void)?

    /// A zero-filled, row-major array of `shape` and `dataType`. Throws an `MLModelError` when the shape has no
    /// dimensions or a negative one.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        let dimensions = shape.map(\.intValue)
        try MLMultiArray.validate(dimensions)
        intShape = dimensions
        intStrides = MLMultiArray.rowMajorStrides(dimensions)
        self.shape = shape
        self.strides = intStrides.map { NSNumber(value: $0) }
        self.dataType = dataType
        count = dimensions.reduce(1, *)
        let bytes = max(count, 1) * dataType.byteWidth
        storage = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        deallocator = { $0.deallocate() }
        super.init()
    }

    /// An array over memory the caller owns, read through `strides`; `deallocator` is called with `dataPointer`
    /// when the array goes away. Throws an `MLModelError` when the shape is invalid or the strides' count differs
    /// from the shape's.
    public init(
        dataPointer: UnsafeMutableRawPointer, shape: [NSNumber], dataType: MLMultiArrayDataType, strides: [NSNumber],
        deallocator: ((UnsafeMutableRawPointer) -> Void)? = nil
    ) throws {
        let dimensions = shape.map(\.intValue)
        try MLMultiArray.validate(dimensions)
        guard strides.count == dimensions.count else {
            throw MLModelError(.generic, message: "The strides (\(strides.count)) must have one entry a dimension (\(dimensions.count)).")
        }
        intShape = dimensions
        intStrides = strides.map(\.intValue)
        self.shape = shape
        self.strides = strides
        self.dataType = dataType
        count = dimensions.reduce(1, *)
        storage = dataPointer
        self.deallocator = deallocator
        super.init()
    }

    /// The arrays joined along `axis`, converted to `dataType`: every array has the same rank and the same size
    /// in every other dimension (as Core ML, a mismatch is a programming error and stops the program).
    public convenience init(concatenating multiArrays: [MLMultiArray], axis: Int, dataType: MLMultiArrayDataType) {
        precondition(!multiArrays.isEmpty, "MLMultiArray(concatenating:) needs at least one array")
        let first = multiArrays[0].intShape
        precondition(axis >= 0 && axis < first.count, "axis \(axis) is outside the arrays' \(first.count) dimensions")
        for array in multiArrays {
            let other = array.intShape
            precondition(
                other.count == first.count && other.indices.allSatisfy { $0 == axis || other[$0] == first[$0] },
                "the arrays' shapes differ outside axis \(axis): \(first) and \(other)")
        }
        var shape = first
        shape[axis] = multiArrays.reduce(0) { $0 + $1.intShape[axis] }
        // The validated shape cannot make the initializer throw.
        try! self.init(shape: shape.map { NSNumber(value: $0) }, dataType: dataType)
        var offset = 0
        for array in multiArrays {
            for index in array.allIndices() {
                var target = index
                target[axis] += offset
                setDouble(array.double(at: array.offset(of: index)), at: self.offset(of: target))
            }
            offset += array.intShape[axis]
        }
    }

    deinit {
        deallocator?(storage)
    }

    /// The element at linear `index`, counting in row-major order over `shape` (with the array's own storage,
    /// its offset in memory), as an `NSNumber` of the data type's scalar.
    public subscript(index: Int) -> NSNumber {
        get { number(at: offset(of: linearIndices(index))) }
        set { setNumber(newValue, at: offset(of: linearIndices(index))) }
    }

    /// The element at one index a dimension.
    public subscript(key: [NSNumber]) -> NSNumber {
        get { number(at: offset(of: key.map(\.intValue))) }
        set { setNumber(newValue, at: offset(of: key.map(\.intValue))) }
    }

    /// The start of the elements' memory.
    public var dataPointer: UnsafeMutableRawPointer { storage }

    /// Calls `body` with the elements' memory as `S`, which must be the data type's scalar.
    public func withUnsafeBufferPointer<S, R>(ofType type: S.Type, _ body: (UnsafeBufferPointer<S>) throws -> R) rethrows -> R {
        try withUnsafeMutableBufferPointer(ofType: type) { buffer, _ in try body(UnsafeBufferPointer(buffer)) }
    }

    /// Calls `body` with the elements' memory as `S`, which must be the data type's scalar, and the strides.
    public func withUnsafeMutableBufferPointer<S, R>(
        ofType type: S.Type, _ body: (UnsafeMutableBufferPointer<S>, [Int]) throws -> R
    ) rethrows -> R {
        precondition(MemoryLayout<S>.stride == dataType.byteWidth, "\(S.self) is not the scalar type of a \(dataType) array")
        let typed = storage.bindMemory(to: S.self, capacity: span)
        return try body(UnsafeMutableBufferPointer(start: typed, count: span), intStrides)
    }

    /// Calls `body` with the elements' bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: storage, count: span * dataType.byteWidth))
    }

    /// Calls `body` with the elements' bytes, which it may change, and the strides.
    public func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer, [Int]) throws -> R) rethrows -> R {
        try body(UnsafeMutableRawBufferPointer(start: storage, count: span * dataType.byteWidth), intStrides)
    }

    /// The data type, the shape and the first 16 elements.
    public override var description: String {
        let values = (0..<min(count, 16)).map { self[$0].stringValue }.joined(separator: ", ")
        return "\(dataType) \(intShape.map(String.init).joined(separator: " × ")) array [\(values)\(count > 16 ? ", …" : "")]"
    }

    // MARK: Layout

    /// Elements between the first and one past the last element in memory.
    private var span: Int {
        guard count > 0 else { return 0 }
        return zip(intShape, intStrides).reduce(1) { $0 + ($1.0 - 1) * $1.1 }
    }

    static func validate(_ dimensions: [Int]) throws {
        guard !dimensions.isEmpty else { throw MLModelError(.generic, message: "A multiarray's shape needs at least one dimension.") }
        guard dimensions.allSatisfy({ $0 >= 0 }) else {
            throw MLModelError(.generic, message: "A multiarray's shape cannot have a negative dimension: \(dimensions).")
        }
    }

    static func rowMajorStrides(_ shape: [Int]) -> [Int] {
        var strides = [Int](repeating: 1, count: shape.count)
        for axis in shape.indices.dropLast().reversed() { strides[axis] = strides[axis + 1] * shape[axis + 1] }
        return strides
    }

    func offset(of indices: [Int]) -> Int {
        precondition(indices.count == intShape.count, "\(indices.count) indices for a \(intShape.count)-dimensional array")
        var offset = 0
        for (axis, index) in indices.enumerated() {
            precondition(index >= 0 && index < intShape[axis], "index \(index) is out of range for dimension \(axis) of \(intShape)")
            offset += index * intStrides[axis]
        }
        return offset
    }

    private func linearIndices(_ linear: Int) -> [Int] {
        precondition(linear >= 0 && linear < count, "index \(linear) is out of range for \(count) elements")
        var rest = linear
        var indices = [Int](repeating: 0, count: intShape.count)
        for axis in intShape.indices.reversed() {
            indices[axis] = rest % intShape[axis]
            rest /= intShape[axis]
        }
        return indices
    }

    func allIndices() -> [[Int]] { (0..<count).map(linearIndices) }

    /// The element at memory offset `offset`, widened to `Double`.
    func double(at offset: Int) -> Double {
        switch dataType {
        case .double: storage.load(fromByteOffset: offset * 8, as: Double.self)
        case .float32: Double(storage.load(fromByteOffset: offset * 4, as: Float.self))
        case .float16: Double(storage.load(fromByteOffset: offset * 2, as: Float16.self))
        case .int32: Double(storage.load(fromByteOffset: offset * 4, as: Int32.self))
        case .int8: Double(storage.load(fromByteOffset: offset, as: Int8.self))
        }
    }

    /// Stores `value` at memory offset `offset`, converted to the data type as Swift's numeric initializers do.
    func setDouble(_ value: Double, at offset: Int) {
        switch dataType {
        case .double: storage.storeBytes(of: value, toByteOffset: offset * 8, as: Double.self)
        case .float32: storage.storeBytes(of: Float(value), toByteOffset: offset * 4, as: Float.self)
        case .float16: storage.storeBytes(of: Float16(value), toByteOffset: offset * 2, as: Float16.self)
        case .int32:
            storage.storeBytes(of: Int32(clamping: Int(exactly: value.rounded(.towardZero)) ?? 0), toByteOffset: offset * 4, as: Int32.self)
        case .int8:
            storage.storeBytes(of: Int8(clamping: Int(exactly: value.rounded(.towardZero)) ?? 0), toByteOffset: offset, as: Int8.self)
        }
    }

    private func number(at offset: Int) -> NSNumber {
        switch dataType {
        case .double: NSNumber(value: storage.load(fromByteOffset: offset * 8, as: Double.self))
        case .float32: NSNumber(value: storage.load(fromByteOffset: offset * 4, as: Float.self))
        case .float16: NSNumber(value: Float(storage.load(fromByteOffset: offset * 2, as: Float16.self)))
        case .int32: NSNumber(value: storage.load(fromByteOffset: offset * 4, as: Int32.self))
        case .int8: NSNumber(value: storage.load(fromByteOffset: offset, as: Int8.self))
        }
    }

    private func setNumber(_ number: NSNumber, at offset: Int) {
        switch dataType {
        case .double: storage.storeBytes(of: number.doubleValue, toByteOffset: offset * 8, as: Double.self)
        case .float32: storage.storeBytes(of: number.floatValue, toByteOffset: offset * 4, as: Float.self)
        case .float16: storage.storeBytes(of: Float16(number.floatValue), toByteOffset: offset * 2, as: Float16.self)
        case .int32: storage.storeBytes(of: number.int32Value, toByteOffset: offset * 4, as: Int32.self)
        case .int8: storage.storeBytes(of: number.int8Value, toByteOffset: offset, as: Int8.self)
        }
    }
}
