import AVKit
import MessageUI
import NapkinUI
import SafariServices
import SnapshotTesting
import Testing
import WebKit

/// A lesson screen as apps write one: a video header with a title overlay, then text.
private struct LessonScreen: View {
    @State private var player = AVPlayer(url: URL(string: "https://example.com/lesson.mp4")!)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VideoPlayer(player: player) {
                VStack {
                    Spacer()
                    Text("Lesson 3 · Knife skills")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .padding(12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.black.opacity(0.4))
                }
            }
            .frame(height: 220)
            LessonNotes()
        }
    }
}

/// The text under the video.
private struct LessonNotes: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Knife skills").font(.title2.bold())
            Text("Hold the knife by the blade's spine and keep your fingertips tucked.").foregroundStyle(.secondary)
            Spacer()
        }
        .padding(.horizontal, 16)
    }
}

/// The web view every app wraps.
private struct WebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}
}

/// A terms screen: a navigation bar over a web view.
private struct TermsScreen: View {
    var body: some View {
        NavigationStack {
            WebView(url: URL(string: "https://example.com/terms")!)
                .navigationTitle("Terms of Service")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor
@Suite("Media stand-ins: drawing")
struct MediaSnapshotTests {
    private func check<Content: View>(_ view: Content, testName: String = #function) {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(view), as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark", testName: testName)
        }
    }

    private func check(controller make: () -> ViewController, testName: String = #function) {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: make(), as: .image(on: Device.iPhone13Pro.applying(UITraitCollection(userInterfaceStyle: scheme))),
                named: scheme == .light ? "light" : "dark", testName: testName)
        }
    }

    @Test("VideoPlayer draws black until the first frame, with its overlay on top")
    func videoHeader() {
        check(LessonScreen())
    }

    @Test("A WKWebView in a UIViewRepresentable draws its background: white, or the dark scheme's")
    func webViewScreen() {
        check(TermsScreen())
    }

    @Test("SFSafariViewController draws Safari's bars around an empty page, in the control tint")
    func safari() {
        check(controller: {
            let safari = SFSafariViewController(url: URL(string: "https://www.swift.org/documentation/")!)
            safari.preferredControlTintColor = .systemOrange
            return safari
        })
    }

    @Test("The mail composer draws the form the app filled")
    func mailComposer() {
        check(controller: MailScreen.composer)
    }
}

/// The mail composer wrapped as apps wrap it.
private struct MailScreen: UIViewControllerRepresentable {
    static func composer() -> MFMailComposeViewController {
        let composer = MFMailComposeViewController()
        composer.setToRecipients(["support@example.com"])
        composer.setSubject("Feedback")
        composer.setMessageBody("Hello! The app is lovely, but the timer stops when the screen locks.", isHTML: false)
        return composer
    }
    func makeUIViewController(context: Context) -> MFMailComposeViewController { Self.composer() }
    func updateUIViewController(_ composer: MFMailComposeViewController, context: Context) {}
}
