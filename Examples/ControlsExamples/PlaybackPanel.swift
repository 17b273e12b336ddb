import Foundation
import NapkinUI

/// A player's settings panel laid out with stacks rather than a form: a segmented picker, a
/// slider with value labels, a toggle, a stepper, a date and a menu, with an alert that can
/// be shown over it.
public struct PlaybackPanel: View {
    @State private var quality = "High"
    @State private var volume = 0.7
    @State private var shuffle = true
    @State private var repeats = 2
    @State private var sleepAt: Date
    @State private var confirmsReset: Bool
    @State private var choosesTimer: Bool
    @State private var minutes = 30

    /// The panel, with the sleep timer at `sleepAt` (a fixed date: no clock is read) and the
    /// reset alert shown or not.
    public init(sleepAt: Date, alertShown: Bool = false, timerSheetShown: Bool = false) {
        _sleepAt = State(initialValue: sleepAt)
        _confirmsReset = State(initialValue: alertShown)
        _choosesTimer = State(initialValue: timerSheetShown)
    }

    /// The screen's content.
    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Playback").font(.largeTitle)
            Picker("Quality", selection: $quality) {
                ForEach(["Low", "High", "Lossless"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("11")
            }
            Toggle("Shuffle", isOn: $shuffle)
            Stepper("Repeat \(repeats) times", value: $repeats, in: 0...5)
            DatePicker("Sleep Timer", selection: $sleepAt, displayedComponents: .hourAndMinute)
            Button("Quick Timer…") { choosesTimer = true }
            HStack {
                Menu("Share") {
                    Button("Copy Link") {}
                    Button("Message") {}
                }
                Spacer()
                Button("Reset", role: .destructive) { confirmsReset = true }
            }
            Spacer()
        }
        .padding(20)
        .alert("Reset playback settings?", isPresented: $confirmsReset) {
            Button("Cancel", role: .cancel) {}
            Button("Reset", role: .destructive) {}
        } message: {
            Text("Quality, volume and the sleep timer go back to their defaults.")
        }
        .sheet(isPresented: $choosesTimer) {
            TimerSheet(minutes: $minutes)
        }
    }
}

/// A half-height sheet with a grabber: a wheel of minutes and a Done button.
private struct TimerSheet: View {
    @Binding var minutes: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Quick Timer").font(.headline)
                Spacer()
                Button("Done") { dismiss() }
            }
            Picker("Minutes", selection: $minutes) {
                ForEach([5, 10, 15, 30, 45, 60, 90], id: \.self) { Text("\($0) min") }
            }
            .pickerStyle(.wheel)
            Spacer()
        }
        .padding(20)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

#Preview("Playback") {
    PlaybackPanel(sleepAt: ControlsGallery.exampleDate)
}

#Preview("Sleep timer sheet") {
    PlaybackPanel(sleepAt: ControlsGallery.exampleDate, timerSheetShown: true)
}

#Preview("Playback alert") {
    PlaybackPanel(sleepAt: ControlsGallery.exampleDate, alertShown: true)
}
