import Foundation

/// A kind of haptic or audio feedback, as SwiftUI's `SensoryFeedback` (iOS 17): what
/// `sensoryFeedback(_:trigger:)` plays when its trigger changes. NapkinUI plays nothing; the
/// window records each one in ``Window/playedFeedback``.
public struct SensoryFeedback: Sendable, Hashable, CustomStringConvertible {
    /// How heavy the objects that collide in an impact are.
    public struct Weight: Sendable, Hashable {
        let name: String
        /// Small or light objects.
        public static let light = Weight(name: "light")
        /// Medium-sized objects.
        public static let medium = Weight(name: "medium")
        /// Large or heavy objects.
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the objects that collide in an impact are.
    public struct Flexibility: Sendable, Hashable {
        let name: String
        /// Hard, inflexible objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Objects with some give.
        public static let solid = Flexibility(name: "solid")
        /// Soft, flexible objects.
        public static let soft = Flexibility(name: "soft")
    }

    /// The feedback's name, with an impact's weight or flexibility and intensity:
    /// `success`, `impact(weight: heavy, intensity: 0.5)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// An activity started.
    public static let start = SensoryFeedback("start")
    /// An activity stopped.
    public static let stop = SensoryFeedback("stop")
    /// A dragged item lined up with something.
    public static let alignment = SensoryFeedback("alignment")
    /// An important value fell below a threshold.
    public static let decrease = SensoryFeedback("decrease")
    /// An important value rose above a threshold.
    public static let increase = SensoryFeedback("increase")
    /// Movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback("levelChange")
    /// A drawn path was completed.
    public static let pathComplete = SensoryFeedback("pathComplete")
    /// A control's value is changing.
    public static let selection = SensoryFeedback("selection")
    /// A task completed.
    public static let success = SensoryFeedback("success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback("warning")
    /// A task failed.
    public static let error = SensoryFeedback("error")
    /// A collision of medium-weight objects at full intensity.
    public static let impact = SensoryFeedback.impact()

    /// A collision of objects of `weight`, at `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact(weight: \(weight.name), intensity: \(intensity))")
    }

    /// A collision of objects of `flexibility`, at `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact(flexibility: \(flexibility.name), intensity: \(intensity))")
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes, as SwiftUI's
    /// `sensoryFeedback(_:trigger:)`; the window records it in ``Window/playedFeedback``.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        sensoryFeedback(trigger: trigger, { _, _ in feedback }, fileID: fileID, line: line, column: column)
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        sensoryFeedback(trigger: trigger, { old, new in condition(old, new) ? feedback : nil }, fileID: fileID, line: line, column: column)
    }

    /// Plays what `feedback(old, new)` returns when `trigger` changes; nothing when it returns
    /// `nil`.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        onChange(
            of: trigger, initial: false,
            { old, new in
                if let played = feedback(old, new) { Window.active?.playedFeedback.append(played) }
            }, fileID: fileID, line: line, column: column)
    }

    /// Plays what `feedback()` returns when `trigger` changes; nothing when it returns `nil`.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping () -> SensoryFeedback?, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        sensoryFeedback(trigger: trigger, { _, _ in feedback() }, fileID: fileID, line: line, column: column)
    }
}
