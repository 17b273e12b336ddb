import NapkinUI
import Testing

// This file imports NapkinUI and nothing else, as a SwiftUI file imports SwiftUI: what it uses
// must come from `import NapkinUI` alone.

/// SwiftUI's `Canvas` (and names the renderer uses) are the user's to declare: nothing imported
/// by `import NapkinUI` competes with them.
struct Canvas: View {
    let label: String
    var body: some View { Text(verbatim: label) }
}

/// A user type named after a renderer type.
struct TextLayout {
    let columns: Int
}

/// A user type named after another renderer type.
struct Paint: View {
    var body: some View { Color.orange }
}

/// Collects what a `GeometryReader` saw, from inside its content closure.
@MainActor
final class GeometryProbe {
    var size: CGSize = .zero
    var frame: CGRect = .zero
}

@MainActor
@Suite("What `import NapkinUI` gives a file")
struct SwiftUISurfaceTests {
    @Test("Foundation comes with it: URL, Date, DateFormatter, URLSession.shared")
    func foundation() throws {
        let url = try #require(URL(string: "https://example.com/menu?item=brisket"))
        #expect(url.host == "example.com")
        #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value == "brisket")
        let session: URLSession = .shared
        #expect(session === URLSession.shared)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        #expect(formatter.string(from: Date(timeIntervalSince1970: 86_400)) == "1970-01-02")
    }

    @Test("UserNotifications comes with it, as UIKit brings it to a SwiftUI file on iOS")
    func userNotifications() throws {
        let content = UNMutableNotificationContent()
        content.title = "Brisket is ready"
        content.sound = .default
        let request = UNNotificationRequest(
            identifier: "brisket", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false))
        #expect(request.content.title == "Brisket is ready")
        #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 90)
        #expect(UNUserNotificationCenter.current() === UNUserNotificationCenter.current())
        let options: UNAuthorizationOptions = [.alert, .sound, .badge]
        #expect(options.contains(.sound))
    }

    @Test("UniformTypeIdentifiers comes with it, as SwiftUI brings it on iOS: a document names UTType")
    func uniformTypeIdentifiers() throws {
        struct Note: FileDocument {
            static var readableContentTypes: [UTType] { [.plainText] }
            var text = ""
            init(text: String) { self.text = text }
            init(configuration: ReadConfiguration) throws {
                text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
            }
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
                FileWrapper(regularFileWithContents: Data(text.utf8))
            }
        }
        #expect(UTType.plainText.conforms(to: .text))
        #expect(Note.writableContentTypes == [.plainText])
        let file = try Note(text: "Hi").fileWrapper(configuration: .init(contentType: .plainText, existingFile: nil))
        #expect(file.regularFileContents == Data("Hi".utf8))
    }

    @Test("User views named Canvas and Paint and a user type named TextLayout lay out as written")
    func userNames() throws {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: VStack(spacing: 0) {
                Canvas(label: "Pit \(TextLayout(columns: 3).columns)")
                Paint().frame(width: 40, height: 40)
            })
        let lines = window.layoutDescription().split(separator: "\n")
        #expect(lines.contains { $0.contains("Text") && $0.hasSuffix("\"Pit 3\"") })
        #expect(lines.contains { $0.contains("Color (175, ") && $0.hasSuffix("40×40)") })
    }

    @Test("frame(width:height:) takes CGFloat optionals, as SwiftUI's does")
    func cgFloatOptionals() throws {
        let width: CGFloat? = 120
        let missingHeight: CGFloat? = nil
        let spacing: CGFloat? = 10
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: VStack(spacing: spacing) {
                Button {
                } label: {
                    Text("Wide").frame(width: width, height: missingHeight)
                }
                Button {
                } label: {
                    Text("Tall").frame(width: missingHeight, height: 60)
                }
            })
        let wide = try #require(window.interactiveElements().first { $0.label == "Wide" })
        let tall = try #require(window.interactiveElements().first { $0.label == "Tall" })
        // A fixed width and the text's own height; the text's own width and a fixed height.
        let textHeight = HostingController(rootView: Text("Wide")).sizeThatFits(on: .iPhone13Pro).height
        #expect(wide.frame.width == 120 && wide.frame.height == textHeight)
        #expect(tall.frame.height == 60 && tall.frame.width < 120)
        #expect(tall.frame.minY - wide.frame.maxY == 10)
        #expect(window.tap(at: CGPoint(x: wide.frame.midX, y: wide.frame.midY)))
    }

    @Test("A GeometryReader hands out CGSize and CGRect in window points")
    func geometryProxy() {
        let probe = GeometryProbe()
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: GeometryReader { proxy in
                Color.clear.onAppear {
                    probe.size = proxy.size
                    probe.frame = proxy.frame(in: .global)
                }
            }
            .frame(width: 200, height: 100))
        window.layout()
        #expect(probe.size == CGSize(width: 200, height: 100))
        #expect(probe.frame == CGRect(x: 95, y: 47 + (844 - 47 - 34 - 100) / 2.0, width: 200, height: 100))
    }

    @Test("A window's bounds and a device's size are CGRect and CGSize")
    func windowGeometry() {
        let window = Window(device: .iPhoneSE)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(Device.iPhoneSE.size == CGSize(width: 375, height: 667))
        #expect(Device.iPhoneSE.scale == 2)
        #expect(Device.iPhone13Pro.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    @Test("Edge is SwiftUI's enum and Edge.Set its option set")
    func edges() {
        #expect(Edge.allCases == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [Edge.Set(.leading), Edge.Set(.trailing)])
        #expect(Edge.Set.all.contains(.bottom))
    }
}
