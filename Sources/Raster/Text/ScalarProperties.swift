extension Unicode.Scalar {
    /// `properties.isWhitespace`, answered without the standard library's property tables for
    /// ASCII (tab, line feed, vertical tab, form feed, carriage return and space), which is
    /// nearly every scalar of most text; layout asks once or more per scalar.
    @inline(__always)
    var isWhitespaceScalar: Bool {
        value < 0x80 ? (value == 0x20 || (0x09...0x0D).contains(value)) : properties.isWhitespace
    }
}
