import Foundation
import HealthKit
import NapkinUI
import SnapshotTesting
import Testing

/// A water-intake screen's model as apps write one: it asks for access, logs drinks and reads the day's drinks and
/// total back from the store.
@MainActor @Observable
private final class WaterModel {
    let store = HKHealthStore()
    let water = HKQuantityType(.dietaryWater)
    let goal = 2000.0
    var total = 0.0
    var drinks: [HKQuantitySample] = []
    var message = ""

    func requestAccess() async {
        do {
            try await store.requestAuthorization(toShare: [water], read: [water])
        } catch {
            message = error.localizedDescription
        }
    }

    func log(_ milliliters: Double, at date: Date) async {
        let sample = HKQuantitySample(
            type: water, quantity: HKQuantity(unit: .literUnit(with: .milli), doubleValue: milliliters), start: date, end: date)
        do {
            try await store.save(sample)
        } catch {
            message = error.localizedDescription
        }
    }

    func load(from start: Date, to end: Date) async {
        let day = HKQuery.predicateForSamples(withStart: start, end: end, options: .strictStartDate)
        let sum: Double = await withCheckedContinuation { continuation in
            store.execute(
                HKStatisticsQuery(quantityType: water, quantitySamplePredicate: day, options: .cumulativeSum) { _, statistics, _ in
                    continuation.resume(returning: statistics?.sumQuantity()?.doubleValue(for: .literUnit(with: .milli)) ?? 0)
                })
        }
        let newestFirst = [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]
        let samples: [HKQuantitySample] = await withCheckedContinuation { continuation in
            store.execute(
                HKSampleQuery(sampleType: water, predicate: day, limit: HKObjectQueryNoLimit, sortDescriptors: newestFirst) {
                    _, samples, _ in
                    continuation.resume(returning: samples as? [HKQuantitySample] ?? [])
                })
        }
        total = sum
        drinks = samples
    }
}

/// The day's total against the goal.
private struct TotalCard: View {
    let total: Double
    let goal: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Water", systemImage: "drop.fill").font(.headline).foregroundStyle(.blue)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("\(Int(total))").font(.largeTitle.weight(.bold))
                Text("of \(Int(goal)) mL").foregroundStyle(.secondary)
            }
            ProgressView(value: min(total / goal, 1)).tint(.blue)
        }
        .padding(.vertical, 6)
    }
}

/// One drink: its time, the app that logged it when another did, and its amount.
private struct DrinkRow: View {
    static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "h:mm a"
        return formatter
    }()

    let drink: HKQuantitySample

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(Self.time.string(from: drink.startDate))
                if drink.sourceRevision.source != HKSource.default() {
                    Text("From \(drink.sourceRevision.source.name)").font(.caption).foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text("\(Int(drink.quantity.doubleValue(for: .literUnit(with: .milli)))) mL").foregroundStyle(.blue)
        }
    }
}

private struct WaterScreen: View {
    let model: WaterModel

    var body: some View {
        NavigationStack {
            List {
                Section { TotalCard(total: model.total, goal: model.goal) }
                Section("Today") {
                    ForEach(model.drinks, id: \.uuid) { DrinkRow(drink: $0) }
                }
            }
            .navigationTitle("Hydration")
        }
    }
}

extension HealthDatabaseTests {
    @MainActor
    @Suite("a water-intake screen")
    struct WaterScreenTests {
        @Test("a screen's model logs drinks after asking for access, and shows the day's total and drinks from the store")
        func waterScreen() async {
            HKHealthStore.reset()
            HKHealthStore.seed([
                Health.drink(330, at: Health.at(7, 45), source: Health.otherApp), Health.drink(500, at: Health.at(21, day: 2)),
            ])
            let model = WaterModel()
            await model.requestAccess()
            await model.log(250, at: Health.at(9, 15))
            await model.log(500, at: Health.at(12, 30))
            await model.log(200, at: Health.at(16, 5))
            await model.load(from: Health.at(0), to: Health.at(0, day: 4))
            #expect(model.message.isEmpty)
            #expect(model.total == 1280)
            #expect(model.drinks.map(\.startDate) == [Health.at(16, 5), Health.at(12, 30), Health.at(9, 15), Health.at(7, 45)])
            for scheme in [ColorScheme.light, .dark] {
                assertSnapshot(
                    of: WaterScreen(model: model),
                    as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                    named: scheme == .light ? "light" : "dark")
            }
        }

        @Test("refused, the model shows HealthKit's reason and logs nothing")
        func refused() async {
            HKHealthStore.reset()
            HKHealthStore.authorizationPromptAnswer = false
            let model = WaterModel()
            await model.requestAccess()
            await model.log(250, at: Health.at(9, 15))
            #expect(model.message == "Authorization is denied for HKQuantityTypeIdentifierDietaryWater.")
            await model.load(from: Health.at(0), to: Health.at(0, day: 4))
            #expect(model.total == 0)
            #expect(model.drinks.isEmpty)
        }
    }
}
