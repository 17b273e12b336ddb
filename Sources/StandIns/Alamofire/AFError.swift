import Foundation

/// Every way an Alamofire request fails, as Alamofire's `AFError`: the cases apps switch on, with
/// their reasons, and the questions asked of an error (`responseCode`, `isResponseValidationError`,
/// `underlyingError`). Server-trust failures are not here: on Linux the transport checks
/// certificates itself.
public enum AFError: Error, Sendable {
    /// Why building a multipart body failed.
    public enum MultipartEncodingFailureReason: Sendable {
        /// The part's URL is not a file URL.
        case bodyPartURLInvalid(url: URL)
        /// The part's file URL has no file name.
        case bodyPartFilenameInvalid(in: URL)
        /// No file is at the part's URL.
        case bodyPartFileNotReachable(at: URL)
        /// Checking the part's file failed.
        case bodyPartFileNotReachableWithError(atURL: URL, error: any Error)
        /// The part's URL is a directory.
        case bodyPartFileIsDirectory(at: URL)
        /// The part's file has no size.
        case bodyPartFileSizeNotAvailable(at: URL)
        /// Asking the part's file size failed.
        case bodyPartFileSizeQueryFailedWithError(forURL: URL, error: any Error)
        /// The part's file could not be opened.
        case bodyPartInputStreamCreationFailed(for: URL)
        /// The body's file could not be created.
        case outputStreamCreationFailed(for: URL)
        /// A file is already where the body was to be written.
        case outputStreamFileAlreadyExists(at: URL)
        /// The body's destination is not a file URL.
        case outputStreamURLInvalid(url: URL)
        /// Writing the body failed.
        case outputStreamWriteFailed(error: any Error)
        /// Reading a part failed.
        case inputStreamReadFailed(error: any Error)
    }

    /// A stream part that ended before (or went past) the length it was appended with.
    public struct UnexpectedInputStreamLength: Error {
        /// The length the part was appended with.
        public var bytesExpected: UInt64
        /// The bytes read.
        public var bytesRead: UInt64
    }

    /// Why a `ParameterEncoding` failed.
    public enum ParameterEncodingFailureReason: Sendable {
        /// The request has no URL to add a query to.
        case missingURL
        /// The parameters are not JSON (`JSONSerialization` refused them).
        case jsonEncodingFailed(error: any Error)
        /// A custom encoding threw.
        case customEncodingFailed(error: any Error)
    }

    /// Why a `ParameterEncoder` failed.
    public enum ParameterEncoderFailureReason: Sendable {
        /// What the request lacked.
        public enum RequiredComponent: Sendable {
            /// A URL.
            case url
            /// A method (the raw value it had).
            case httpMethod(rawValue: String)
        }

        /// The request lacked `component`.
        case missingRequiredComponent(RequiredComponent)
        /// The encoder threw.
        case encoderFailed(error: any Error)
    }

    /// Why a response failed validation.
    public enum ResponseValidationFailureReason: Sendable {
        /// A download's file was missing.
        case dataFileNil
        /// A download's file could not be read.
        case dataFileReadFailed(at: URL)
        /// The response had no content type and `*/*` was not acceptable.
        case missingContentType(acceptableContentTypes: [String])
        /// The response's content type was not among the acceptable ones.
        case unacceptableContentType(acceptableContentTypes: [String], responseContentType: String)
        /// The response's status code was not among the acceptable ones.
        case unacceptableStatusCode(code: Int)
        /// A custom validation returned `.failure(error)`.
        case customValidationFailed(error: any Error)
    }

    /// Why a response could not be serialized.
    public enum ResponseSerializationFailureReason: Sendable {
        /// The body was empty where a value was needed.
        case inputDataNilOrZeroLength
        /// A download's file was missing.
        case inputFileNil
        /// A download's file could not be read.
        case inputFileReadFailed(at: URL)
        /// The body was not text in the encoding.
        case stringSerializationFailed(encoding: String.Encoding)
        /// The body was not JSON.
        case jsonSerializationFailed(error: any Error)
        /// The decoder threw (a `DecodingError` for `JSONDecoder`).
        case decodingFailed(error: any Error)
        /// A custom serializer threw.
        case customSerializationFailed(error: any Error)
        /// The body was empty and the type has no empty value (see `EmptyResponse`).
        case invalidEmptyResponse(type: String)
    }

    /// Why a request was refused before it was sent.
    public enum URLRequestValidationFailureReason: Sendable {
        /// A `GET` request had a body.
        case bodyDataInGETRequest(Data)
    }

    /// Making an upload's body failed.
    case createUploadableFailed(error: any Error)
    /// Making the `URLRequest` threw.
    case createURLRequestFailed(error: any Error)
    /// Moving a downloaded file failed.
    case downloadedFileMoveFailed(error: any Error, source: URL, destination: URL)
    /// The request was cancelled by `cancel()`.
    case explicitlyCancelled
    /// The address is not a URL.
    case invalidURL(url: any URLConvertible)
    /// Building a multipart body failed.
    case multipartEncodingFailed(reason: MultipartEncodingFailureReason)
    /// A `ParameterEncoding` failed.
    case parameterEncodingFailed(reason: ParameterEncodingFailureReason)
    /// A `ParameterEncoder` failed.
    case parameterEncoderFailed(reason: ParameterEncoderFailureReason)
    /// A `RequestAdapter` failed.
    case requestAdaptationFailed(error: any Error)
    /// A `RequestRetrier` failed with `retryError` while retrying after `originalError`.
    case requestRetryFailed(retryError: any Error, originalError: any Error)
    /// A validation failed.
    case responseValidationFailed(reason: ResponseValidationFailureReason)
    /// The response could not be serialized.
    case responseSerializationFailed(reason: ResponseSerializationFailureReason)
    /// The session went away before the request finished.
    case sessionDeinitialized
    /// The session was invalidated.
    case sessionInvalidated(error: (any Error)?)
    /// The `URLSessionTask` failed (no connection, a timeout, an unsupported URL…).
    case sessionTaskFailed(error: any Error)
    /// The request was refused before it was sent.
    case urlRequestValidationFailed(reason: URLRequestValidationFailureReason)
}

extension Error {
    /// The error as an ``AFError``, if it is one.
    public var asAFError: AFError? { self as? AFError }

    /// The error as an ``AFError``; stops the process with `message` if it is not one.
    public func asAFError(orFailWith message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> AFError {
        guard let error = self as? AFError else { fatalError(message(), file: file, line: line) }
        return error
    }

    /// The error as an ``AFError``, or `fallback` when it is not one.
    func asAFError(or fallback: @autoclosure () -> AFError) -> AFError {
        self as? AFError ?? fallback()
    }
}

extension AFError {
    /// Whether the session went away before the request finished.
    public var isSessionDeinitializedError: Bool {
        if case .sessionDeinitialized = self { return true }
        return false
    }
    /// Whether the session was invalidated.
    public var isSessionInvalidatedError: Bool {
        if case .sessionInvalidated = self { return true }
        return false
    }
    /// Whether the request was cancelled by `cancel()`.
    public var isExplicitlyCancelledError: Bool {
        if case .explicitlyCancelled = self { return true }
        return false
    }
    /// Whether the address was not a URL.
    public var isInvalidURLError: Bool {
        if case .invalidURL = self { return true }
        return false
    }
    /// Whether a `ParameterEncoding` failed.
    public var isParameterEncodingError: Bool {
        if case .parameterEncodingFailed = self { return true }
        return false
    }
    /// Whether a `ParameterEncoder` failed.
    public var isParameterEncoderError: Bool {
        if case .parameterEncoderFailed = self { return true }
        return false
    }
    /// Whether building a multipart body failed.
    public var isMultipartEncodingError: Bool {
        if case .multipartEncodingFailed = self { return true }
        return false
    }
    /// Whether an adapter failed.
    public var isRequestAdaptationError: Bool {
        if case .requestAdaptationFailed = self { return true }
        return false
    }
    /// Whether a validation failed.
    public var isResponseValidationError: Bool {
        if case .responseValidationFailed = self { return true }
        return false
    }
    /// Whether the response could not be serialized.
    public var isResponseSerializationError: Bool {
        if case .responseSerializationFailed = self { return true }
        return false
    }
    /// Whether a retrier failed.
    public var isRequestRetryError: Bool {
        if case .requestRetryFailed = self { return true }
        return false
    }
    /// Whether making an upload's body failed.
    public var isCreateUploadableError: Bool {
        if case .createUploadableFailed = self { return true }
        return false
    }
    /// Whether making the `URLRequest` threw.
    public var isCreateURLRequestError: Bool {
        if case .createURLRequestFailed = self { return true }
        return false
    }
    /// Whether moving a downloaded file failed.
    public var isDownloadedFileMoveError: Bool {
        if case .downloadedFileMoveFailed = self { return true }
        return false
    }
    /// Whether the `URLSessionTask` failed.
    public var isSessionTaskError: Bool {
        if case .sessionTaskFailed = self { return true }
        return false
    }
    /// Whether the request was refused before it was sent.
    public var isURLRequestValidationError: Bool {
        if case .urlRequestValidationFailed = self { return true }
        return false
    }

    /// The address of an ``invalidURL(url:)`` error.
    public var urlConvertible: (any URLConvertible)? {
        if case .invalidURL(let url) = self { return url }
        return nil
    }

    /// The URL of the error, if it names one.
    public var url: URL? {
        if case .multipartEncodingFailed(let reason) = self { return reason.url }
        return nil
    }

    /// The error behind this one: the decoding error, the transport's error, a custom validation's.
    public var underlyingError: (any Error)? {
        switch self {
        case .multipartEncodingFailed(let reason): reason.underlyingError
        case .parameterEncodingFailed(let reason): reason.underlyingError
        case .parameterEncoderFailed(let reason): reason.underlyingError
        case .requestAdaptationFailed(let error): error
        case .requestRetryFailed(let retryError, _): retryError
        case .responseValidationFailed(let reason): reason.underlyingError
        case .responseSerializationFailed(let reason): reason.underlyingError
        case .sessionInvalidated(let error): error
        case .createUploadableFailed(let error): error
        case .createURLRequestFailed(let error): error
        case .downloadedFileMoveFailed(let error, _, _): error
        case .sessionTaskFailed(let error): error
        case .explicitlyCancelled, .invalidURL, .sessionDeinitialized, .urlRequestValidationFailed: nil
        }
    }

    /// The content types a content-type validation accepted.
    public var acceptableContentTypes: [String]? {
        guard case .responseValidationFailed(let reason) = self else { return nil }
        switch reason {
        case .missingContentType(let types), .unacceptableContentType(let types, _): return types
        default: return nil
        }
    }

    /// The content type a content-type validation refused.
    public var responseContentType: String? {
        guard case .responseValidationFailed(.unacceptableContentType(_, let type)) = self else { return nil }
        return type
    }

    /// The status code a status-code validation refused.
    public var responseCode: Int? {
        guard case .responseValidationFailed(.unacceptableStatusCode(let code)) = self else { return nil }
        return code
    }

    /// The encoding a string serialization failed with.
    public var failedStringEncoding: String.Encoding? {
        guard case .responseSerializationFailed(.stringSerializationFailed(let encoding)) = self else { return nil }
        return encoding
    }

    /// Where a failed download move started.
    public var sourceURL: URL? {
        guard case .downloadedFileMoveFailed(_, let source, _) = self else { return nil }
        return source
    }

    /// Where a failed download move was going.
    public var destinationURL: URL? {
        guard case .downloadedFileMoveFailed(_, _, let destination) = self else { return nil }
        return destination
    }
}

extension AFError.MultipartEncodingFailureReason {
    var url: URL? {
        switch self {
        case .bodyPartURLInvalid(let url), .bodyPartFilenameInvalid(let url), .bodyPartFileNotReachable(let url),
            .bodyPartFileIsDirectory(let url), .bodyPartFileSizeNotAvailable(let url), .bodyPartInputStreamCreationFailed(let url),
            .outputStreamCreationFailed(let url), .outputStreamFileAlreadyExists(let url), .outputStreamURLInvalid(let url),
            .bodyPartFileNotReachableWithError(let url, _), .bodyPartFileSizeQueryFailedWithError(let url, _):
            url
        case .outputStreamWriteFailed, .inputStreamReadFailed: nil
        }
    }

    var underlyingError: (any Error)? {
        switch self {
        case .bodyPartFileNotReachableWithError(_, let error), .bodyPartFileSizeQueryFailedWithError(_, let error),
            .outputStreamWriteFailed(let error), .inputStreamReadFailed(let error):
            error
        default: nil
        }
    }

    var message: String {
        switch self {
        case .bodyPartURLInvalid(let url): "a multipart part's URL is not a file URL: \(url)"
        case .bodyPartFilenameInvalid(let url): "a multipart part's file URL has no file name: \(url)"
        case .bodyPartFileNotReachable(let url): "no file for a multipart part at \(url)"
        case .bodyPartFileNotReachableWithError(let url, let error): "checking the multipart part file \(url) failed: \(error)"
        case .bodyPartFileIsDirectory(let url): "a multipart part's URL is a directory: \(url)"
        case .bodyPartFileSizeNotAvailable(let url): "the size of the multipart part file \(url) is unknown"
        case .bodyPartFileSizeQueryFailedWithError(let url, let error): "asking the size of \(url) failed: \(error)"
        case .bodyPartInputStreamCreationFailed(let url): "the multipart part file \(url) could not be opened"
        case .outputStreamCreationFailed(let url): "the multipart body file \(url) could not be created"
        case .outputStreamFileAlreadyExists(let url): "a file is already at \(url)"
        case .outputStreamURLInvalid(let url): "the multipart body's destination is not a file URL: \(url)"
        case .outputStreamWriteFailed(let error): "writing the multipart body failed: \(error)"
        case .inputStreamReadFailed(let error): "reading a multipart part failed: \(error)"
        }
    }
}

extension AFError.ParameterEncodingFailureReason {
    var underlyingError: (any Error)? {
        switch self {
        case .jsonEncodingFailed(let error), .customEncodingFailed(let error): error
        case .missingURL: nil
        }
    }

    var message: String {
        switch self {
        case .missingURL: "the request has no URL to encode parameters into"
        case .jsonEncodingFailed(let error): "the parameters are not JSON: \(error.localizedDescription)"
        case .customEncodingFailed(let error): "the parameter encoding failed: \(error.localizedDescription)"
        }
    }
}

extension AFError.ParameterEncoderFailureReason {
    var underlyingError: (any Error)? {
        if case .encoderFailed(let error) = self { return error }
        return nil
    }

    var message: String {
        switch self {
        case .missingRequiredComponent(let component): "the request lacks a component the encoder needs: \(component)"
        case .encoderFailed(let error): "the parameter encoder failed: \(error)"
        }
    }
}

extension AFError.ResponseValidationFailureReason {
    var underlyingError: (any Error)? {
        if case .customValidationFailed(let error) = self { return error }
        return nil
    }

    var message: String {
        switch self {
        case .dataFileNil: "validation found no downloaded file"
        case .dataFileReadFailed(let url): "validation could not read the downloaded file \(url)"
        case .missingContentType(let types):
            "the response has no content type; acceptable: \(types.joined(separator: ","))"
        case .unacceptableContentType(let types, let type):
            "the response's content type \(type) is not acceptable (\(types.joined(separator: ",")))"
        case .unacceptableStatusCode(let code): "the response's status code \(code) is not acceptable"
        case .customValidationFailed(let error): "a validation failed: \(error.localizedDescription)"
        }
    }
}

extension AFError.ResponseSerializationFailureReason {
    var underlyingError: (any Error)? {
        switch self {
        case .jsonSerializationFailed(let error), .decodingFailed(let error), .customSerializationFailed(let error): error
        default: nil
        }
    }

    var message: String {
        switch self {
        case .inputDataNilOrZeroLength: "the response body is empty where a value was expected"
        case .inputFileNil: "the response has no downloaded file to serialize"
        case .inputFileReadFailed(let url): "the downloaded file \(url) could not be read"
        case .stringSerializationFailed(let encoding): "the response body is not text in \(encoding)"
        case .jsonSerializationFailed(let error): "the response body is not JSON: \(error.localizedDescription)"
        case .decodingFailed(let error): "the response body could not be decoded: \(error.localizedDescription)"
        case .customSerializationFailed(let error): "the response serializer failed: \(error.localizedDescription)"
        case .invalidEmptyResponse(let type): "the response body is empty and \(type) has no empty value"
        }
    }
}

extension AFError: LocalizedError {
    /// What went wrong, in one sentence.
    public var errorDescription: String? {
        switch self {
        case .explicitlyCancelled: "The request was cancelled."
        case .invalidURL(let url): "Not a valid URL: \(url)"
        case .parameterEncodingFailed(let reason): "Parameter encoding failed: \(reason.message)."
        case .parameterEncoderFailed(let reason): "Parameter encoding failed: \(reason.message)."
        case .multipartEncodingFailed(let reason): "Multipart encoding failed: \(reason.message)."
        case .requestAdaptationFailed(let error): "Adapting the request failed: \(error.localizedDescription)"
        case .responseValidationFailed(let reason): "Response validation failed: \(reason.message)."
        case .responseSerializationFailed(let reason): "Response serialization failed: \(reason.message)."
        case .requestRetryFailed(let retryError, let originalError):
            "Retrying failed with \(retryError.localizedDescription) after \(originalError.localizedDescription)"
        case .sessionDeinitialized: "The session went away before the request finished; keep a reference to it."
        case .sessionInvalidated(let error): "The session was invalidated: \(error?.localizedDescription ?? "no error given")."
        case .urlRequestValidationFailed(let reason):
            switch reason {
            case .bodyDataInGETRequest(let data): "A GET request cannot carry a body (\(data.count) bytes)."
            }
        case .createUploadableFailed(let error): "Making the upload's body failed: \(error.localizedDescription)"
        case .createURLRequestFailed(let error): "Making the URL request failed: \(error.localizedDescription)"
        case .downloadedFileMoveFailed(let error, let source, let destination):
            "Moving the download from \(source) to \(destination) failed: \(error.localizedDescription)"
        case .sessionTaskFailed(let error): "The request failed: \(error.localizedDescription)"
        }
    }
}
