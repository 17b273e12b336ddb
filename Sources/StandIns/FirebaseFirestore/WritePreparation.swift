import Foundation

/// Turns the app's `[String: Any]` of a write into a ``PreparedWrite``: values converted, `FieldValue` sentinels
/// pulled out as transforms, field names checked.
enum WritePreparation {
    enum Merge {
        case none
        case all
        case fields([Any])
    }

    static func set(_ data: [String: Any], path: String, merge: Merge) throws -> PreparedWrite {
        var transforms: [(path: [String], transform: Transform)] = []
        var leaves: [[String]] = []
        let deleteAllowed: Bool
        if case .none = merge { deleteAllowed = false } else { deleteAllowed = true }
        let fields = try parse(data, prefix: [], deleteAllowed: deleteAllowed, transforms: &transforms, leaves: &leaves)
        switch merge {
        case .none:
            return PreparedWrite(path: path, kind: .set(fields: fields, merge: nil), transforms: transforms)
        case .all:
            return PreparedWrite(
                path: path, kind: .set(fields: fields, merge: leaves.filter { leaf in !transforms.contains { $0.path == leaf } }),
                transforms: transforms)
        case .fields(let names):
            var mask: [[String]] = []
            for name in names {
                let fieldPath: FieldPath
                if let given = name as? FieldPath {
                    fieldPath = given
                } else if let string = name as? String {
                    fieldPath = .dotted(string)
                } else {
                    throw FirestoreErrorCode.make(
                        .invalidArgument, "Invalid data. Merge fields must be strings or FieldPaths, not \(type(of: name)).")
                }
                guard fieldPath.isValid else {
                    throw FirestoreErrorCode.make(.invalidArgument, "Invalid field path (\(name)) in mergeFields.")
                }
                guard
                    FirestoreValue.map(fields).value(at: fieldPath.segments[...]) != nil
                        || transforms.contains(where: { $0.path.starts(with: fieldPath.segments) })
                else {
                    throw FirestoreErrorCode.make(
                        .invalidArgument, "Field '\(fieldPath)' is specified in your field mask but missing from your input data.")
                }
                mask.append(fieldPath.segments)
            }
            let kept = transforms.filter { transform in mask.contains { transform.path.starts(with: $0) } }
            let valueMask = mask.filter { FirestoreValue.map(fields).value(at: $0[...]) != nil }
            return PreparedWrite(path: path, kind: .set(fields: fields, merge: valueMask), transforms: kept)
        }
    }

    static func update(_ data: [AnyHashable: Any], path: String) throws -> PreparedWrite {
        var values: [(path: [String], value: FirestoreValue)] = []
        var transforms: [(path: [String], transform: Transform)] = []
        for (key, value) in data {
            let fieldPath: FieldPath
            if let given = key.base as? FieldPath {
                fieldPath = given
            } else if let string = key.base as? String {
                fieldPath = .dotted(string)
            } else {
                throw FirestoreErrorCode.make(
                    .invalidArgument, "Invalid data. updateData keys must be strings or FieldPaths, not \(type(of: key.base)).")
            }
            guard fieldPath.isValid, !fieldPath.isDocumentID else {
                throw FirestoreErrorCode.make(
                    .invalidArgument,
                    "Invalid field path (\(key.base)). Paths must not be empty, begin with '.', end with '.', or contain '..'.")
            }
            let segments = fieldPath.segments
            if let sentinel = value as? FieldValue {
                transforms.append((segments, try transform(sentinel, field: segments, deleteAllowed: true)))
            } else if let map = value as? [String: Any] {
                var leaves: [[String]] = []
                let fields = try parse(map, prefix: segments, deleteAllowed: false, transforms: &transforms, leaves: &leaves)
                values.append((segments, .map(fields)))
            } else {
                values.append((segments, try FirestoreValueConversion.value(value, field: fieldPath.description)))
            }
        }
        return PreparedWrite(path: path, kind: .update(values), transforms: transforms)
    }

    /// The map's fields converted; sentinels are added to `transforms` (at their full path) and left out of the map.
    private static func parse(
        _ data: [String: Any], prefix: [String], deleteAllowed: Bool, transforms: inout [(path: [String], transform: Transform)],
        leaves: inout [[String]]
    ) throws -> [String: FirestoreValue] {
        var fields: [String: FirestoreValue] = [:]
        for (key, value) in data {
            let path = prefix + [key]
            guard !key.isEmpty else {
                throw FirestoreErrorCode.make(
                    .invalidArgument, "Invalid data. Field names must not be empty (found in \(prefix.joined(separator: "."))).")
            }
            if key.hasPrefix("__") && key.hasSuffix("__") {
                throw FirestoreErrorCode.make(.invalidArgument, "Invalid data. Field names matching __.*__ are reserved (found '\(key)').")
            }
            if let sentinel = value as? FieldValue {
                transforms.append((path, try transform(sentinel, field: path, deleteAllowed: deleteAllowed)))
                leaves.append(path)
            } else if let map = value as? [String: Any], !map.isEmpty {
                fields[key] = .map(try parse(map, prefix: path, deleteAllowed: deleteAllowed, transforms: &transforms, leaves: &leaves))
            } else {
                fields[key] = try FirestoreValueConversion.value(value, field: path.joined(separator: "."))
                leaves.append(path)
            }
        }
        return fields
    }

    private static func transform(_ sentinel: FieldValue, field: [String], deleteAllowed: Bool) throws -> Transform {
        let name = field.joined(separator: ".")
        switch sentinel.kind {
        case .delete:
            guard deleteAllowed else {
                throw FirestoreErrorCode.make(
                    .invalidArgument,
                    "FieldValue.delete() can only be used with updateData() and setData() with merge: true (found in field \(name)).")
            }
            return .delete
        case .serverTimestamp: return .serverTimestamp
        case .incrementInteger(let value): return .increment(.integer(value))
        case .incrementDouble(let value): return .increment(.double(value))
        case .arrayUnion(let elements): return .arrayUnion(try elements.map { try FirestoreValueConversion.value($0, field: name) })
        case .arrayRemove(let elements): return .arrayRemove(try elements.map { try FirestoreValueConversion.value($0, field: name) })
        }
    }
}
