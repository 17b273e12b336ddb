import Foundation
import Raster
import Testing

@testable import NapkinUI

/// What a view reads from the environment, shown as its text.
private struct TraitsProbe: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.layoutDirection) var layoutDirection
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @Environment(\.verticalSizeClass) var verticalSizeClass
    @Environment(\.locale) var locale

    var body: some View {
        let classes = "\(horizontalSizeClass.map { "\($0)" } ?? "nil")/\(verticalSizeClass.map { "\($0)" } ?? "nil")"
        Text(verbatim: "\(colorScheme) \(dynamicTypeSize) \(layoutDirection) \(classes) \(locale.identifier)")
    }
}

@MainActor
@Suite("Devices and traits")
struct DeviceMatrixTests {
    @Test("Upstream's presets have iOS's point sizes, scales and safe areas in both orientations")
    func presets() {
        #expect(Device.iPhone13Pro.size == CGSize(width: 390, height: 844))
        #expect(Device.iPhone13Pro.pixelWidth == 1170 && Device.iPhone13Pro.pixelHeight == 2532)
        #expect(Device.iPhone13Pro.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        let landscape = Device.iPhone13Pro(.landscape)
        #expect(landscape.size == CGSize(width: 844, height: 390))
        #expect(landscape.pixelWidth == 2532 && landscape.pixelHeight == 1170)
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(Device.iPhoneSe.size == CGSize(width: 320, height: 568) && Device.iPhoneSe.scale == 2)
        #expect(Device.iPhoneSe(.landscape).safeAreaInsets == .zero)
        #expect(Device.iPhoneX(.landscape).safeAreaInsets == EdgeInsets(leading: 44, bottom: 24, trailing: 44))
        #expect(Device.iPhoneXr.scale == 2 && Device.iPhoneXsMax.scale == 3)
        #expect(Device.iPhone13Mini.safeAreaInsets.top == 50)
        #expect(Device.iPhone12Pro == Device.iPhone12.renamed("iPhone12Pro"))
        #expect(Device.iPhone15Pro.size == CGSize(width: 393, height: 852) && Device.iPhone15Pro.safeAreaInsets.top == 59)
        #expect(Device.iPhone16ProMax.size == CGSize(width: 440, height: 956) && Device.iPhone16ProMax.safeAreaInsets.top == 62)
        // iPads default to landscape, as upstream's presets do.
        #expect(Device.iPadPro11.size == CGSize(width: 1194, height: 834) && Device.iPadPro11.orientation == .landscape)
        #expect(Device.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
        #expect(Device.iPadPro12_9(.portrait).pixelWidth == 2048)
        #expect(Device.iPadMini.safeAreaInsets == EdgeInsets(top: 20))
    }

    @Test("Every preset is listed once, found by its name and turns into the other orientation")
    func listing() {
        let names = Device.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in [
            "iPhoneSe", "iPhone8", "iPhone8Plus", "iPhoneX", "iPhoneXr", "iPhoneXsMax", "iPhone12", "iPhone12Pro", "iPhone12ProMax",
            "iPhone13", "iPhone13Mini", "iPhone13Pro", "iPhone13ProMax", "iPadMini", "iPadPro10_5", "iPadPro11", "iPadPro12_9",
            "iPhone14", "iPhone15Pro", "iPhone16ProMax",
        ] {
            #expect(names.contains(name), "missing \(name)")
        }
        #expect(Device.named("iPhoneSE")?.size == CGSize(width: 375, height: 667))
        #expect(Device.named("iPhoneSe")?.size == CGSize(width: 320, height: 568))
        #expect(Device.named("iphone13pro") == .iPhone13Pro)
        #expect(Device.named("iPhone99") == nil)
        #expect(Device.iPhone13Pro.rotated(to: .landscape) == .iPhone13Pro(.landscape))
        let dark = Device.iPhone13Pro.applying(Traits(colorScheme: .dark)).rotated(to: .landscape)
        #expect(dark.traits.colorScheme == .dark && dark.traits.verticalSizeClass == .compact)
    }

    @Test("iPhone presets carry upstream's traits: text size medium, size classes per orientation")
    func presetTraits() throws {
        #expect(
            try line(containing: "Text", in: TraitsProbe(), device: .iPhone13Pro).contains("light medium leftToRight compact/regular en_US")
        )
        #expect(try line(containing: "Text", in: TraitsProbe(), device: .iPhone13Pro(.landscape)).contains("compact/compact"))
        #expect(try line(containing: "Text", in: TraitsProbe(), device: .iPhone13ProMax(.landscape)).contains("regular/compact"))
        #expect(try line(containing: "Text", in: TraitsProbe(), device: .iPadPro11).contains("light large leftToRight regular/regular"))
    }

    @Test("Traits laid over a device reach the environment; a later trait wins")
    func traitsReachEnvironment() throws {
        let traits = Traits(traitsFrom: [
            Traits(userInterfaceStyle: .dark),
            Traits(preferredContentSizeCategory: .accessibilityExtraLarge),
            Traits(layoutDirection: .rightToLeft, locale: Locale(identifier: "ar")),
        ])
        let device = Device.iPhone13Pro.applying(traits)
        #expect(
            try line(containing: "Text", in: TraitsProbe(), device: device).contains("dark accessibility3 rightToLeft compact/regular ar"))
        #expect(Device.iPhone13Pro.applying(Traits(displayScale: 2)).pixelWidth == 780)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.dynamicTypeSize == .accessibility5)
        #expect(ContentSizeCategory(.xSmall) == .extraSmall)
    }
}

@MainActor
@Suite("Dark appearance of the window")
struct DarkWindowTests {
    @Test("A dark device's window and hosting controller are black, as iOS's system background")
    func blackBackground() {
        let window = Window(device: Device.iPhoneSe.applying(Traits(colorScheme: .dark)))
        window.rootViewController = HostingController(rootView: Text("Hello"))
        #expect(window.render().color(atX: 5, y: 5) == SRGBColor(hex: 0x000000))
        let light = Window(device: .iPhoneSe)
        light.rootViewController = HostingController(rootView: Text("Hello"))
        #expect(light.render().color(atX: 5, y: 5) == SRGBColor(hex: 0xFFFFFF))
    }

    @Test(".preferredColorScheme(.dark) deep inside darkens the whole screen, as SwiftUI's does")
    func preferredScheme() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var colorScheme
            var body: some View { Text(verbatim: "scheme \(colorScheme)") }
        }
        let view = VStack {
            Probe()
            Text("Dark please").preferredColorScheme(.dark)
        }
        let window = Window(device: .iPhoneSe)
        window.rootViewController = HostingController(rootView: view)
        #expect(window.render().color(atX: 5, y: 5) == SRGBColor(hex: 0x000000))
        #expect(window.layoutDescription().contains("\"scheme dark\""))
        #expect(
            try line(
                containing: "scheme",
                in: VStack {
                    Probe(); Text("x").preferredColorScheme(nil)
                }
            ).contains("scheme light"))
    }
}

extension Device {
    /// The same screen under another name.
    fileprivate func renamed(_ name: String) -> Device {
        Device(name: name, size: size, scale: scale, safeAreaInsets: safeAreaInsets, orientation: orientation, idiom: idiom, traits: traits)
    }
}
