import Foundation
import HealthKit
import Testing

@Suite("HealthKit stand-in: units and quantities")
struct UnitTests {
    @Test("simple units and prefixes have HealthKit's unit strings, and strings read back as the same units")
    func unitStrings() {
        #expect(HKUnit.literUnit(with: .milli).unitString == "mL")
        #expect(HKUnit.gramUnit(with: .kilo).unitString == "kg")
        #expect(HKUnit.gramUnit(with: .micro).unitString == "mcg")
        #expect(HKUnit.meterUnit(with: .centi).unitString == "cm")
        #expect(HKUnit.kilocalorie().unitString == "kcal")
        #expect(HKUnit.count().unitDivided(by: .minute()).unitString == "count/min")
        #expect(HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci)).unitString == "mg/dL")
        #expect(HKUnit.meter().unitMultiplied(by: .meter()).unitString == "m^2")
        for string in ["mL", "kg", "mcg", "dL", "kcal", "Cal", "count/min", "mg/dL", "m/s", "degF", "%", "mmHg", "fl_oz_us", "dam", "ms"] {
            #expect(HKUnit(from: string).unitString == string)
        }
        #expect(HKUnit(from: "mL") == HKUnit.literUnit(with: .milli))
        #expect(HKUnit(from: "count/min") == HKUnit.count().unitDivided(by: HKUnit.minute()))
        #expect(HKUnit(from: "kg.m^2") == HKUnit(from: "kg*m^2"))
        #expect(HKUnit.meter().unitDivided(by: .meter()).isNull())
    }

    @Test("volumes convert: mL, L, US and imperial fluid ounces, cups")
    func volumes() {
        let glass = HKQuantity(unit: .literUnit(with: .milli), doubleValue: 250)
        #expect(glass.doubleValue(for: .liter()) == 0.25)
        #expect(abs(glass.doubleValue(for: .fluidOunceUS()) - 8.4535) < 0.0001)
        #expect(abs(glass.doubleValue(for: .fluidOunceImperial()) - 8.7988) < 0.0001)
        #expect(abs(HKQuantity(unit: .cupUS(), doubleValue: 1).doubleValue(for: .fluidOunceUS()) - 8) < 1e-9)
        #expect(abs(HKQuantity(unit: .pintImperial(), doubleValue: 1).doubleValue(for: .fluidOunceImperial()) - 20) < 1e-9)
    }

    @Test("lengths, masses and energies convert")
    func lengthsMassesEnergies() {
        #expect(abs(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meterUnit(with: .kilo)) - 1.609344) < 1e-12)
        #expect(abs(HKQuantity(unit: .foot(), doubleValue: 6).doubleValue(for: .meterUnit(with: .centi)) - 182.88) < 1e-9)
        #expect(abs(HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: 1).doubleValue(for: .pound()) - 2.20462) < 1e-5)
        #expect(abs(HKQuantity(unit: .stone(), doubleValue: 1).doubleValue(for: .pound()) - 14) < 1e-9)
        #expect(abs(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .jouleUnit(with: .kilo)) - 4.184) < 1e-12)
        #expect(HKQuantity(unit: .largeCalorie(), doubleValue: 2).doubleValue(for: .kilocalorie()) == 2)
        #expect(HKQuantity(unit: .hour(), doubleValue: 1.5).doubleValue(for: .minute()) == 90)
    }

    @Test("temperatures convert with their offsets; rates and blood glucose through the molar mass")
    func temperaturesRatesGlucose() {
        #expect(abs(HKQuantity(unit: .degreeCelsius(), doubleValue: 37).doubleValue(for: .degreeFahrenheit()) - 98.6) < 1e-9)
        #expect(abs(HKQuantity(unit: .degreeFahrenheit(), doubleValue: 32).doubleValue(for: .kelvin()) - 273.15) < 1e-9)
        let bpm = HKUnit.count().unitDivided(by: .minute())
        #expect(HKQuantity(unit: bpm, doubleValue: 60).doubleValue(for: HKUnit.count().unitDivided(by: .second())) == 1)
        let mgPerDL = HKUnit(from: "mg/dL")
        let mmolPerL = HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())
        #expect(abs(HKQuantity(unit: mgPerDL, doubleValue: 90).doubleValue(for: mmolPerL) - 4.9957) < 1e-4)
        #expect(HKUnit(from: mmolPerL.unitString) == mmolPerL)
    }

    @Test("compatibility: units of one kind are compatible, others are not; quantities compare across units")
    func compatibilityAndComparison() {
        let water = HKQuantity(unit: .literUnit(with: .milli), doubleValue: 1500)
        #expect(water.is(compatibleWith: .fluidOunceUS()))
        #expect(!water.is(compatibleWith: .gram()))
        #expect(!HKQuantity(unit: .count(), doubleValue: 1).is(compatibleWith: .percent()))
        #expect(water.compare(HKQuantity(unit: .liter(), doubleValue: 1)) == .orderedDescending)
        #expect(water.compare(HKQuantity(unit: .liter(), doubleValue: 2)) == .orderedAscending)
        #expect(water == HKQuantity(unit: .liter(), doubleValue: 1.5))
        #expect(water.description == "1500 mL")
        #expect(HKQuantity(unit: .percent(), doubleValue: 0.25).description == "0.25 %")
    }

    @Test("types: identifiers, aggregation styles, equality by identifier, the units each type takes")
    func types() throws {
        let water = try #require(HKObjectType.quantityType(forIdentifier: .dietaryWater))
        #expect(water.identifier == "HKQuantityTypeIdentifierDietaryWater")
        #expect(water == HKQuantityType(.dietaryWater))
        #expect(Set<HKObjectType>([water, HKQuantityType(.dietaryWater), HKQuantityType(.stepCount)]).count == 2)
        #expect(water.aggregationStyle == .cumulative)
        #expect(HKQuantityType(.heartRate).aggregationStyle == .discreteTemporallyWeighted)
        #expect(HKQuantityType(.bodyMass).aggregationStyle == .discreteArithmetic)
        #expect(water.is(compatibleWith: .fluidOunceUS()))
        #expect(!water.is(compatibleWith: .kilocalorie()))
        #expect(HKQuantityType(.heartRate).is(compatibleWith: HKUnit(from: "count/s")))
        #expect(HKObjectType.quantityType(forIdentifier: HKQuantityTypeIdentifier(rawValue: "HKQuantityTypeIdentifierNoSuchThing")) == nil)
        #expect(HKObjectType.categoryType(forIdentifier: .sleepAnalysis) == HKCategoryType(.sleepAnalysis))
        #expect(HKObjectType.workoutType() == HKObjectType.workoutType())
        #expect(HKQuantityType(.stepCount) != HKObjectType.workoutType())
    }
}
