import Foundation

/// An amount in a unit, as HealthKit's `HKQuantity`: `HKQuantity(unit: .literUnit(with: .milli), doubleValue: 250)`.
///
/// Read it back in any unit of the same kind with ``doubleValue(for:)`` (250 mL is 0.25 L, or 8.45 US fl oz).
/// Asking for a unit of another kind stops the program, as HealthKit raises an exception for it: check with
/// ``is(compatibleWith:)`` first.
public final class HKQuantity: NSObject, @unchecked Sendable {
    private let unit: HKUnit
    private let value: Double

    /// `value` in `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
        super.init()
    }

    /// True when the quantity can be read in `unit` (grams and pounds; not grams and liters).
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The quantity in `unit`. `unit` must be of the quantity's kind.
    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(
            `is`(compatibleWith: unit),
            "HKQuantity: cannot convert \(self.unit.unitString) to the incompatible unit \(unit.unitString)")
        if unit == self.unit { return value }
        return unit.value(fromBase: self.unit.baseValue(of: value))
    }

    /// How this quantity orders against `quantity`, which must be of the same kind.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    /// Two quantities are equal when they are of one kind and the same amount (1 L and 1000 mL).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.unit.isCompatible(with: unit) else { return false }
        return compare(other) == .orderedSame
    }

    public override var hash: Int { unit.dimensions.hashValue }

    /// The value and its unit: `250 mL`.
    public override var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        return "\(number) \(unit.unitString)"
    }

    /// The unit the quantity was made with, for sums of quantities.
    var madeUnit: HKUnit { unit }
}
