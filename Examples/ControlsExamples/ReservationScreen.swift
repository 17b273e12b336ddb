import Foundation
import NapkinUI

/// A booking form: a name, a date and a time, a guest count, a seating choice and a menu of
/// extra actions.
public struct ReservationScreen: View {
    @State private var name = "Ada Lovelace"
    @State private var arrival: Date
    @State private var guests = 4
    @State private var seating = "Terrace"
    @State private var reminders = true
    private let actions: ReservationActions

    /// A form starting at `arrival` (a fixed date: the screen never reads the clock).
    public init(arrival: Date, actions: ReservationActions = ReservationActions()) {
        _arrival = State(initialValue: arrival)
        self.actions = actions
    }

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            Form {
                Section("Reservation") {
                    TextField("Name", text: $name)
                    DatePicker("Date", selection: $arrival, displayedComponents: .date)
                    DatePicker("Time", selection: $arrival, displayedComponents: .hourAndMinute)
                    Stepper("Guests: \(guests)", value: $guests, in: 1...12)
                }
                Section("Seating") {
                    Picker("Seating", selection: $seating) {
                        Text("Dining Room").tag("Dining Room")
                        Text("Terrace").tag("Terrace")
                        Text("Bar").tag("Bar")
                    }
                    .pickerStyle(.inline)
                }
                Section {
                    Toggle("Remind Me", isOn: $reminders)
                    Menu("More Options") {
                        Button("Share Reservation", action: actions.share)
                        Button("Cancel Reservation", role: .destructive, action: actions.cancel)
                    }
                }
            }
            .navigationTitle("Book a Table")
        }
    }
}

/// What the reservation form's menu items do.
@MainActor
public struct ReservationActions {
    /// Runs for "Share Reservation".
    public var share: @MainActor () -> Void
    /// Runs for "Cancel Reservation".
    public var cancel: @MainActor () -> Void

    /// Actions; by default they do nothing.
    public init(share: @escaping @MainActor () -> Void = {}, cancel: @escaping @MainActor () -> Void = {}) {
        self.share = share
        self.cancel = cancel
    }
}

#Preview("Reservation") {
    ReservationScreen(arrival: ControlsGallery.exampleDate)
}
