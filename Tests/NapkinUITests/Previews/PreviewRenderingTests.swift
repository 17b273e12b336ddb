import Foundation
import PackageTestSupport
import Testing

@testable import NapkinUI

@MainActor
private func preview(_ name: String) throws -> RegisteredPreview {
    let all = PreviewRegistry.all(sourceRoot: packageRoot().path).filter { $0.module == "NapkinUITests" }
    return try #require(all.first { $0.displayName == name }, "no preview named \(name)")
}

@MainActor
@Suite("Preview rendering")
struct PreviewRenderingTests {
    @Test("A device preview fills the configuration's device; the configuration's traits apply")
    func deviceLayout() throws {
        let light = try preview("Badge").makeWindow(in: .light).render()
        let dark = try preview("Badge").makeWindow(in: .dark).render()
        #expect((light.width, light.height) == (1170, 2532))
        #expect(light[2, 2] == 0xFFFF_FFFF)
        #expect(dark[2, 2] == 0xFF00_0000)
        let iPad = PreviewConfiguration("iPad", device: .iPadPro11(.portrait))
        #expect(try preview("Badge").device(in: iPad).name == "iPadPro11")
    }

    @Test("Orientation, fixed and fitting layouts")
    func layouts() throws {
        let wide = try preview("Landscape").makeWindow(in: .light).render()
        #expect((wide.width, wide.height) == (2532, 1170))
        let fixed = try preview("Fixed").makeWindow(in: .light).render()
        #expect((fixed.width, fixed.height) == (960, 600))
        let fitting = try preview("Two cards").makeWindow(in: .light)
        let ideal = try #require(fitting.rootViewController).sizeThatFits(.unspecified, on: .iPhone13Pro)
        #expect(fitting.device.size.width == (ideal.width * 3).rounded(.up) / 3)
        #expect(fitting.device.size.height == (ideal.height * 3).rounded(.up) / 3)
        #expect(fitting.device.safeAreaInsets == .zero)
        let bitmap = fitting.render()
        #expect((bitmap.width, bitmap.height) == (Int((ideal.width * 3).rounded(.up)), Int((ideal.height * 3).rounded(.up))))
    }

    @Test("previewDevice picks the device, Xcode's names included")
    func previewDevice() throws {
        let greeting = try preview("Greeting").makeWindow(in: .dark).render()
        #expect((greeting.width, greeting.height) == (750, 1334))
        #expect(greeting[2, 2] == 0xFF00_0000)
        #expect(PreviewDevice("iPhone 13 Pro").device == .iPhone13Pro)
        #expect(PreviewDevice("iPhone13Pro").device == .iPhone13Pro)
        #expect(PreviewDevice("iPhone SE (1st generation)").device == .iPhoneSe)
        #expect(PreviewDevice("iPhone SE (2nd generation)").device == .iPhoneSE)
        #expect(PreviewDevice("iPad Pro (12.9-inch) (6th generation)").device?.name == "iPadPro12_9")
        #expect(PreviewDevice("iPad Pro (11-inch) (4th generation)").device?.name == "iPadPro11")
        #expect(PreviewDevice("iPad mini (6th generation)").device?.name == "iPadMini")
        #expect(PreviewDevice("iPhone 15 Pro Max").device?.name == "iPhone15ProMax")
        #expect(PreviewDevice("Pixel 7").device == nil)
    }

    @Test("An unknown previewDevice is an error that names the device and the known ones")
    func unknownDevice() throws {
        let pixel = try preview("UnknownDevice")
        #expect(throws: PreviewError.unknownDevice(name: "Pixel 7", preview: pixel.description, known: Device.all.map(\.name))) {
            try pixel.makeWindow(in: .light).render()
        }
        let message = PreviewError.unknownDevice(name: "Pixel 7", preview: "X", known: ["iPhoneSE", "iPhone13Pro"]).description
        #expect(
            message
                == #"X asks for the device "Pixel 7", which NapkinUI does not have; name one of iPhoneSE, iPhone13Pro (Xcode's spellings, such as "iPhone 13 Pro", work too)"#
        )
    }

    @Test("preferredColorScheme stays part of a provider's view: the window follows it")
    func preferredScheme() throws {
        let fitting = try preview("GreetingCard 2").makeWindow(in: .light).render()
        #expect(fitting[0, 0] == 0xFF00_0000)
    }

    @Test("A body returning views of two types (do/catch) builds, and shows the view it returned")
    func returnsOfTwoTypes() throws {
        let window = try preview("Returns").makeWindow(in: .light)
        window.layout()
        let tree = window.layoutDescription()
        #expect(tree.contains("Cannot start the canvas"), "the catch branch's text is shown")
        #expect(!tree.contains("Hello"), "the do branch threw before its card")
        let bitmap = window.render()
        #expect(bitmap.width > 0 && bitmap.height > 0)
    }
}
