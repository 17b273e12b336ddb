import Foundation

/// The processors a model may run on, as Core ML's `MLComputeUnits` (Core ML's raw values). napkin runs no
/// model, so this is a setting a screen reads back, nothing more.
public enum MLComputeUnits: Int, Sendable, CaseIterable {
    /// The CPU only.
    case cpuOnly = 0
    /// The CPU and the GPU.
    case cpuAndGPU = 1
    /// Every processor available (the default).
    case all = 2
    /// The CPU and the Neural Engine.
    case cpuAndNeuralEngine = 3
}

/// The settings a model is loaded with, as Core ML's `MLModelConfiguration`.
public final class MLModelConfiguration: NSObject, NSCopying {
    /// The processors the model may use; `.all` by default.
    public var computeUnits: MLComputeUnits = .all
    /// Whether the GPU may accumulate in 16-bit floating point; false by default.
    public var allowLowPrecisionAccumulationOnGPU = false
    /// A name for the model in logs and reports; nil by default.
    public var modelDisplayName: String?
    /// The function of a multifunction model to load; nil (the default function) by default.
    public var functionName: String?

    /// The default configuration.
    public override init() {
        super.init()
    }

    /// A configuration with the same settings.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = MLModelConfiguration()
        copy.computeUnits = computeUnits
        copy.allowLowPrecisionAccumulationOnGPU = allowLowPrecisionAccumulationOnGPU
        copy.modelDisplayName = modelDisplayName
        copy.functionName = functionName
        return copy
    }
}

/// The settings of one prediction, as Core ML's `MLPredictionOptions`.
public final class MLPredictionOptions: NSObject {
    /// Whether the prediction is restricted to the CPU (deprecated on Apple platforms for the configuration's
    /// `computeUnits`); false by default.
    public var usesCPUOnly = false
    /// Preallocated buffers for outputs, by feature name; empty by default.
    public var outputBackings: [String: Any] = [:]

    /// The default options.
    public override init() {
        super.init()
    }
}

/// The constraint on a multiarray feature, as Core ML's `MLMultiArrayConstraint`.
public final class MLMultiArrayConstraint: NSObject {
    /// The shape the feature's arrays have.
    public let shape: [NSNumber]
    /// The data type of the feature's arrays.
    public let dataType: MLMultiArrayDataType

    init(shape: [NSNumber], dataType: MLMultiArrayDataType) {
        self.shape = shape
        self.dataType = dataType
        super.init()
    }
}

/// The name and type of one input or output of a model, as Core ML's `MLFeatureDescription`.
public final class MLFeatureDescription: NSObject {
    /// The feature's name.
    public let name: String
    /// The kind of value the feature holds.
    public let type: MLFeatureType
    /// Whether a prediction may go without the feature.
    public let isOptional: Bool
    /// The shape and data type of a multiarray feature; nil for other types.
    public let multiArrayConstraint: MLMultiArrayConstraint?

    init(name: String, type: MLFeatureType, isOptional: Bool = false, multiArrayConstraint: MLMultiArrayConstraint? = nil) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.multiArrayConstraint = multiArrayConstraint
        super.init()
    }

    /// Whether `value` may be given for this feature: its type matches (an undefined value only for an optional
    /// feature), and a multiarray has the constraint's shape.
    public func isAllowedValue(_ value: MLFeatureValue) -> Bool {
        guard value.type == type else { return false }
        if value.isUndefined { return isOptional }
        if let constraint = multiArrayConstraint, let array = value.multiArrayValue {
            return array.shape.map(\.intValue) == constraint.shape.map(\.intValue)
        }
        return true
    }
}

/// What a model takes and gives, as Core ML's `MLModelDescription`. A model napkin did not load describes no
/// features.
public final class MLModelDescription: NSObject {
    /// The inputs, by name.
    public let inputDescriptionsByName: [String: MLFeatureDescription]
    /// The outputs, by name.
    public let outputDescriptionsByName: [String: MLFeatureDescription]
    /// The output a classifier predicts, or nil.
    public let predictedFeatureName: String?
    /// The output holding a classifier's probabilities, or nil.
    public let predictedProbabilitiesName: String?

    /// A description of no inputs and no outputs.
    public override convenience init() {
        self.init(inputs: [], outputs: [])
    }

    init(inputs: [MLFeatureDescription], outputs: [MLFeatureDescription], predictedFeatureName: String? = nil) {
        inputDescriptionsByName = Dictionary(inputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        outputDescriptionsByName = Dictionary(outputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.predictedFeatureName = predictedFeatureName
        predictedProbabilitiesName = nil
        super.init()
    }
}

/// A machine-learning model, as Core ML's `MLModel`. napkin runs no model: loading or compiling a model file
/// throws an `MLModelError` (`.io`) saying so, and the base class's predictions throw (`.customModel`).
///
/// `MLModel` is open, as Core ML's is, so a screen's model is replaced by a subclass that overrides
/// `prediction(from:options:)` (every other prediction method calls it) and hands its outputs back:
///
/// ```swift
/// final class NearestCentroid: MLModel {
///     override func prediction(from input: MLFeatureProvider, options: MLPredictionOptions) throws -> MLFeatureProvider {
///         let amount = input.featureValue(for: "input")?.multiArrayValue?[0].doubleValue ?? 0
///         return try MLDictionaryFeatureProvider(dictionary: ["classLabel": amount < 50 ? 0 : 1])
///     }
/// }
/// let classifier = SpendingClassifier(model: NearestCentroid())   // Xcode's generated init(model:)
/// ```
open class MLModel: NSObject {
    private let defaultConfiguration = MLModelConfiguration()

    /// The settings the model was loaded with: the default configuration for a model napkin made; a subclass
    /// may override it.
    open var configuration: MLModelConfiguration { defaultConfiguration }

    /// A model that makes no prediction of its own, for subclasses.
    public override init() {
        super.init()
    }

    /// Loads the compiled model at `url`: napkin cannot run a Core ML model, so this throws an `MLModelError`
    /// (`.io`) naming the file and what to do instead.
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, configuration: MLModelConfiguration())
    }

    /// Loads the compiled model at `url` with `configuration`: throws, as `init(contentsOf:)`.
    public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        throw MLModel.cannotLoad(url)
    }

    /// Loads the compiled model at `url`: throws, as `init(contentsOf:)`.
    public class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        throw cannotLoad(url)
    }

    /// Loads the compiled model at `url` and calls `handler` with the result: here a failure, as
    /// `init(contentsOf:)`, given before this returns.
    public class func load(
        contentsOf url: URL, configuration: MLModelConfiguration, completionHandler handler: @escaping (Result<MLModel, any Error>) -> Void
    ) {
        handler(.failure(cannotLoad(url)))
    }

    /// Compiles the model file at `url` for this device: napkin has no model compiler, so this throws an
    /// `MLModelError` (`.io`).
    public class func compileModel(at url: URL) throws -> URL {
        throw MLModelError(
            .io,
            message: "Core ML cannot compile \(url.lastPathComponent) on Linux: napkin has no model compiler. "
                + "Give the screen a subclass of MLModel that overrides prediction(from:options:).")
    }

    /// Compiles the model file at `url`: throws, as the synchronous `compileModel(at:)`.
    public class func compileModel(at url: URL) async throws -> URL {
        let compile: (URL) throws -> URL = compileModel(at:)
        return try compile(url)
    }

    /// What the model takes and gives: none of either for a model napkin made; a subclass may override it.
    open var modelDescription: MLModelDescription { MLModelDescription() }

    /// The outputs for `input`, with the default options: calls `prediction(from:options:)`.
    open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
        try prediction(from: input, options: MLPredictionOptions())
    }

    /// The outputs for `input`: the base class has no model to run and throws an `MLModelError`
    /// (`.customModel`); a subclass overrides this to predict.
    open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws -> any MLFeatureProvider {
        throw MLModelError(
            .customModel,
            message: "This MLModel has no model to run on Linux: override prediction(from:options:) in a subclass to give its outputs.")
    }

    /// The outputs for `input`, on the caller's actor: calls the synchronous `prediction(from:options:)`.
    nonisolated(nonsending) public func prediction(
        from input: any MLFeatureProvider, options: MLPredictionOptions = MLPredictionOptions()
    ) async throws -> any MLFeatureProvider {
        let predict: (any MLFeatureProvider, MLPredictionOptions) throws -> any MLFeatureProvider = prediction(from:options:)
        return try predict(input, options)
    }

    /// The outputs for each provider of `inputBatch`, in order, with the default options.
    open func predictions(fromBatch inputBatch: any MLBatchProvider) throws -> any MLBatchProvider {
        try predictions(from: inputBatch, options: MLPredictionOptions())
    }

    /// The outputs for each provider of `inputBatch`, in order: `prediction(from:options:)` for each.
    open func predictions(from inputBatch: any MLBatchProvider, options: MLPredictionOptions) throws -> any MLBatchProvider {
        let outputs = try (0..<inputBatch.count).map { try prediction(from: inputBatch.features(at: $0), options: options) }
        return MLArrayBatchProvider(array: outputs)
    }

    private static func cannotLoad(_ url: URL) -> MLModelError {
        MLModelError(
            .io,
            message: "Core ML cannot load \(url.lastPathComponent) on Linux: napkin runs no model. "
                + "Create the generated class with init(model:) and a subclass of MLModel that overrides prediction(from:options:).")
    }
}
