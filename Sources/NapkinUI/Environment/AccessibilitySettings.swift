/// The accessibility settings iOS's environment carries, as SwiftUI's `EnvironmentValues`
/// properties. Each is off by default, as on a phone with the settings untouched; a test or a
/// preview sets one with `.environment(\.accessibilityReduceMotion, true)` to draw the screen a
/// user with that setting sees. NapkinUI draws still frames, so motion is never drawn either way:
/// these are for the views that choose what to show by them.
extension EnvironmentValues {
    /// Whether the user asked for less motion (Settings › Accessibility › Motion).
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilitySettingKey<ReduceMotion>.self] }
        set { self[AccessibilitySettingKey<ReduceMotion>.self] = newValue }
    }

    /// Whether the user asked for less transparency (blurs and materials made opaque).
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilitySettingKey<ReduceTransparency>.self] }
        set { self[AccessibilitySettingKey<ReduceTransparency>.self] = newValue }
    }

    /// Whether the user asked that colour not be the only way things differ.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilitySettingKey<DifferentiateWithoutColor>.self] }
        set { self[AccessibilitySettingKey<DifferentiateWithoutColor>.self] = newValue }
    }

    /// Whether Smart Invert is on.
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilitySettingKey<InvertColors>.self] }
        set { self[AccessibilitySettingKey<InvertColors>.self] = newValue }
    }

    /// Whether the user asked for button shapes.
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilitySettingKey<ShowButtonShapes>.self] }
        set { self[AccessibilitySettingKey<ShowButtonShapes>.self] = newValue }
    }

    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilitySettingKey<VoiceOverEnabled>.self] }
        set { self[AccessibilitySettingKey<VoiceOverEnabled>.self] = newValue }
    }

    /// Whether Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySettingKey<SwitchControlEnabled>.self] }
        set { self[AccessibilitySettingKey<SwitchControlEnabled>.self] = newValue }
    }

    /// Whether any assistive technology (VoiceOver, Switch Control…) is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilitySettingKey<AssistiveTechnologyEnabled>.self] }
        set { self[AccessibilitySettingKey<AssistiveTechnologyEnabled>.self] = newValue }
    }

    /// Whether the user asked that video and animated images not play on their own.
    public var accessibilityPlayAnimatedImages: Bool {
        get { !self[AccessibilitySettingKey<StopAnimatedImages>.self] }
        set { self[AccessibilitySettingKey<StopAnimatedImages>.self] = !newValue }
    }
}

/// The settings above, one key type each.
enum ReduceMotion {}
enum ReduceTransparency {}
enum DifferentiateWithoutColor {}
enum InvertColors {}
enum ShowButtonShapes {}
enum VoiceOverEnabled {}
enum SwitchControlEnabled {}
enum AssistiveTechnologyEnabled {}
enum StopAnimatedImages {}

/// The environment key of the accessibility setting `Setting`: off unless set.
struct AccessibilitySettingKey<Setting>: EnvironmentKey {
    static var defaultValue: Bool { false }
}
