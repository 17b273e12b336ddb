import CoreML
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// A spending, as a finance screen lists it.
private struct Spending: Identifiable {
    let id: Int
    let title: String
    let amount: Double
    let weekday: Int
    let recurs: Bool
}

/// The test's model: the nearest of three centroids (everyday, bills, big purchases) over amount, weekday and
/// recurrence, in place of the compiled `.mlmodelc` Linux cannot run.
private final class NearestCentroid: MLModel {
    private let centroids: [[Double]] = [[15, 4, 0], [90, 1, 1], [600, 6, 0]]

    override func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws -> any MLFeatureProvider {
        guard let features = input.featureValue(for: "features")?.multiArrayValue, features.count == 3 else {
            throw MLModelError(.featureType, userInfo: [NSLocalizedDescriptionKey: "features must be 3 numbers"])
        }
        let point = (0..<3).map { features[$0].doubleValue }
        let distances = centroids.map { centroid in zip(centroid, point).map { ($0 - $1) * ($0 - $1) }.reduce(0, +) }
        let nearest = distances.indices.min { distances[$0] < distances[$1] } ?? 0
        return try MLDictionaryFeatureProvider(dictionary: ["classLabel": nearest])
    }
}

/// The screen's view model: asks the generated classifier for each spending's cluster, as a finance app does.
private final class SpendingPatternsModel {
    static let clusterNames = ["Everyday", "Bills", "Big purchases"]
    private let classifier: SpendingClassifier

    init(classifier: SpendingClassifier) {
        self.classifier = classifier
    }

    /// The spendings grouped by predicted cluster, in cluster order; a spending the model fails on is left out.
    func groups(of spendings: [Spending]) -> [(name: String, spendings: [Spending])] {
        var byCluster: [Int64: [Spending]] = [:]
        for spending in spendings {
            guard let input = try? MLMultiArray(shape: [3], dataType: .float32) else { continue }
            input[0] = NSNumber(value: Float(spending.amount))
            input[1] = NSNumber(value: Float(spending.weekday))
            input[2] = NSNumber(value: spending.recurs ? Float(1) : 0)
            guard let output = try? classifier.prediction(input: SpendingClassifierInput(features: input)) else { continue }
            byCluster[output.classLabel, default: []].append(spending)
        }
        return byCluster.keys.sorted().map { (name: SpendingPatternsModel.clusterNames[Int($0)], spendings: byCluster[$0]!) }
    }
}

private let sampleSpendings = [
    Spending(id: 1, title: "Coffee", amount: 4.5, weekday: 2, recurs: false),
    Spending(id: 2, title: "Rent", amount: 120, weekday: 1, recurs: true),
    Spending(id: 3, title: "Groceries", amount: 38, weekday: 6, recurs: false),
    Spending(id: 4, title: "Laptop", amount: 1_150, weekday: 5, recurs: false),
    Spending(id: 5, title: "Phone plan", amount: 65, weekday: 1, recurs: true),
    Spending(id: 6, title: "Lunch", amount: 12, weekday: 3, recurs: false),
]

private struct SpendingRow: View {
    let spending: Spending

    var body: some View {
        HStack {
            Text(spending.title)
            Spacer()
            Text(spending.amount, format: .currency(code: "EUR")).foregroundStyle(.secondary)
        }
    }
}

/// The screen: one section a cluster.
private struct SpendingPatternsView: View {
    let groups: [(name: String, spendings: [Spending])]

    var body: some View {
        NavigationStack {
            List {
                ForEach(groups, id: \.name) { group in
                    Section(group.name) {
                        ForEach(group.spendings) { SpendingRow(spending: $0) }
                    }
                }
            }
            .navigationTitle("Patterns")
        }
    }
}

@Suite("Core ML stand-in: a generated model class behind a screen")
struct SpendingPatternsTests {
    @Test("The generated class loads no model file, and predicts through a subclassed MLModel")
    func generatedClass() throws {
        #expect(throws: MLModelError.self) { try SpendingClassifier(configuration: MLModelConfiguration()) }
        let classifier = SpendingClassifier(model: NearestCentroid())
        let bills = try classifier.prediction(
            input: SpendingClassifierInput(features: MLShapedArray<Float>(scalars: [80, 1, 1], shape: [3])))
        #expect(bills.classLabel == 1)
        #expect(bills.featureNames == ["classLabel"])
        let inputs = [Float(3), 2_000].map { SpendingClassifierInput(features: MLShapedArray<Float>(scalars: [$0, 4, 0], shape: [3])) }
        #expect(try classifier.predictions(inputs: inputs).map(\.classLabel) == [0, 2])
        #expect(throws: MLModelError.self) { try classifier.prediction(features: MLMultiArray(shape: [2], dataType: .float32)) }
    }

    @Test("The generated class's async load throws, and its async prediction predicts through the subclass")
    func generatedClassAsync() async throws {
        await #expect(throws: MLModelError.self) { _ = try await SpendingClassifier.load() }
        let classifier = SpendingClassifier(model: NearestCentroid())
        let big = try await classifier.prediction(
            input: SpendingClassifierInput(features: MLShapedArray(scalars: [700, 6, 0], shape: [3])))
        #expect(big.classLabel == 2)
    }

    @Test("The view model groups spendings by the model's clusters")
    func grouping() {
        let groups = SpendingPatternsModel(classifier: SpendingClassifier(model: NearestCentroid())).groups(of: sampleSpendings)
        #expect(groups.map(\.name) == ["Everyday", "Bills", "Big purchases"])
        #expect(groups.map { $0.spendings.map(\.title) } == [["Coffee", "Groceries", "Lunch"], ["Rent", "Phone plan"], ["Laptop"]])
    }

    @Test("The screen, drawn")
    @MainActor
    func screen() {
        let groups = SpendingPatternsModel(classifier: SpendingClassifier(model: NearestCentroid())).groups(of: sampleSpendings)
        assertSnapshot(
            of: AnyView(SpendingPatternsView(groups: groups)),
            as: .image(layout: .fixed(width: 390, height: 560), traits: UITraitCollection(userInterfaceStyle: .light)),
            named: "light")
    }
}
