// iOS ships SQLite as the `SQLite3` module (libsqlite3); on Linux the same C library comes from
// the system (Debian's libsqlite3-dev), and this module gives it that name, so a store written with
// `import SQLite3` (`sqlite3_open_v2`, `sqlite3_prepare_v2`, `sqlite3_bind_text`, `SQLITE_OK`) runs
// unchanged against a real database. As on iOS, `SQLITE_TRANSIENT` and `SQLITE_STATIC`, C macros
// Swift cannot import, are for the app to declare.
@_exported import CSQLite3
