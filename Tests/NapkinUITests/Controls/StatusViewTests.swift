import Foundation
import PackageTestSupport
import SnapshotTesting
import Testing

@testable import NapkinUI

/// `ProgressView`, `Gauge`, `LabeledContent` and `ContentUnavailableView`.
@MainActor
@Suite("Progress, gauges, labeled content, unavailable content")
struct StatusViewTests {
    @Test("ProgressView(): the 20-point spinner; 37 points at the large control size")
    func spinnerSizes() throws {
        #expect(sizeText(try frame(of: "ProgressView", in: ProgressView())) == "20×20")
        #expect(sizeText(try frame(of: "ProgressView", in: ProgressView().controlSize(.large))) == "37×37")
    }

    @Test("ProgressView(\"Loading…\"): the caption 8 points under the spinner, in the secondary colour")
    func spinnerWithCaption() throws {
        let view = ProgressView("Loading…")
        let spinner = numbers(try frame(of: "ProgressView", in: view)), caption = numbers(try frame(of: "\"Loading…\"", in: view))
        #expect(abs(caption[1] - (spinner[1] + 20 + 8)) < 0.011)
        #expect(abs((caption[0] + caption[2] / 2) - (spinner[0] + 10)) < 0.011)
    }

    @Test("ProgressView(value:total:): a 4-point bar across the width offered, filled to the fraction")
    func linearBar() throws {
        let view = ProgressView(value: 3, total: 4).frame(width: 200)
        let bar = numbers(try frame(of: "ProgressBar", in: view))
        #expect(bar[2] == 200 && bar[3] == 4)
        #expect(try line(containing: "ProgressBar", in: view).contains("75%"))
        let bitmap = renderView(view)
        // Filled in the tint up to 150 points, the grey track after it.
        let filled = pixel(bitmap, atPoint: bar[0] + 140, bar[1] + 2), track = pixel(bitmap, atPoint: bar[0] + 160, bar[1] + 2)
        #expect(filled.blue > 0.9 && filled.red < 0.1)
        #expect(abs(track.red - track.blue) < 0.05 && track.red > 0.85)
        // Out-of-range values draw at the ends; nil is unknown progress (the spinner).
        #expect(try line(containing: "ProgressBar", in: ProgressView(value: 7.0, total: 4)).contains("100%"))
        #expect(try line(containing: "ProgressView", in: ProgressView(value: nil as Double?)).contains("ProgressView"))
    }

    @Test("A titled bar stacks the title, the bar and the current value 4 points apart")
    func linearWithLabels() throws {
        let view = ProgressView(value: 0.5) {
            Text("Downloading")
        } currentValueLabel: {
            Text("2 of 4")
        }.frame(width: 300)
        let title = numbers(try frame(of: "\"Downloading\"", in: view)), bar = numbers(try frame(of: "ProgressBar", in: view))
        let current = numbers(try frame(of: "\"2 of 4\"", in: view))
        #expect(abs(bar[1] - (title[1] + title[3] + 4)) < 0.011)
        #expect(abs(current[1] - (bar[1] + 4 + 4)) < 0.011)
        #expect(title[0] == bar[0] && current[0] == bar[0])
    }

    @Test("progressViewStyle(.circular) shows the spinner even for known progress, as on iPhone")
    func circularStyle() throws {
        let lines = layoutLines(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(lines.contains { $0.contains("ProgressView") } && !lines.contains { $0.contains("ProgressBar") })
        let linear = layoutLines(ProgressView().progressViewStyle(.linear))
        #expect(linear.contains { $0.contains("ProgressBar") && $0.contains("0%") })
    }

    @Test("Progress views, light and dark")
    func progressSnapshot() {
        let view = VStack(spacing: 24) {
            ProgressView()
            ProgressView("Loading…")
            ProgressView(value: 0.3)
            ProgressView("Uploading", value: 0.7).tint(.green)
            ProgressView().controlSize(.large).tint(.orange)
        }
        .padding(20)
        assertLightAndDark(view, width: 320, height: 300)
    }

    @Test("Gauge: the label above an 8-point bar between the bounds' labels, the value below")
    func linearGauge() throws {
        let view = Gauge(value: 30, in: 0...120) {
            Text("Speed")
        } currentValueLabel: {
            Text("30 km/h")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("120")
        }
        .frame(width: 300)
        let lines = layoutLines(view)
        let bar = numbers(try #require(lines.first { $0.contains("Canvas") }).components(separatedBy: "Canvas ")[1])
        #expect(bar[3] == 8)
        let label = numbers(try frame(of: "\"Speed\"", in: view)), minimum = numbers(try frame(of: "\"0\"", in: view))
        let maximum = numbers(try frame(of: "\"120\"", in: view))
        // The row of the bar and the bounds' labels starts 4 points under the label.
        #expect(abs(minimum[1] - (label[1] + label[3] + 4)) < 0.011)
        #expect(abs((label[0] + label[2] / 2) - 195) < 0.011)
        #expect(minimum[0] + minimum[2] + 8 - bar[0] < 0.011 && bar[0] + bar[2] + 8 - maximum[0] < 0.011)
        // A quarter of the bar is filled in the tint.
        let bitmap = renderView(view)
        let filled = pixel(bitmap, atPoint: bar[0] + bar[2] * 0.2, bar[1] + 4),
            empty = pixel(bitmap, atPoint: bar[0] + bar[2] * 0.3, bar[1] + 4)
        #expect(filled.blue > 0.9 && filled.red < 0.1)
        #expect(empty.blue < 0.95 && abs(empty.red - empty.blue) < 0.05)
    }

    @Test("Circular gauges are 58 points across, with the current value in the middle")
    func circularGauge() throws {
        let view = Gauge(value: 0.62) {
            Text("Battery")
        } currentValueLabel: {
            Text("62")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        #expect(sizeText(try frame(of: "Canvas", in: view)) == "58×58")
        let ring = numbers(try frame(of: "Canvas", in: view)), value = numbers(try frame(of: "\"62\"", in: view))
        #expect(abs((value[0] + value[2] / 2) - (ring[0] + 29)) < 0.011)
        #expect(abs((value[1] + value[3] / 2) - (ring[1] + 29)) < 0.011)
    }

    @Test("Gauges, light and dark")
    func gaugeSnapshot() {
        let view = VStack(spacing: 20) {
            Gauge(value: 0.4) { Text("Battery Level") }
            Gauge(value: 70, in: 0...100) {
                Text("Storage")
            } currentValueLabel: {
                Text("70 GB")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.accessoryLinear)
            HStack(spacing: 24) {
                Gauge(value: 0.62) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("62")
                }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 18, in: 0...30) {
                    Text("Temp")
                } currentValueLabel: {
                    Text("18°")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("30")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.orange)
            }
        }
        .padding(20)
        assertLightAndDark(view, width: 320, height: 300)
    }

    @Test("LabeledContent: the label at the leading edge, the value at the trailing edge in the secondary colour")
    func labeledContent() throws {
        let view = LabeledContent("Version", value: "17.4").frame(width: 300)
        let label = numbers(try frame(of: "\"Version\"", in: view)), value = numbers(try frame(of: "\"17.4\"", in: view))
        #expect(label[0] == 45)
        #expect(abs(value[0] + value[2] - 345) < 0.011)
        #expect(abs(label[1] - value[1]) < 0.011)
        let bitmap = renderView(view)
        // secondaryLabel (#3C3C43 at 60 %) over white is #8A8A8E.
        let ink = (0..<Int(value[2])).map { pixel(bitmap, atPoint: value[0] + Double($0), value[1] + value[3] * 0.55) }.min {
            $0.red < $1.red
        }
        #expect(try #require(ink).red > 0.5)
    }

    @Test("LabeledContent with a model's name (a String) and a formatted value: the name verbatim, not read as Markdown")
    func labeledContentVerbatimFormatted() throws {
        let name: String = "*Tea*"
        let view = LabeledContent(name, value: 3.5, format: .number.precision(.fractionLength(2))).frame(width: 300)
        let label = numbers(try frame(of: "\"*Tea*\"", in: view)), value = numbers(try frame(of: "\"3.50\"", in: view))
        #expect(label[0] == 45)
        #expect(abs(value[0] + value[2] - 345) < 0.011)
    }

    @Test("LabeledContent in a form row keeps the row 44 points tall with its value at the trailing inset")
    func labeledContentInForm() throws {
        let view = List { LabeledContent("Wi-Fi", value: "Home") }
        let value = numbers(try frame(of: "\"Home\"", in: view))
        // The card is 20 in from the screen edge and rows 20 in from the card: content ends at 350.
        #expect(abs(value[0] + value[2] - 350) < 0.011)
        #expect(numbers(try frame(of: "Section", in: view))[3] == 44)
    }

    @Test("ContentUnavailableView fills the space, centred: symbol, title 12 below, description 8 below that")
    func contentUnavailable() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here."))
        let symbol = numbers(try frame(of: "systemName=\"tray", in: view)), title = numbers(try frame(of: "\"No Mail\"", in: view))
        let description = numbers(try frame(of: "\"New messages appear here.\"", in: view))
        // A 48-point symbol's frame: 1.11 times its point size, as iOS lays out SF Symbols.
        #expect(symbol[3] == 53.28)
        #expect(abs(title[1] - (symbol[1] + 53.28 + 12)) < 0.011)
        #expect(abs(description[1] - (title[1] + title[3] + 8)) < 0.011)
        #expect(abs((title[0] + title[2] / 2) - 195) < 0.011)
        // Centred in the safe area (47…810).
        let top = symbol[1], bottom = description[1] + description[3]
        #expect(abs((top + bottom) / 2 - (47 + 763 / 2)) < 0.6)
    }

    @Test("ContentUnavailableView.search(text:) names the search")
    func searchUnavailable() {
        #expect(layoutLines(ContentUnavailableView.search(text: "milk")).contains { $0.contains("\"No Results for “milk”\"") })
        #expect(layoutLines(ContentUnavailableView.search).contains { $0.contains("\"No Results\"") })
    }

    @Test(
        "ContentUnavailableView is generic as SwiftUI's: an app's constrained extension adds an initialiser; a label alone or with actions")
    func contentUnavailableGeneric() throws {
        let empty: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = .init(inbox: 0)
        #expect(layoutLines(empty).contains { $0.contains("\"Inbox Zero\"") })
        #expect(layoutLines(empty).contains { $0.contains("\"Nothing waits for you.\"") })
        let search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, EmptyView> = .search
        #expect(layoutLines(search).contains { $0.contains("\"No Results\"") })
        let alone = ContentUnavailableView { Label("Offline", systemImage: "wifi.slash") }
        #expect(layoutLines(alone).contains { $0.contains("\"Offline\"") })
        let withAction = ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } actions: {
            Button("Retry") {}
        }
        let lines = layoutLines(withAction)
        #expect(lines.contains { $0.contains("\"Retry\"") })
        // The actions sit 16 below the title, with no description between.
        let title = numbers(try frame(of: "\"Offline\"", in: withAction)), retry = numbers(try frame(of: "\"Retry\"", in: withAction))
        #expect(retry[1] > title[1] + title[3] + 15)
    }

    @Test("Unavailable content with actions, light and dark")
    func contentUnavailableSnapshot() {
        let view = ContentUnavailableView {
            Label("No Connection", systemImage: "wifi.slash")
        } description: {
            Text("Check your network settings and try again.")
        } actions: {
            Button("Try Again") {}.buttonStyle(.borderedProminent)
        }
        assertLightAndDark(view, width: 390, height: 400)
    }
}

extension ContentUnavailableView where Label == NapkinUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An app's own initialiser, as apps extend SwiftUI's generic view.
    init(inbox count: Int) {
        self.init(count == 0 ? "Inbox Zero" : "\(count) waiting", systemImage: "tray", description: Text("Nothing waits for you."))
    }
}
