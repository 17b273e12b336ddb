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

    /// The panel, with the sleep timer at `sleepAt` (a fixed date: no clock is read) and the
    /// reset alert shown or not.
    public init(sleepAt: Date, alertShown: Bool = false) {
        _sleepAt = State(initialValue: sleepAt)
        _confirmsReset = State(initialValue: alertShown)
    }

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
    }
}
