import Foundation

/// Why a request to the Chirp API failed. Each case keeps what a person (or a log) needs.
enum APIError: Error, Equatable, CustomStringConvertible {
    /// The server answered with a non-success status; `message` is its own explanation
    /// (Vapor's `reason`), when it sent one.
    case server(status: Int, message: String?)
    /// The server could not be reached at all (no network, host down, refused, timed out).
    case offline(reason: String)
    /// The request failed on the way for another reason.
    case transport(reason: String)
    /// The server answered, but not with the JSON this endpoint expects.
    case undecodableResponse(status: Int, reason: String)
    /// The whole answer did not come within the client's deadline (a slow or trickling server).
    case timedOut(seconds: TimeInterval)
    /// The answer's body passed the client's limit and was cut off.
    case responseTooLarge(limit: Int)

    /// A sentence for logs and test failures that says what to do.
    var description: String {
        switch self {
        case .server(let status, let message):
            return "The server answered HTTP \(status)" + (message.map { ": \($0)" } ?? " with no message") + "."
        case .offline(let reason):
            return "The server could not be reached (\(reason)); check the network and the API base URL."
        case .transport(let reason):
            return "The request failed (\(reason)); try again."
        case .undecodableResponse(let status, let reason):
            return
                "The server answered HTTP \(status) with a body the app could not read (\(reason)); check that the app and the server agree on the API."
        case .timedOut(let seconds):
            return
                "The answer was not complete within \(seconds.formatted()) s (the request timeout); check that the server is running and not overloaded, then try again."
        case .responseTooLarge(let limit):
            return "The answer was larger than the \(limit) bytes the app accepts and was cut off; check the API base URL and the server."
        }
    }

    /// What the app shows the user.
    var userMessage: String {
        switch self {
        case .server(401, _):
            return "Invalid email or password."
        case .server(_, let message?) where !message.isEmpty:
            return message
        case .server(let status, nil), .server(let status, _):
            return "Chirp couldn’t complete that (error \(status)). Please try again later."
        case .offline:
            return "You appear to be offline. Check your connection and try again."
        case .transport:
            return "Something went wrong sending that. Please try again."
        case .undecodableResponse, .responseTooLarge:
            return "Chirp got an answer it didn’t understand. Please update the app or try again later."
        case .timedOut:
            return "Chirp is taking too long to reach the server. Please try again."
        }
    }
}

extension Error {
    /// The message to show the user for this error (`APIError`s have specific ones).
    var userMessage: String {
        if let error = self as? APIError { return error.userMessage }
        return "Something went wrong. Please try again."
    }
}
