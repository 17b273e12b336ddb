import Foundation
import NapkinFoundation
import Testing

/// A transformer as a CoreData app registers one for a transformable attribute.
private final class UppercaseTransformer: ValueTransformer, @unchecked Sendable {
    override class func transformedValueClass() -> AnyClass { NSString.self }
    override class func allowsReverseTransformation() -> Bool { true }
    override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
    override func reverseTransformedValue(_ value: Any?) -> Any? { (value as? String)?.lowercased() }
}

@Suite("ValueTransformer (Foundation's, which Linux's lacks)")
struct ValueTransformerTests {
    @Test("a registered subclass is found by name and transforms both ways; removing the name forgets it")
    func registration() throws {
        let name = NSValueTransformerName("UppercaseTransformer")
        #expect(ValueTransformer(forName: name) == nil)
        ValueTransformer.setValueTransformer(UppercaseTransformer(), forName: name)
        let found = try #require(ValueTransformer(forName: name))
        #expect(found.transformedValue("tea") as? String == "TEA" && found.reverseTransformedValue("TEA") as? String == "tea")
        #expect(ValueTransformer.valueTransformerNames().contains(name))
        #expect(ObjectIdentifier(UppercaseTransformer.transformedValueClass()) == ObjectIdentifier(NSString.self))
        ValueTransformer.setValueTransformer(nil, forName: name)
        #expect(ValueTransformer(forName: name) == nil)
    }

    @Test("Foundation's named transformers: negate boolean, is nil, is not nil; the base class returns its value")
    func builtIns() throws {
        let negate = try #require(ValueTransformer(forName: .negateBooleanTransformerName))
        #expect(negate.transformedValue(true) as? Bool == false && negate.transformedValue(nil) as? Bool == true)
        #expect(negate.transformedValue(NSNumber(value: 0)) as? Bool == true && negate.reverseTransformedValue(false) as? Bool == true)
        #expect(ValueTransformer(forName: .isNilTransformerName)?.transformedValue(nil) as? Bool == true)
        #expect(ValueTransformer(forName: .isNotNilTransformerName)?.transformedValue("x") as? Bool == true)
        #expect(ValueTransformer().transformedValue("same") as? String == "same")
        #expect(
            ValueTransformer.allowsReverseTransformation()
                && ObjectIdentifier(ValueTransformer.transformedValueClass()) == ObjectIdentifier(NSObject.self))
    }

    @Test("NSSecureUnarchiveFromDataTransformer archives an array of numbers and reads it back")
    func secureUnarchive() throws {
        let transformer = NSSecureUnarchiveFromDataTransformer()
        let data = try #require(transformer.reverseTransformedValue(NSArray(array: [1.5, 2.5])) as? Data)
        let array = try #require(transformer.transformedValue(data) as? NSArray)
        #expect(array.compactMap { ($0 as? NSNumber)?.doubleValue } == [1.5, 2.5])
        #expect(transformer.transformedValue(Data("not an archive".utf8)) == nil)
        #expect(ValueTransformer(forName: .secureUnarchiveFromDataTransformerName)?.transformedValue(data) is NSArray)
    }
}
