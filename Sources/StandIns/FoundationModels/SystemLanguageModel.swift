import Foundation

/// The on-device model behind Apple Intelligence. Linux has none: unless a test installs a responder
/// (`NapkinLanguageModel.respond`), the model is unavailable because the device is not eligible, as on a
/// device without Apple Intelligence, and sessions throw `GenerationError.assetsUnavailable`.
public final class SystemLanguageModel: Sendable {
    /// The base model for general use.
    public static let `default` = SystemLanguageModel(useCase: .general)

    /// What the model is specialised for.
    public struct UseCase: Sendable, Equatable {
        let name: String
        /// General prompting: questions, writing, structured output.
        public static let general = UseCase(name: "general")
        /// Tagging content: topics, emotions, actions.
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// The safety checks on prompts and responses (not applied on Linux: a responder writes the answers).
    public struct Guardrails: Sendable {
        let permissive: Bool
        /// The default checks.
        public static let `default` = Guardrails(permissive: false)
        /// Checks that let the model transform text it is given, whatever it says.
        public static let permissiveContentTransformations = Guardrails(permissive: true)
    }

    /// Whether the model can be used, and why not.
    public enum Availability: Equatable, Sendable {
        case available
        case unavailable(UnavailableReason)

        /// Why the model cannot be used.
        public enum UnavailableReason: Equatable, Sendable {
            /// The device does not support Apple Intelligence (Linux's answer).
            case deviceNotEligible
            /// The person has not turned on Apple Intelligence.
            case appleIntelligenceNotEnabled
            /// The model is downloading or not ready yet.
            case modelNotReady
        }
    }

    /// What the model is specialised for.
    public let useCase: UseCase
    /// The safety checks asked for.
    public let guardrails: Guardrails

    /// The model for `useCase`, with `guardrails`.
    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    /// `.unavailable(.deviceNotEligible)` unless a test installed a responder (then `.available`) or chose
    /// another answer with `NapkinLanguageModel.makeUnavailable(_:)`.
    public var availability: Availability { NapkinLanguageModel.availability }

    /// True when `availability` is `.available`.
    public var isAvailable: Bool { availability == .available }

    /// The languages the model writes: the ones Apple Intelligence supported at its iOS 26 launch.
    public var supportedLanguages: Set<Locale.Language> {
        Set(
            ["en", "fr", "de", "it", "pt", "es", "ja", "ko", "zh", "da", "nl", "nb", "sv", "tr", "vi"].map {
                Locale.Language(identifier: $0)
            })
    }

    /// True when the model writes the locale's language.
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
        guard let code = locale.language.languageCode?.identifier else { return false }
        return supportedLanguages.contains { $0.languageCode?.identifier == code }
    }
}

/// How the model samples its answer.
public struct GenerationOptions: Sendable, Equatable {
    /// Greedy or random sampling.
    public struct SamplingMode: Sendable, Equatable {
        enum Mode: Sendable, Equatable {
            case greedy
            case top(Int, seed: UInt64?)
            case threshold(Double, seed: UInt64?)
        }
        let mode: Mode
        /// Always the most likely token: the same prompt gives the same answer.
        public static var greedy: SamplingMode { SamplingMode(mode: .greedy) }
        /// Random among the `k` most likely tokens.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(mode: .top(k, seed: seed)) }
        /// Random among the most likely tokens whose probabilities add up to the threshold.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(mode: .threshold(probabilityThreshold, seed: seed))
        }
    }

    /// How tokens are chosen.
    public var sampling: SamplingMode?
    /// How varied the answer is (0 to 2).
    public var temperature: Double?
    /// The most tokens an answer may have.
    public var maximumResponseTokens: Int?

    /// Options; `nil` leaves the model's default.
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }
}

/// A tool the model may call while answering (napkin's responders may call it: `NapkinLanguageModel.Request.call`).
public protocol Tool<Arguments, Output>: Sendable {
    associatedtype Arguments: ConvertibleFromGeneratedContent
    associatedtype Output: PromptRepresentable
    /// The name the model calls the tool by (the type's name unless given).
    var name: String { get }
    /// What the tool does, in words for the model.
    var description: String { get }
    /// The arguments' schema.
    var parameters: GenerationSchema { get }
    /// Whether the arguments' schema goes into the instructions.
    var includesSchemaInInstructions: Bool { get }
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    /// The type's name (`LookUpWord` for `struct LookUpWord: Tool`).
    public var name: String { String(describing: Self.self) }
    /// True: the arguments' schema goes into the instructions.
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    /// The arguments' schema.
    public var parameters: GenerationSchema { Arguments.generationSchema }
}
