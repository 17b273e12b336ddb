/// What the line breaking rules allow before a scalar.
enum LineBreakAction: UInt8, Sendable {
    /// The line must not break here.
    case prohibited
    /// The line may break here.
    case allowed
    /// The line must break here: after a hard line break (BK, CR, LF, NL).
    case mandatory
}

/// UAX #14's rules LB2–LB31 as Unicode 15.0 states them, with the numbers tailoring of its
/// section 8.2, example 7, which Unicode's own conformance file (LineBreakTest.txt) uses.
///
/// One pass, left to right, decides each boundary from a handful of facts about the text
/// before it (kept in ``State``) and, for one rule, the scalars right after it; so the cost is
/// linear in the length of the text whatever it holds.
struct LineBreakRules {
    /// Each scalar's property, in text order.
    let properties: [LineBreakProperty]

    /// For each offset 0...count: the action before the scalar at that offset (at `count`,
    /// the end of the text, which always breaks).
    func actions() -> [LineBreakAction] {
        var actions = [LineBreakAction](repeating: .prohibited, count: properties.count + 1)
        guard !properties.isEmpty else {
            actions[0] = .mandatory
            return actions
        }
        var state = State(first: properties[0])  // LB2: never break at the start.
        for index in 1..<properties.count {
            actions[index] = action(before: index, state: state)
            state.append(properties[index])
        }
        actions[properties.count] = .mandatory  // LB3: always break at the end.
        return actions
    }

    /// The facts about the text before a boundary that the rules look at. A unit is a scalar
    /// with the combining marks and ZWJs that LB9 attaches to it.
    struct State {
        /// The class of the scalar right before the boundary, as the text has it.
        var previousScalar: LineBreakClass
        /// The class of the unit before the boundary, after LB9 and LB10.
        var previous: LineBreakClass
        /// The flags of that unit's first scalar.
        var previousProperty: LineBreakProperty
        /// The class of the unit before that one (for LB21a), if any.
        var beforePrevious: LineBreakClass?
        /// The class of the last unit that is not a space (for LB8 and LB14–LB17).
        var beforeSpaces: LineBreakClass
        /// How many regional indicator units end the text so far (for LB30a).
        var regionalIndicators = 0
        /// Where the text stands in the numbers tailoring of LB25.
        var number = NumberState.none

        /// The state after the first scalar.
        init(first: LineBreakProperty) {
            // LB10: a combining mark with nothing to attach to is a letter.
            let unit = Self.standalone(first.lineBreakClass)
            previousScalar = first.lineBreakClass
            previous = unit
            previousProperty = first
            beforeSpaces = unit
            regionalIndicators = unit == .ri ? 1 : 0
            count(unit)
        }

        /// True when LB9 attaches a scalar of class `next` to the unit before it.
        func attaches(_ next: LineBreakClass) -> Bool {
            guard next == .cm || next == .zwj else { return false }
            switch previous {
            case .bk, .cr, .lf, .nl, .sp, .zw: return false
            default: return true
            }
        }

        /// Moves past one more scalar.
        mutating func append(_ property: LineBreakProperty) {
            let scalarClass = property.lineBreakClass
            defer { previousScalar = scalarClass }
            // LB9: X (CM | ZWJ)* is X, so an attached mark changes nothing else.
            if attaches(scalarClass) { return }
            let unit = Self.standalone(scalarClass)
            beforePrevious = previous
            previous = unit
            previousProperty = property
            if unit != .sp { beforeSpaces = unit }
            regionalIndicators = unit == .ri ? regionalIndicators + 1 : 0
            count(unit)
        }

        /// LB10: a mark or ZWJ that LB9 did not attach is treated as AL.
        static func standalone(_ scalarClass: LineBreakClass) -> LineBreakClass {
            scalarClass == .cm || scalarClass == .zwj ? .al : scalarClass
        }

        /// Follows `NU (NU | SY | IS)* (CL | CP)?`, the number LB25's tailoring keeps whole.
        private mutating func count(_ unit: LineBreakClass) {
            switch (number, unit) {
            case (_, .nu): number = .digits
            case (.digits, .sy), (.digits, .is): number = .digits
            case (.digits, .cl), (.digits, .cp): number = .closed
            default: number = .none
            }
        }
    }

    /// How far into `NU (NU | SY | IS)* (CL | CP)?` the text before a boundary is.
    enum NumberState {
        /// Not in a number.
        case none
        /// After `NU (NU | SY | IS)*`.
        case digits
        /// After `NU (NU | SY | IS)* (CL | CP)`.
        case closed
    }
}
