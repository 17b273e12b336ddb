import CoreML
import Foundation
import Testing

/// A model that doubles its input "x", as a test replaces a screen's model.
private final class Doubler: MLModel {
    override func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws -> any MLFeatureProvider {
        let x = input.featureValue(for: "x")?.doubleValue ?? 0
        return try MLDictionaryFeatureProvider(dictionary: ["y": x * 2])
    }
}

/// A main-actor view model holding a (non-Sendable) model, as screens keep one.
@MainActor
private final class DoublingViewModel {
    private let model: MLModel = Doubler()
    private(set) var answer: Double?

    func ask(_ x: Double) async throws {
        let output = try await model.prediction(from: MLDictionaryFeatureProvider(dictionary: ["x": x]))
        answer = output.featureValue(for: "y")?.doubleValue
    }
}

@Suite("Core ML stand-in: MLModel")
struct ModelTests {
    private let modelURL = URL(fileURLWithPath: "/app/Resources/Spending.mlmodelc")

    @Test("Loading a model file throws an I/O error that names the file and the way out")
    func loadingThrows() async {
        #expect(throws: MLModelError.self) { try MLModel(contentsOf: modelURL) }
        do {
            _ = try MLModel(contentsOf: modelURL, configuration: MLModelConfiguration())
            Issue.record("loaded a model")
        } catch let error as MLModelError {
            #expect(error.code == .io)
            #expect(error.localizedDescription.contains("Spending.mlmodelc"))
            #expect(error.localizedDescription.contains("prediction(from:options:)"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        await #expect(throws: MLModelError.self) { _ = try await MLModel.load(contentsOf: modelURL) }
        #expect(throws: MLModelError.self) { try MLModel.compileModel(at: URL(fileURLWithPath: "/tmp/Spending.mlmodel")) }
        var results: [Result<MLModel, any Error>] = []
        MLModel.load(contentsOf: modelURL, configuration: MLModelConfiguration()) { results.append($0) }
        #expect(results.count == 1)
        #expect(throws: MLModelError.self) { try results[0].get() }
    }

    @Test("The base model predicts nothing: its prediction throws")
    func baseModelThrows() throws {
        let input = try MLDictionaryFeatureProvider(dictionary: ["x": 1.0])
        #expect(throws: MLModelError.self) { try MLModel().prediction(from: input) }
        #expect(MLModel().modelDescription.inputDescriptionsByName.isEmpty)
        #expect(MLModel().configuration.computeUnits == .all)
    }

    @Test("A subclass's prediction(from:options:) answers the single and the batch prediction methods")
    func subclassPredicts() throws {
        let model = Doubler()
        let input = try MLDictionaryFeatureProvider(dictionary: ["x": 2.5])
        #expect(try model.prediction(from: input).featureValue(for: "y")?.doubleValue == 5)
        let batch = try MLArrayBatchProvider(dictionary: ["x": [1.0, 2.0, 3.0]])
        let outputs = try model.predictions(fromBatch: batch)
        #expect((0..<outputs.count).map { outputs.features(at: $0).featureValue(for: "y")?.doubleValue } == [2, 4, 6])
        #expect(try model.predictions(from: batch, options: MLPredictionOptions()).count == 3)
    }

    @Test("The async prediction (iOS 17) calls the subclass's prediction(from:options:)")
    func asyncPrediction() async throws {
        let input = try MLDictionaryFeatureProvider(dictionary: ["x": 4.0])
        let output = try await Doubler().prediction(from: input)
        #expect(output.featureValue(for: "y")?.doubleValue == 8)
        await #expect(throws: MLModelError.self) { _ = try await MLModel().prediction(from: input, options: MLPredictionOptions()) }
    }

    @Test("A main-actor view model awaits its model's prediction on its own actor")
    @MainActor
    func mainActorViewModel() async throws {
        let viewModel = DoublingViewModel()
        try await viewModel.ask(21)
        #expect(viewModel.answer == 42)
    }
}
