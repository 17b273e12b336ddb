import Foundation
import Raster
import Testing

@testable import NapkinUI

/// A configuration button wrapped as apps wrap one, reporting taps through its primary action.
private struct ConfiguredButton: UIViewRepresentable {
    var configuration: UIButton.Configuration
    var isEnabled = true
    var tapped: () -> Void = {}

    func makeUIView(context: Context) -> UIButton {
        UIButton(configuration: configuration, primaryAction: UIAction { _ in tapped() })
    }

    func updateUIView(_ uiView: UIButton, context: Context) {
        uiView.isEnabled = isEnabled
    }
}

@MainActor
@Suite("UIButton")
struct UIButtonTests {
    @Test("A tap found by title runs the primary action and the touchUpInside actions; a disabled button cannot be tapped")
    func tapping() throws {
        var taps: [String] = []
        let window = Window()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in taps.append("primary") })
        button.addAction(UIAction { _ in taps.append("touchUpInside") }, for: .touchUpInside)
        window.rootViewController = HostingController(rootView: ShowUIView(view: button))
        try window.tap(label: "Save")
        #expect(taps == ["primary", "touchUpInside"])
        #expect(button.currentTitle == "Save")
        var configured = 0
        window.rootViewController = HostingController(
            rootView: ConfiguredButton(
                configuration: {
                    var c = UIButton.Configuration.filled(); c.title = "Pay"; return c
                }()
            ) { configured += 1 })
        try window.tap(label: "Pay")
        #expect(configured == 1)
        window.rootViewController = HostingController(
            rootView: ConfiguredButton(
                configuration: {
                    var c = UIButton.Configuration.filled(); c.title = "Pay"; return c
                }(), isEnabled: false))
        #expect(throws: InteractionError.self) { try window.tap(label: "Pay") }
    }

    @Test("UIButton(primaryAction:) is a system button titled by its action, as apps write it since iOS 14")
    func primaryActionInitialiser() throws {
        var ran = false
        let button = UIButton(primaryAction: UIAction(title: "Go", image: UIImage(systemName: "star")) { _ in ran = true })
        #expect(button.buttonType == .system && button.currentTitle == "Go" && button.currentImage?.isSymbolImage == true)
        let window = Window()
        window.rootViewController = HostingController(rootView: ShowUIView(view: button))
        try window.tap(label: "Go")
        #expect(ran)
    }

    @Test("Titles, colours and images are kept per state, falling back to the normal state's")
    func perState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "Follow" && button.title(for: .disabled) == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.currentTitleColor == .red)
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(UIButton(type: .contactAdd).currentImage?.isSymbolImage == true)
        #expect(UIButton().buttonType == .custom && button.titleLabel?.font.pointSize == 15)
    }

    @Test("Sizes: a system title 6 points above and below its 15-point line; a medium configuration 7 and 12 around body text")
    func sizes() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let line15 = UIFont.systemFont(ofSize: 15).font.spec.lineHeight
        #expect(Double(button.intrinsicContentSize.height) == ceil(line15 + 12))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let configured = UIButton(configuration: configuration)
        let line17 = UIFont.systemFont(ofSize: 17).font.spec.lineHeight
        #expect(Double(configured.intrinsicContentSize.height) == ceil(line17 + 14))
        let titleWidth = UILabel().then { $0.text = "Continue" }.intrinsicContentSize.width
        #expect(abs(configured.intrinsicContentSize.width - (titleWidth + 24)) <= 1)
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 8
        let withImage = UIButton(configuration: configuration)
        #expect(abs(withImage.intrinsicContentSize.width - (titleWidth + 17 + 8 + 40)) <= 1)
        _ = renderView(ShowUIView(view: withImage))
        #expect(withImage.frame.size == withImage.intrinsicContentSize)
    }

    @Test("Configuration styles fill as iOS: filled the tint under a white title, tinted the tint at 15 %, gray the tertiary fill")
    func configurationColours() throws {
        func fill(_ configuration: UIButton.Configuration, scheme: ColorScheme = .light) -> (Color, UIButton) {
            let button = UIButton(configuration: configuration)
            let bitmap = window(showing: ShowUIView(view: button), in: scheme).render()
            return (pixel(bitmap, atPoint: Double(button.frame.minX) + 4, Double(button.frame.midY)), button)
        }
        var filled = UIButton.Configuration.filled()
        filled.title = "OK"
        let blue = UIColor.systemBlue.color
        #expect(isNear(fill(filled).0, blue))
        let darkBlue = UIColor.systemBlue.resolvedColor(with: Traits(userInterfaceStyle: .dark)).color
        #expect(isNear(fill(filled, scheme: .dark).0, darkBlue))
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "OK"
        let (tintedFill, _) = fill(tinted)
        #expect(
            isNear(tintedFill, Color(red: 1 - 0.15 * (1 - blue.red), green: 1 - 0.15 * (1 - blue.green), blue: 1 - 0.15 * (1 - blue.blue))))
        filled.baseBackgroundColor = .systemGreen
        #expect(isNear(fill(filled).0, UIColor.systemGreen.color))
        filled.cornerStyle = .capsule
        let (_, capsule) = fill(filled)
        let bitmap = renderView(ShowUIView(view: capsule))
        // The capsule's corner is outside its shape: the window's white shows.
        #expect(isNear(pixel(bitmap, atPoint: Double(capsule.frame.minX) + 0.5, Double(capsule.frame.minY) + 0.5), .white))
        let (plain, _) = fill(
            {
                var c = UIButton.Configuration.plain(); c.title = "OK"; return c
            }())
        #expect(isNear(plain, .white))
    }

    @Test("A system button's title is drawn in the tint colour, or the button's own tintColor")
    func systemTitleColour() throws {
        let button = UIButton(type: .system)
        button.setTitle("Mmm", for: .normal)
        let bitmap = renderView(ShowUIView(view: button))
        #expect(isNear(inkColor(in: bitmap, rect: button.frame, background: .white), UIColor.systemBlue.color, tolerance: 0.08))
        button.tintColor = .systemRed
        let red = renderView(ShowUIView(view: button))
        #expect(isNear(inkColor(in: red, rect: button.frame, background: .white), UIColor.systemRed.color, tolerance: 0.08))
        let tinted = renderView(ShowUIView(view: UIButton(type: .system).then { $0.setTitle("Mmm", for: .normal) }).tint(.orange))
        #expect(isNear(inkColor(in: tinted, rect: button.frame, background: .white), UIColor.systemOrange.color, tolerance: 0.08))
    }
}

extension UIView {
    /// The view after `configure` ran on it, for building one in an expression.
    fileprivate func then(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}
