import Foundation
import LayoutScript

/// The Objective-C front end: reads an `.m` file (with its `.h`) into the Swift scene the interpreter runs, so
/// every command draws Masonry and Auto Layout code written in Objective-C (see ``ObjCTranslator`` for the rules).
///
/// ```swift
/// let translation = ObjCFrontEnd.translate(ObjCFrontEnd.File(name: "Card.m", text: implementation),
///                                          header: ObjCFrontEnd.File(name: "Card.h", text: header))
/// let scene = try SceneScript.load(sources: [translation.source], defaultSize: size)
/// ```
public enum ObjCFrontEnd {
    /// An Objective-C file's name and text.
    ///
    /// ```swift
    /// ObjCFrontEnd.File(name: "Card.m", text: "@implementation Card\n@end\n")
    /// ```
    public struct File: Sendable, Hashable {
        /// The name diagnostics print.
        public let name: String
        /// The file's text.
        public let text: String

        /// A file.
        ///
        /// ```swift
        /// ObjCFrontEnd.File(name: "Card.h", text: header)
        /// ```
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// A translated file and what was left out of it.
    ///
    /// ```swift
    /// translation.source.language   // .objectiveC
    /// ```
    public struct Translation: Sendable {
        /// The Swift scene source, positioned in the Objective-C files.
        public let source: SceneSource
        /// What was not translated (also reported as warnings when the scene loads).
        public var notes: [SourceOrigins.Note] { source.origins?.notes ?? [] }
    }

    /// Translates an implementation file and, when given, its header (read first, as `#import` would).
    /// `definitions` give macros the files use but do not define, as clang's `-D` does (`"kMargin": "16"`,
    /// `"RGB(r,g,b)": "[UIColor colorWithRed:r/255.0 …]"`); the files' own `#define`s win.
    ///
    /// ```swift
    /// let translation = ObjCFrontEnd.translate(File(name: "Card.m", text: text), header: nil,
    ///                                          definitions: ["kMargin": "16"])
    /// ```
    public static func translate(_ implementation: File, header: File? = nil,
                                 definitions: [String: String] = [:]) -> Translation {
        let files = ([header].compactMap { $0 } + [implementation]).map { ObjCFile(name: $0.name, text: $0.text) }
        let translator = ObjCTranslator(files: files)
        for (name, value) in definitions.sorted(by: { $0.key < $1.key }) { translator.macros.define(commandLine: name, value) }
        var (text, origins) = translator.translate()
        origins.notes = translator.notes
        return Translation(source: SceneSource(name: implementation.name, text: text, origins: origins,
                                               language: .objectiveC))
    }

    /// Whether a path names an Objective-C file (`.m`, `.mm` or `.h`).
    ///
    /// ```swift
    /// ObjCFrontEnd.isObjectiveC(URL(fileURLWithPath: "Card.m"))   // true
    /// ```
    public static func isObjectiveC(_ url: URL) -> Bool {
        ["m", "mm", "h"].contains(url.pathExtension.lowercased())
    }

    /// The header beside an implementation file (`Card.h` beside `Card.m`), if there is one.
    ///
    /// ```swift
    /// ObjCFrontEnd.companionHeader(of: URL(fileURLWithPath: "Views/Card.m"))   // Views/Card.h
    /// ```
    public static func companionHeader(of url: URL) -> URL? {
        guard url.pathExtension != "h" else { return nil }
        let header = url.deletingPathExtension().appendingPathExtension("h")
        return FileManager.default.isReadableFile(atPath: header.path) ? header : nil
    }
}
