// WeatherKit's values are Foundation's `Measurement`s and `Date`s: `import WeatherKit` brings Foundation, as
// every Apple framework's Swift overlay does.
@_exported import Foundation
