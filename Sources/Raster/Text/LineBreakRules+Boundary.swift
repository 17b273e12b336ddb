extension LineBreakRules {
    /// The action at the boundary before `properties[index]`, by the first rule that applies,
    /// in UAX #14's order. `state` describes the text before the boundary.
    func action(before index: Int, state: State) -> LineBreakAction {
        let next = properties[index]
        let scalarClass = next.lineBreakClass

        // LB4, LB5: always break after hard line breaks, but keep CR LF together.
        switch state.previousScalar {
        case .bk, .lf, .nl: return .mandatory
        case .cr: return scalarClass == .lf ? .prohibited : .mandatory
        default: break
        }
        // LB6: do not break before hard line breaks.
        switch scalarClass {
        case .bk, .cr, .lf, .nl: return .prohibited
        // LB7: do not break before spaces or zero width space.
        case .sp, .zw: return .prohibited
        default: break
        }
        // LB8: break after a zero width space, even with spaces in between.
        if state.beforeSpaces == .zw { return .allowed }
        // LB8a: do not break after a zero width joiner.
        if state.previousScalar == .zwj { return .prohibited }
        // LB9: do not break before a combining mark or ZWJ that attaches to its base.
        if state.attaches(scalarClass) { return .prohibited }
        // LB10: other marks are letters from here on.
        return pairAction(previous: state, next: State.standalone(scalarClass), nextProperty: next, index: index)
    }

    /// Rules LB11–LB31, once LB9 and LB10 have made units of the text.
    private func pairAction(previous state: State, next: LineBreakClass, nextProperty: LineBreakProperty, index: Int) -> LineBreakAction {
        let previous = state.previous
        // LB11: do not break before or after a word joiner.
        if next == .wj || previous == .wj { return .prohibited }
        // LB12: do not break after non-breaking glue.
        if previous == .gl { return .prohibited }
        // LB12a: nor before it, except after spaces and hyphens.
        if next == .gl, previous != .sp, previous != .ba, previous != .hy { return .prohibited }
        // LB13: do not break before closing punctuation, '!', '/' or infix separators.
        switch next {
        case .cl, .cp, .ex, .is, .sy: return .prohibited
        default: break
        }
        // LB14: do not break after an opening bracket, even after spaces.
        if state.beforeSpaces == .op { return .prohibited }
        // LB15: nor between a quotation mark and an opening bracket, even with spaces.
        if state.beforeSpaces == .qu, next == .op { return .prohibited }
        // LB16: nor between a closing bracket and a nonstarter, even with spaces.
        if state.beforeSpaces == .cl || state.beforeSpaces == .cp, next == .ns { return .prohibited }
        // LB17: nor between two em dashes, even with spaces.
        if state.beforeSpaces == .b2, next == .b2 { return .prohibited }
        // LB18: break after spaces.
        if previous == .sp { return .allowed }
        // LB19: do not break before or after quotation marks.
        if next == .qu || previous == .qu { return .prohibited }
        // LB20: break before and after contingent breaks (U+FFFC).
        if next == .cb || previous == .cb { return .allowed }
        // LB21: do not break before hyphens, other breaks after and small kana; nor after BB.
        if next == .ba || next == .hy || next == .ns || previous == .bb { return .prohibited }
        // LB21a: do not break after the hyphen in Hebrew + hyphen.
        if previous == .hy || previous == .ba, state.beforePrevious == .hl { return .prohibited }
        // LB21b: do not break between a solidus and Hebrew letters.
        if previous == .sy, next == .hl { return .prohibited }
        // LB22: do not break before ellipses.
        if next == .in { return .prohibited }
        if let action = numberAction(state: state, next: next, index: index) { return action }
        if let action = syllableAction(previous: previous, next: next) { return action }
        // LB28: do not break between letters.
        if previous == .al || previous == .hl, next == .al || next == .hl { return .prohibited }
        // LB29: do not break between an infix separator and letters ("e.g.").
        if previous == .is, next == .al || next == .hl { return .prohibited }
        // LB30: nor between letters or numbers and non-East-Asian brackets ("(s)he").
        let lettersOrDigits = previous == .al || previous == .hl || previous == .nu
        if lettersOrDigits, next == .op, !nextProperty.isEastAsian { return .prohibited }
        if previous == .cp, !state.previousProperty.isEastAsian, next == .al || next == .hl || next == .nu { return .prohibited }
        // LB30a: break between flags, never inside one: regional indicators pair up.
        if previous == .ri, next == .ri, state.regionalIndicators % 2 == 1 { return .prohibited }
        // LB30b: keep an emoji base, or an emoji yet to be assigned, with its modifier.
        if next == .em, previous == .eb || state.previousProperty.isUnassignedPictographic { return .prohibited }
        // LB31: break everywhere else.
        return .allowed
    }

    /// LB23–LB25: letters, numbers and their prefixes and postfixes; `nil` when none applies.
    private func numberAction(state: State, next: LineBreakClass, index: Int) -> LineBreakAction? {
        let previous = state.previous
        let letter = { (c: LineBreakClass) in c == .al || c == .hl }
        let ideographic = { (c: LineBreakClass) in c == .id || c == .eb || c == .em }
        // LB23: do not break between digits and letters.
        if letter(previous), next == .nu { return .prohibited }
        if previous == .nu, letter(next) { return .prohibited }
        // LB23a: do not break between numeric prefixes and ideographs, or ideographs and postfixes.
        if previous == .pr, ideographic(next) { return .prohibited }
        if ideographic(previous), next == .po { return .prohibited }
        // LB24: do not break between numeric prefix or postfix and letters.
        if previous == .pr || previous == .po, letter(next) { return .prohibited }
        if letter(previous), next == .pr || next == .po { return .prohibited }
        // LB25, as tailored by example 7: keep "$(12.50)", "-3", "12,5 %" whole.
        if previous == .pr || previous == .po {
            if next == .nu { return .prohibited }
            if next == .op || next == .hy, unitClass(after: index) == .nu { return .prohibited }
        }
        if previous == .op || previous == .hy, next == .nu { return .prohibited }
        switch (state.number, next) {
        case (.digits, .nu), (.digits, .sy), (.digits, .is), (.digits, .cl), (.digits, .cp): return .prohibited
        case (.digits, .po), (.digits, .pr), (.closed, .po), (.closed, .pr): return .prohibited
        default: return nil
        }
    }

    /// LB26, LB27: keep Korean syllable blocks and their numeric affixes together.
    private func syllableAction(previous: LineBreakClass, next: LineBreakClass) -> LineBreakAction? {
        switch (previous, next) {
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3): return .prohibited
        case (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt): return .prohibited
        case (.jt, .jt), (.h3, .jt): return .prohibited
        case (.jl, .po), (.jv, .po), (.jt, .po), (.h2, .po), (.h3, .po): return .prohibited
        case (.pr, .jl), (.pr, .jv), (.pr, .jt), (.pr, .h2), (.pr, .h3): return .prohibited
        default: return nil
        }
    }

    /// The class of the unit after the one starting at `index`: the next scalar that LB9 does
    /// not attach (LB25 looks one unit ahead). Each scan covers marks no other scan covers,
    /// so the whole pass stays linear.
    private func unitClass(after index: Int) -> LineBreakClass? {
        var position = index + 1
        while position < properties.count {
            let scalarClass = properties[position].lineBreakClass
            // The unit at `index` is OP or HY, to which LB9 attaches marks.
            if scalarClass != .cm, scalarClass != .zwj { return scalarClass }
            position += 1
        }
        return nil
    }
}
