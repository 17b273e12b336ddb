// Tests of the device, traits and layout configurations of the image strategies.
import Foundation
import NapkinSupport
import NapkinUI
import Raster
import Testing

@testable import SnapshotTesting

/// The bitmap `strategy` makes of `value`, rendered synchronously on the main actor.
@MainActor
private func snapshot<Value>(_ value: Value, as strategy: Snapshotting<Value, Bitmap>) throws -> Bitmap {
    let result = Locked<Bitmap?>(nil)
    strategy.snapshot(value).run { bitmap in result.withLock { $0 = bitmap } }
    return try #require(result.withLock { $0 })
}

/// A view that is 120×40 points and shows its colour scheme in its colour.
private struct SchemeSwatch: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        Color(hex: colorScheme == .dark ? 0x111111 : 0xEEEEEE).frame(width: 120, height: 40)
    }
}

@MainActor
@Suite struct ImageConfigurationTests {
    @Test("The layouts size the image as upstream's: a device's screen, a fixed size, the view's own size")
    func layouts() throws {
        let landscape = try snapshot(SchemeSwatch(), as: .image(layout: .device(config: .iPhone13Pro(.landscape))))
        #expect(landscape.width == 2532 && landscape.height == 1170)
        let fixed = try snapshot(SchemeSwatch(), as: .image(layout: .fixed(width: 320, height: 200)))
        #expect(fixed.width == 960 && fixed.height == 600)
        let fits = try snapshot(SchemeSwatch(), as: .image(layout: .sizeThatFits))
        #expect(fits.width == 360 && fits.height == 120)
        let twice = try snapshot(SchemeSwatch(), as: .image(layout: .sizeThatFits, traits: UITraitCollection(displayScale: 2)))
        #expect(twice.width == 240 && twice.height == 80)
    }

    @Test("Traits reach the view: .image(on:traits:) renders the dark scheme")
    func traits() throws {
        let light = try snapshot(SchemeSwatch(), as: .image(layout: .sizeThatFits))
        let dark = try snapshot(SchemeSwatch(), as: .image(layout: .sizeThatFits, traits: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(light.color(atX: 10, y: 10) == SRGBColor(hex: 0xEEEEEE))
        #expect(dark.color(atX: 10, y: 10) == SRGBColor(hex: 0x111111))
        let controller = HostingController(rootView: SchemeSwatch())
        let onDevice = try snapshot(controller, as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(onDevice.width == 640 && onDevice.color(atX: 320, y: 588) == SRGBColor(hex: 0x111111))
        let resized = try snapshot(controller, as: .image(on: .iPhoneSe, size: CGSize(width: 200, height: 100)))
        #expect(resized.width == 400 && resized.height == 200)
    }
}
