import CoreML
import Foundation
import Testing

@Suite("Core ML stand-in: feature values, providers and settings")
struct FeatureTests {
    @Test("A feature value holds one type; the other accessors give that type's empty value")
    func featureValues() throws {
        let count = MLFeatureValue(int64: 42)
        #expect(count.type == .int64 && count.int64Value == 42)
        #expect(count.doubleValue == 0 && count.stringValue == "" && count.multiArrayValue == nil && count.dictionaryValue.isEmpty)
        #expect(MLFeatureValue(double: 0.25).doubleValue == 0.25)
        #expect(MLFeatureValue(string: "rent").stringValue == "rent")
        let array = try MLMultiArray(shape: [3], dataType: .float32)
        let wrapped = MLFeatureValue(multiArray: array)
        #expect(wrapped.type == .multiArray && wrapped.multiArrayValue === array)
        let shaped = MLFeatureValue(shapedArray: MLShapedArray<Float>(scalars: [1, 2], shape: [2]))
        #expect(shaped.shapedArrayValue(of: Float.self)?.scalars == [1, 2])
        #expect(shaped.shapedArrayValue(of: Double.self) == nil)
        let probabilities = try MLFeatureValue(dictionary: [0: 0.75, 1: 0.25])
        #expect(probabilities.type == .dictionary && probabilities.dictionaryValue[AnyHashable(0)] == 0.75)
        #expect(throws: MLModelError.self) { try MLFeatureValue(dictionary: [0: 1, "one": 1]) }
        let missing = MLFeatureValue(undefined: .double)
        #expect(missing.isUndefined && missing.type == .double)
        #expect(MLFeatureValue(int64: 3).isEqual(to: MLFeatureValue(int64: 3)))
        #expect(!MLFeatureValue(int64: 3).isEqual(to: MLFeatureValue(double: 3)))
    }

    @Test("A dictionary provider converts numbers, strings and arrays, and throws for anything else")
    func dictionaryProvider() throws {
        let array = try MLMultiArray(shape: [1], dataType: .double)
        let provider = try MLDictionaryFeatureProvider(dictionary: [
            "count": 3, "ratio": 0.5, "label": "food", "input": array, "score": NSNumber(value: 1.5), "value": MLFeatureValue(int64: 9),
        ])
        #expect(provider.featureNames == ["count", "ratio", "label", "input", "score", "value"])
        #expect(provider.featureValue(for: "count")?.type == .int64)
        #expect(provider.featureValue(for: "count")?.int64Value == 3)
        #expect(provider.featureValue(for: "ratio")?.type == .double)
        #expect(provider["score"]?.doubleValue == 1.5)
        let numbers = try MLDictionaryFeatureProvider(dictionary: ["whole": NSNumber(value: 2.0), "count": NSNumber(value: 2)])
        #expect(numbers["whole"]?.type == .double && numbers["count"]?.type == .int64)
        #expect(provider["label"]?.stringValue == "food")
        #expect(provider["input"]?.multiArrayValue === array)
        #expect(provider["value"]?.int64Value == 9)
        #expect(provider.featureValue(for: "absent") == nil)
        #expect(throws: MLModelError.self) { try MLDictionaryFeatureProvider(dictionary: ["date": Date()]) }
        do {
            _ = try MLDictionaryFeatureProvider(dictionary: ["date": Date()])
        } catch let error as MLModelError {
            #expect(error.code == .featureType)
            #expect(error.localizedDescription.contains("\"date\""))
        }
    }

    @Test("A batch is built from providers or from columns of equal length")
    func batches() throws {
        let batch = try MLArrayBatchProvider(dictionary: ["amount": [12.5, 80.0], "label": ["a", "b"]])
        #expect(batch.count == 2)
        #expect(batch.features(at: 1).featureValue(for: "amount")?.doubleValue == 80)
        #expect(batch.features(at: 0).featureValue(for: "label")?.stringValue == "a")
        #expect(throws: MLModelError.self) { try MLArrayBatchProvider(dictionary: ["a": [1, 2], "b": [1]]) }
        let single = try MLDictionaryFeatureProvider(dictionary: ["x": 1])
        #expect(MLArrayBatchProvider(array: [single, single]).count == 2)
    }

    @Test("Configurations and options default as Core ML's, and a configuration's copy is independent")
    func settings() throws {
        let configuration = MLModelConfiguration()
        #expect(configuration.computeUnits == .all && !configuration.allowLowPrecisionAccumulationOnGPU)
        configuration.computeUnits = .cpuOnly
        configuration.modelDisplayName = "Spending"
        let copy = try #require(configuration.copy() as? MLModelConfiguration)
        configuration.computeUnits = .cpuAndNeuralEngine
        #expect(copy.computeUnits == .cpuOnly && copy.modelDisplayName == "Spending")
        #expect(MLComputeUnits.cpuAndNeuralEngine.rawValue == 3)
        #expect(configuration.functionName == nil && copy.allowLowPrecisionAccumulationOnGPU == false)
        let options = MLPredictionOptions()
        #expect(!options.usesCPUOnly && options.outputBackings.isEmpty)
    }

    @Test("An MLModelError is in Core ML's domain, carries its message and matches its code in a catch")
    func errors() {
        let error = MLModelError(.io, userInfo: [NSLocalizedDescriptionKey: "no file"])
        #expect(MLModelError.errorDomain == "com.apple.CoreML" && error.errorCode == 3)
        #expect((error as NSError).domain == "com.apple.CoreML")
        #expect((error as any Error).localizedDescription == "no file")
        var matched = false
        do { throw error } catch MLModelError.io { matched = true } catch {}
        #expect(matched)
    }
}
