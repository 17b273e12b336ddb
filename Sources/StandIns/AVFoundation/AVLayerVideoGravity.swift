/// How video fills its bounds, as AVFoundation's `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// The raw value (AVFoundation's string).
    public let rawValue: String
    /// A gravity with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// Fitted, keeping the aspect ratio (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Filling, keeping the aspect ratio, cropped.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}
