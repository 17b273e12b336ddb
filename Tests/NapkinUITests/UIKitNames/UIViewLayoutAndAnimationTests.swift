import Foundation
import Testing

@testable import NapkinUI

/// A view that counts its layout passes and sizes a label inside.
private final class BadgeView: UIView {
    let label = UILabel()
    var passes = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    override func layoutSubviews() {
        passes += 1
        label.frame = bounds.insetBy(dx: 4, dy: 2)
    }
}

/// A deep-link router as apps write one: the root view routes, a detail view records what it saw.
private struct LinkedApp: View {
    let routes: Box<[String]>
    @State private var selected = "none"
    var body: some View {
        VStack {
            Text("Showing \(selected)")
            Group {
                Text("A")
                Text("B")
            }
            .onOpenURL { routes.value.append("group " + $0.path) }
        }
        .onOpenURL { url in
            routes.value.append("root " + url.path)
            selected = url.lastPathComponent
        }
    }
}

@MainActor
@Suite("UIKit views' layout pass, block animations and deep links")
struct UIViewLayoutAndAnimationTests {
    @Test("setNeedsLayout then layoutIfNeeded runs layoutSubviews once, and only when marked")
    func layoutPass() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        view.layoutIfNeeded()
        #expect(view.passes == 0)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        #expect(view.label.frame == CGRect(x: 4, y: 2, width: 92, height: 26))
        view.accessibilityIdentifier = "badge"
        #expect(view.accessibilityIdentifier == "badge")
    }

    @Test("Block animations settle at once and then report finished, in every form apps call")
    func blockAnimations() {
        let view = UIView(frame: .zero)
        var events: [String] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.4 }) { finished in events.append("done \(finished)") }
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction]) {
            view.alpha = 0.3
        } completion: {
            events.append("delayed \($0)")
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2, options: []) {
            view.frame.size = CGSize(width: 40, height: 40)
        }
        UIView.animate(springDuration: 0.4, bounce: 0.2) { view.alpha = 0.2 }
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.alpha = 1 }) { _ in
            events.append("transition")
        }
        UIView.performWithoutAnimation { view.isHidden = true }
        #expect(events == ["done true", "delayed true", "transition"])
        #expect(view.frame.size == CGSize(width: 40, height: 40) && view.alpha == 1 && view.isHidden)
    }

    @Test("systemLayoutSizeFitting answers the intrinsic size and holds a required dimension")
    func fittingSizes() {
        let label = UILabel()
        label.text = "Hello"
        let fitted = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitted == label.intrinsicContentSize && fitted.width > 0)
        let held = label.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(held.width == 300 && held.height == fitted.height)
        #expect(UILayoutPriority.defaultHigh > .defaultLow && UILayoutPriority(999) < .required)
    }

    @Test("A received URL runs every onOpenURL handler shown, once each, outer first, and the screen shows the result")
    func openURL() throws {
        let routes = Box<[String]>([])
        let window = Window()
        window.rootViewController = HostingController(rootView: LinkedApp(routes: routes))
        #expect(window.receiveURL(URL(string: "trips://open/lisbon")!) == 2)
        #expect(routes.value == ["root /lisbon", "group /lisbon"])
        #expect(window.layoutDescription().contains("\"Showing lisbon\""))
        let empty = Window()
        empty.rootViewController = HostingController(rootView: Text("No links"))
        #expect(empty.receiveURL(URL(string: "trips://x")!) == 0)
    }
}
