import Foundation
import LayoutDiff
import LayoutRender

/// Reads the files `layoutviz diff` compares: PNGs as pixels, frames snapshots and scenes as layouts.
enum ComparedFile {
    /// What a file holds, told from its name and first bytes.
    enum Kind {
        case png
        case frames
        case scene
    }

    static func kind(of path: String) -> Kind {
        let name = path.lowercased()
        if name.hasSuffix(".png") { return .png }
        if name.hasSuffix(".swiftlay") || name.hasSuffix(".swift") || name.hasSuffix(".m") { return .scene }
        if let handle = FileHandle(forReadingAtPath: path) {
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: 8)) ?? Data()
            if start.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        }
        return .frames
    }

    /// The PNG's pixels; unreadable or not a PNG → bad input.
    static func image(_ path: String) throws(CommandFailure) -> RGBAImage {
        let data = try contents(path)
        do {
            let png = try PNGImage(data: data)
            return try RGBAImage(width: png.width, height: png.height, pixels: png.rgba)
        } catch {
            throw CommandFailure(.badInput, "error: \(path) is not a readable PNG: \(error)")
        }
    }

    /// The layout a frames snapshot records, or a scene file's layout.
    static func frames(_ path: String, size: CGSize) throws(CommandFailure) -> FramesSnapshot {
        if kind(of: path) == .scene {
            let solved = try SolvedScene(paths: [path], defaultSize: size)
            return FramesSnapshot(canvas: solved.canvas, result: solved.result)
        }
        let text = String(decoding: try contents(path), as: UTF8.self)
        do {
            return try FramesSnapshot(parsing: text)
        } catch {
            throw CommandFailure(.badInput, "\(path):\(error.line): error: not a frames snapshot: \(error.reason)")
        }
    }

    private static func contents(_ path: String) throws(CommandFailure) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(.badInput, "error: cannot read \(path)")
        }
        return data
    }
}
