import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Request {
    /// What a validation returns: `.success(())` or the failure.
    public typealias ValidationResult = Result<Void, any Error>
}

extension DataRequest {
    /// A validation of a data request's response: the request sent, the response, the body.
    public typealias Validation = @Sendable (URLRequest?, HTTPURLResponse, Data?) -> ValidationResult

    /// Checks the response with `validation` once it arrives; a failure becomes the request's error
    /// (``AFError/ResponseValidationFailureReason/customValidationFailed(error:)`` unless it is an
    /// `AFError`). Validations run in order and stop at the first failure; a request that already
    /// failed is not validated.
    @discardableResult
    @preconcurrency
    public func validate(_ validation: @escaping Validation) -> Self {
        appendValidator { [unowned self] in
            let (request, response, data, error) = withState { ($0.requests.last, $0.httpResponse, $0.data, $0.error) }
            guard error == nil, let response else { return }
            let result = validation(request, response, data)
            if case .failure(let failure) = result {
                self.error = failure.asAFError(or: .responseValidationFailed(reason: .customValidationFailed(error: failure)))
            }
            owningSession?.eventMonitor.request(self, didValidateRequest: request, response: response, data: data, withResult: result)
        }
        return self
    }

    /// Accepts only the status codes in `acceptableStatusCodes` (`200..<300`, say).
    @discardableResult
    public func validate<S: Sequence & Sendable>(statusCode acceptableStatusCodes: S) -> Self where S.Iterator.Element == Int {
        let codes = Set(acceptableStatusCodes)
        return validate { _, response, _ in
            ResponseValidation.statusCode(response.statusCode, acceptable: codes)
        }
    }

    /// Accepts only the content types in `acceptableContentTypes` (wildcards such as `image/*`
    /// allowed); an empty body passes, as upstream.
    @discardableResult
    @preconcurrency
    public func validate<S: Sequence>(contentType acceptableContentTypes: @escaping @Sendable @autoclosure () -> S) -> Self
    where S.Iterator.Element == String {
        let types = Array(acceptableContentTypes())
        return validate { _, response, data in
            ResponseValidation.contentType(response.mimeType, data: data, acceptable: types)
        }
    }

    /// Accepts status codes `200..<300` and the content types the request's `Accept` header names
    /// (any, without one).
    @discardableResult
    public func validate() -> Self {
        validate { request, response, data in
            let accept = request?.value(forHTTPHeaderField: "Accept")?.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let statusResult = ResponseValidation.statusCode(response.statusCode, acceptable: 200..<300)
            guard case .success = statusResult else { return statusResult }
            return ResponseValidation.contentType(response.mimeType, data: data, acceptable: accept ?? ["*/*"])
        }
    }
}

enum ResponseValidation {
    static func statusCode<S: Sequence>(_ code: Int, acceptable: S) -> Request.ValidationResult where S.Iterator.Element == Int {
        acceptable.contains(code) ? .success(()) : .failure(AFError.responseValidationFailed(reason: .unacceptableStatusCode(code: code)))
    }

    static func contentType(_ mimeType: String?, data: Data?, acceptable: [String]) -> Request.ValidationResult {
        guard let data, !data.isEmpty else { return .success(()) }
        guard let mimeType, let responseType = MIMEType(mimeType) else {
            for type in acceptable {
                if let parsed = MIMEType(type), parsed.type == "*", parsed.subtype == "*" { return .success(()) }
            }
            return .failure(AFError.responseValidationFailed(reason: .missingContentType(acceptableContentTypes: acceptable)))
        }
        for type in acceptable {
            if let parsed = MIMEType(type), parsed.matches(responseType) { return .success(()) }
        }
        return .failure(
            AFError.responseValidationFailed(
                reason: .unacceptableContentType(acceptableContentTypes: acceptable, responseContentType: mimeType)))
    }

    /// A content type's type and subtype, without parameters, lowercased.
    struct MIMEType {
        let type: String
        let subtype: String

        init?(_ string: String) {
            let essence = string.split(separator: ";", maxSplits: 1).first.map(String.init) ?? string
            let parts = essence.trimmingCharacters(in: .whitespaces).lowercased().split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            type = String(parts[0])
            subtype = String(parts[1])
        }

        func matches(_ other: MIMEType) -> Bool {
            if type == "*" && subtype == "*" { return true }
            return type == other.type && (subtype == "*" || subtype == other.subtype)
        }
    }
}
