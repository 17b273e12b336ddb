import Foundation

/// Everything `handle` (a pipe's reading end) gives until its writers close it.
///
/// Unlike `FileHandle.readDataToEndOfFile()`, which stops the process when a read fails
/// with `EAGAIN`, this waits for data when the pipe is non-blocking: a pipe's flags belong to
/// the pipe, not to this process's descriptor, so a child that inherited the pipe (a test's
/// pipes are inheritable while another test starts its child) can make it non-blocking.
package func readAll(_ handle: FileHandle) -> Data {
    let descriptor = handle.fileDescriptor
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[0..<count])
        } else if count == 0 {
            return data
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, -1)
        } else if errno != EINTR {
            return data
        }
    }
}
