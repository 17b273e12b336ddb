// A file as iOS apps write it: Foundation and CoreData together, NSPredicate(format:) and
// NSSortDescriptor(key:) resolve to the stand-in's (Linux's Foundation traps in the first and
// leaves out the second).
import CoreData
import Foundation

func recentUndoneRequest(after date: Date) -> NSFetchRequest<Item> {
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
        NSPredicate(format: "isDone == NO"),
        NSPredicate(format: "timestamp >= %@", date as NSDate),
    ])
    request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
    return request
}
