import Foundation

/// A metric prefix for the units that take one (grams, meters, liters, seconds, joules, calories, pascals,
/// siemens, hertz, volts, watts, moles), as HealthKit's `HKMetricPrefix`.
public enum HKMetricPrefix: Int, Sendable, CaseIterable {
    case none = 0
    case pico = 1
    case nano = 2
    case micro = 3
    case milli = 4
    case centi = 5
    case deci = 6
    case deca = 7
    case hecto = 8
    case kilo = 9
    case mega = 10
    case giga = 11
    case tera = 12
    case femto = 13

    /// The prefix as unit strings write it (`m` in `mL`, `mc` in `mcg`).
    var symbol: String {
        switch self {
        case .none: ""
        case .femto: "f"
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        }
    }

    /// The power of ten the prefix multiplies by.
    var exponent: Int {
        switch self {
        case .none: 0
        case .femto: -15
        case .pico: -12
        case .nano: -9
        case .micro: -6
        case .milli: -3
        case .centi: -2
        case .deci: -1
        case .deca: 1
        case .hecto: 2
        case .kilo: 3
        case .mega: 6
        case .giga: 9
        case .tera: 12
        }
    }

    /// The factor the prefix multiplies by.
    var factor: Double { pow(10, Double(exponent)) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The molar mass of glucose in grams per mole, for blood glucose in `mmol<180.15588000005408>/L`.
public let HKUnitMolarMassBloodGlucose: Double = 180.15588000005408

/// One unit of measure a quantity can be written in, as HealthKit's `HKUnit`: a simple unit (`HKUnit.gram()`,
/// `.literUnit(with: .milli)`), or a product, quotient or power of them (`HKUnit.count().unitDivided(by:
/// .minute())`), also written as a string (`HKUnit(from: "count/min")`, `"mg/dL"`, `"kcal"`).
///
/// Units of the same kind convert into each other exactly (mL, L, fl oz; m, km, mi; kg, lb, st; kcal, kJ; °C, °F,
/// K; mg/dL and mmol<molar mass>/L through the molar mass). Volume is length cubed (a liter is a thousandth of a
/// cubic meter); `count()` is dimensionless, and `percent()` a fraction of its own kind (0.25 is 25 %, as in
/// HealthKit). Decibels, international units, siemens and volts are kinds of their own.
public final class HKUnit: NSObject, @unchecked Sendable {
    /// One factor of a unit: a named unit with a prefix, raised to a power.
    struct Factor: Equatable {
        let atom: Atom
        let prefix: HKMetricPrefix
        var exponent: Int
    }

    let factors: [Factor]

    init(factors: [Factor]) {
        self.factors = factors.filter { $0.exponent != 0 }
        super.init()
    }

    /// The unit written as `string`: a unit symbol with an optional metric prefix (`g`, `kg`, `mL`, `mcg`, `min`,
    /// `kcal`, `degC`, `count`, `%`, `mmHg`, `mol<180.15588000005408>`), factors joined by `*` (or `.`) and `/`,
    /// powers as `^2` or `^-1`, parentheses. A string that is not a unit stops the program, as HealthKit raises
    /// an exception for it.
    public convenience init(from string: String) {
        do {
            var parser = UnitParser(string)
            self.init(factors: try parser.parse())
        } catch {
            preconditionFailure("HKUnit(from: \"\(string)\"): \(error)")
        }
    }

    /// The unit's string, which ``init(from:)`` reads back (`mL`, `count/min`, `kg*m^2`).
    public var unitString: String {
        let numerator = factors.filter { $0.exponent > 0 }
        let denominator = factors.filter { $0.exponent < 0 }
        if numerator.isEmpty && denominator.isEmpty { return "()" }
        if numerator.isEmpty { return denominator.map { Self.text($0) }.joined(separator: "*") }
        let top = numerator.map { Self.text($0) }.joined(separator: "*")
        guard !denominator.isEmpty else { return top }
        let bottom = denominator.map { Self.text(Factor(atom: $0.atom, prefix: $0.prefix, exponent: -$0.exponent)) }
        return bottom.count == 1 ? "\(top)/\(bottom[0])" : "\(top)/(\(bottom.joined(separator: "*")))"
    }

    private static func text(_ factor: Factor) -> String {
        let symbol = factor.prefix.symbol + factor.atom.symbol
        return factor.exponent == 1 ? symbol : "\(symbol)^\(factor.exponent)"
    }

    public override var description: String { unitString }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.unitString == unitString
    }

    public override var hash: Int { unitString.hashValue }

    /// True for the unit with no factors (`()`), the result of dividing a unit by itself.
    public func isNull() -> Bool { factors.isEmpty }

    // MARK: Arithmetic

    /// This unit times `unit` (`HKUnit.meter().unitMultiplied(by: .meter())` is `m^2`).
    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        var result = factors
        for factor in unit.factors {
            if let index = result.firstIndex(where: { $0.atom == factor.atom && $0.prefix == factor.prefix }) {
                result[index].exponent += factor.exponent
            } else {
                result.append(factor)
            }
        }
        return HKUnit(factors: result)
    }

    /// This unit over `unit` (`HKUnit.count().unitDivided(by: .minute())` is `count/min`).
    public func unitDivided(by unit: HKUnit) -> HKUnit { unitMultiplied(by: unit.reciprocal()) }

    /// This unit raised to `power` (`HKUnit.meter().unitRaised(toPower: 2)` is `m^2`).
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit(factors: factors.map { Factor(atom: $0.atom, prefix: $0.prefix, exponent: $0.exponent * power) })
    }

    /// One over this unit (`s^-1` for seconds).
    public func reciprocal() -> HKUnit { unitRaised(toPower: -1) }

    // MARK: Conversion

    /// The unit's kind: the power of each base kind (mass 1 for grams, length 3 for liters).
    var dimensions: [Dimension: Int] {
        var result: [Dimension: Int] = [:]
        for factor in factors {
            for (dimension, power) in factor.atom.dimensions { result[dimension, default: 0] += power * factor.exponent }
        }
        return result.filter { $0.value != 0 }
    }

    /// What one of this unit is in the base units of its kind (grams, meters, seconds, joules, kelvins…).
    var scale: Double {
        factors.reduce(1) { product, factor in
            product * pow(factor.atom.scale * factor.prefix.factor, Double(factor.exponent))
        }
    }

    /// The zero of a temperature unit on the kelvin scale (273.15 for °C); 0 for every other unit, and for
    /// compound units (a temperature per minute measures a change, not a temperature).
    var offset: Double {
        guard factors.count == 1, factors[0].exponent == 1 else { return 0 }
        return factors[0].atom.offset
    }

    /// True when values in this unit and `unit` convert into each other.
    func isCompatible(with unit: HKUnit) -> Bool { dimensions == unit.dimensions }

    /// `value` in this unit, in the base units of its kind.
    func baseValue(of value: Double) -> Double { value * scale + offset }

    /// A value in the base units of this unit's kind, in this unit.
    func value(fromBase base: Double) -> Double { (base - offset) / scale }
}

// MARK: - The units

extension HKUnit {
    private static func simple(_ atom: Atom, _ prefix: HKMetricPrefix = .none) -> HKUnit {
        HKUnit(factors: [Factor(atom: atom, prefix: prefix, exponent: 1)])
    }

    // Mass
    /// Grams (`g`).
    public static func gram() -> HKUnit { simple(.gram) }
    /// Grams with a prefix (`kg`, `mg`, `mcg`).
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.gram, prefix) }
    /// Ounces (`oz`, avoirdupois).
    public static func ounce() -> HKUnit { simple(.ounce) }
    /// Pounds (`lb`).
    public static func pound() -> HKUnit { simple(.pound) }
    /// Stones (`st`, 14 pounds).
    public static func stone() -> HKUnit { simple(.stone) }
    /// Moles of a substance of molar mass `gramsPerMole` (`mol<180.15588000005408>`), convertible to grams.
    public static func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit { simple(.mole(gramsPerMole)) }
    /// Moles with a prefix (`mmol<180.15588000005408>`).
    public static func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        simple(.mole(gramsPerMole), prefix)
    }

    // Length
    /// Meters (`m`).
    public static func meter() -> HKUnit { simple(.meter) }
    /// Meters with a prefix (`km`, `cm`, `mm`).
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.meter, prefix) }
    /// Inches (`in`).
    public static func inch() -> HKUnit { simple(.inch) }
    /// Feet (`ft`).
    public static func foot() -> HKUnit { simple(.foot) }
    /// Yards (`yd`).
    public static func yard() -> HKUnit { simple(.yard) }
    /// Miles (`mi`).
    public static func mile() -> HKUnit { simple(.mile) }

    // Volume
    /// Liters (`L`).
    public static func liter() -> HKUnit { simple(.liter) }
    /// Liters with a prefix (`mL`, `dL`).
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.liter, prefix) }
    /// US fluid ounces (`fl_oz_us`).
    public static func fluidOunceUS() -> HKUnit { simple(.fluidOunceUS) }
    /// Imperial fluid ounces (`fl_oz_imp`).
    public static func fluidOunceImperial() -> HKUnit { simple(.fluidOunceImperial) }
    /// US pints (`pt_us`).
    public static func pintUS() -> HKUnit { simple(.pintUS) }
    /// Imperial pints (`pt_imp`).
    public static func pintImperial() -> HKUnit { simple(.pintImperial) }
    /// US cups (`cup_us`, 8 US fluid ounces).
    public static func cupUS() -> HKUnit { simple(.cupUS) }
    /// Imperial cups (`cup_imp`, 10 imperial fluid ounces).
    public static func cupImperial() -> HKUnit { simple(.cupImperial) }

    // Time
    /// Seconds (`s`).
    public static func second() -> HKUnit { simple(.second) }
    /// Seconds with a prefix (`ms`).
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.second, prefix) }
    /// Minutes (`min`).
    public static func minute() -> HKUnit { simple(.minute) }
    /// Hours (`hr`).
    public static func hour() -> HKUnit { simple(.hour) }
    /// Days (`d`).
    public static func day() -> HKUnit { simple(.day) }

    // Energy
    /// Joules (`J`).
    public static func joule() -> HKUnit { simple(.joule) }
    /// Joules with a prefix (`kJ`).
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.joule, prefix) }
    /// Kilocalories (`kcal`), the calories of food labels and of energy burned.
    public static func kilocalorie() -> HKUnit { simple(.smallCalorie, .kilo) }
    /// Small calories (`cal`, 4.184 joules).
    public static func smallCalorie() -> HKUnit { simple(.smallCalorie) }
    /// Large calories (`Cal`), the same energy as a kilocalorie.
    public static func largeCalorie() -> HKUnit { simple(.largeCalorie) }

    // Temperature
    /// Degrees Celsius (`degC`).
    public static func degreeCelsius() -> HKUnit { simple(.celsius) }
    /// Degrees Fahrenheit (`degF`).
    public static func degreeFahrenheit() -> HKUnit { simple(.fahrenheit) }
    /// Kelvins (`K`).
    public static func kelvin() -> HKUnit { simple(.kelvin) }

    // Others
    /// A count (`count`): steps, beats, flights.
    public static func count() -> HKUnit { simple(.count) }
    /// A fraction (`%`): a quantity of 0.25 in this unit is 25 %.
    public static func percent() -> HKUnit { simple(.percent) }
    /// Pascals (`Pa`).
    public static func pascal() -> HKUnit { simple(.pascal) }
    /// Pascals with a prefix (`kPa`).
    public static func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.pascal, prefix) }
    /// Millimeters of mercury (`mmHg`), for blood pressure.
    public static func millimeterOfMercury() -> HKUnit { simple(.millimeterOfMercury) }
    /// Centimeters of water (`cmAq`).
    public static func centimeterOfWater() -> HKUnit { simple(.centimeterOfWater) }
    /// Atmospheres (`atm`).
    public static func atmosphere() -> HKUnit { simple(.atmosphere) }
    /// A-weighted decibels of sound pressure (`dBASPL`).
    public static func decibelAWeightedSoundPressureLevel() -> HKUnit { simple(.decibelSPL) }
    /// Decibels of hearing level (`dBHL`).
    public static func decibelHearingLevel() -> HKUnit { simple(.decibelHL) }
    /// Hertz (`Hz`), per second.
    public static func hertz() -> HKUnit { simple(.hertz) }
    /// Hertz with a prefix (`kHz`).
    public static func hertzUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.hertz, prefix) }
    /// Siemens (`S`).
    public static func siemen() -> HKUnit { simple(.siemens) }
    /// Siemens with a prefix (`mcS`).
    public static func siemenUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.siemens, prefix) }
    /// Volts (`V`).
    public static func volt() -> HKUnit { simple(.volt) }
    /// Volts with a prefix (`mV`).
    public static func voltUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.volt, prefix) }
    /// Watts (`W`), joules per second.
    public static func watt() -> HKUnit { simple(.watt) }
    /// Watts with a prefix (`kW`).
    public static func wattUnit(with prefix: HKMetricPrefix) -> HKUnit { simple(.watt, prefix) }
    /// International units (`IU`).
    public static func internationalUnit() -> HKUnit { simple(.internationalUnit) }
    /// Diopters (`D`), per meter.
    public static func diopter() -> HKUnit { simple(.diopter) }
    /// Radians (`rad`).
    public static func radianAngle() -> HKUnit { simple(.radian) }
    /// Degrees of angle (`deg`).
    public static func degreeAngle() -> HKUnit { simple(.degree) }
}

// MARK: - Named units and kinds

extension HKUnit {
    /// A base kind of quantity.
    enum Dimension: Hashable {
        case mass, length, time, energy, temperature, fraction, pressure, soundPressure, hearingLevel
        case conductance, voltage, internationalUnit, angle
    }

    /// A named unit: its symbol, its kind, its size in the base unit of the kind, the zero of a temperature scale.
    struct Atom: Equatable {
        let symbol: String
        let dimensions: [Dimension: Int]
        let scale: Double
        var offset: Double = 0
        var takesPrefix = false

        static func == (lhs: Atom, rhs: Atom) -> Bool { lhs.symbol == rhs.symbol }

        static let gram = Atom(symbol: "g", dimensions: [.mass: 1], scale: 1, takesPrefix: true)
        static let ounce = Atom(symbol: "oz", dimensions: [.mass: 1], scale: 28.349523125)
        static let pound = Atom(symbol: "lb", dimensions: [.mass: 1], scale: 453.59237)
        static let stone = Atom(symbol: "st", dimensions: [.mass: 1], scale: 6350.29318)
        static func mole(_ molarMass: Double) -> Atom {
            Atom(symbol: "mol<\(molarMass)>", dimensions: [.mass: 1], scale: molarMass, takesPrefix: true)
        }
        static let meter = Atom(symbol: "m", dimensions: [.length: 1], scale: 1, takesPrefix: true)
        static let inch = Atom(symbol: "in", dimensions: [.length: 1], scale: 0.0254)
        static let foot = Atom(symbol: "ft", dimensions: [.length: 1], scale: 0.3048)
        static let yard = Atom(symbol: "yd", dimensions: [.length: 1], scale: 0.9144)
        static let mile = Atom(symbol: "mi", dimensions: [.length: 1], scale: 1609.344)
        static let liter = Atom(symbol: "L", dimensions: [.length: 3], scale: 0.001, takesPrefix: true)
        static let fluidOunceUS = Atom(symbol: "fl_oz_us", dimensions: [.length: 3], scale: 29.5735295625e-6)
        static let fluidOunceImperial = Atom(symbol: "fl_oz_imp", dimensions: [.length: 3], scale: 28.4130625e-6)
        static let pintUS = Atom(symbol: "pt_us", dimensions: [.length: 3], scale: 473.176473e-6)
        static let pintImperial = Atom(symbol: "pt_imp", dimensions: [.length: 3], scale: 568.26125e-6)
        static let cupUS = Atom(symbol: "cup_us", dimensions: [.length: 3], scale: 236.5882365e-6)
        static let cupImperial = Atom(symbol: "cup_imp", dimensions: [.length: 3], scale: 284.130625e-6)
        static let second = Atom(symbol: "s", dimensions: [.time: 1], scale: 1, takesPrefix: true)
        static let minute = Atom(symbol: "min", dimensions: [.time: 1], scale: 60)
        static let hour = Atom(symbol: "hr", dimensions: [.time: 1], scale: 3600)
        static let day = Atom(symbol: "d", dimensions: [.time: 1], scale: 86400)
        static let joule = Atom(symbol: "J", dimensions: [.energy: 1], scale: 1, takesPrefix: true)
        static let smallCalorie = Atom(symbol: "cal", dimensions: [.energy: 1], scale: 4.184, takesPrefix: true)
        static let largeCalorie = Atom(symbol: "Cal", dimensions: [.energy: 1], scale: 4184)
        static let kelvin = Atom(symbol: "K", dimensions: [.temperature: 1], scale: 1)
        static let celsius = Atom(symbol: "degC", dimensions: [.temperature: 1], scale: 1, offset: 273.15)
        static let fahrenheit = Atom(symbol: "degF", dimensions: [.temperature: 1], scale: 5.0 / 9, offset: 459.67 * 5 / 9)
        static let count = Atom(symbol: "count", dimensions: [:], scale: 1)
        static let percent = Atom(symbol: "%", dimensions: [.fraction: 1], scale: 1)
        static let pascal = Atom(symbol: "Pa", dimensions: [.pressure: 1], scale: 1, takesPrefix: true)
        static let millimeterOfMercury = Atom(symbol: "mmHg", dimensions: [.pressure: 1], scale: 133.322387415)
        static let centimeterOfWater = Atom(symbol: "cmAq", dimensions: [.pressure: 1], scale: 98.0665)
        static let atmosphere = Atom(symbol: "atm", dimensions: [.pressure: 1], scale: 101_325)
        static let decibelSPL = Atom(symbol: "dBASPL", dimensions: [.soundPressure: 1], scale: 1)
        static let decibelHL = Atom(symbol: "dBHL", dimensions: [.hearingLevel: 1], scale: 1)
        static let hertz = Atom(symbol: "Hz", dimensions: [.time: -1], scale: 1, takesPrefix: true)
        static let siemens = Atom(symbol: "S", dimensions: [.conductance: 1], scale: 1, takesPrefix: true)
        static let volt = Atom(symbol: "V", dimensions: [.voltage: 1], scale: 1, takesPrefix: true)
        static let watt = Atom(symbol: "W", dimensions: [.energy: 1, .time: -1], scale: 1, takesPrefix: true)
        static let internationalUnit = Atom(symbol: "IU", dimensions: [.internationalUnit: 1], scale: 1)
        static let diopter = Atom(symbol: "D", dimensions: [.length: -1], scale: 1)
        static let radian = Atom(symbol: "rad", dimensions: [.angle: 1], scale: 1)
        static let degree = Atom(symbol: "deg", dimensions: [.angle: 1], scale: Double.pi / 180)

        /// Every named unit a string can spell, molar units aside.
        static let all: [Atom] = [
            gram, ounce, pound, stone, meter, inch, foot, yard, mile, liter, fluidOunceUS, fluidOunceImperial, pintUS,
            pintImperial, cupUS, cupImperial, second, minute, hour, day, joule, smallCalorie, largeCalorie, kelvin,
            celsius, fahrenheit, count, percent, pascal, millimeterOfMercury, centimeterOfWater, atmosphere, decibelSPL,
            decibelHL, hertz, siemens, volt, watt, internationalUnit, diopter, radian, degree,
        ]
    }
}

// MARK: - Reading unit strings

/// Why a unit string does not read.
struct UnitStringError: Error, CustomStringConvertible {
    let description: String
}

/// Reads `kg*m^2/s`, `count/min`, `mmol<180.1558800000541>/L`.
struct UnitParser {
    private let characters: [Character]
    private var index = 0

    init(_ string: String) { characters = Array(string.filter { !$0.isWhitespace }) }

    mutating func parse() throws -> [HKUnit.Factor] {
        if characters == ["(", ")"] { return [] }
        let factors = try product()
        guard index == characters.count else { throw UnitStringError(description: "unexpected '\(characters[index])'") }
        return factors
    }

    /// term (('*' | '.' | '/') term)*; `/` divides by the term after it alone.
    private mutating func product() throws -> [HKUnit.Factor] {
        var unit = HKUnit(factors: try term())
        while index < characters.count, "*./".contains(characters[index]) {
            let divides = characters[index] == "/"
            index += 1
            let next = HKUnit(factors: try term())
            unit = divides ? unit.unitDivided(by: next) : unit.unitMultiplied(by: next)
        }
        return unit.factors
    }

    /// '(' product ')' power? | symbol power?
    private mutating func term() throws -> [HKUnit.Factor] {
        guard index < characters.count else { throw UnitStringError(description: "a unit is missing at the end") }
        let base: HKUnit
        if characters[index] == "(" {
            index += 1
            base = HKUnit(factors: try product())
            guard index < characters.count, characters[index] == ")" else { throw UnitStringError(description: "')' is missing") }
            index += 1
        } else {
            base = HKUnit(factors: [try symbol()])
        }
        guard index < characters.count, characters[index] == "^" else { return base.factors }
        index += 1
        var digits = ""
        while index < characters.count, characters[index].isNumber || (digits.isEmpty && characters[index] == "-") {
            digits.append(characters[index])
            index += 1
        }
        guard let power = Int(digits) else { throw UnitStringError(description: "'^' needs a whole power") }
        return base.unitRaised(toPower: power).factors
    }

    /// A unit symbol with its prefix, or a molar unit with its molar mass.
    private mutating func symbol() throws -> HKUnit.Factor {
        var name = ""
        while index < characters.count, !"*./^()".contains(characters[index]) {
            if characters[index] == "<" {
                guard let close = characters[index...].firstIndex(of: ">") else {
                    throw UnitStringError(description: "'>' is missing after a molar mass")
                }
                name += String(characters[index...close])
                index = close + 1
                break
            }
            name.append(characters[index])
            index += 1
        }
        if let atom = HKUnit.Atom.all.first(where: { $0.symbol == name }) {
            return HKUnit.Factor(atom: atom, prefix: .none, exponent: 1)
        }
        if let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
            let unit = name[..<open]
            guard unit.hasSuffix("mol"), let mass = Double(name[name.index(after: open)..<name.index(before: name.endIndex)]), mass > 0,
                let prefix = HKMetricPrefix.allCases.first(where: { $0.symbol == unit.dropLast(3) })
            else { throw UnitStringError(description: "'\(name)' is not a molar unit") }
            return HKUnit.Factor(atom: .mole(mass), prefix: prefix, exponent: 1)
        }
        // the longest prefix first: "da" before "d"
        for prefix in HKMetricPrefix.allCases.sorted(by: { $0.symbol.count > $1.symbol.count }) where prefix != .none {
            guard name.hasPrefix(prefix.symbol) else { continue }
            let rest = name.dropFirst(prefix.symbol.count)
            if let atom = HKUnit.Atom.all.first(where: { $0.symbol == rest && $0.takesPrefix }) {
                return HKUnit.Factor(atom: atom, prefix: prefix, exponent: 1)
            }
        }
        throw UnitStringError(description: name.isEmpty ? "a unit is missing" : "'\(name)' is not a unit")
    }
}
