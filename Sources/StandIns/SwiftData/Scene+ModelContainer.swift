import NapkinUI

extension Scene {
    /// Gives the views of the scene's windows `container` and its main context, as SwiftUI's
    /// `Scene.modelContainer(_:)` (an app writes it on its `WindowGroup`).
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the scene's views a container for `modelType`, as `Scene.modelContainer(for:)`: the
    /// one every `modelContainer(for:)` of the same types and `inMemory` shares in the process
    /// (see `View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`).
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the scene's views a container for `modelTypes` (see the one-type form).
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let context = SharedContainers.context(for: modelTypes, inMemory: inMemory, onSetup: onSetup)
        context?.autosaveEnabled = isAutosaveEnabled
        return environment(\.modelContext, context ?? ModelContext(ModelContainer(empty: ())))
    }
}
