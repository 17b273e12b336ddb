internal import CNapkinPreviews

/// Finds the types that conform to a protocol by reading the Swift runtime's protocol
/// conformance records: the section `swift5_protocol_conformances` of every image, an array
/// of 32-bit offsets, each relative to itself, to a conformance descriptor. Each conforming
/// type's metadata comes from its own metadata accessor, as the runtime gets it.
///
/// The layouts read here are the Swift ABI's (stable since Swift 5): ProtocolConformanceDescriptor
/// and TypeContextDescriptor in `swift/ABI/Metadata.h`.
enum ConformanceScanner {
    /// The metadata accessor of a non-generic type: a Swift function that takes the request
    /// word and returns the metadata and its state.
    private typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer?, Int)

    /// Every non-generic struct, enum or class that conforms to `moduleName.protocolName`, in
    /// the order of the records.
    static func types(conformingTo protocolName: String, inModule moduleName: String) -> [Any.Type] {
        var found: [Any.Type] = []
        for section in conformanceSections() {
            guard let base = section.baseAddress else { continue }
            for offset in stride(from: 0, to: section.count - 3, by: 4) {
                if let type = conformingType(relative(base + offset), protocolName: protocolName, moduleName: moduleName) {
                    found.append(type)
                }
            }
        }
        return found
    }

    /// The conformance sections of every image the runtime knows; this image's own when the
    /// runtime does not list them.
    private static func conformanceSections() -> [UnsafeRawBufferPointer] {
        var sections: [UnsafeRawBufferPointer] = []
        let listed = withUnsafeMutablePointer(to: &sections) { pointer in
            napkin_each_conformance_section(
                { start, length, context in
                    guard let start, let context, length > 0 else { return }
                    context.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee
                        .append(UnsafeRawBufferPointer(start: start, count: length))
                }, pointer)
        }
        if !listed {
            var start: UnsafeRawPointer?
            var stop: UnsafeRawPointer?
            napkin_conformance_section(&start, &stop)
            if let start, let stop, start < stop {
                sections.append(UnsafeRawBufferPointer(start: start, count: stop - start))
            }
        }
        return sections
    }

    /// The type of one conformance descriptor, when its protocol is `moduleName.protocolName`
    /// and the type is a non-generic struct, enum or class.
    private static func conformingType(_ descriptor: UnsafeRawPointer, protocolName: String, moduleName: String) -> Any.Type? {
        // The descriptor: protocol (relative, indirectable), type reference (relative),
        // witness table pattern (relative), flags.
        guard let proto = indirectable(descriptor), name(of: proto) == protocolName,
            let module = parent(of: proto), name(of: module) == moduleName
        else { return nil }
        let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = relative(descriptor + 4)  // direct
        case 1: typeDescriptor = relative(descriptor + 4).load(as: UnsafeRawPointer?.self)  // indirect
        default: return nil  // Objective-C
        }
        guard let typeDescriptor else { return nil }
        // The type descriptor: flags, parent, name, metadata accessor (relative), …
        let contextFlags = typeDescriptor.load(as: UInt32.self)
        let kind = contextFlags & 0x1F
        let isGeneric = contextFlags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric else { return nil }  // class, struct, enum
        let accessor = unsafeBitCast(relative(typeDescriptor + 12), to: MetadataAccessor.self)
        guard let metadata = accessor(0).0 else { return nil }  // 0: complete metadata
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// Where a 32-bit offset stored at `field`, relative to `field`, points.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// Where a relative indirectable pointer points: with the low bit set, the target holds
    /// the address.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        if offset == 0 { return nil }
        let target = field + (offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's name (module, protocol, type): a relative C string at +8.
    private static func name(of context: UnsafeRawPointer) -> String {
        String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self))
    }

    /// A context descriptor's parent: a relative indirectable pointer at +4.
    private static func parent(of context: UnsafeRawPointer) -> UnsafeRawPointer? {
        indirectable(context + 4)
    }
}
