/// A localized format string as `String(localized:)` fills it: `%@`, `%d`, `%lld`, `%llu`,
/// `%f`, `%lf` (any specifier ending in one of `@ d i u f e g x s`) take the next value or,
/// written `%2$@`, the value at that position; `%%` is a percent sign. Values arrive already
/// printed, so a translation may use any specifier for any value. A specifier with no value
/// left is kept as written rather than read past the end.
struct LocalizationFormat {
    private let scalars: [Character]

    init(_ format: String) {
        scalars = Array(format)
    }

    /// The format with `values` in place of its specifiers.
    func filled(with values: [String]) -> String {
        var result = ""
        var next = 0
        var index = 0
        while index < scalars.count {
            let character = scalars[index]
            guard character == "%", index + 1 < scalars.count else {
                result.append(character)
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                result.append("%")
                index += 2
                continue
            }
            guard let specifier = specifier(at: index + 1) else {
                result.append(character)
                index += 1
                continue
            }
            let position = specifier.position.map { $0 - 1 } ?? next
            if specifier.position == nil { next += 1 }
            if values.indices.contains(position) {
                result += values[position]
            } else {
                result += String(scalars[index..<specifier.end])
            }
            index = specifier.end
        }
        return result
    }

    /// The specifier starting after a `%` at `start`: its explicit position (`2$`) and the
    /// index just past its conversion character; nil when none follows.
    private func specifier(at start: Int) -> (position: Int?, end: Int)? {
        var index = start
        var digits = ""
        while index < scalars.count, scalars[index].isASCII, scalars[index].isNumber {
            digits.append(scalars[index])
            index += 1
        }
        var position: Int?
        if index < scalars.count, scalars[index] == "$", let number = Int(digits), number > 0 {
            position = number
            index += 1
        } else {
            index = start
        }
        // Flags, width, precision and length modifiers, then the conversion.
        while index < scalars.count, "-+ #0123456789.lhqLzjt".contains(scalars[index]) { index += 1 }
        guard index < scalars.count, "@diufeEgGxXsScCoaA".contains(scalars[index]) else { return nil }
        return (position, index + 1)
    }
}
