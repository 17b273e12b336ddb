import Foundation

/// Where an anchored query got to in the store's history of saves and deletes, as HealthKit's `HKQueryAnchor`: hand
/// it to the next query to hear only what changed since. Apps keep anchors across launches with `NSKeyedArchiver`
/// (it is `NSSecureCoding`).
public final class HKQueryAnchor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// The number of the last change the query reported (the store numbers saves and deletes from 1).
    let change: Int

    init(change: Int) {
        self.change = change
        super.init()
    }

    /// An anchor from the value of an older API's integer anchor (`HKAnchoredObjectQueryNoAnchor` is 0).
    public convenience init(fromValue value: Int) { self.init(change: max(0, value)) }

    /// True: anchors decode only as anchors.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the anchor.
    public func encode(with coder: NSCoder) { coder.encode(change, forKey: "change") }

    /// Reads an anchor written by `encode(with:)`.
    public init?(coder: NSCoder) {
        change = coder.decodeInteger(forKey: "change")
        super.init()
    }

    /// The anchor itself: anchors never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.change == change }
    public override var hash: Int { change.hashValue }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The value of "no anchor" in HealthKit's older integer form.
public let HKAnchoredObjectQueryNoAnchor = 0

/// An object deleted from the store, as HealthKit's `HKDeletedObject`.
public final class HKDeletedObject: NSObject, @unchecked Sendable {
    /// The deleted object's identity.
    public let uuid: UUID
    /// The deleted object's sync identifier and version, when it had them.
    public let metadata: [String: Any]?

    init(_ object: HKObject) {
        uuid = object.uuid
        metadata = object.metadata.map { metadata in
            metadata.filter { $0.key == HKMetadataKeySyncIdentifier || $0.key == HKMetadataKeySyncVersion }
        }
        super.init()
    }
}

/// A sample type and a predicate, as HealthKit's `HKQueryDescriptor` (iOS 15): one of the types a query looks at.
public final class HKQueryDescriptor: NSObject, @unchecked Sendable {
    /// The type.
    public let sampleType: HKSampleType
    /// The predicate its samples must satisfy, `nil` for all.
    public let predicate: NSPredicate?

    /// A query descriptor for `sampleType`'s samples that `predicate` accepts (all, with `nil`).
    public init(sampleType: HKSampleType, predicate: NSPredicate?) {
        self.sampleType = sampleType
        self.predicate = predicate
        super.init()
    }
}

/// A query for the samples saved and the objects deleted since an anchor, as HealthKit's `HKAnchoredObjectQuery`.
///
/// Its results handler runs once when executed, with what changed after the anchor (everything there is, from a `nil`
/// anchor) and a new anchor. With an ``updateHandler`` set before it is executed it keeps running: each later save or
/// delete of its types reaches the update handler, with the anchor after it, until the store stops the query.
public final class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    /// What the handlers receive: the query, the samples saved, the objects deleted, the new anchor, or an error.
    public typealias Handler = @Sendable (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void

    private let descriptors: [HKQueryDescriptor]
    private let limit: Int
    private let resultsHandler: Handler
    private let handlerLock = NSLock()
    private var storedUpdateHandler: Handler?
    private var anchor: Int

    /// Changes reported after the first answer; set it before executing the query to keep it running.
    public var updateHandler: Handler? {
        get { handlerLock.withLock { storedUpdateHandler } }
        set { handlerLock.withLock { storedUpdateHandler = newValue } }
    }

    /// A query for the samples of `type` that `predicate` accepts saved after `anchor` (all, from `nil`), at most
    /// `limit` of them (``HKObjectQueryNoLimit`` for all), and the objects of `type` deleted after it.
    public init(type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int, resultsHandler handler: @escaping Handler)
    {
        descriptors = [HKQueryDescriptor(sampleType: type, predicate: predicate)]
        self.limit = limit
        resultsHandler = handler
        self.anchor = anchor?.change ?? 0
        super.init(objectType: type, predicate: predicate)
    }

    /// A query over several types at once (iOS 15), each with its predicate.
    public init(queryDescriptors: [HKQueryDescriptor], anchor: HKQueryAnchor?, limit: Int, resultsHandler handler: @escaping Handler) {
        descriptors = queryDescriptors
        self.limit = limit
        resultsHandler = handler
        self.anchor = anchor?.change ?? 0
        super.init(
            objectType: queryDescriptors.count == 1 ? queryDescriptors[0].sampleType : nil, predicate: queryDescriptors.first?.predicate)
    }

    override var keepsRunning: Bool { updateHandler != nil }

    override func hearsOf(_ type: HKSampleType) -> Bool { descriptors.contains { $0.sampleType == type } }

    override func answer() {
        switch changes() {
        case .failure(let error): resultsHandler(self, nil, nil, nil, error)
        case .success(let (samples, deleted, newAnchor)): resultsHandler(self, samples, deleted, newAnchor, nil)
        }
    }

    override func storeDidChange(_ objects: [HKObject]) {
        guard !isStopped, let handler = updateHandler else { return }
        switch changes() {
        case .failure(let error): handler(self, nil, nil, nil, error)
        case .success(let (samples, deleted, newAnchor)):
            if !samples.isEmpty || !deleted.isEmpty { handler(self, samples, deleted, newAnchor, nil) }
        }
    }

    /// What changed after the query's anchor among its types, and the anchor after it; moves the anchor on.
    private func changes() -> Result<([HKSample], [HKDeletedObject], HKQueryAnchor), HKError> {
        let database = HealthDatabase.shared
        for descriptor in descriptors {
            if let refusal = database.readRefusal(for: descriptor.sampleType) { return .failure(refusal) }
        }
        let readable = Set(descriptors.flatMap { database.readableSamples(of: $0.sampleType) }.map(\.uuid))
        let since = handlerLock.withLock { anchor }
        let log = database.withState { state in state.changes.filter { $0.number > since } }
        var samples: [HKSample] = []
        var deleted: [HKDeletedObject] = []
        var reached = since
        for change in log {
            guard let sample = change.object as? HKSample else { continue }
            let wanted = descriptors.contains { $0.sampleType == sample.sampleType && ($0.predicate?.evaluate(with: sample) ?? true) }
            if change.deleted {
                if descriptors.contains(where: { $0.sampleType == sample.sampleType }) { deleted.append(HKDeletedObject(sample)) }
            } else if wanted && readable.contains(sample.uuid) {
                if limit != HKObjectQueryNoLimit && samples.count == limit { break }
                samples.append(sample)
            }
            reached = change.number
        }
        if limit == HKObjectQueryNoLimit || samples.count < limit {
            reached = max(reached, log.last?.number ?? since)
        }
        handlerLock.withLock { anchor = reached }
        return .success((samples, deleted, HKQueryAnchor(change: reached)))
    }
}

/// How often the app is woken for new samples of a type, as HealthKit's `HKUpdateFrequency`.
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1
    case hourly = 2
    case daily = 3
    case weekly = 4
}

/// A device that records health data, as HealthKit's `HKDevice`.
public final class HKDevice: NSObject, @unchecked Sendable {
    /// The device's name, when known.
    public let name: String?
    /// The device's maker, when known.
    public let manufacturer: String?
    /// The device's model, when known.
    public let model: String?
    /// The device's hardware version, when known.
    public let hardwareVersion: String?
    /// The device's firmware version, when known.
    public let firmwareVersion: String?
    /// The device's software version, when known.
    public let softwareVersion: String?
    /// The device's identifier on this phone, when known.
    public let localIdentifier: String?
    /// The device's FDA Unique Device Identifier, when known.
    public let udiDeviceIdentifier: String?

    /// A device described by the given values.
    public init(
        name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?, softwareVersion: String?,
        localIdentifier: String?, udiDeviceIdentifier: String?
    ) {
        self.name = name
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.firmwareVersion = firmwareVersion
        self.softwareVersion = softwareVersion
        self.localIdentifier = localIdentifier
        self.udiDeviceIdentifier = udiDeviceIdentifier
        super.init()
    }

    /// The device the app runs on: an iPhone (the machine napkin draws for), by Apple, with this system's version.
    public static func local() -> HKDevice {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return HKDevice(
            name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
            softwareVersion: "\(version.majorVersion).\(version.minorVersion)", localIdentifier: nil, udiDeviceIdentifier: nil)
    }
}

extension HKHealthStore {
    /// Asks to wake the app when samples of `type` are saved, at most `frequency`; `completion` hears whether it
    /// worked. Linux wakes no app: the request is kept (``backgroundDeliveryFrequency(for:)``) and the observer queries
    /// the app runs hear of saves as they happen.
    public func enableBackgroundDelivery(
        for type: HKObjectType, frequency: HKUpdateFrequency, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        BackgroundDelivery.shared.set(frequency, for: type.identifier)
        completion(true, nil)
    }

    /// Asks to wake the app when samples of `type` are saved, at most `frequency`.
    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {
        BackgroundDelivery.shared.set(frequency, for: type.identifier)
    }

    /// Stops waking the app for `type`.
    public func disableBackgroundDelivery(
        for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        BackgroundDelivery.shared.set(nil, for: type.identifier)
        completion(true, nil)
    }

    /// Stops waking the app for any type.
    public func disableAllBackgroundDelivery(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        BackgroundDelivery.shared.clear()
        completion(true, nil)
    }

    /// How often the app asked to be woken for `type`, or `nil` (a napkin addition, for tests).
    public func backgroundDeliveryFrequency(for type: HKObjectType) -> HKUpdateFrequency? {
        BackgroundDelivery.shared.frequency(for: type.identifier)
    }
}

/// The background deliveries the app asked for.
private final class BackgroundDelivery: @unchecked Sendable {
    // Sound: every access to `frequencies` holds `lock`.
    static let shared = BackgroundDelivery()
    private let lock = NSLock()
    private var frequencies: [String: HKUpdateFrequency] = [:]

    func set(_ frequency: HKUpdateFrequency?, for identifier: String) { lock.withLock { frequencies[identifier] = frequency } }
    func frequency(for identifier: String) -> HKUpdateFrequency? { lock.withLock { frequencies[identifier] } }
    func clear() { lock.withLock { frequencies = [:] } }
}
