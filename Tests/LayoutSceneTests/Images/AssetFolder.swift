import Foundation

/// A temporary folder the asset tests write catalogs into, with byte-level PNG and JPEG headers of chosen sizes
/// (the catalog reads sizes from headers only).
struct AssetFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutviz-assets-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` (or bytes) at a path inside the folder, creating folders on the way.
    func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func write(_ path: String, text: String) throws {
        try write(path, Data(text.utf8))
    }

    /// An image set whose `Contents.json` lists `files` as (file name, scale) and whose files are PNG headers of
    /// `width × scale` by `height × scale` pixels.
    func imageSet(_ name: String, width: Int, height: Int, scales: [Int], extra: String = "") throws {
        var entries: [String] = []
        for scale in scales {
            let file = scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
            try write("Assets.xcassets/\(name).imageset/\(file)", Self.png(width: width * scale, height: height * scale))
            entries.append(#"{ "filename" : "\#(file)", "idiom" : "universal", "scale" : "\#(scale)x" }"#)
        }
        try write("Assets.xcassets/\(name).imageset/Contents.json", text: """
            { "images" : [ \(entries.joined(separator: ", ")) ],
              "info" : { "author" : "xcode", "version" : 1 }\(extra) }
            """)
    }

    /// The PNG signature and an `IHDR` chunk for `width` × `height` (enough for the header reader).
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// A JPEG start, an APP0 segment and a baseline start-of-frame for `width` × `height`.
    static func jpeg(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 8] + bigEndian(height, 2) + bigEndian(width, 2) + [3, 1, 0x22, 0, 2, 0x11, 1, 3,
                                                                                              0x11, 1]
        return Data(bytes + [0xFF, 0xD9])
    }

    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
}
