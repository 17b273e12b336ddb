import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A controller that builds its own view in `loadView()`, as UIKit code does, and records the
/// order of its lifecycle calls.
private final class BuiltViewController: UIViewController {
    var events: [String] = []

    override func loadView() {
        events.append("loadView")
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad(view set: \(isViewLoaded))")
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 60))
        card.backgroundColor = .systemBlue
        view.addSubview(card)
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        star.frame = CGRect(x: 150, y: 30, width: 40, height: 40)
        star.contentMode = .scaleAspectFit
        star.tintColor = .systemOrange
        view.addSubview(star)
    }
}

/// A controller recording its appearance callbacks into a shared log.
private final class AppearanceLogger: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
    }
    override func viewDidLoad() { log.lines.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) viewDidDisappear") }

    final class Log {
        var lines: [String] = []
    }
}

/// The controller above, wrapped for SwiftUI as apps wrap theirs.
private struct BuiltView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BuiltViewController { BuiltViewController() }
    func updateUIViewController(_ uiViewController: BuiltViewController, context: Context) {}
}

/// A delegate protocol refining `NSObjectProtocol`, as UIKit's and WebKit's do.
@MainActor
private protocol ProbeDelegate: NSObjectProtocol {
    func probeDidFinish(_ value: Int)
}

/// A view controller that is its own delegate, as `class X: UIViewController, WKNavigationDelegate`.
private final class DelegatingController: UIViewController, ProbeDelegate {
    var finished: [Int] = []
    func probeDidFinish(_ value: Int) { finished.append(value) }
}

/// A representable's coordinator, as `class Coordinator: NSObject, UIxxxDelegate`.
@MainActor
private final class ProbeCoordinator: NSObject, ProbeDelegate {
    var finished: [Int] = []
    func probeDidFinish(_ value: Int) { finished.append(value) }
}

/// A UIKit view that is a delegate too.
private final class DelegatingView: UIView, ProbeDelegate {
    var finished: [Int] = []
    func probeDidFinish(_ value: Int) { finished.append(value) }
}

/// What holds a delegate weakly, as UIKit's and WebKit's objects do.
@MainActor
private final class Probe {
    weak var delegate: ProbeDelegate?
    func finish(_ value: Int) { delegate?.probeDidFinish(value) }
}

@MainActor
@Suite("UIViewController's view (loadView, viewDidLoad) and UIKit's NSObject root")
struct UIViewControllerViewTests {
    @Test("The view is made on first access: loadView, then viewDidLoad, once; isViewLoaded and viewIfLoaded follow")
    func loadOrder() {
        let controller = BuiltViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.events.isEmpty)
        let view = controller.view
        #expect(controller.events == ["loadView", "viewDidLoad(view set: true)"])
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(view?.subviews.count == 2 && view?.backgroundColor == .systemGroupedBackground)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.events.count == 2, "the view loads once")
    }

    @Test("The default loadView makes a plain view with no background; a first layout loads the view too")
    func defaultViewAndLayoutLoads() {
        let plain = UIViewController()
        #expect(plain.view.backgroundColor == nil && plain.view.subviews.isEmpty && type(of: plain.view!) == UIView.self)
        let built = BuiltViewController()
        let window = Window()
        window.rootViewController = built
        #expect(built.events.isEmpty)
        _ = window.render()
        #expect(built.events == ["loadView", "viewDidLoad(view set: true)"])
        // Setting a view counts as loaded, and viewDidLoad does not run for it.
        let set = BuiltViewController()
        set.view = UIView()
        #expect(set.isViewLoaded && set.events.isEmpty)
    }

    @Test("A controller with no NapkinUI content draws the UIKit view its code built: background, subviews, an image view")
    func drawsBuiltView() {
        for scheme in [ColorScheme.light, .dark] {
            let device = Device(
                name: "Card", size: CGSize(width: 200, height: 100), scale: 3, safeAreaInsets: EdgeInsets(),
                traits: Traits(userInterfaceStyle: scheme))
            let image = renderView(BuiltView(), device: device)
            let background = UIColor.systemGroupedBackground.color.resolved(dark: scheme == .dark)
            #expect(isClose(pixel(image, atPoint: 10, 90), background))
            #expect(isClose(pixel(image, atPoint: 80, 50), UIColor.systemBlue.color.resolved(dark: scheme == .dark)))
        }
        assertLightAndDark(BuiltView(), width: 200, height: 100)
    }

    @Test("view.backgroundColor, once set, takes the place of the controller's backgroundColor; unset, napkin's is drawn")
    func viewBackgroundReplacesControllerBackground() {
        let behind = Color.red
        func render(_ configure: (ViewController) -> Void) -> Bitmap {
            let controller = ViewController()
            configure(controller)
            let window = Window(device: Device(name: "Square", size: CGSize(width: 40, height: 40), scale: 3, safeAreaInsets: EdgeInsets()))
            window.backgroundColor = UIColor(behind)
            window.rootViewController = controller
            return window.render()
        }
        #expect(isClose(pixel(render { $0.backgroundColor = .green }, atPoint: 20, 20), .green))
        #expect(
            isClose(
                pixel(
                    render {
                        $0.backgroundColor = .green; $0.view.backgroundColor = .blue
                    }, atPoint: 20, 20), Color(UIColor.blue)))
        // A hosting controller's view made clear shows what is behind it, as on iOS.
        #expect(
            isClose(
                pixel(
                    render {
                        $0.backgroundColor = .green; $0.view.backgroundColor = .clear
                    }, atPoint: 20, 20), behind))
        #expect(isClose(pixel(render { _ in }, atPoint: 20, 20), behind))
    }

    @Test("viewWillAppear/viewDidAppear run once when a window's layout first places a controller; a pushed-over one disappears")
    func appearanceCallbacks() {
        let log = AppearanceLogger.Log()
        let root = AppearanceLogger("root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let window = Window()
        window.rootViewController = navigation
        _ = window.render()
        #expect(log.lines == ["root viewDidLoad", "root viewWillAppear(false)", "root viewDidAppear"])
        _ = window.render()
        _ = window.interactiveElements()
        #expect(log.lines.count == 3, "a screen at rest appears once")
        log.lines = []
        navigation.pushViewController(AppearanceLogger("detail", log: log), animated: false)
        _ = window.render()
        #expect(
            log.lines == [
                "detail viewDidLoad", "detail viewWillAppear(false)", "root viewWillDisappear", "root viewDidDisappear",
                "detail viewDidAppear",
            ])
        log.lines = []
        // Popped, the detail disappears at once, as UIKit's does during the pop; the root
        // appears at the next layout.
        navigation.popViewController(animated: false)
        #expect(log.lines == ["detail viewWillDisappear", "detail viewDidDisappear"])
        _ = window.render()
        #expect(log.lines == ["detail viewWillDisappear", "detail viewDidDisappear", "root viewWillAppear(false)", "root viewDidAppear"])
        log.lines = []
        // A controller presented and dismissed.
        let sheet = AppearanceLogger("sheet", log: log)
        navigation.present(sheet, animated: false)
        _ = window.render()
        sheet.dismiss(animated: false)
        _ = window.render()
        #expect(
            log.lines == [
                "sheet viewDidLoad", "sheet viewWillAppear(false)", "sheet viewDidAppear", "sheet viewWillDisappear",
                "sheet viewDidDisappear",
            ])
    }

    @Test("Controllers, views and coordinators are NSObjects: each conforms to a delegate refining NSObjectProtocol")
    func nsObjectDelegates() {
        let probe = Probe()
        let controller = DelegatingController()
        probe.delegate = controller
        probe.finish(1)
        let coordinator = ProbeCoordinator()
        probe.delegate = coordinator
        probe.finish(2)
        let view = DelegatingView()
        probe.delegate = view
        probe.finish(3)
        #expect(controller.finished == [1] && coordinator.finished == [2] && view.finished == [3])
        // NSObject's equality is identity for controllers and views.
        #expect(controller.isEqual(controller) && !controller.isEqual(DelegatingController()))
        #expect(view != DelegatingView() && view == view)
        let object: NSObject = controller
        #expect(object is UIViewController && (UIApplication.shared as NSObject) is UIResponder)
    }

    @Test("A dictionary literal of a UIFont and a UIColor infers as on iOS and sets a bar's title attributes")
    func attributedStringLiteral() throws {
        let attributes = [
            NSAttributedString.Key.font: UIFont.systemFont(ofSize: 20), NSAttributedString.Key.foregroundColor: UIColor(Color.red),
        ]
        #expect(type(of: attributes) == [NSAttributedString.Key: NSObject].self)
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = attributes
        #expect(appearance.titleTextAttributes[.font] as? UIFont == UIFont.systemFont(ofSize: 20))
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == UIColor(Color.red))
    }

    @Test("UIColor keeps value equality and hashing as an NSObject: equal colours are equal, hash alike, dedupe in a set")
    func colorEquality() {
        let a = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let b = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(a == b && a.isEqual(b) && a.hash == b.hash && a !== b)
        #expect(a != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(!a.isEqual(UIFont.systemFont(ofSize: 12)) && !a.isEqual(nil))
        #expect(Set([a, b, .red]).count == 2)
        #expect(a.description == "UIColor \(a.color)")
    }
}
