import Foundation
import NapkinUI

/// What an ``SFSafariViewController`` tells its delegate, as SafariServices' protocol; every
/// method has an empty default, as the Objective-C protocol's are optional.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The person tapped the dismiss button; the controller closed.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page's load ended: `didLoadSuccessfully` false when it failed.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing unless the delegate implements it.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}

/// Safari inside the app, as SafariServices' `SFSafariViewController`.
///
/// There is no browser engine and no network on Linux: the controller draws Safari's chrome
/// (the dismiss button in ``preferredControlTintColor``, the page's host, the toolbar) around an
/// empty page in the system background, as Safari shows a page before its first paint. The
/// first load fails as on a device without a connection: the delegate hears
/// `didCompleteInitialLoad` false once the controller is loaded. Only http and https URLs are
/// taken, as on iOS (another scheme stops the process).
open class SFSafariViewController: UIViewController {
    /// What the controller's Safari shows, as `SFSafariViewController.Configuration`.
    @MainActor
    open class Configuration: NSObject {
        /// Whether Reader opens when the page has it.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true
        /// The default configuration.
        public override init() { super.init() }
    }

    /// The words of the dismiss button, with SafariServices' numbers.
    public enum DismissButtonStyle: Int, Sendable {
        case done = 0
        case close = 1
        case cancel = 2

        /// The button's title, as iOS writes it in English.
        var title: String {
            switch self {
            case .done: "Done"
            case .close: "Close"
            case .cancel: "Cancel"
            }
        }
    }

    /// The page opened.
    public let url: URL
    /// The configuration the controller was made with.
    public let configuration: Configuration
    /// Told when the person dismisses. Weak, as SafariServices'.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The dismiss button's words.
    open var dismissButtonStyle: DismissButtonStyle = .done
    /// The bars' colour (`nil`: the system's).
    open var preferredBarTintColor: UIColor?
    /// The buttons' colour (`nil`: the system blue).
    open var preferredControlTintColor: UIColor?

    /// Safari opening `URL` with `configuration`.
    public init(url URL: URL, configuration: Configuration) {
        let scheme = URL.scheme?.lowercased()
        precondition(
            scheme == "http" || scheme == "https",
            "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported.")
        url = URL
        self.configuration = configuration
        super.init()
    }

    /// Safari opening `URL`.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// Safari opening `URL`, in Reader when it has it.
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Shows the chrome and, a moment later, tells the delegate the first load failed.
    open override func viewDidLoad() {
        super.viewDidLoad()
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.delegate?.safariViewController(self, didCompleteInitialLoad: false)
        }
    }

    /// The bars over the whole frame.
    open override var backgroundColor: Color? {
        get { preferredBarTintColor.map { Color(uiColor: $0) } ?? Color(uiColor: .secondarySystemBackground) }
        set {}
    }

    /// The chrome around the empty page.
    open override var contentView: AnyView? {
        get {
            AnyView(
                SafariChrome(
                    host: url.host ?? url.absoluteString, dismissTitle: dismissButtonStyle.title,
                    tint: preferredControlTintColor.map { Color(uiColor: $0) } ?? .blue,
                    dismiss: { [weak self] in self?.finish() }))
        }
        set {}
    }

    /// The dismiss button: the controller closes and the delegate hears of it.
    func finish() {
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.safariViewControllerDidFinish(self)
    }
}

/// Safari's bars around an empty page.
struct SafariChrome: View {
    let host: String
    let dismissTitle: String
    let tint: Color
    let dismiss: @MainActor @Sendable () -> Void

    var body: some View {
        VStack(spacing: 0) {
            topBar
            Divider()
            Color(uiColor: .systemBackground)
            Divider()
            SafariToolbar(tint: tint)
        }
    }

    private var topBar: some View {
        ZStack {
            HStack(spacing: 4) {
                Image(systemName: "lock.fill").font(.system(size: 11))
                Text(host).font(.system(size: 15, weight: .semibold))
            }
            .foregroundStyle(.primary)
            HStack {
                Button(dismissTitle, action: dismiss).font(.system(size: 17, weight: .semibold)).tint(tint)
                Spacer()
                Image(systemName: "textformat.size").foregroundStyle(tint)
            }
            .padding(.horizontal, 16)
        }
        .frame(height: 44)
    }
}

/// Safari's toolbar: back, forward, share, open in Safari.
struct SafariToolbar: View {
    let tint: Color

    var body: some View {
        HStack {
            Image(systemName: "chevron.left").foregroundStyle(.tertiary)
            Spacer()
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
            Spacer()
            Image(systemName: "square.and.arrow.up").foregroundStyle(tint)
            Spacer()
            Image(systemName: "safari").foregroundStyle(tint)
        }
        .font(.system(size: 20))
        .padding(.horizontal, 24)
        .frame(height: 49)
    }
}
