// `import FirebaseStorageSwift`: the module older apps import for Storage's async and `Result` forms, which Firebase 10
// moved into FirebaseStorage. Re-exports it.
@_exported import FirebaseStorage
