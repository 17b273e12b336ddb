/// Why an assertion has no reference file of its own; its description is the failure message.
enum SnapshotNamingError: Error, Equatable, CustomStringConvertible {
    /// Another assertion of this process already uses the reference file.
    case referenceClaimedTwice(path: String, first: String, second: String)
    /// An unnamed snapshot in a parameterized test whose case arguments could not be read, so
    /// its cases cannot be given distinct files.
    case caseArgumentsUnreadable(test: String)
    /// The strategy's path extension would make the reference file's name a path (a `/`,
    /// or a NUL that ends a path early).
    case unsafePathExtension(String)

    /// A message that says what went wrong and what to do.
    var description: String {
        switch self {
        case .referenceClaimedTwice(let path, let first, let second):
            return """
                Two snapshot assertions resolve to the same reference file "\(path)":
                  first: \(first)
                  this:  \(second)
                Each would compare against, or record over, the other's snapshot. Give this one \
                its own name with "named:" (in a parameterized test, include the arguments in \
                the name), or a different "testName:".
                """
        case .caseArgumentsUnreadable(let test):
            return """
                Can't give the cases of the parameterized test \(test) their own reference \
                files: this toolchain's Swift Testing does not let SnapshotTesting read the \
                case's arguments. Pass "named:" with the arguments in the name.
                """
        case .unsafePathExtension(let pathExtension):
            return """
                The strategy's pathExtension \(pathExtension.debugDescription) would lead the \
                reference file out of its folder: an extension is one word, such as "png" or \
                "txt", without "/". Fix the strategy's pathExtension; nothing was read or written.
                """
        }
    }
}
