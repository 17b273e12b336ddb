// The device, traits and layout of an image snapshot, spelled as swift-snapshot-testing
// spells them on iOS: `.image(on: .iPhone13Pro(.landscape), traits: UITraitCollection(userInterfaceStyle: .dark))`,
// `.image(layout: .sizeThatFits)`, `.image(layout: .fixed(width: 320, height: 200))`.
//
// The rendering itself is the one of Snapshotting+NapkinUI.swift; this file only turns a
// configuration into the `Device` a fresh `Window` renders on.

public import NapkinUI
internal import Raster
public import RasterCore

/// swift-snapshot-testing's name for a device configuration: a NapkinUI `Device` (size,
/// scale, safe area and traits), with the same presets (`.iPhone13Pro`, `.iPhone13Pro(.landscape)`,
/// `.iPadPro11(.portrait)`, …).
public typealias ViewImageConfig = Device

/// UIKit's name for the traits a snapshot renders with: a NapkinUI `Traits`, so
/// `UITraitCollection(userInterfaceStyle: .dark)` and
/// `UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)` read as upstream.
public typealias UITraitCollection = Traits

/// UIKit's name for a text size.
public typealias UIContentSizeCategory = ContentSizeCategory

/// The size a view is rendered at, as swift-snapshot-testing's `SwiftUISnapshotLayout`.
public enum SwiftUISnapshotLayout: Sendable, Hashable {
    /// The view fills the device's screen (its safe area, traits and scale).
    case device(config: ViewImageConfig)
    /// The view is centred in a `width`×`height`-point image with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The image is the view's ideal size, rounded up to whole pixels, with no safe area.
    case sizeThatFits
}

/// The scale of `.fixed` and `.sizeThatFits` images when the traits name none. Upstream uses
/// the simulator's screen; napkin never reads the host, so it is fixed at the default device's.
let defaultLayoutScale = Device.iPhone13Pro.scale

extension Snapshotting where Value: ViewController, Format == Bitmap {
    /// Snapshots a view controller on `device` with `traits` laid over the device's own (a
    /// trait set here wins), optionally resized to `size` points, as upstream's
    /// `.image(on:precision:perceptualPrecision:size:traits:)`.
    public static func image(
        on device: ViewImageConfig = .iPhone13Pro, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection
    ) -> Snapshotting {
        .image(on: configured(device, size: size, traits: traits), precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// Snapshots a view controller on `device` resized to `size` points.
    public static func image(on device: ViewImageConfig = .iPhone13Pro, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize)
        -> Snapshotting
    {
        .image(on: device.resized(to: size), precision: precision, perceptualPrecision: perceptualPrecision)
    }
}

extension Snapshotting where Value: View, Format == Bitmap {
    /// Snapshots a view on `device` with `traits` laid over the device's own.
    public static func image(
        on device: ViewImageConfig = .iPhone13Pro, precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection
    ) -> Snapshotting {
        .image(on: device.applying(traits), precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// Snapshots a view at the size `layout` says, with `traits`, as upstream's SwiftUI
    /// strategy: `.device(config:)` fills a device's screen (whose traits `traits` overrides),
    /// `.fixed` centres the view in a fixed size and `.sizeThatFits` renders it at its ideal
    /// size. The last two have no safe area and render at `traits.displayScale`, or 3×.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, layout: SwiftUISnapshotLayout, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        let bare = Device(
            name: "layout", size: CGSize(width: 0, height: 0), scale: traits.displayScale ?? defaultLayoutScale, safeAreaInsets: .zero,
            traits: traits)
        switch layout {
        case .device(let config):
            return .image(on: config.applying(traits), precision: precision, perceptualPrecision: perceptualPrecision)
        case .fixed(let width, let height):
            return .image(
                on: bare.resized(to: CGSize(width: width, height: height)), precision: precision, perceptualPrecision: perceptualPrecision)
        case .sizeThatFits:
            return Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
                .asyncPullback(
                    viewOnMainActor { view throws(SnapshotUnavailable) in
                        let controller = hosting(view)
                        return try render(controller, on: bare.fitting(controller))
                    })
        }
    }
}

/// `device` with `traits` laid over its own and, when given, its screen resized to `size`.
private func configured(_ device: Device, size: CGSize?, traits: Traits) -> Device {
    let applied = device.applying(traits)
    return size.map { applied.resized(to: $0) } ?? applied
}
