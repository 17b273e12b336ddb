import ControlsExamples
import Dispatch
import Foundation
import NapkinSupport
import Raster
import Testing

@testable import NapkinUI

/// A screen that uses every kind of drawing a frame records: text, shapes, gradients of each
/// kind, a bitmap scaled up, a tinted symbol, shadows, a blur, colour effects, a mask, a clip,
/// an opacity group, a rotation and a scale.
private struct EverythingScreen: View {
    let photo: Bitmap

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                Image(bitmap: photo).resizable().frame(width: 120, height: 80).clipShape(RoundedRectangle(cornerRadius: 10))
                    .shadow(radius: 4)
                Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 40))
                    .frame(width: 80, height: 80).blur(radius: 3)
                Rectangle().fill(AngularGradient(colors: [.blue, .green, .blue], center: .center)).frame(width: 60, height: 60)
                    .rotationEffect(.degrees(20))
            }
            Text("Frames recorded on the main actor and drawn elsewhere").font(.headline).padding(12)
                .background(LinearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing), in: Capsule())
                .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
            HStack {
                Image(systemName: "star.fill").foregroundStyle(.orange).font(.largeTitle)
                Text("Brighter").padding(8).background(Color.purple).brightness(0.2)
                Text("Greyer").padding(8).background(Color.green).grayscale(0.7)
                Text("Masked").font(.title).mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
            }
            RoundedRectangle(cornerRadius: 12).stroke(Color.indigo, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
                .frame(height: 40).opacity(0.6).scaleEffect(0.9)
        }
        .padding()
    }
}

@MainActor
@Suite("Window frames")
struct WindowFrameTests {
    /// A 48×32 picture with a gradient in each channel.
    static let photo: Bitmap = {
        var pixels = [UInt32](repeating: 0, count: 48 * 32)
        for y in 0..<32 {
            for x in 0..<48 {
                pixels[y * 48 + x] = 0xFF00_0000 | UInt32(x * 5) << 16 | UInt32(y * 8) << 8 | UInt32((x + y) * 3)
            }
        }
        return Bitmap(width: 48, height: 32, pixels: pixels)
    }()

    /// The windows checked: screens of the controls gallery (a form, a sheet over a list, an
    /// alert over a dark panel) and a screen of effects, light and dark.
    static func windows() -> [(String, Window)] {
        let chosen = ["reservation-form", "inbox-compose-sheet", "playback-panel-dark-alert"]
        var windows = ControlsGallery.screens().filter { chosen.contains($0.name) }.map { ($0.name, $0.window) }
        for dark in [false, true] {
            let window = Window(device: .iPhone13Pro)
            window.colorScheme = dark ? .dark : .light
            window.rootViewController = HostingController(rootView: EverythingScreen(photo: photo))
            windows.append(("everything\(dark ? "-dark" : "")", window))
        }
        return windows
    }

    @Test("A recorded frame draws the same bytes as render(), on other threads, many at once")
    func recordedFramesMatchRender() throws {
        let windows = Self.windows()
        let direct = windows.map { $0.1.render() }
        let frames = windows.map { $0.1.recordFrame() }
        #expect(frames.allSatisfy { $0.operationCount > 10 })
        // Each frame drawn twice, by as many threads as Dispatch gives.
        let drawn = Locked([Int: Bitmap]())
        DispatchQueue.concurrentPerform(iterations: frames.count * 2) { index in
            let bitmap = frames[index % frames.count].render()
            drawn.withLock { $0[index] = bitmap }
        }
        for index in 0..<(frames.count * 2) {
            let bitmap = try #require(drawn.withLock { $0[index] })
            #expect(bitmap == direct[index % frames.count], "\(windows[index % frames.count].0), drawn \(index / frames.count + 1)")
        }
    }

    @Test("A full-content frame draws what render(fullContent:) draws")
    func fullContentFrame() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: List(0..<60, id: \.self) { Text("Row \($0)") })
        let frame = window.recordFrame(fullContent: true)
        let bitmap = DispatchQueue.global().sync { frame.render() }
        #expect(bitmap == window.render(fullContent: true))
        #expect(bitmap.height > window.render().height)
    }

    @Test("A frame keeps what was drawn when it was recorded, whatever the window does next")
    func frameIsASnapshotOfItsMoment() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Color.red)
        let red = window.recordFrame()
        window.rootViewController = HostingController(rootView: Color.blue)
        #expect(red.render() != window.render())
        window.rootViewController = nil
        #expect(red.render()[375, 667] == SRGBColor(hex: 0xFF3B30).premultipliedARGB)
    }
}
