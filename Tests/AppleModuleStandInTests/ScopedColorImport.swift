// A palette file as iOS apps write one: it imports SwiftUI's `Color` and nothing else.
import struct SwiftUI.Color

extension Color {
    static let mintAccent = Color(red: 0.6, green: 0.9, blue: 0.8)
}
