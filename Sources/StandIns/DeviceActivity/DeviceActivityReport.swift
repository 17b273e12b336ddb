import ManagedSettings
import NapkinUI

/// What a usage report covers, as DeviceActivity's `DeviceActivityFilter`.
public struct DeviceActivityFilter: Hashable, Sendable {
    /// How the report's time is cut, as `DeviceActivityFilter.SegmentInterval`.
    public enum SegmentInterval: Hashable, Sendable {
        /// Hour by hour over `interval`.
        case hourly(during: DateInterval)
        /// Day by day over `interval`.
        case daily(during: DateInterval)
        /// Week by week over `interval`.
        case weekly(during: DateInterval)
    }

    /// Whose use, as `DeviceActivityFilter.Users`.
    public enum Users: Hashable, Sendable {
        /// Everyone on the device.
        case all
        /// The children in the person's Family Sharing group.
        case children
    }

    /// Which devices, as `DeviceActivityFilter.Devices`.
    public struct Devices: Hashable, Sendable {
        /// A kind of device.
        public enum Model: Hashable, Sendable {
            case iPhone, iPad, mac, appleWatch
        }
        /// The kinds counted; `nil` for all.
        public let models: Set<Model>?
        /// Devices of the given kinds.
        public init(_ models: Set<Model>) { self.models = models }
        private init(all: Void) { models = nil }
        /// Every device.
        public static let all = Devices(all: ())
    }

    /// How the time is cut.
    public let segmentInterval: SegmentInterval
    /// Whose use.
    public let users: Users
    /// Which devices.
    public let devices: Devices
    /// The apps counted (none: all).
    public let applications: Set<ApplicationToken>
    /// The categories counted (none: all).
    public let categories: Set<ActivityCategoryToken>
    /// The web domains counted (none: all).
    public let webDomains: Set<WebDomainToken>

    /// Today, day by day, for everyone on every device, counting everything (no tokens given).
    public init(
        segment: SegmentInterval = .daily(during: Calendar.current.dateInterval(of: .day, for: Date()) ?? DateInterval()),
        users: Users = .all,
        devices: Devices = .all, applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
        webDomains: Set<WebDomainToken> = []
    ) {
        segmentInterval = segment
        self.users = users
        self.devices = devices
        self.applications = applications
        self.categories = categories
        self.webDomains = webDomains
    }
}

/// A usage report drawn by the app's report extension, as DeviceActivity's `DeviceActivityReport`.
///
/// On iOS the report is a remote view: Screen Time runs the app's report extension with `context` and `filter` and
/// shows what it draws, taking the space it is offered. Linux runs no extension, so the report is that space left
/// empty, as iOS shows it while the extension has drawn nothing.
public struct DeviceActivityReport: View {
    /// Which of the extension's scenes draws the report, as `DeviceActivityReport.Context`.
    public struct Context: RawRepresentable, Hashable, Sendable {
        /// The name, as written.
        public let rawValue: String
        /// A name from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The scene asked for.
    public let context: Context
    /// What the report covers.
    public let filter: DeviceActivityFilter

    /// A report drawn by the extension's `context` scene over what `filter` covers.
    public init(_ context: Context, filter: DeviceActivityFilter = DeviceActivityFilter()) {
        self.context = context
        self.filter = filter
    }

    /// The view.
    public var body: some View {
        Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).accessibilityHidden(true)
    }
}
