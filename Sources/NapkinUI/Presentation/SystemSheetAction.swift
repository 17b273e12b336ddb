/// What NapkinUI asks where iOS shows system UI that a person answers (the export sheet, the
/// document picker, the image picker): no one is there to choose on Linux, so a request goes
/// to an action in the environment, which answers as the person would. Each kind of sheet has
/// its own name for it (``FileExportAction``, ``FileImportAction``, ``ImagePickAction``), with
/// a `cancel` default and ready-made answers; a test or an app installs its own with
/// `.environment(\.fileExport, FileExportAction { request in … })`.
public struct SystemSheetAction<Request, Answer> {
    private let handler: @MainActor (Request) -> Answer

    /// An action answering each request with `handler`'s result.
    public init(_ handler: @escaping @MainActor (Request) -> Answer) {
        self.handler = handler
    }

    /// Handles `request`.
    @MainActor
    public func callAsFunction(_ request: Request) -> Answer {
        handler(request)
    }
}
