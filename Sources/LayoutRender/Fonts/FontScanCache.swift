import Foundation

/// The per-user folder where fontconfig keeps what it learned from scanning the font set, so that every process
/// after the first maps one cache file instead of opening each font file and computing its coverage.
///
/// fontconfig caches directories, not files, so the files are reached through a directory of symbolic links to
/// exactly them (`00-Inter-Regular.otf` → `/usr/share/fonts/opentype/inter/Inter-Regular.otf`, numbered because
/// fontconfig scans a directory in name order). The directory is named after the files' paths, sizes, modification
/// times and inodes, so a changed font gets a new directory and one new scan; it is built under a temporary name and
/// renamed into place, and fontconfig writes its own cache files atomically. The folder is `$XDG_CACHE_HOME/layoutviz`
/// (an absolute `XDG_CACHE_HOME` only, as the XDG specification says) or `~/.cache/layoutviz`. Wherever any of this
/// cannot be made or read, ``links(to:)`` returns `nil` and the caller adds the files one by one, as without a cache.
///
/// ```swift
/// let cache = FontScanCache(environment: ProcessInfo.processInfo.environment)
/// let links = cache?.links(to: FontLibrary.defaultFontFiles) // nil → add the files themselves
/// ```
struct FontScanCache: Sendable {
    /// The folder everything lives under.
    let root: String

    /// A directory of links made by ``links(to:)``.
    struct Links {
        /// The directory.
        let directory: String
        /// The links, in the order of the files they point to.
        let paths: [String]
    }

    /// The folder fontconfig writes its cache files to (`<root>/fontconfig`).
    var fontconfigDirectory: String { root + "/fontconfig" }

    /// The cache under `root`.
    init(root: String) {
        self.root = root
    }

    /// The user's cache (`$XDG_CACHE_HOME/layoutviz` or `$HOME/.cache/layoutviz`); `nil` when neither variable holds
    /// an absolute path.
    init?(environment: [String: String]) {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            self.init(root: cache + "/layoutviz")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            self.init(root: home + "/.cache/layoutviz")
        } else {
            return nil
        }
    }

    /// The directory of links to `files` (which must exist), made if it is not there yet together with the fontconfig
    /// cache folder; `nil` when either cannot be made or a link found there does not point where it should.
    func links(to files: [String]) -> Links? {
        guard let fingerprint = Self.fingerprint(of: files) else { return nil }
        let width = max(2, String(files.count - 1).count)
        let names = files.enumerated().map { index, path in
            String(repeating: "0", count: width - String(index).count) + "\(index)-"
                + URL(fileURLWithPath: path).lastPathComponent
        }
        let directory = root + "/fonts/" + fingerprint
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: fontconfigDirectory, withIntermediateDirectories: true)
            if !manager.fileExists(atPath: directory) {
                try Self.makeLinks(in: directory, names: names, files: files)
            }
        } catch {
            return nil
        }
        let paths = names.map { directory + "/" + $0 }
        for (link, file) in zip(paths, files) {
            guard (try? manager.destinationOfSymbolicLink(atPath: link)) == file else { return nil }
        }
        return Links(directory: directory, paths: paths)
    }

    /// Builds the link directory under a temporary name and renames it into place; another process that got there
    /// first wins, and its directory is as good.
    private static func makeLinks(in directory: String, names: [String], files: [String]) throws {
        let manager = FileManager.default
        let staging = directory + ".staging-\(getpid())"
        try? manager.removeItem(atPath: staging)
        try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: staging) }
        for (name, path) in zip(names, files) {
            try manager.createSymbolicLink(atPath: staging + "/" + name, withDestinationPath: path)
        }
        if rename(staging, directory) != 0, !manager.fileExists(atPath: directory) {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// A hex digest of each file's path, size, modification time and inode; `nil` if one cannot be read.
    private static func fingerprint(of files: [String]) -> String? {
        var description = "layoutviz font links 1\n"
        for path in files {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            description += "\(path)\u{0}\(info.st_size)\u{0}\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
                + "\u{0}\(info.st_ino)\n"
        }
        return SHA256.hexDigest(of: Data(description.utf8))
    }
}
