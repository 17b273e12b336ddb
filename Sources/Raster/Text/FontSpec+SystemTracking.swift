extension FontSpec {
    /// The letter spacing that puts Inter's characters where Apple's system font puts its own,
    /// in points: none unless the font stands in for the system font (``tracksLikeSystemFont``).
    ///
    /// iOS tracks San Francisco by size (looser below 12 points, tighter from 13), so a line of
    /// body text in SF Pro is about 5 % narrower than the same line in Inter, whose advances
    /// are otherwise within a percent of SF Pro Text's. Adding the same tracking to Inter puts
    /// text edges where iOS puts them. Line breaking drops it after a line's last character.
    public var systemTracking: Double {
        guard tracksLikeSystemFont else { return 0 }
        let rounded = isRoundedDesign && face.weight == .regular ? Self.roundedRegularTrackingEm : 0
        return (Self.systemTrackingEm(atSize: size) + rounded) * size
    }

    /// What SF Pro Rounded's regular weight tracks beyond SF Pro, in ems: its characters are
    /// narrower. Measured on iOS 26 references (Challenge's rounded body texts at 16 points,
    /// 0.2–0.3 points a character narrower than Inter with SF Pro's tracking): −12 to −18/1000
    /// em all put their edges within a point; its semibold matches SF Pro's and keeps none.
    static let roundedRegularTrackingEm = -15.0 / 1000

    /// The tracking at `size` points, in ems: the table's values interpolated linearly between
    /// the sizes listed and held beyond its ends.
    static func systemTrackingEm(atSize size: Double) -> Double {
        let table = systemTrackingTable
        guard size.isFinite, size > table[0].size else { return table[0].thousandths / 1000 }
        guard size < table[table.count - 1].size else { return table[table.count - 1].thousandths / 1000 }
        var upper = 1
        while table[upper].size < size { upper += 1 }
        let low = table[upper - 1]
        let high = table[upper]
        let t = (size - low.size) / (high.size - low.size)
        return (low.thousandths + (high.thousandths - low.thousandths) * t) / 1000
    }

    /// Size in points → tracking in thousandths of an em, ascending by size.
    ///
    /// Up to 19 points, Apple's published tracking for SF Pro (its text cut, whose advances
    /// match Inter's: measured against iOS references at 14, 16 and 17 points). From 20 points
    /// iOS draws SF Pro's display cut, whose advances are narrower than Inter's, and Apple's
    /// values there (+14 at 28 points) leave Inter 5–7 % wider than iOS's text; the values are
    /// measured instead, on iOS references: −38 at 21 points (a `.title2` line), −29 at 27 (a
    /// bold `.title` line), held above that.
    private static let systemTrackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (21, -38), (27, -29),
    ]
}

extension FontSpec.Face {
    /// True for the cuts of Inter, the face that stands in for Apple's system font.
    public var isSystemStandIn: Bool {
        switch self {
        case .sans, .sansMedium, .sansThin, .sansExtraLight, .sansLight, .sansSemibold, .sansBold, .sansHeavy, .sansBlack,
            .sansItalic, .sansMediumItalic, .sansSemiboldItalic, .sansBoldItalic:
            return true
        default:
            return false
        }
    }
}
