// A view file importing only SwiftUI (here NapkinUI), as iOS apps write their Core Data screens: SwiftUI
// declares `@FetchRequest` and `FetchedResults`. It compiles because this target applies the AppleImports
// plugin, whose file imports the CoreData stand-in for a target that depends on it.
import NapkinUI

/// The unfinished items' names, newest name first, from a fetch request written with only `import SwiftUI`.
struct SwiftUIOnlyItemList: View {
    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \Item.name, ascending: false)], predicate: NSPredicate(format: "isDone == NO"))
    private var items: FetchedResults<Item>
    @Environment(\.managedObjectContext) private var context

    var body: some View {
        Text(items.compactMap(\.name).joined(separator: ", ") + (context.hasChanges ? " (unsaved)" : ""))
    }
}
