import Foundation

/// What a ``MKLocalSearchCompleter`` tells as its suggestions change, as MapKit's
/// `MKLocalSearchCompleterDelegate`. Both methods are optional.
public protocol MKLocalSearchCompleterDelegate: AnyObject {
    /// The completer's ``MKLocalSearchCompleter/results`` changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// The completer could not make suggestions.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Nothing.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Nothing.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Which points of interest a search or a map includes, as MapKit's `MKPointOfInterestFilter`.
public struct MKPointOfInterestFilter: Sendable, Hashable {
    /// The categories included, or nil for all but ``excluded``.
    let included: Set<MKPointOfInterestCategory>?
    let excluded: Set<MKPointOfInterestCategory>

    /// Only `categories`.
    public init(including categories: [MKPointOfInterestCategory]) {
        included = Set(categories)
        excluded = []
    }

    /// All but `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        included = nil
        excluded = Set(categories)
    }

    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// None.
    public static let excludingAll = MKPointOfInterestFilter(including: [])

    /// Whether `category` passes the filter.
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        (included?.contains(category) ?? true) && !excluded.contains(category)
    }

    /// Whether `category` is left out.
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

/// Suggestions for a search as the person types, as MapKit's `MKLocalSearchCompleter`.
///
/// Linux has no map service and napkin reaches no network: each new ``queryFragment`` (or
/// region) is answered, on the main queue, from napkin's ``simulatedPlaces`` (empty unless a test
/// fills it, so no suggestions, as when nothing matches on iOS): the places every word of the
/// query starts a word of, with their highlight ranges, then the delegate hears
/// `completerDidUpdateResults(_:)`.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0

    private static let placesLock = NSLock()
    nonisolated(unsafe) private static var places: [(title: String, subtitle: String)] = []

    /// napkin's stand-in for Apple's map service: the titles and subtitles completers suggest
    /// from, for the process. Empty to start.
    public static var simulatedPlaces: [(title: String, subtitle: String)] {
        get { placesLock.withLock { places } }
        set { placesLock.withLock { places = newValue } }
    }

    /// Told when the suggestions change.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?

    /// What the person has typed so far. Setting it asks for new suggestions.
    open var queryFragment = "" {
        didSet { update() }
    }

    /// Where suggestions are wanted first. Setting it asks for new suggestions.
    open var region = MKCoordinateRegion() {
        didSet { update() }
    }

    /// Which kinds of suggestion are wanted.
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]

    /// Which points of interest are suggested.
    open var pointOfInterestFilter: MKPointOfInterestFilter?

    /// The suggestions: those of ``simulatedPlaces`` that match the query.
    open private(set) var results: [MKLocalSearchCompletion] = []

    /// Whether suggestions are being made (until the queued answer is delivered).
    open var isSearching: Bool { lock.withLock { pending > 0 } }

    /// Kinds of suggestion, as MapKit's `MKLocalSearchCompleter.ResultType`.
    public struct ResultType: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The kinds in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Businesses and landmarks.
        public static let pointOfInterest = ResultType(rawValue: 2)
        /// Search queries ("coffee near me").
        public static let query = ResultType(rawValue: 4)
    }

    /// Stops the pending answer: the delegate hears nothing of it.
    open func cancel() {
        lock.withLock { pending = 0 }
    }

    private func update() {
        lock.withLock { pending += 1 }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            let answered = self.lock.withLock { () -> Bool in
                guard self.pending > 0 else { return false }
                self.pending -= 1
                return true
            }
            guard answered else { return }
            let query = self.queryFragment
            let found = Self.simulatedPlaces.filter { place in
                MKLocalSearchCompletion.matches(title: place.title, subtitle: place.subtitle, query: query)
            }
            self.results = found.map { MKLocalSearchCompletion(title: $0.title, subtitle: $0.subtitle, query: query) }
            self.delegate?.completerDidUpdateResults(self)
        }
    }
}
