#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#endif

/// A colour in CIE L\*a\*b\* under the D65 white point: `l` is lightness (0…100), `a` runs
/// green to red, `b` blue to yellow.
package struct LabColor: Sendable, Equatable {
    package var l: Double
    package var a: Double
    package var b: Double

    /// The Lab colour of 8-bit sRGB components: sRGB → linear RGB → CIE XYZ (D65) → Lab.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = LabColor.linear[Int(red)], g = LabColor.linear[Int(green)], bl = LabColor.linear[Int(blue)]
        // The sRGB (D65) to XYZ matrix, then normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * bl) / 1.0
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        let fx = LabColor.f(x), fy = LabColor.f(y), fz = LabColor.f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        b = 200 * (fy - fz)
    }

    /// A Lab colour from its components.
    package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The sRGB transfer function undone, for every 8-bit value.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }

    /// The CIEDE2000 colour difference ΔE₀₀ between two colours (Sharma, Wu & Dalal, 2005),
    /// with the reference conditions kL = kC = kH = 1. About 1 is a just-noticeable
    /// difference; 2 or less is hard to see side by side.
    package func deltaE2000(to other: LabColor) -> Double {
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let twentyFive7 = 6_103_515_625.0  // 25^7
        let g = 0.5 * (1 - (meanC7 / (meanC7 + twentyFive7)).squareRoot())
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let c1p = (a1 * a1 + b * b).squareRoot()
        let c2p = (a2 * a2 + other.b * other.b).squareRoot()
        let h1p = LabColor.hueDegrees(b, a1)
        let h2p = LabColor.hueDegrees(other.b, a2)

        let deltaL = other.l - l
        let deltaC = c2p - c1p
        var deltaHue = 0.0
        if c1p * c2p != 0 {
            deltaHue = h2p - h1p
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(LabColor.radians(deltaHue / 2))

        let meanL = (l + other.l) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                meanH /= 2
            } else if h1p + h2p < 360 {
                meanH = (meanH + 360) / 2
            } else {
                meanH = (meanH - 360) / 2
            }
        }
        let t =
            1
            - 0.17 * cos(LabColor.radians(meanH - 30))
            + 0.24 * cos(LabColor.radians(2 * meanH))
            + 0.32 * cos(LabColor.radians(3 * meanH + 6))
            - 0.20 * cos(LabColor.radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + twentyFive7)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(LabColor.radians(2 * deltaTheta)) * rc

        let lTerm = deltaL / sl, cTerm = deltaC / sc, hTerm = deltaH / sh
        return (lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
