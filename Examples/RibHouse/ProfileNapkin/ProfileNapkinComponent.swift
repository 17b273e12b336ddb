import Napkin

/// ProfileNapkin needs nothing from above: signing out goes through its listener.
protocol ProfileNapkinDependency: Dependency {}

/// The ProfileNapkin's component.
final class ProfileNapkinComponent: Component<ProfileNapkinDependency> {}
