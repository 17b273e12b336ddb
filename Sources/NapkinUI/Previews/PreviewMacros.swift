/// Declares a preview of the view `body` builds, as SwiftUI's `#Preview`:
///
/// ```swift
/// #Preview { ProfileView() }
/// #Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) { ProfileView() }
/// #Preview("Counter") {
///     @Previewable @State var count = 3
///     Stepper("Count: \(count)", value: $count)
/// }
/// ```
///
/// NapkinUI's compiler plugin expands it, in the file that declares it (so the body sees the
/// file's `private` views), to a private function that builds the view and a record of the
/// preview (file, line, name, traits) in the `napkin_previews` linker section, where
/// ``PreviewRegistry`` finds it at run time. It may stand at file scope or in a type's body,
/// not in a function or in `main.swift`. One declaration serves every form: the variadic
/// `traits:` may be empty.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "NapkinPreviewMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body, such as `@Previewable @State var on = true`,
/// as SwiftUI's `@Previewable`: `#Preview` makes the body a view whose stored properties are
/// these declarations, so the state lives as long as the preview. On its own it adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "NapkinPreviewMacros", type: "PreviewableMacro")

/// Builds a `#Preview` body's view with the view builder (called by the macro's expansion).
///
/// The body is `() -> any View`, as the macro's own declaration and Apple's are: a body that
/// `return`s views of different types (`do { return Editor() } catch { return Text("…") }`)
/// compiles, since explicit `return`s turn the builder off and each value becomes `any View`.
@MainActor
public func _previewBody(@ViewBuilder _ body: () -> any View) -> AnyView { AnyView(erasing: body()) }
