import Foundation
import PackageTestSupport
import Testing

/// The tests' pipe reader keeps reading when a child has made the pipe non-blocking, where
/// `readDataToEndOfFile()` stops the whole test process.
@Suite struct PipeReadingTests {
    @Test("A non-blocking pipe is read to its end, the data arriving later and in pieces")
    func nonBlockingPipe() {
        let pipe = Pipe()
        let reader = pipe.fileHandleForReading.fileDescriptor
        #expect(fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK) == 0)
        let writer = pipe.fileHandleForWriting
        let pieces = (0..<5).map { Data(repeating: UInt8($0), count: 100_000) }
        Thread.detachNewThread {
            for piece in pieces {
                usleep(20_000)
                writer.write(piece)
            }
            try? writer.close()
        }
        #expect(readAll(pipe.fileHandleForReading) == pieces.reduce(Data(), +))
    }
}
