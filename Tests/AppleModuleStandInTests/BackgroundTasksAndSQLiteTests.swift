import BackgroundTasks
import Foundation
import SQLite3
import Testing

@Suite("BackgroundTasks and SQLite3 stand-ins", .serialized)
struct BackgroundTasksAndSQLiteTests {
    @Test("A request needs a registered handler; the tasks due run in their handler, which completes them")
    func scheduling() async throws {
        let scheduler = BGTaskScheduler.shared
        scheduler.reset()
        defer { scheduler.reset() }
        let refresh = BGAppRefreshTaskRequest(identifier: "app.refresh")
        #expect(throws: BGTaskScheduler.Error(.notPermitted)) { try scheduler.submit(refresh) }
        #expect((BGTaskScheduler.Error(.notPermitted) as NSError).domain == "BGTaskSchedulerErrorDomain")
        var ran: [String] = []
        #expect(
            scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { task in
                ran.append(task.identifier)
                task.setTaskCompleted(success: task is BGAppRefreshTask)
            })
        #expect(!scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { _ in })
        scheduler.register(forTaskWithIdentifier: "app.cleanup", using: DispatchQueue(label: "cleanup")) { task in
            task.setTaskCompleted(success: task is BGProcessingTask)
        }
        refresh.earliestBeginDate = Date(timeIntervalSince1970: 1_000)
        try scheduler.submit(refresh)
        let cleanup = BGProcessingTaskRequest(identifier: "app.cleanup")
        cleanup.requiresExternalPower = true
        try scheduler.submit(cleanup)
        // a second refresh request replaces the first; two refresh kinds would be too many
        try scheduler.submit(refresh)
        #expect(await scheduler.pendingTaskRequests().map(\.identifier) == ["app.cleanup", "app.refresh"])

        let early = scheduler.runPendingTasks(at: Date(timeIntervalSince1970: 500))
        #expect(early.map(\.identifier) == ["app.cleanup"] && early[0].completedSuccessfully == true)
        let later = scheduler.runPendingTasks(at: Date(timeIntervalSince1970: 2_000))
        #expect(later.map(\.completedSuccessfully) == [true] && ran == ["app.refresh"])
        #expect(await scheduler.pendingTaskRequests().isEmpty)
        try scheduler.submit(refresh)
        scheduler.cancel(taskRequestWithIdentifier: "app.refresh")
        #expect(await scheduler.pendingTaskRequests().isEmpty)
    }

    @Test("import SQLite3 opens, writes and reads a real database with the C API")
    func sqlite() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: url) }
        var db: OpaquePointer?
        #expect(sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK)
        defer { sqlite3_close(db) }
        #expect(sqlite3_exec(db, "CREATE TABLE expense (title TEXT, amount REAL)", nil, nil, nil) == SQLITE_OK)
        var insert: OpaquePointer?
        #expect(sqlite3_prepare_v2(db, "INSERT INTO expense VALUES (?, ?)", -1, &insert, nil) == SQLITE_OK)
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        sqlite3_bind_text(insert, 1, "Dinner", -1, transient)
        sqlite3_bind_double(insert, 2, 42.5)
        #expect(sqlite3_step(insert) == SQLITE_DONE)
        sqlite3_finalize(insert)
        var query: OpaquePointer?
        #expect(sqlite3_prepare_v2(db, "SELECT title, amount FROM expense", -1, &query, nil) == SQLITE_OK)
        #expect(sqlite3_step(query) == SQLITE_ROW)
        #expect(String(cString: sqlite3_column_text(query, 0)) == "Dinner" && sqlite3_column_double(query, 1) == 42.5)
        #expect(sqlite3_step(query) == SQLITE_DONE)
        sqlite3_finalize(query)
    }
}
