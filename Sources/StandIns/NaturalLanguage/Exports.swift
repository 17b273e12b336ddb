// NaturalLanguage works on Foundation's strings, ranges and `NSObject`s: `import NaturalLanguage` brings
// Foundation, as every Apple framework's Swift overlay does.
@_exported import Foundation
