import Testing

// Core ML makes feature descriptions from a loaded model's file; napkin loads none, so the test makes them with the
// module's internal initializer.
@testable import CoreML

@Suite("Core ML stand-in: model and feature descriptions")
struct DescriptionTests {
    @Test("A feature description allows values of its type, undefined ones only when optional, arrays of its shape")
    func allowedValues() throws {
        let input = MLFeatureDescription(
            name: "input", type: .multiArray, multiArrayConstraint: MLMultiArrayConstraint(shape: [3], dataType: .float32))
        #expect(input.isAllowedValue(MLFeatureValue(multiArray: try MLMultiArray(shape: [3], dataType: .float32))))
        #expect(!input.isAllowedValue(MLFeatureValue(multiArray: try MLMultiArray(shape: [4], dataType: .float32))))
        #expect(!input.isAllowedValue(MLFeatureValue(double: 1)))
        #expect(!input.isAllowedValue(MLFeatureValue(undefined: .multiArray)))
        let note = MLFeatureDescription(name: "note", type: .string, isOptional: true)
        #expect(note.isAllowedValue(MLFeatureValue(undefined: .string)) && note.isAllowedValue(MLFeatureValue(string: "x")))
        let output = MLFeatureDescription(name: "classLabel", type: .int64)
        let description = MLModelDescription(inputs: [input, note], outputs: [output], predictedFeatureName: "classLabel")
        #expect(description.inputDescriptionsByName.keys.sorted() == ["input", "note"])
        #expect(description.outputDescriptionsByName["classLabel"]?.type == .int64)
        #expect(description.predictedFeatureName == "classLabel" && description.predictedProbabilitiesName == nil)
        #expect(MLModelDescription().outputDescriptionsByName.isEmpty)
    }
}
