// `import os` on Linux: what Apple's `os` module gives a Swift file that logs, `Logger`,
// `os_log`, `OSLog` and `OSLogType`, from napkin's OSLog stand-in (on Apple platforms `os`
// re-exports the same unified-logging names).
@_exported import OSLog
