import Foundation

/// The numbers in a layout-description frame "(x, y, w×h)".
package func numbers(_ frame: String) -> [Double] {
    frame.trimmingCharacters(in: CharacterSet(charactersIn: "()"))
        .replacingOccurrences(of: "×", with: ", ")
        .split(separator: ",")
        .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
}
