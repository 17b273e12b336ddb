import Foundation
import NapkinUI

/// Google's "G" mark, drawn from shapes in its four colours, shared by ``GIDSignInButton`` and GoogleSignInSwift's
/// button (which is why it is SPI).
///
/// The geometry was measured from the 18-point mark GoogleSignIn's buttons show: a ring whose inner radius is 0.59 of
/// its outer one, open at the upper right between the crossbar and 47° above it; red from there over the top to 155°,
/// yellow down the left side to 201°, green along the bottom to 308° and blue from there up to the crossbar, which
/// runs from the centre to the ring's outer edge, 0.37 of the radius thick, centred on the middle. The colour
/// boundaries are straight cuts along radii; the real mark's are slightly slanted, which could not be reproduced from
/// the measurements at this size.
@_spi(GoogleSignInSwift)
public enum GoogleMark {
    /// Google blue, in sRGB.
    public static let blue = (red: 0x42 / 255.0, green: 0x85 / 255.0, blue: 0xF4 / 255.0)
    /// Google green.
    public static let green = (red: 0x34 / 255.0, green: 0xA8 / 255.0, blue: 0x53 / 255.0)
    /// Google yellow.
    public static let yellow = (red: 0xFB / 255.0, green: 0xBC / 255.0, blue: 0x05 / 255.0)
    /// Google red.
    public static let red = (red: 0xEA / 255.0, green: 0x43 / 255.0, blue: 0x35 / 255.0)

    /// A part of the mark of one colour.
    public enum Piece: CaseIterable, Sendable {
        case red, yellow, green, blue

        /// The piece's colour.
        public var rgb: (red: Double, green: Double, blue: Double) {
            switch self {
            case .red: GoogleMark.red
            case .yellow: GoogleMark.yellow
            case .green: GoogleMark.green
            case .blue: GoogleMark.blue
            }
        }

        /// The angles (degrees, counter-clockwise from the right) the piece's part of the ring spans.
        var span: (from: Double, to: Double) {
            switch self {
            case .red: (47, 155)
            case .yellow: (155, 201)
            case .green: (201, 308)
            case .blue: (308, 360)
            }
        }
    }

    /// The outline of `piece` for a mark filling the largest square centred in `rect`.
    public static func path(of piece: Piece, in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let inner = radius * 0.59
        func point(_ degrees: Double, _ r: CGFloat) -> CGPoint {
            let angle = degrees * .pi / 180
            return CGPoint(x: center.x + r * CGFloat(cos(angle)), y: center.y - r * CGFloat(sin(angle)))
        }
        var path = Path()
        let (from, to) = piece.span
        let steps = max(8, Int((to - from) / 2))
        path.move(to: point(from, radius))
        for step in 1...steps { path.addLine(to: point(from + (to - from) * Double(step) / Double(steps), radius)) }
        for step in (0...steps).reversed() { path.addLine(to: point(from + (to - from) * Double(step) / Double(steps), inner)) }
        path.closeSubpath()
        if piece == .blue {
            // The crossbar: from the centre to the ring's outer edge, its right end on the circle.
            let half = radius * 0.185
            let reach = (radius * radius - half * half).squareRoot()
            let edge = asin(Double(half / radius)) * 180 / .pi
            // Wound as the ring is (counter-clockwise on screen), so where the two overlap stays filled.
            path.move(to: CGPoint(x: center.x, y: center.y - half))
            path.addLine(to: CGPoint(x: center.x, y: center.y + half))
            path.addLine(to: CGPoint(x: center.x + reach, y: center.y + half))
            let arcSteps = 6
            for step in 1...arcSteps { path.addLine(to: point(-edge + 2 * edge * Double(step) / Double(arcSteps), radius)) }
            path.closeSubpath()
        }
        return path
    }
}
