import Testing

@testable import NapkinUI

/// The top edge and height of the node whose layout description line contains `needle`, for
/// the stack spacing suites.
@MainActor
func verticalFrame(_ needle: String, in view: some View, device: Device = .iPhone13Pro) throws -> (top: Double, height: Double) {
    let frame = try frame(of: needle, in: view, device: device)
    let numbers = frame.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
    try #require(numbers.count == 4, "\(frame)")
    return (numbers[1], numbers[3])
}

/// Expects `value` to be `expected` to the two decimals the layout description writes.
func expectTwoDecimals(_ value: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(value - expected) < 0.011, "\(value) is not \(expected)", sourceLocation: sourceLocation)
}
