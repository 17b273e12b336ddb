/// A linear constraint solver in the manner of Cassowary (Badros, Borning and Stuckey): a simplex
/// tableau kept in basic feasible form while constraints are added one at a time, with required
/// constraints held exactly and the others entering the objective as weighted error terms, which
/// the solver minimises. Auto Layout (UIView+AutoLayout.swift) builds one per layout pass.
struct LayoutSolver {
    /// A variable the caller reads (a view's edge or size).
    struct Variable: Hashable {
        let id: Int
    }

    /// A linear expression over variables: `constant + Σ coefficient × variable`.
    struct Expression {
        var terms: [Variable: Double] = [:]
        var constant: Double = 0

        init(constant: Double = 0) { self.constant = constant }
        init(_ variable: Variable, _ coefficient: Double = 1) { terms[variable] = coefficient }

        static func + (lhs: Expression, rhs: Expression) -> Expression {
            var sum = lhs
            for (variable, coefficient) in rhs.terms { sum.terms[variable, default: 0] += coefficient }
            sum.constant += rhs.constant
            return sum
        }
        static func * (lhs: Expression, rhs: Double) -> Expression {
            var product = Expression(constant: lhs.constant * rhs)
            for (variable, coefficient) in lhs.terms { product.terms[variable] = coefficient * rhs }
            return product
        }
        static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs * -1 }
        static func + (lhs: Expression, rhs: Double) -> Expression {
            var sum = lhs
            sum.constant += rhs
            return sum
        }
        static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    }

    /// How an expression relates to zero.
    enum Relation { case equal, greaterOrEqual, lessOrEqual }

    /// Why a required constraint was not added.
    enum Failure: Error { case unsatisfiable }

    /// A tableau symbol: an external variable, or one the solver made.
    private struct Symbol: Hashable {
        enum Kind { case external, slack, error, dummy }
        let id: Int
        let kind: Kind
        /// Whether the simplex keeps it non-negative (every symbol the solver makes but a dummy).
        var isRestricted: Bool { kind == .slack || kind == .error }
    }

    /// `constant + Σ coefficient × symbol`.
    private struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        init(constant: Double = 0) { self.constant = constant }

        mutating func add(_ symbol: Symbol, _ coefficient: Double) {
            let value = cells[symbol, default: 0] + coefficient
            if abs(value) < LayoutSolver.epsilon { cells[symbol] = nil } else { cells[symbol] = value }
        }
        mutating func add(_ row: Row, times coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { add(symbol, value * coefficient) }
        }
        mutating func negate() {
            constant = -constant
            for (symbol, value) in cells { cells[symbol] = -value }
        }
        /// Turns `0 = self` into `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            let coefficient = -(cells[symbol] ?? 1)
            cells[symbol] = nil
            let scale = 1 / coefficient
            constant *= scale
            for (other, value) in cells { cells[other] = value * scale }
        }
        /// Turns `lhs = self` (with `rhs` in it) into `rhs = …`.
        mutating func solve(lhs: Symbol, rhs: Symbol) {
            add(lhs, -1)
            solve(for: rhs)
        }
        /// Replaces `symbol` by `row`.
        mutating func substitute(_ symbol: Symbol, by row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }
    }

    static let epsilon = 1e-8

    private var nextID = 0
    private var externals: [Variable: Symbol] = [:]
    /// The basic symbols, each with the row that gives it.
    private var rows: [Symbol: Row] = [:]
    /// What the simplex minimises: the weighted errors of the non-required constraints.
    private var objective = Row()
    /// The artificial objective while a row is added through an artificial variable.
    private var artificialObjective: Row?

    /// A fresh variable.
    mutating func makeVariable() -> Variable {
        nextID += 1
        let variable = Variable(id: nextID)
        externals[variable] = Symbol(id: nextID, kind: .external)
        return variable
    }

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    /// The variable's value in the current solution.
    func value(of variable: Variable) -> Double {
        guard let symbol = externals[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Adds `expression relation 0`; `weight` nil for a required constraint. Throws when a
    /// required constraint cannot hold with those added before (the tableau is then unusable:
    /// build a new solver without it).
    mutating func add(_ expression: Expression, _ relation: Relation, weight: Double?) throws {
        var row = Row(constant: expression.constant)
        for (variable, coefficient) in expression.terms {
            guard let symbol = externals[variable] else { continue }
            if let basic = rows[symbol] { row.add(basic, times: coefficient) } else { row.add(symbol, coefficient) }
        }
        var marker: Symbol
        var other: Symbol?
        switch relation {
        case .greaterOrEqual, .lessOrEqual:
            // expression ≥ 0 is expression - slack = 0 with slack ≥ 0.
            let sign: Double = relation == .greaterOrEqual ? 1 : -1
            if sign < 0 { row.negate() }
            marker = makeSymbol(.slack)
            row.add(marker, -1)
            if let weight {
                let error = makeSymbol(.error)
                row.add(error, 1)
                objective.add(error, weight)
                other = error
            }
        case .equal:
            if let weight {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, weight)
                objective.add(minus, weight)
                marker = plus
                other = minus
            } else {
                marker = makeSymbol(.dummy)
                row.add(marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Every symbol is a dummy: the constraint repeats others, or contradicts them.
            guard abs(row.constant) < Self.epsilon else { throw Failure.unsatisfiable }
            return
        } else {
            guard addWithArtificialVariable(row) else { throw Failure.unsatisfiable }
        }
        optimize()
    }

    /// The symbol the new row is solved for: an external variable, else a new slack or error
    /// with a negative coefficient, else a dummy when everything else is.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) { return external }
        for candidate in [marker, other].compactMap({ $0 }) where candidate.isRestricted {
            if (row.cells[candidate] ?? 0) < 0 { return candidate }
        }
        return nil
    }

    /// Adds a row no symbol can be solved for by minimising an artificial variable that holds
    /// it; false when that variable cannot reach zero.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = makeSymbol(.slack)
        rows[artificial] = row
        artificialObjective = row
        optimize(artificial: true)
        let success = abs(artificialObjective?.constant ?? 0) < 1e-6
        artificialObjective = nil
        if let basic = rows.removeValue(forKey: artificial) {
            guard !basic.cells.isEmpty else { return success }
            guard let entering = basic.cells.keys.filter({ $0.isRestricted }).min(by: { $0.id < $1.id }) else { return false }
            var pivoted = basic
            pivoted.solve(lhs: artificial, rhs: entering)
            substitute(entering, by: pivoted)
            rows[entering] = pivoted
        }
        for key in Array(rows.keys) { rows[key]?.cells[artificial] = nil }
        objective.cells[artificial] = nil
        return success
    }

    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        for key in Array(rows.keys) { rows[key]?.substitute(symbol, by: row) }
        objective.substitute(symbol, by: row)
        artificialObjective?.substitute(symbol, by: row)
    }

    /// Primal simplex: pivots until no symbol of `objective` can lower it.
    private mutating func optimize(artificial: Bool = false) {
        for _ in 0..<10_000 {
            guard let objective = artificial ? artificialObjective : self.objective else { return }
            guard
                let entering = objective.cells.filter({ $0.key.kind != .dummy && $0.value < 0 }).keys.min(by: { $0.id < $1.id })
            else { return }
            var leaving: Symbol?
            var ratio = Double.infinity
            for (symbol, row) in rows where symbol.kind != .external {
                guard let coefficient = row.cells[entering], coefficient < 0 else { continue }
                let candidate = -row.constant / coefficient
                if candidate < ratio || (candidate == ratio && symbol.id < (leaving?.id ?? .max)) {
                    ratio = candidate
                    leaving = symbol
                }
            }
            guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(lhs: leaving, rhs: entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
    }
}
