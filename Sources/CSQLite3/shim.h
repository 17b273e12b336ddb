// The system's SQLite (libsqlite3-dev), for the SQLite3 stand-in.
#include <sqlite3.h>
