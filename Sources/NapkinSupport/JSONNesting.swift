import Foundation

/// How deeply JSON text nests, read from its bytes before a parser sees them: a parser that
/// recurses per level (Foundation's `JSONSerialization`) can exhaust the stack on hostile input,
/// so a reader that accepts text from outside checks the depth first.
public enum JSONNesting {
    /// The deepest nesting of brackets and braces in `data` outside strings, counting stopped as
    /// soon as it passes `limit` (the value returned is then `limit + 1`). Escaped quotes inside
    /// strings are honoured; the text need not be valid JSON.
    public static func depth(of data: Data, stoppingPast limit: Int) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > limit { return deepest }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
