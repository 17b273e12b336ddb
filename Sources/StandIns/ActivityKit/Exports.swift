// ActivityKit's names for Linux: Live Activities requested, updated and ended by an app, kept in a process-wide
// registry a test resets and reads (`SimulatedActivities`), with iOS's authorization switch and limits as typed errors.
@_exported import Foundation
