extension Device {
    /// This device with its screen resized to the size `controller`'s content chooses when
    /// offered nothing (its ideal size, with this device's scale and traits), rounded up to
    /// whole pixels and at least one pixel each way, so that an empty view still gives an
    /// image: what swift-snapshot-testing's `.sizeThatFits` layout and a preview's
    /// `.sizeThatFitsLayout` render on.
    @MainActor
    public func fitting(_ controller: ViewController) -> Device {
        let ideal = controller.sizeThatFits(.unspecified, on: self)
        func wholePixels(_ value: CGFloat) -> CGFloat { max(1, (value * scale - 1e-9).rounded(.up)) / scale }
        return resized(to: CGSize(width: wholePixels(ideal.width), height: wholePixels(ideal.height)))
    }
}
