/// How far apart two vectors of an embedding are.
public typealias NLDistance = Double

/// How an embedding measures distance, as NaturalLanguage's `NLDistanceType`.
public enum NLDistanceType: Int, Sendable, Hashable {
    /// One minus the cosine of the angle between the vectors: 0 for the same direction, 2 for opposite ones.
    case cosine = 0
}

/// Words (or sentences) as vectors, as NaturalLanguage's `NLEmbedding`.
///
/// Apple's built-in embeddings are trained models Linux does not have: ``wordEmbedding(for:)`` and
/// ``sentenceEmbedding(for:)`` answer nil for every language, as iOS does for a language it has no embedding for,
/// so apps take their fallback path. Custom embeddings work: ``write(_:language:revision:to:)`` saves a dictionary
/// of vectors (in napkin's own JSON format; files written by Apple's tools are Core ML models, which this cannot
/// read) and ``init(contentsOf:)`` loads it, with distances and neighbours computed exactly.
open class NLEmbedding: NSObject {
    private let vectors: [String: [Double]]
    /// The words in a fixed order, so that neighbours at equal distances come in the same order every run.
    private let words: [String]

    /// How many numbers each vector has.
    public let dimension: Int
    /// The language of the words, if one was given.
    public let language: NLLanguage?
    /// The embedding's revision.
    public let revision: Int

    /// How many words have vectors.
    open var vocabularySize: Int { vectors.count }

    /// Apple's word embedding for `language`: nil, as there is none on Linux.
    open class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }

    /// Apple's word embedding for `language` at `revision`: nil, as there is none on Linux.
    open class func wordEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }

    /// Apple's sentence embedding for `language`: nil, as there is none on Linux.
    open class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }

    /// Apple's sentence embedding for `language` at `revision`: nil, as there is none on Linux.
    open class func sentenceEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }

    /// The revision Apple's word embedding for `language` would have: 0, as there is none.
    open class func currentRevision(for language: NLLanguage) -> Int { 0 }

    /// The revisions of Apple's word embeddings for `language`: none.
    open class func supportedRevisions(for language: NLLanguage) -> IndexSet { IndexSet() }

    /// Loads an embedding saved by ``write(_:language:revision:to:)``; throws `CocoaError.fileReadCorruptFile` when
    /// the file is not one (saying what is wrong), and the file system's error when it cannot be read.
    public init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        let file: EmbeddingFile
        do {
            file = try JSONDecoder().decode(EmbeddingFile.self, from: data)
        } catch {
            throw Self.corrupt(url, "it is not an embedding written by NLEmbedding.write(_:language:revision:to:) on napkin (\(error))")
        }
        guard file.format == EmbeddingFile.currentFormat else {
            throw Self.corrupt(url, "its format \(file.format) is not \(EmbeddingFile.currentFormat); write it again")
        }
        try Self.validate(file.vectors, url: url)
        vectors = file.vectors
        words = file.vectors.keys.sorted()
        dimension = file.vectors.first?.value.count ?? 0
        language = file.language.map(NLLanguage.init(rawValue:))
        revision = file.revision
        super.init()
    }

    /// Saves `dictionary` (every vector of the same length, at least one number, all finite) as an embedding file
    /// ``init(contentsOf:)`` loads; throws `CocoaError.fileWriteUnknown` naming the offending word otherwise.
    open class func write(_ dictionary: [String: [Double]], language: NLLanguage?, revision: Int, to url: URL) throws {
        try validate(dictionary, url: url, writing: true)
        let file = EmbeddingFile(format: EmbeddingFile.currentFormat, language: language?.rawValue, revision: revision, vectors: dictionary)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(file).write(to: url, options: .atomic)
    }

    /// Whether `string` has a vector.
    open func contains(_ string: String) -> Bool { vectors[string] != nil }

    /// The vector of `string`, or nil when it has none.
    open func vector(for string: String) -> [Double]? { vectors[string] }

    /// The distance between two words' vectors; 2 (the farthest) when either has none.
    open func distance(between firstString: String, and secondString: String, distanceType: NLDistanceType = .cosine) -> NLDistance {
        guard let first = vectors[firstString], let second = vectors[secondString] else { return 2 }
        return Self.cosineDistance(first, second)
    }

    /// The `maximumCount` words nearest `string` (not itself), nearest first.
    open func neighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] {
        guard let vector = vectors[string] else { return [] }
        return nearest(to: vector, excluding: string, maximumCount: maximumCount)
    }

    /// The `maximumCount` words nearest `vector`, nearest first; none when its length is not ``dimension``.
    open func neighbors(for vector: [Double], maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] {
        nearest(to: vector, excluding: nil, maximumCount: maximumCount)
    }

    /// Calls `block` with the words nearest `string`, nearest first, until it returns false.
    open func enumerateNeighbors(
        for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine, using block: (String, NLDistance) -> Bool
    ) {
        for (word, distance) in neighbors(for: string, maximumCount: maximumCount, distanceType: distanceType) where !block(word, distance)
        {
            return
        }
    }

    /// Calls `block` with the words nearest `vector`, nearest first, until it returns false.
    open func enumerateNeighbors(
        for vector: [Double], maximumCount: Int, distanceType: NLDistanceType = .cosine, using block: (String, NLDistance) -> Bool
    ) {
        for (word, distance) in neighbors(for: vector, maximumCount: maximumCount, distanceType: distanceType) where !block(word, distance)
        {
            return
        }
    }

    private func nearest(to vector: [Double], excluding excluded: String?, maximumCount: Int) -> [(String, NLDistance)] {
        guard vector.count == dimension, maximumCount > 0 else { return [] }
        let scored = words.lazy.filter { $0 != excluded }.map { ($0, Self.cosineDistance(vector, self.vectors[$0]!)) }
        return Array(scored.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }.prefix(maximumCount))
    }

    private static func cosineDistance(_ first: [Double], _ second: [Double]) -> Double {
        var dot = 0.0
        var firstNorm = 0.0
        var secondNorm = 0.0
        for (a, b) in zip(first, second) {
            dot += a * b
            firstNorm += a * a
            secondNorm += b * b
        }
        // A zero vector has no direction: as far from everything as unrelated words.
        guard firstNorm > 0, secondNorm > 0 else { return 1 }
        return 1 - dot / (firstNorm.squareRoot() * secondNorm.squareRoot())
    }

    private static func validate(_ vectors: [String: [Double]], url: URL, writing: Bool = false) throws {
        // The first word's length (in sorted order) is the one the others must have.
        let words = vectors.keys.sorted()
        let dimension = words.first.map { vectors[$0]!.count } ?? 0
        for word in words {
            let vector = vectors[word]!
            var problem: String?
            if vector.isEmpty {
                problem = "the vector of \"\(word)\" is empty"
            } else if vector.count != dimension {
                problem = "the vector of \"\(word)\" has \(vector.count) numbers where the others have \(dimension)"
            } else if !vector.allSatisfy(\.isFinite) {
                problem = "the vector of \"\(word)\" holds a number that is not finite"
            }
            guard let problem else { continue }
            if writing {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSURLErrorKey: url, NSLocalizedDescriptionKey: "Cannot write the embedding: \(problem)."])
            }
            throw corrupt(url, problem)
        }
    }

    private static func corrupt(_ url: URL, _ problem: String) -> CocoaError {
        CocoaError(
            .fileReadCorruptFile,
            userInfo: [NSURLErrorKey: url, NSLocalizedDescriptionKey: "\(url.lastPathComponent) is not a readable embedding: \(problem)."])
    }
}

/// An embedding file as napkin writes it.
private struct EmbeddingFile: Codable {
    static let currentFormat = "napkin-embedding-1"
    var format: String
    var language: String?
    var revision: Int
    var vectors: [String: [Double]]
}
