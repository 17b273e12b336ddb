import Foundation

/// A scalar type a shaped array can hold, as Core ML's `MLShapedArrayScalar`: `Float`, `Double`, `Float16`, `Int32`
/// and `Int8`.
public protocol MLShapedArrayScalar: Sendable, Equatable {
    /// The multiarray data type of this scalar.
    static var multiArrayDataType: MLMultiArrayDataType { get }
}

extension Float: MLShapedArrayScalar {
    /// `.float32`.
    public static var multiArrayDataType: MLMultiArrayDataType { .float32 }
}

extension Double: MLShapedArrayScalar {
    /// `.double`.
    public static var multiArrayDataType: MLMultiArrayDataType { .double }
}

extension Float16: MLShapedArrayScalar {
    /// `.float16`.
    public static var multiArrayDataType: MLMultiArrayDataType { .float16 }
}

extension Int32: MLShapedArrayScalar {
    /// `.int32`.
    public static var multiArrayDataType: MLMultiArrayDataType { .int32 }
}

extension Int8: MLShapedArrayScalar {
    /// `.int8`.
    public static var multiArrayDataType: MLMultiArrayDataType { .int8 }
}

/// `value` as the scalar `S`, converted as a multiarray of `S`'s data type stores it.
private func convertedScalar<S: MLShapedArrayScalar>(_ value: Double, as type: S.Type) -> S {
    switch S.multiArrayDataType {
    case .double: value as! S
    case .float32: Float(value) as! S
    case .float16: Float16(value) as! S
    case .int32: Int32(clamping: Int(exactly: value.rounded(.towardZero)) ?? 0) as! S
    case .int8: Int8(clamping: Int(exactly: value.rounded(.towardZero)) ?? 0) as! S
    }
}

/// `value` widened to `Double`.
private func widened<S: MLShapedArrayScalar>(_ value: S) -> Double {
    switch value {
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as Float16: Double(value)
    case let value as Int32: Double(value)
    case let value as Int8: Double(value)
    default: preconditionFailure("\(S.self) is not a Core ML scalar")
    }
}

/// A multidimensional array of one scalar type with value semantics, as Core ML's `MLShapedArray`: `scalars` in
/// row-major order over `shape`.
public struct MLShapedArray<Scalar: MLShapedArrayScalar>: Sendable, Equatable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The size of each dimension, first to last (empty for a scalar).
    public private(set) var shape: [Int]
    /// Every element, in row-major order.
    public var scalars: [Scalar] {
        didSet {
            precondition(scalars.count == scalarCount, "a shaped array of \(shape) holds \(scalarCount) scalars, not \(scalars.count)")
        }
    }

    /// An array of `shape` holding `scalars` in row-major order; their count must be the product of `shape`.
    public init<S: Sequence>(scalars: S, shape: [Int]) where S.Element == Scalar {
        precondition(shape.allSatisfy { $0 >= 0 }, "a shaped array cannot have a negative dimension: \(shape)")
        self.shape = shape
        self.scalars = Array(scalars)
        precondition(
            self.scalars.count == scalarCount, "a shaped array of \(shape) holds \(scalarCount) scalars, not \(self.scalars.count)")
    }

    /// An array of `shape` with every element `repeating`.
    public init(repeating: Scalar, shape: [Int]) {
        precondition(shape.allSatisfy { $0 >= 0 }, "a shaped array cannot have a negative dimension: \(shape)")
        self.shape = shape
        scalars = Array(repeating: repeating, count: shape.reduce(1, *))
    }

    /// A one-dimensional array of the literal's scalars.
    public init(arrayLiteral scalars: Scalar...) {
        self.init(scalars: scalars, shape: [scalars.count])
    }

    /// A scalar: an array with no dimensions and one element.
    public init(scalar: Scalar) {
        self.init(scalars: [scalar], shape: [])
    }

    /// The elements of `multiArray`, whose data type must be `Scalar`'s.
    public init(_ multiArray: MLMultiArray) {
        precondition(
            multiArray.dataType == Scalar.multiArrayDataType,
            "a \(multiArray.dataType) multiarray is not a shaped array of \(Scalar.self); use init(converting:)")
        self.init(converting: multiArray)
    }

    /// The elements of `multiArray`, converted to `Scalar` whatever its data type.
    public init(converting multiArray: MLMultiArray) {
        let values = multiArray.allIndices().map { convertedScalar(multiArray.double(at: multiArray.offset(of: $0)), as: Scalar.self) }
        self.init(scalars: values, shape: multiArray.shape.map(\.intValue))
    }

    /// The arrays joined along `axis`: every array has the same rank and the same size in every other dimension
    /// (a mismatch is a programming error, as in Core ML).
    public init(concatenating shapedArrays: [MLShapedArray<Scalar>], alongAxis axis: Int) {
        precondition(!shapedArrays.isEmpty, "MLShapedArray(concatenating:) needs at least one array")
        let first = shapedArrays[0].shape
        precondition(axis >= 0 && axis < first.count, "axis \(axis) is outside the arrays' \(first.count) dimensions")
        for array in shapedArrays {
            precondition(
                array.shape.count == first.count && first.indices.allSatisfy { $0 == axis || array.shape[$0] == first[$0] },
                "the arrays' shapes differ outside axis \(axis): \(first) and \(array.shape)")
        }
        // Row-major: the blocks before `axis` repeat; each array contributes its slab of `axis` and after, in turn.
        let outer = first[..<axis].reduce(1, *)
        var scalars: [Scalar] = []
        scalars.reserveCapacity(shapedArrays.reduce(0) { $0 + $1.scalarCount })
        for block in 0..<outer {
            for array in shapedArrays {
                let slab = array.scalarCount / max(outer, 1)
                scalars.append(contentsOf: array.scalars[(block * slab)..<((block + 1) * slab)])
            }
        }
        var shape = first
        shape[axis] = shapedArrays.reduce(0) { $0 + $1.shape[axis] }
        self.init(scalars: scalars, shape: shape)
    }

    /// The same scalars with a new dimension of size 1 inserted at `axis` (0 through the rank).
    public func expandingShape(at axis: Int) -> MLShapedArray<Scalar> {
        precondition(axis >= 0 && axis <= shape.count, "axis \(axis) is outside 0...\(shape.count)")
        var expanded = shape
        expanded.insert(1, at: axis)
        return MLShapedArray(scalars: scalars, shape: expanded)
    }

    /// The same scalars without the dimensions of size 1.
    public func squeezingShape() -> MLShapedArray<Scalar> {
        MLShapedArray(scalars: scalars, shape: shape.filter { $0 != 1 })
    }

    /// The number of elements: the product of `shape`.
    public var scalarCount: Int { shape.reduce(1, *) }

    /// Whether the array is a single scalar (no dimensions).
    public var isScalar: Bool { shape.isEmpty }

    /// The elements to step over to move one place along each dimension (row-major).
    public var strides: [Int] { MLMultiArray.rowMajorStrides(shape) }

    /// The size of the first dimension (0 for a scalar).
    public var count: Int { shape.first ?? 0 }

    /// The element at one index a dimension.
    public subscript(scalarAt indices: [Int]) -> Scalar {
        get { scalars[offset(of: indices)] }
        set { scalars[offset(of: indices)] = newValue }
    }

    /// The element at one index a dimension.
    public subscript(scalarAt indices: Int...) -> Scalar {
        get { self[scalarAt: indices] }
        set { self[scalarAt: indices] = newValue }
    }

    /// Calls `body` with the elements' memory, the shape and the strides.
    public func withUnsafeShapedBufferPointer<R>(_ body: (UnsafeBufferPointer<Scalar>, [Int], [Int]) throws -> R) rethrows -> R {
        try scalars.withUnsafeBufferPointer { try body($0, shape, strides) }
    }

    /// The shape and the elements.
    public var description: String {
        "MLShapedArray<\(Scalar.self)>(shape: \(shape), scalars: \(scalars))"
    }

    private func offset(of indices: [Int]) -> Int {
        precondition(indices.count == shape.count, "\(indices.count) indices for a \(shape.count)-dimensional array")
        var offset = 0
        for (axis, index) in indices.enumerated() {
            precondition(index >= 0 && index < shape[axis], "index \(index) is out of range for dimension \(axis) of \(shape)")
            offset = offset * shape[axis] + index
        }
        return offset
    }
}

extension MLMultiArray {
    /// A row-major multiarray holding a copy of `shapedArray`'s elements, of its scalar's data type.
    public convenience init<Scalar: MLShapedArrayScalar>(_ shapedArray: MLShapedArray<Scalar>) {
        // A scalar shaped array becomes a one-element array, as a multiarray needs a dimension.
        let shape = shapedArray.isScalar ? [1] : shapedArray.shape
        // Non-negative dimensions: the initializer cannot throw.
        try! self.init(shape: shape.map { NSNumber(value: $0) }, dataType: Scalar.multiArrayDataType)
        for (offset, scalar) in shapedArray.scalars.enumerated() { setDouble(widened(scalar), at: offset) }
    }
}
