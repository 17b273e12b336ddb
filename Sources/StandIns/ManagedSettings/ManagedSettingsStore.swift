import Foundation

/// A store of restrictions an app applies to the device, as ManagedSettings' `ManagedSettingsStore`.
///
/// Stores with the same name share their settings across the process (as on iOS, where they share them across the
/// app and its extensions). Linux has no Screen Time, so nothing is shielded: the settings are kept, read back and
/// cleared exactly as an app's code expects, and a test reads them to see what the app asked for.
public class ManagedSettingsStore {
    /// A store's name, as `ManagedSettingsStore.Name`.
    public struct Name: RawRepresentable, Hashable, Codable, Sendable {
        /// The name, as written.
        public let rawValue: String
        /// A name from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The default store's name.
        public static let `default` = Name("default")
    }

    /// The store's name.
    public let name: Name

    /// The default store.
    public init() { name = .default }

    /// The store called `name`, sharing settings with every other store of that name.
    public init(named name: Name) { self.name = name }

    /// The shield (the screen iOS puts over restricted apps and sites) this store asks for.
    public var shield: ShieldSettings {
        get { SettingsTable.shared.shield(for: name) }
        set { SettingsTable.shared.setShield(newValue, for: name) }
    }

    /// Removes every setting of this store.
    public func clearAllSettings() { SettingsTable.shared.setShield(ShieldSettings(), for: name) }

    /// Removes every setting of every store the app made (iOS 16), as `clearAllSettings(...)` on each.
    public static func clearAllSettings() { SettingsTable.shared.clearAll() }
}

/// What a store shields, as ManagedSettings' `ShieldSettings`.
public struct ShieldSettings: Equatable, Sendable {
    /// How categories are shielded, as `ShieldSettings.ActivityCategoryPolicy`.
    public enum ActivityCategoryPolicy<T>: Equatable, Sendable {
        /// Every category, except the given items.
        case all(except: Set<Token<T>> = [])
        /// The given categories, except the given items.
        case specific(Set<ActivityCategoryToken>, except: Set<Token<T>> = [])
        /// No category.
        case none
    }

    /// Apps to shield.
    public var applications: Set<ApplicationToken>?
    /// Categories of apps to shield.
    public var applicationCategories: ActivityCategoryPolicy<Application>?
    /// Web domains to shield.
    public var webDomains: Set<WebDomainToken>?
    /// Categories of web domains to shield.
    public var webDomainCategories: ActivityCategoryPolicy<WebDomain>?

    /// No shield.
    public init() {}
}

/// The process's settings, by store name.
private final class SettingsTable: @unchecked Sendable {
    // Sound: every access to `shields` holds `lock`.
    static let shared = SettingsTable()
    private let lock = NSLock()
    private var shields: [ManagedSettingsStore.Name: ShieldSettings] = [:]

    func shield(for name: ManagedSettingsStore.Name) -> ShieldSettings { lock.withLock { shields[name] ?? ShieldSettings() } }

    func setShield(_ shield: ShieldSettings, for name: ManagedSettingsStore.Name) { lock.withLock { shields[name] = shield } }

    func clearAll() { lock.withLock { shields = [:] } }
}
