import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// UIKit's slider wrapped for SwiftUI, as apps write it: its value reported back through a
/// `.valueChanged` action.
private struct SliderView: UIViewRepresentable {
    @Binding var value: Float
    var label = "Volume"
    var configure: @MainActor (UISlider) -> Void = { _ in }

    func makeUIView(context: Context) -> UISlider {
        let slider = UISlider()
        slider.accessibilityLabel = label
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.addAction(UIAction { action in value = (action.sender as? UISlider)?.value ?? 0 }, for: .valueChanged)
        configure(slider)
        return slider
    }

    func updateUIView(_ uiView: UISlider, context: Context) {
        uiView.value = value
    }
}

/// Sliders in the looks apps give them, one per row.
private struct SliderGallery: View {
    var body: some View {
        VStack(spacing: 12) {
            SliderView(value: .constant(3))
            SliderView(value: .constant(7)) { slider in
                slider.minimumTrackTintColor = .systemOrange
                slider.maximumTrackTintColor = .systemTeal
                slider.thumbTintColor = .systemYellow
            }
            SliderView(value: .constant(5)) { slider in
                slider.minimumValueImage = UIImage(systemName: "speaker.slash")
                slider.maximumValueImage = UIImage(systemName: "speaker.wave.2.fill")
            }
            SliderView(value: .constant(4)) { slider in
                slider.setThumbImage(circleImage(side: 18), for: .normal)
                slider.minimumTrackTintColor = .systemPink
            }
            SliderView(value: .constant(6)) { $0.isEnabled = false }
        }
        .padding(16)
    }
}

/// An 18-point white circle drawn into an image context, as MindfulnessApp's `resized(to:)`
/// makes its thumb from a tinted symbol.
@MainActor
private func circleImage(side: CGFloat) -> UIImage? {
    let symbol = UIImage(systemName: "circle.fill")?.withTintColor(.white, renderingMode: .alwaysOriginal)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 0)
    symbol?.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image?.withTintColor(.systemPurple)
}

@MainActor
@Suite("UISlider and UIControl")
struct UISliderTests {
    @Test("The value stays within minimumValue…maximumValue; moving a bound past the value moves the value")
    func valueIsClamped() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.setValue(7.5, animated: true)
        #expect(slider.value == 7.5)
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.value == 6)
        slider.value = -3
        #expect(slider.value == 6)
    }

    @Test("Actions run for the events they were added for, in order, with the control as sender; removed ones do not")
    func actions() {
        let slider = UISlider()
        var calls: [String] = []
        let first = UIAction(title: "first") { action in calls.append("first \(action.sender === slider)") }
        slider.addAction(first, for: .valueChanged)
        slider.addAction(
            UIAction(identifier: UIAction.Identifier("second")) { _ in calls.append("second") }, for: [.valueChanged, .touchUpInside])
        slider.sendActions(for: .valueChanged)
        #expect(calls == ["first true", "second"])
        slider.sendActions(for: .touchUpInside)
        #expect(calls == ["first true", "second", "second"])
        // An action with the same identifier replaces the earlier one.
        slider.addAction(
            UIAction(identifier: UIAction.Identifier("second")) { _ in calls.append("third") }, for: [.valueChanged, .touchUpInside])
        slider.removeAction(first, for: .valueChanged)
        calls = []
        slider.sendActions(for: .valueChanged)
        #expect(calls == ["third"])
        slider.removeAction(identifiedBy: UIAction.Identifier("second"), for: .valueChanged)
        slider.sendActions(for: .valueChanged)
        slider.sendActions(for: .touchUpInside)
        #expect(calls == ["third", "third"])
        #expect(slider.events(for: first).isEmpty)
        #expect(UIControl.Event.allTouchEvents.contains(.touchUpInside) && !UIControl.Event.allTouchEvents.contains(.valueChanged))
    }

    @Test("The state follows isEnabled, isSelected and isHighlighted; a primary action runs on primaryActionTriggered")
    func state() {
        var ran = false
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran = true })
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran)
    }

    @Test("Window.setValue moves a wrapped slider: clamped, and its valueChanged action updates the binding; code does not send")
    func setValueSendsValueChanged() throws {
        var stored: Float = 2
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let window = Window()
        window.rootViewController = HostingController(rootView: SliderView(value: binding).padding())
        try window.setValue(8, of: "Volume")
        #expect(stored == 8)
        try window.setValue(40, of: "Volume")
        #expect(stored == 10)
        let element = try #require(window.interactiveElements().first { $0.label == "Volume" })
        #expect(element.value == "10")
        // Setting the value in code performs no action, as in UIKit.
        let slider = UISlider()
        var sent = false
        slider.addAction(UIAction { _ in sent = true }, for: .valueChanged)
        slider.value = 0.5
        #expect(!sent)
    }

    @Test("Track, thumb and value image rectangles: a 4-point track between the images, a 28-point thumb inside its ends")
    func geometry() {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 5
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 28)
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 0, y: 12, width: 300, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 0, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 5) == CGRect(x: 136, y: 0, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 10) == CGRect(x: 272, y: 0, width: 28, height: 28))
        slider.minimumValueImage = UIImage(systemName: "speaker.slash")
        slider.maximumValueImage = UIImage(systemName: "speaker.wave.2.fill")
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 17, height: 17))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 283, y: 5.5, width: 17, height: 17))
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 25, y: 12, width: 250, height: 4))
        // A thumb image sets the thumb's size, and the slider is as tall as its tallest part.
        #expect(slider.intrinsicHeight == 28)
        slider.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).size == CGSize(width: 17, height: 17))
        #expect(slider.intrinsicHeight == 17)
        #expect(slider.thumbImage(for: .highlighted) === slider.thumbImage(for: .normal))
        #expect(slider.currentThumbImage != nil && slider.currentMinimumTrackImage == nil)
    }

    @Test("Drawn as iOS draws it: the tint up to the thumb, systemFill after it, a white thumb; each colour as set")
    func drawing() {
        let bitmap = renderView(SliderView(value: .constant(5)).frame(width: 300))
        // The slider is centred on (195, 428.5): track from x 45 to 345, the thumb's centre at 195.
        #expect(isClose(pixel(bitmap, atPoint: 60, 428.5), UIColor.systemBlue.color))
        #expect(isClose(pixel(bitmap, atPoint: 195, 428.5), .white))
        let after = pixel(bitmap, atPoint: 330, 428.5)
        #expect(after.blue > after.red && after.red < 0.95 && after.red > 0.8)  // systemFill over white: light grey
        let custom = renderView(
            SliderView(value: .constant(5)) { slider in
                slider.minimumTrackTintColor = .red
                slider.maximumTrackTintColor = .green
                slider.thumbTintColor = .blue
            }.frame(width: 300))
        #expect(isClose(pixel(custom, atPoint: 60, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(custom, atPoint: 330, 428.5), Color(red: 0, green: 1, blue: 0)))
        #expect(isClose(pixel(custom, atPoint: 195, 428.5), Color(red: 0, green: 0, blue: 1)))
        // The slider's own tint colours the track when no minimum track colour is set.
        let tinted = renderView(SliderView(value: .constant(5)) { $0.tintColor = .red }.frame(width: 300))
        #expect(isClose(pixel(tinted, atPoint: 60, 428.5), Color(red: 1, green: 0, blue: 0)))
    }

    @Test("Sliders in light and dark: default, coloured, with value images, with a thumb image, disabled")
    func gallerySnapshot() {
        assertLightAndDark(SliderGallery(), width: 320, height: 260)
    }

    @Test("A SwiftUI Slider takes UISlider.appearance()'s colours and thumb image, as its UISlider does on iOS; .tint wins")
    func swiftUISliderTakesAppearance() {
        defer { AppearanceRegistry.removeAll() }
        let plain = renderView(Slider(value: .constant(0.5)).frame(width: 300))
        #expect(isClose(pixel(plain, atPoint: 60, 428.5), UIColor.systemBlue.color))
        UISlider.appearance().minimumTrackTintColor = .red
        UISlider.appearance().maximumTrackTintColor = .green
        UISlider.appearance().setThumbImage(circleImage(side: 18), for: .normal)
        let styled = renderView(Slider(value: .constant(0.5)).frame(width: 300))
        #expect(isClose(pixel(styled, atPoint: 60, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(styled, atPoint: 330, 428.5), Color(red: 0, green: 1, blue: 0)))
        // The 18-point thumb image, tinted purple, sits on the thumb's centre (195).
        #expect(isClose(pixel(styled, atPoint: 195, 428.5), UIColor.systemPurple.color))
        // Past its 9-point radius the track shows again (the default thumb would cover it).
        #expect(!isClose(pixel(styled, atPoint: 195 + 11, 428.5), .white))
        let tinted = renderView(Slider(value: .constant(0.5)).tint(.orange).frame(width: 300))
        #expect(isClose(pixel(tinted, atPoint: 60, 428.5), UIColor.systemOrange.color))
    }
}

@MainActor
@Suite("UIImage tint colours")
struct UIImageTintTests {
    @Test("withTintColor keeps the rendering mode (or takes the one given); withRenderingMode keeps the tint")
    func modes() {
        let symbol = UIImage(systemName: "star.fill")!
        #expect(symbol.isSymbolImage)
        let tinted = symbol.withTintColor(.red)
        #expect(tinted.renderingMode == .automatic && tinted.tint == .red)
        let original = symbol.withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        #expect(original.withRenderingMode(.alwaysTemplate).tint == .red)
        #expect(!UIImage().isSymbolImage)
    }

    @Test("A tinted symbol is drawn in its tint by Image(uiImage:), whatever the foreground; as a template it takes the foreground")
    func symbolInSwiftUI() {
        let star = UIImage(systemName: "circle.fill")!
        let red = renderView(
            Image(uiImage: star.withTintColor(.red, renderingMode: .alwaysOriginal)).resizable().frame(width: 40, height: 40)
                .foregroundStyle(.green))
        #expect(isClose(pixel(red, atPoint: 195, 428.5), Color(red: 1, green: 0, blue: 0)))
        let template = renderView(
            Image(uiImage: star.withTintColor(.red, renderingMode: .alwaysTemplate)).resizable().frame(width: 40, height: 40)
                .foregroundStyle(.green))
        #expect(isClose(pixel(template, atPoint: 195, 428.5), Color.green))
    }

    @Test("A tinted bitmap keeps its shape (alpha) in the tint colour; drawn into a context a tinted symbol is in its tint, not black")
    func bitmapAndContext() throws {
        var bitmap = Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<2 { bitmap[x, y] = SRGBColor(red: 0, green: 0, blue: 1).premultipliedARGB } }
        let blueHalf = try #require(UIImage(data: try bitmap.pngData()))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            blueHalf.withTintColor(.red).draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let pixels = try #require(drawn.cgImage?.bitmap)
        #expect(pixels[0, 1] == 0xFFFF_0000)
        #expect(pixels[3, 1] >> 24 == 0)
        let symbol = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIImage(systemName: "circle.fill")?.withTintColor(.red).draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let centre = try #require(symbol.cgImage?.bitmap[10, 10])
        #expect(centre == 0xFFFF_0000)
    }
}
