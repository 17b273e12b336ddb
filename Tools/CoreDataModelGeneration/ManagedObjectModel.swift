/// The part of a Core Data model (`.xcdatamodeld`) that Xcode's code generation reads: its entities, their
/// attributes and relationships, and how each entity's class is generated.
public struct ManagedObjectModel: Equatable, Sendable {
    /// The entities, in the model file's order.
    public var entities: [Entity]

    /// Describes it from its parts, as the model file gives them.
    public init(entities: [Entity]) { self.entities = entities }

    /// The entity named `name`.
    public func entity(named name: String) -> Entity? { entities.first { $0.name == name } }
}

extension ManagedObjectModel {
    /// An entity and what Xcode generates for it.
    public struct Entity: Equatable, Sendable {
        /// The entity's name (`Pet`).
        public var name: String
        /// The class of its objects (`representedClassName`, without a module prefix): the entity's name when the
        /// model names none.
        public var className: String
        /// What Xcode writes for the entity (the data model inspector's "Codegen").
        public var codeGeneration: CodeGeneration
        /// The parent entity's name, when the entity inherits from one.
        public var parentName: String?
        /// True for an abstract entity.
        public var isAbstract: Bool
        /// The attributes, in the model's order.
        public var attributes: [Attribute]
        /// The relationships, in the model's order.
        public var relationships: [Relationship]

        /// Describes it from its parts, as the model file gives them.
        public init(
            name: String, className: String, codeGeneration: CodeGeneration, parentName: String? = nil, isAbstract: Bool = false,
            attributes: [Attribute] = [], relationships: [Relationship] = []
        ) {
            self.name = name
            self.className = className
            self.codeGeneration = codeGeneration
            self.parentName = parentName
            self.isAbstract = isAbstract
            self.attributes = attributes
            self.relationships = relationships
        }
    }

    /// What Xcode generates for an entity (`codeGenerationType` in the model file).
    public enum CodeGeneration: String, Equatable, Sendable {
        /// "Class Definition": the class and its properties.
        case classDefinition = "class"
        /// "Category/Extension": the properties, in an extension of a class the app writes.
        case category
        /// "Manual/None": nothing (the app writes the class and its properties).
        case manual
    }

    /// An attribute of an entity.
    public struct Attribute: Equatable, Sendable {
        /// The name, as the model writes it.
        public var name: String
        /// The attribute's type.
        public var type: AttributeType
        /// The model's "Optional" box.
        public var isOptional: Bool
        /// The model's "Use Scalar Type" box: numbers and Booleans as `Int16`, `Double`, `Bool`… rather than `NSNumber?`.
        public var usesScalarValueType: Bool
        /// The class of a transformable attribute (`customClassName`), as written in the model.
        public var customClassName: String?
        /// The default value as the model writes it (`defaultValueString`).
        public var defaultValue: String?

        /// Describes it from its parts, as the model file gives them.
        public init(
            name: String, type: AttributeType, isOptional: Bool = true, usesScalarValueType: Bool = false, customClassName: String? = nil,
            defaultValue: String? = nil
        ) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
            self.usesScalarValueType = usesScalarValueType
            self.customClassName = customClassName
            self.defaultValue = defaultValue
        }
    }

    /// The attribute types of Core Data's model editor, named as the model file writes them.
    public enum AttributeType: String, CaseIterable, Equatable, Sendable {
        case integer16 = "Integer 16"
        case integer32 = "Integer 32"
        case integer64 = "Integer 64"
        case decimal = "Decimal"
        case double = "Double"
        case float = "Float"
        case string = "String"
        case boolean = "Boolean"
        case date = "Date"
        case binary = "Binary"
        case uuid = "UUID"
        case uri = "URI"
        case transformable = "Transformable"
        case objectID = "ObjectID"
    }

    /// A relationship of an entity.
    public struct Relationship: Equatable, Sendable {
        /// The name, as the model writes it.
        public var name: String
        /// The entity at the other end.
        public var destination: String
        /// True for a to-many relationship (`toMany="YES"` or a `maxCount` other than 1).
        public var isToMany: Bool
        /// True for an ordered to-many relationship (an `NSOrderedSet`).
        public var isOrdered: Bool
        /// The model's "Optional" box.
        public var isOptional: Bool
        /// The relationship of the destination that leads back, if the model names one.
        public var inverseName: String?

        /// Describes it from its parts, as the model file gives them.
        public init(
            name: String, destination: String, isToMany: Bool = false, isOrdered: Bool = false, isOptional: Bool = true,
            inverseName: String? = nil
        ) {
            self.name = name
            self.destination = destination
            self.isToMany = isToMany
            self.isOrdered = isOrdered
            self.isOptional = isOptional
            self.inverseName = inverseName
        }
    }
}
