internal import Raster

/// How deep NapkinUI nests the views it builds into nodes, and what it does past the limit.
///
/// Every walk over a laid-out tree (measuring, placing, drawing, describing, finding controls)
/// recurses once per level, so a tree nested thousands of levels deep would overflow the
/// thread's stack (a debug build's main thread held 1,500 nested stacks, not 2,000). Rather
/// than crash, building stops at ``maximumDepth``: the views below are replaced by an empty
/// node, standard error says so, and the window's ``Window/layoutProblem`` names the depth,
/// which the snapshot strategies turn into a failing assertion.
@MainActor
enum ViewNesting {
    /// The deepest a view may be built, counted in views entered (a stack and its content,
    /// each modifier, each custom view's body): at most half of what a debug build's main
    /// thread holds for the deepest kind of level measured.
    static let maximumDepth = 1_000

    /// The depth of the view being built.
    private static var depth = 0
    /// How many times building has stopped at the limit in this process; a window compares
    /// the count before and after its layout.
    private(set) static var refusals = 0

    /// Builds with `build` one level deeper, or returns the node that stands for the views
    /// below the limit.
    static func deeper<T>(_ build: () -> T, refused: (LayoutNode) -> T) -> T {
        guard depth < maximumDepth else {
            refusals += 1
            GeometryInput.warnOnce("NapkinUI: \(message) (reported once)")
            return refused(TooDeepNode())
        }
        depth += 1
        defer { depth -= 1 }
        return build()
    }

    /// What a layout that reached the limit says.
    static var message: String {
        "The view tree is nested deeper than \(maximumDepth) levels, the most NapkinUI lays out (a deeper tree would overflow the thread's stack); the views below level \(maximumDepth) were left out. Flatten the hierarchy: fewer nested stacks, containers and modifiers."
    }
}

/// What stands for the views below ``ViewNesting/maximumDepth``: no size, nothing drawn, and
/// a line in the layout description that says why.
@MainActor
final class TooDeepNode: LayoutNode {
    override func computeSize(_ proposal: SizeProposal) -> Size { .zero }
    override var kind: String? { "TooDeep" }
    override var detail: String? { "views nested deeper than \(ViewNesting.maximumDepth) levels were left out" }
}
