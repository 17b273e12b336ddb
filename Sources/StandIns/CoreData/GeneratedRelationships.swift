import Foundation

/// What the classes napkin's CoreDataModels plugin generates call to keep a relationship's inverse in step, as Core Data
/// does for `@NSManaged` relationships: setting `pet.owner = person` adds the pet to `person.pets` and takes it out of
/// its former owner's; adding to `person.pets` sets each pet's `owner`.
@_spi(CoreDataModels) extension NSManagedObject {
    /// Updates the inverse after the relationship `key` changed from `old` to `new` (an object, `NSSet` or `NSOrderedSet`):
    /// objects that left it lose this object from their `inverse`; objects that joined it gain it (a to-one inverse is
    /// set, and the object it pointed to before loses them from its `key`).
    public func relationshipDidChange(
        _ key: String, isToMany: Bool, from old: Any?, to new: Any?, inverse: String, inverseIsToMany: Bool, inverseIsOrdered: Bool
    ) {
        let before = Self.members(of: old)
        let after = Self.members(of: new)
        for object in before where !after.contains(where: { $0 === object }) {
            object.unlink(self, from: inverse, isToMany: inverseIsToMany)
        }
        for object in after where !before.contains(where: { $0 === object }) {
            if !inverseIsToMany, let previous = object.value(forKey: inverse) as? NSManagedObject, previous !== self {
                previous.unlink(object, from: key, isToMany: isToMany)
            }
            object.link(self, to: inverse, isToMany: inverseIsToMany, isOrdered: inverseIsOrdered)
        }
    }

    /// The objects a relationship's value holds.
    private static func members(of value: Any?) -> [NSManagedObject] {
        switch value {
        case let object as NSManagedObject: [object]
        case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }
        case let ordered as NSOrderedSet: ordered.array.compactMap { $0 as? NSManagedObject }
        default: []
        }
    }

    /// Takes `object` out of the relationship `key` (without updating inverses again).
    private func unlink(_ object: NSManagedObject, from key: String, isToMany: Bool) {
        let current = value(forKey: key)
        if isToMany {
            let kept = Self.members(of: current).filter { $0 !== object }
            guard kept.count != Self.members(of: current).count else { return }
            objectWillChange.send()
            setPrimitiveValue(current is NSOrderedSet ? NSOrderedSet(array: kept) : NSSet(array: kept), forKey: key)
        } else if (current as? NSManagedObject) === object {
            objectWillChange.send()
            setPrimitiveValue(nil, forKey: key)
        }
    }

    /// Puts `object` into the relationship `key` (without updating inverses again).
    private func link(_ object: NSManagedObject, to key: String, isToMany: Bool, isOrdered: Bool) {
        let current = value(forKey: key)
        if isToMany {
            let members = Self.members(of: current)
            guard !members.contains(where: { $0 === object }) else { return }
            objectWillChange.send()
            setPrimitiveValue(isOrdered ? NSOrderedSet(array: members + [object]) : NSSet(array: members + [object]), forKey: key)
        } else if (current as? NSManagedObject) !== object {
            objectWillChange.send()
            setPrimitiveValue(object, forKey: key)
        }
    }
}
