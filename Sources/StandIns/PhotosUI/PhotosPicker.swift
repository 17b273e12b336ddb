import Foundation
import NapkinUI

/// The button that opens the photo picker, as PhotosUI's `PhotosPicker`: its label drawn and
/// tappable as a `Button`'s, with a binding to the picked item (or items).
///
/// Linux has no photo library and no system picker: tapping the button opens nothing and the
/// selection stays as it is, as when the person cancels on iOS. A test sets the selection
/// itself (`PhotosPickerItem(itemIdentifier:)`) to see what the screen does with a pick.
public struct PhotosPicker<Label: View>: View {
    let label: Label
    let filter: PHPickerFilter?
    let maxSelectionCount: Int?

    /// The button, drawn as a `Button` with `label`.
    public var body: some View {
        Button {
            // No library to pick from: the picker is cancelled and the selection kept.
        } label: {
            label
        }
    }

    /// A picker of one item, labelled `label`.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), filter: filter, maxSelectionCount: 1)
    }

    /// A picker of one item from `photoLibrary`, labelled `label`.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), filter: filter, maxSelectionCount: 1)
    }

    /// A picker of up to `maxSelectionCount` items (nil: any number), labelled `label`.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), filter: filter, maxSelectionCount: maxSelectionCount)
    }

    /// A picker of up to `maxSelectionCount` items from `photoLibrary`, labelled `label`.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), filter: filter, maxSelectionCount: maxSelectionCount)
    }

    init(label: Label, filter: PHPickerFilter?, maxSelectionCount: Int?) {
        self.label = label
        self.filter = filter
        self.maxSelectionCount = maxSelectionCount
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(label: Text(titleKey), filter: filter, maxSelectionCount: 1)
    }

    /// A picker of one item, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(label: Text(String(title)), filter: filter, maxSelectionCount: 1)
    }

    /// A picker of one item from `photoLibrary`, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        self.init(label: Text(titleKey), filter: filter, maxSelectionCount: 1)
    }

    /// A picker of one item from `photoLibrary`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        self.init(label: Text(String(title)), filter: filter, maxSelectionCount: 1)
    }

    /// A picker of up to `maxSelectionCount` items from `photoLibrary`, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        self.init(label: Text(titleKey), filter: filter, maxSelectionCount: maxSelectionCount)
    }

    /// A picker of up to `maxSelectionCount` items from `photoLibrary`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        self.init(label: Text(String(title)), filter: filter, maxSelectionCount: maxSelectionCount)
    }

    /// A picker of up to `maxSelectionCount` items, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(label: Text(titleKey), filter: filter, maxSelectionCount: maxSelectionCount)
    }

    /// A picker of up to `maxSelectionCount` items, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(label: Text(String(title)), filter: filter, maxSelectionCount: maxSelectionCount)
    }
}

extension View {
    /// Presents the photo picker while `isPresented` is true. Linux has no picker: the person
    /// cancels at once, `isPresented` is set back to false and the selection is kept.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        modifier(CancelledPhotosPicker(isPresented: isPresented))
    }

    /// Presents the photo picker for several items while `isPresented` is true. Linux has no
    /// picker: the person cancels at once, `isPresented` is set back to false.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        modifier(CancelledPhotosPicker(isPresented: isPresented))
    }
}

extension View {
    /// Presents the picker of one item from `photoLibrary` while `isPresented` is true. Linux has no picker: the
    /// person cancels at once, `isPresented` is set back to false and the selection is kept.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) -> some View {
        modifier(CancelledPhotosPicker(isPresented: isPresented))
    }

    /// Presents the picker of several items from `photoLibrary` while `isPresented` is true. Linux has no picker:
    /// the person cancels at once, `isPresented` is set back to false.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) -> some View {
        modifier(CancelledPhotosPicker(isPresented: isPresented))
    }
}

/// A picker presentation the person cancels as soon as it is asked for.
struct CancelledPhotosPicker: ViewModifier {
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        content
            .onAppear { if isPresented { isPresented = false } }
            .onChange(of: isPresented) { _, presented in if presented { isPresented = false } }
    }
}
