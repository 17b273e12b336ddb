// The class Xcode would generate for a model "SpendingClassifier" (a classifier taking "features", a 3-element
// float array, and giving "classLabel", an integer), written by hand in the generated file's shape: an input and an
// output feature provider and a wrapper around MLModel. It compiles against the stand-in as Xcode's file does,
// importing CoreML alone (which brings Foundation's URL and Bundle, as Core ML's overlay does).
import CoreML

/// The model's input.
class SpendingClassifierInput: MLFeatureProvider {
    /// Amount, weekday and whether it recurs, as 3 floats.
    var features: MLMultiArray

    var featureNames: Set<String> { ["features"] }

    func featureValue(for featureName: String) -> MLFeatureValue? {
        featureName == "features" ? MLFeatureValue(multiArray: features) : nil
    }

    init(features: MLMultiArray) {
        self.features = features
    }

    convenience init(features: MLShapedArray<Float>) {
        self.init(features: MLMultiArray(features))
    }
}

/// The model's output.
class SpendingClassifierOutput: MLFeatureProvider {
    private let provider: any MLFeatureProvider

    /// The predicted cluster.
    var classLabel: Int64 { provider.featureValue(for: "classLabel")!.int64Value }

    var featureNames: Set<String> { provider.featureNames }

    func featureValue(for featureName: String) -> MLFeatureValue? { provider.featureValue(for: featureName) }

    init(classLabel: Int64) {
        provider = try! MLDictionaryFeatureProvider(dictionary: ["classLabel": MLFeatureValue(int64: classLabel)])
    }

    init(features: any MLFeatureProvider) {
        provider = features
    }
}

/// The wrapper a screen creates.
class SpendingClassifier {
    let model: MLModel

    class var urlOfModelInThisBundle: URL {
        Bundle(for: self).url(forResource: "SpendingClassifier", withExtension: "mlmodelc")
            ?? Bundle(for: self).bundleURL.appendingPathComponent("SpendingClassifier.mlmodelc")
    }

    init(model: MLModel) {
        self.model = model
    }

    convenience init(configuration: MLModelConfiguration) throws {
        try self.init(contentsOf: type(of: self).urlOfModelInThisBundle, configuration: configuration)
    }

    convenience init(contentsOf modelURL: URL, configuration: MLModelConfiguration) throws {
        try self.init(model: MLModel(contentsOf: modelURL, configuration: configuration))
    }

    class func load(configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> SpendingClassifier {
        SpendingClassifier(model: try await MLModel.load(contentsOf: urlOfModelInThisBundle, configuration: configuration))
    }

    func prediction(input: SpendingClassifierInput) throws -> SpendingClassifierOutput {
        try prediction(input: input, options: MLPredictionOptions())
    }

    func prediction(input: SpendingClassifierInput, options: MLPredictionOptions) throws -> SpendingClassifierOutput {
        SpendingClassifierOutput(features: try model.prediction(from: input, options: options))
    }

    func prediction(input: SpendingClassifierInput, options: MLPredictionOptions = MLPredictionOptions()) async throws
        -> SpendingClassifierOutput
    {
        SpendingClassifierOutput(features: try await model.prediction(from: input, options: options))
    }

    func prediction(features: MLMultiArray) throws -> SpendingClassifierOutput {
        try prediction(input: SpendingClassifierInput(features: features))
    }

    func predictions(inputs: [SpendingClassifierInput], options: MLPredictionOptions = MLPredictionOptions()) throws
        -> [SpendingClassifierOutput]
    {
        let outputs = try model.predictions(from: MLArrayBatchProvider(array: inputs), options: options)
        return (0..<outputs.count).map { SpendingClassifierOutput(features: outputs.features(at: $0)) }
    }
}
