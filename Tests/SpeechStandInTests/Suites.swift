import Testing

/// The audio-input and speech tests share the process's audio session, record permission and installed recogniser,
/// so they run one at a time.
@Suite("Speech and audio input stand-ins", .serialized)
enum AudioInputSuites {}
