import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells when any of a set of files is saved, created, replaced or deleted, through the kernel's file notifications
/// (inotify), never by polling: it watches the folders holding the files — editors save by writing a new file and
/// renaming it over the old one, which a watch on the file itself would lose — and reports the events naming one of
/// the files. Watching a folder's tree instead (an app's folder), it reports every file under it that a rule
/// accepts, those created later included, and watches the folders created in it too. Events arriving within
/// ``settleTime`` of each other are reported once.
///
/// ```swift
/// let watcher = try FileChangeWatcher(files: ["Samples/card.swiftlay"])
/// for await changed in watcher.changes { print("saved:", changed) }
/// ```
final class FileChangeWatcher: Sendable {
    /// How long a burst of events may last to count as one save.
    static let settleTime: TimeInterval = 0.05
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)

    /// The changes: each element is the set of watched files changed, as their standardized paths (and, in a tree,
    /// the folders created).
    let changes: AsyncStream<Set<String>>
    /// The write end of the pipe that stops the reading thread.
    private let stopper: Int32

    /// Starts watching `files` (paths as given); a folder that cannot be watched (missing, unreadable) is bad input
    /// naming it, and a system without file notifications a failure.
    convenience init(files: [String]) throws(CommandFailure) {
        let paths = Set(files.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        try self.init(folders: Set(paths.map { ($0 as NSString).deletingLastPathComponent }), tree: false,
                      accepting: { paths.contains($0) })
    }

    /// Starts watching every folder under `root` (hidden ones left out) for the files `accepting` takes, by their
    /// standardized paths; folders created later are watched as they appear.
    ///
    /// ```swift
    /// let watcher = try FileChangeWatcher(tree: "App", accepting: { $0.hasSuffix(".swift") })
    /// ```
    convenience init(tree root: String, accepting: @escaping @Sendable (String) -> Bool) throws(CommandFailure) {
        let top = URL(fileURLWithPath: root).standardizedFileURL.path
        try self.init(folders: Set([top] + Self.folders(under: top)), tree: true, accepting: accepting)
    }

    private init(folders: Set<String>, tree: Bool, accepting: @escaping @Sendable (String) -> Bool)
        throws(CommandFailure) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        var pipeEnds: [Int32] = [0, 0]
        guard descriptor >= 0, pipe(&pipeEnds) == 0 else {
            throw CommandFailure(.failure, "error: cannot watch files: \(String(cString: strerror(errno)))")
        }
        var watched: [Int32: String] = [:]
        for folder in folders.sorted() {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else {
                close(descriptor)
                close(pipeEnds[0])
                close(pipeEnds[1])
                throw CommandFailure(.badInput, "error: cannot watch \(folder): \(String(cString: strerror(errno)))")
            }
            watched[watch] = folder
        }
        let folderOfWatch = watched
        let (stream, continuation) = AsyncStream.makeStream(of: Set<String>.self)
        changes = stream
        stopper = pipeEnds[1]
        let stopSignal = pipeEnds[0]
        let thread = Thread {
            Self.read(from: descriptor, stoppedBy: stopSignal, folders: folderOfWatch, tree: tree, wanted: accepting,
                      into: continuation)
            close(descriptor)
            close(stopSignal)
        }
        thread.name = "layoutviz file watcher"
        thread.start()
    }

    /// Stops watching: the reading thread ends and ``changes`` finishes.
    deinit {
        var byte: UInt8 = 1
        _ = write(stopper, &byte, 1)
        close(stopper)
    }

    /// The folders under `root`, hidden ones (and what is in them) left out.
    private static func folders(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(
            at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles]) else { return [] }
        return walker.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
            else { return nil }
            return url.standardizedFileURL.path
        }
    }

    /// Reads events until stopped, yielding the wanted files each burst touched; in a tree, a folder created is
    /// watched (with the folders in it) and reported.
    private static func read(from descriptor: Int32, stoppedBy stop: Int32, folders: [Int32: String], tree: Bool,
                             wanted: @Sendable (String) -> Bool,
                             into continuation: AsyncStream<Set<String>>.Continuation) {
        var folders = folders
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pending: Set<String> = []
        while true {
            var pollers = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            let timeout = pending.isEmpty ? -1 : Int32(settleTime * 1000)
            let ready = poll(&pollers, 2, timeout)
            if ready == 0 {
                if !pending.isEmpty { continuation.yield(pending) }
                pending = []
                continue
            }
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, pollers[1].revents == 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            for (path, isFolder) in events(in: buffer, count: count, folders: folders) {
                if isFolder {
                    guard tree, !(path as NSString).lastPathComponent.hasPrefix("."),
                          FileManager.default.fileExists(atPath: path) else { continue }
                    for folder in [path] + Self.folders(under: path) {
                        let watch = inotify_add_watch(descriptor, folder, Self.mask)
                        if watch >= 0 { folders[watch] = folder }
                    }
                    pending.insert(path)
                } else if wanted(path) {
                    pending.insert(path)
                }
            }
        }
        continuation.finish()
    }

    /// The paths the events in the first `count` bytes of `buffer` name, each with whether it is a folder.
    private static func events(in buffer: [UInt8], count: Int, folders: [Int32: String]) -> [(String, Bool)] {
        var paths: [(String, Bool)] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            if let folder = folders[watch], !nameBytes.isEmpty {
                paths.append((folder + "/" + String(decoding: nameBytes, as: UTF8.self), mask & UInt32(IN_ISDIR) != 0))
            }
            offset += header + length
        }
        return paths
    }
}
