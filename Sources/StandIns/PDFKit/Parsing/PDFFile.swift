import Foundation

/// A PDF file opened for reading: its version, its cross-reference (from the tables and
/// streams of every update, newest first, or from a scan of the file for objects when they are
/// broken, as readers recover), its trailer, and the objects, read when asked for.
final class PDFFile {
    /// Where an object is stored.
    enum Location: Equatable {
        /// At a byte offset of the file.
        case offset(Int)
        /// The `index`th object of the object stream `stream`.
        case compressed(stream: Int, index: Int)
    }

    let bytes: [UInt8]
    /// The header's version, "1.7" for `%PDF-1.7`.
    let version: String
    /// The trailer's entries (the newest update's, with older ones' keys it lacks).
    private(set) var trailer: [String: PDFValue] = [:]
    /// Where each object number is.
    private(set) var locations: [Int: Location] = [:]
    /// The generation of each object stored at an offset (0 when the table says none).
    private var generations: [Int: Int] = [:]
    /// True when the cross-reference was rebuilt by scanning the file.
    private(set) var wasReconstructed = false
    /// How many cross-reference sections (updates) were read.
    private(set) var sectionCount = 0

    /// The standard security handler of an encrypted file napkin can read; nil otherwise.
    private(set) var security: PDFSecurityHandler?
    /// The key strings and streams are decrypted with, once a password was right.
    private var fileKey: [UInt8]?
    /// Whether the owner's password (rather than the user's) unlocked the file.
    private(set) var unlockedAsOwner = false
    private var cache: [Int: PDFValue] = [:]
    private var objectStreams: [Int: [Int: PDFValue]] = [:]
    /// Object numbers being resolved, so a reference loop ends.
    private var resolving: Set<Int> = []

    init(data: Data) throws(PDFParseError) {
        guard data.count <= PDFLimits.fileSize else {
            throw PDFParseError(.tooLarge(size: data.count, limit: PDFLimits.fileSize))
        }
        bytes = [UInt8](data)
        guard let header = PDFSyntaxReader.find(Array("%PDF-".utf8), in: Array(bytes.prefix(1024)), from: 0) else {
            throw PDFParseError(.missingHeader)
        }
        var end = header + 5
        while end < bytes.count, end < header + 9, bytes[end] == UInt8(ascii: ".") || (0x30...0x39).contains(bytes[end]) { end += 1 }
        version = String(decoding: bytes[(header + 5)..<end], as: UTF8.self)
        do {
            try readCrossReference()
            guard trailer["Root"] != nil, (try? catalog()) != nil else { throw PDFParseError(.missingCatalog) }
        } catch {
            try reconstruct()
        }
        setUpSecurity()
    }

    /// Reads the encryption dictionary and tries the empty password, which most encrypted files
    /// (restrictions without a password to open) have.
    private func setUpSecurity() {
        guard isEncrypted, let dictionary = resolve(trailer["Encrypt"])?.dictionary else { return }
        let firstID = resolve(trailer["ID"])?.array?.first.flatMap { resolve($0)?.stringBytes } ?? []
        security = PDFSecurityHandler(dictionary: dictionary, firstID: firstID)
        _ = unlock(password: "")
    }

    /// Whether the file is encrypted and no password has unlocked it yet.
    var isLocked: Bool { isEncrypted && fileKey == nil }

    /// Unlocks the file when `password` is its user's or owner's password.
    func unlock(password: String) -> Bool {
        guard let security, let key = security.key(for: password) else { return false }
        unlockedAsOwner = !password.isEmpty && security.key(for: password) != nil && !security.isUserPassword(password)
        fileKey = key
        cache = [:]
        objectStreams = [:]
        return true
    }

    // MARK: Cross-reference

    private func readCrossReference() throws(PDFParseError) {
        guard let startxref = PDFSyntaxReader.findLast(Array("startxref".utf8), in: bytes, lowerBound: max(0, bytes.count - 4096))
        else { throw PDFParseError(.syntax("no startxref")) }
        var reader = PDFSyntaxReader(bytes: bytes, position: startxref + 9)
        guard let first = reader.readUnsignedInteger() else { throw PDFParseError(.syntax("no offset after startxref"), at: startxref) }
        var pending = [first]
        var visited: Set<Int> = []
        while let offset = pending.popLast() {
            guard visited.insert(offset).inserted else { continue }
            guard visited.count <= PDFLimits.xrefSections else { throw PDFParseError(.syntax("too many cross-reference sections")) }
            guard offset >= 0, offset < bytes.count else {
                throw PDFParseError(.syntax("cross-reference offset \(offset) outside the file"))
            }
            let section = try readSection(at: offset)
            sectionCount += 1
            for (key, value) in section where trailer[key] == nil { trailer[key] = value }
            if let prev = section["Prev"]?.integer { pending.insert(prev, at: 0) }
            // A hybrid file's table names a stream with the objects only newer readers see; it
            // comes before the table's /Prev.
            if let stream = section["XRefStm"]?.integer { pending.append(stream) }
        }
    }

    /// Reads the table or stream at `offset`: its entries (older ones never overwrite newer)
    /// and its trailer dictionary.
    private func readSection(at offset: Int) throws(PDFParseError) -> [String: PDFValue] {
        var reader = PDFSyntaxReader(bytes: bytes, position: offset)
        if reader.consumeKeyword("xref") { return try readTable(&reader) }
        let (_, value) = try reader.readIndirectObject(length: { [unowned self] in self.directInteger($0) })
        guard case .stream(let stream) = value, stream.dictionary["Type"]?.name == "XRef" else {
            throw PDFParseError(.syntax("no cross-reference at \(offset)"), at: offset)
        }
        try readXRefStream(stream)
        return stream.dictionary
    }

    private func readTable(_ reader: inout PDFSyntaxReader) throws(PDFParseError) -> [String: PDFValue] {
        while true {
            if reader.consumeKeyword("trailer") {
                guard case .dictionary(let dictionary) = try reader.readValue() else { throw reader.error("trailer is not a dictionary") }
                return dictionary
            }
            guard let start = reader.readUnsignedInteger(), let count = reader.readUnsignedInteger() else {
                throw reader.error("bad cross-reference subsection")
            }
            guard start <= PDFLimits.objectNumber, count <= PDFLimits.objectNumber - start, count * 18 <= bytes.count - reader.position
            else { throw reader.error("cross-reference subsection larger than the file") }
            for number in start..<(start + count) {
                guard let field1 = reader.readUnsignedInteger(), let generation = reader.readUnsignedInteger() else {
                    throw reader.error("bad cross-reference entry")
                }
                let kind = reader.peekKeyword()
                guard kind == "n" || kind == "f" else { throw reader.error("bad cross-reference entry type") }
                reader.position += 1
                if kind == "n", field1 > 0, locations[number] == nil {
                    locations[number] = .offset(field1)
                    generations[number] = generation
                }
                // A free entry still shadows older updates' entries for the number.
                if kind == "f", locations[number] == nil, number != 0 { locations[number] = .offset(-1) }
            }
        }
    }

    private func readXRefStream(_ stream: PDFStreamValue) throws(PDFParseError) {
        let data = try PDFStreamDecoder.decode(stream)
        guard let widths = stream.dictionary["W"]?.array?.compactMap(\.integer), widths.count == 3,
            widths.allSatisfy({ (0...8).contains($0) }), widths.reduce(0, +) > 0
        else { throw PDFParseError(.syntax("bad /W in cross-reference stream")) }
        let size = stream.dictionary["Size"]?.integer ?? 0
        let index = stream.dictionary["Index"]?.array?.compactMap(\.integer) ?? [0, size]
        let entryLength = widths.reduce(0, +)
        var position = 0
        func field(_ width: Int, default value: Int) -> Int {
            guard width > 0 else { return value }
            var result = 0
            for _ in 0..<width {
                result = result << 8 | Int(data[position])
                position += 1
            }
            return result
        }
        var pair = 0
        while pair + 1 < index.count {
            let start = index[pair]
            let count = index[pair + 1]
            pair += 2
            guard start >= 0, count >= 0, start <= PDFLimits.objectNumber, count <= PDFLimits.objectNumber - start else {
                throw PDFParseError(.syntax("bad /Index in cross-reference stream"))
            }
            for number in start..<(start + count) {
                guard position + entryLength <= data.count else { return }
                let type = field(widths[0], default: 1)
                let second = field(widths[1], default: 0)
                let third = field(widths[2], default: 0)
                guard locations[number] == nil else { continue }
                switch type {
                case 0 where number != 0: locations[number] = .offset(-1)
                case 1:
                    locations[number] = .offset(second)
                    generations[number] = third
                case 2: locations[number] = .compressed(stream: second, index: third)
                default: break
                }
            }
        }
    }

    /// Rebuilds the cross-reference by finding every `n g obj` in the file (the last of a
    /// number wins, as it is the newest) and the trailer from the last `trailer` or
    /// cross-reference stream dictionary, or else the catalog found among the objects.
    private func reconstruct() throws(PDFParseError) {
        wasReconstructed = true
        locations = [:]
        generations = [:]
        cache = [:]
        objectStreams = [:]
        trailer = [:]
        let obj = Array("obj".utf8)
        var position = 0
        while let found = PDFSyntaxReader.find(obj, in: bytes, from: position) {
            position = found + 3
            // Walk back over "n g " to the object number.
            var start = found
            var fields = 0
            var cursor = found - 1
            while cursor >= 0, fields < 2 {
                while cursor >= 0, PDFSyntaxReader.isWhitespace(bytes[cursor]) { cursor -= 1 }
                let end = cursor
                while cursor >= 0, (0x30...0x39).contains(bytes[cursor]) { cursor -= 1 }
                guard end > cursor else { break }
                fields += 1
                start = cursor + 1
            }
            guard fields == 2 else { continue }
            var reader = PDFSyntaxReader(bytes: bytes, position: start)
            if let number = reader.readUnsignedInteger(), number <= PDFLimits.objectNumber, let generation = reader.readUnsignedInteger() {
                locations[number] = .offset(start)
                generations[number] = generation
            }
        }
        if let last = PDFSyntaxReader.findLast(Array("trailer".utf8), in: bytes) {
            var reader = PDFSyntaxReader(bytes: bytes, position: last + 7)
            if case .dictionary(let dictionary)? = try? reader.readValue() { trailer = dictionary }
        }
        if trailer["Root"] == nil {
            // Cross-reference streams carry the trailer's keys; object streams hold objects too.
            for number in locations.keys.sorted() {
                guard case .stream(let stream)? = try? object(number) else { continue }
                if stream.dictionary["Type"]?.name == "XRef", stream.dictionary["Root"] != nil {
                    for (key, value) in stream.dictionary where ["Root", "Info", "Encrypt", "ID"].contains(key) { trailer[key] = value }
                    try? readXRefStream(stream)
                }
            }
        }
        if trailer["Root"] == nil {
            for number in locations.keys.sorted() {
                if case .dictionary(let dictionary)? = try? object(number), dictionary["Type"]?.name == "Catalog" {
                    trailer["Root"] = .reference(PDFReference(number: number, generation: 0))
                }
            }
        }
        guard trailer["Root"] != nil, (try? catalog()) != nil else { throw PDFParseError(.missingCatalog) }
    }

    // MARK: Objects

    /// The object numbered `number` (`null` for a free or missing one, as 7.3.10 says).
    func object(_ number: Int) throws(PDFParseError) -> PDFValue {
        if let cached = cache[number] { return cached }
        guard let location = locations[number] else { return .null }
        guard resolving.insert(number).inserted else { throw PDFParseError(.syntax("object \(number) refers to itself")) }
        defer { resolving.remove(number) }
        let value: PDFValue
        switch location {
        case .offset(let offset):
            guard offset >= 0 else { return .null }
            guard offset < bytes.count else { throw PDFParseError(.syntax("object \(number) offset outside the file")) }
            var reader = PDFSyntaxReader(bytes: bytes, position: offset)
            let (reference, read) = try reader.readIndirectObject(length: { [unowned self] in self.directInteger($0) })
            guard reference.number == number else {
                throw PDFParseError(.syntax("object \(number) expected, \(reference.number) found"), at: offset)
            }
            if let security, let fileKey, number != trailer["Encrypt"]?.reference?.number {
                value = security.decrypt(read, of: reference, key: fileKey)
            } else {
                value = read
            }
        case .compressed(let stream, let index):
            value = try compressedObject(number, in: stream, index: index)
        }
        cache[number] = value
        return value
    }

    private func compressedObject(_ number: Int, in streamNumber: Int, index: Int) throws(PDFParseError) -> PDFValue {
        if objectStreams[streamNumber] == nil {
            guard case .offset = locations[streamNumber] else { throw PDFParseError(.syntax("object stream \(streamNumber) is missing")) }
            guard case .stream(let stream) = try object(streamNumber) else {
                throw PDFParseError(.syntax("object stream \(streamNumber) is not a stream"))
            }
            let data = try PDFStreamDecoder.decode(stream)
            let count = stream.dictionary["N"]?.integer ?? 0
            let first = stream.dictionary["First"]?.integer ?? 0
            guard count >= 0, count <= PDFLimits.objectsPerStream, first >= 0, first <= data.count else {
                throw PDFParseError(.syntax("bad object stream \(streamNumber)"))
            }
            var header = PDFSyntaxReader(bytes: data)
            var objects: [Int: PDFValue] = [:]
            for _ in 0..<count {
                guard let objectNumber = header.readUnsignedInteger(), let offset = header.readUnsignedInteger() else { break }
                var reader = PDFSyntaxReader(bytes: data, position: first + offset)
                if let value = try? reader.readValue() { objects[objectNumber] = value }
            }
            objectStreams[streamNumber] = objects
        }
        return objectStreams[streamNumber]?[number] ?? .null
    }

    /// The numbers of the objects the file has (free entries left out), in order.
    var allObjectNumbers: [Int] {
        locations.filter { if case .offset(let offset) = $0.value { offset >= 0 } else { true } }.keys.sorted()
    }

    /// The generation of object `number`.
    func generation(of number: Int) -> Int { generations[number] ?? 0 }

    /// `value`, with references followed (a bounded chain).
    func resolve(_ value: PDFValue?) -> PDFValue? {
        var current = value
        var steps = 0
        while case .reference(let reference)? = current {
            steps += 1
            guard steps <= PDFLimits.referenceChain, let next = try? object(reference.number) else { return nil }
            current = next
        }
        if current == .null { return nil }
        return current
    }

    /// An integer, direct or behind a reference (a stream's `/Length`).
    private func directInteger(_ value: PDFValue) -> Int? {
        resolve(value)?.integer
    }

    /// The document catalog.
    func catalog() throws(PDFParseError) -> [String: PDFValue] {
        guard let catalog = resolve(trailer["Root"])?.dictionary else { throw PDFParseError(.missingCatalog) }
        return catalog
    }

    /// The document information dictionary, if there is one.
    var info: [String: PDFValue]? { resolve(trailer["Info"])?.dictionary }

    /// True when the trailer names an encryption dictionary.
    var isEncrypted: Bool { trailer["Encrypt"] != nil }
}
