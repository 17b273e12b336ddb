import NapkinUI

extension View {
    /// Logs a ``AnalyticsEventScreenView`` event with the screen's `name`, `class` and `extraParameters` when the view
    /// appears (in the first render that shows it), as FirebaseAnalytics' SwiftUI modifier does. The event is kept in
    /// ``SimulatedFirebaseAnalytics/events``.
    public func analyticsScreen(
        name: String, class: String = "View", extraParameters: [String: Any] = [:], fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> some View {
        var parameters = extraParameters
        parameters[AnalyticsParameterScreenName] = name
        parameters[AnalyticsParameterScreenClass] = `class`
        let logged = parameters
        return onAppear(
            perform: { Analytics.logEvent(AnalyticsEventScreenView, parameters: logged) }, fileID: fileID, line: line, column: column)
    }
}
