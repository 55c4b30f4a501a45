import LayoutScript

/// Turns Objective-C files (an `.m` and its `.h`) into the Swift the interpreter runs: each class becomes one Swift
/// class holding its properties and methods, message sends become calls the interpreter matches to UIKit's Swift
/// names, Masonry's blocks become the SnapKit-spelt DSL layoutviz implements, and `#define`s are expanded where
/// they are used. Every piece written is anchored to the position it came from, so diagnostics name the
/// Objective-C file and line.
///
/// ```swift
/// let translator = ObjCTranslator(files: [header, implementation])
/// let swift = translator.translate()
/// ```
final class ObjCTranslator {
    let files: [ObjCFile]
    var writer: SwiftWriter
    var classes: [String: ObjCClassModel] = [:]
    var classOrder: [String] = []
    var macros = ObjCMacros()
    /// What the front end could not translate, with its position.
    var notes: [SourceOrigins.Note] = []
    /// The class whose methods are being written, for `_ivar` and `self` rules.
    var currentClass: ObjCClassModel?
    /// Locals that hold `self` (`__weak typeof(self) weakSelf = self`), written as `self`.
    var selfAliases: Set<String> = []
    /// The name of a lazy getter's instance variable while its getter is written (a local of the closure).
    var lazyStorage: String?
    /// The file whose nodes are being written.
    var fileIndex = 0
    var indentation = 0
    /// A macro's expansion being written: its parsed text stands in for the current file.
    var overrideFile: ObjCFile?
    /// Where everything written is anchored while a macro's expansion is written: the macro's use.
    var anchorOverride: (file: String, line: Int, column: Int)?
    /// The make blocks' makers in scope (`make`).
    var makerNames: Set<String> = []
    /// Macro expansions already parsed as expressions (nil for one that is not an expression), by their text.
    var parsedExpansions: [String: (ObjCFile, ObjCNode)?] = [:]
    /// The macros being expanded, so one inside its own expansion is left alone.
    var expanding: Set<String> = []
    /// How many times each identifier occurs in the files, counted once (see ``isHookOfUndeclaredBase``).
    lazy var identifierCounts: [Substring: Int] = Self.identifierCounts(in: files.map(\.text))

    init(files: [ObjCFile]) {
        self.files = files
        writer = SwiftWriter(files: Dictionary(files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first }))
    }

    var file: ObjCFile { overrideFile ?? files[fileIndex] }

    /// The Swift text and its origins.
    func translate() -> (text: String, origins: SourceOrigins) {
        for index in files.indices {
            fileIndex = index
            collect(files[index].tree.root)
        }
        writer.write("import UIKit\n")
        for index in files.indices {
            fileIndex = index
            writeTopLevel(files[index].tree.root)
        }
        for name in classOrder {
            guard let model = classes[name] else { continue }
            if model.isDeclared, model.isImplemented || !model.properties.isEmpty {
                writeClass(model)
            } else if !model.methods.isEmpty {
                writeExtension(model)
            }
        }
        return (writer.text, writer.origins)
    }

    /// Anchors what is written next at `node` of the current file.
    func mark(_ node: ObjCNode) {
        if let anchorOverride { return writer.mark(file: anchorOverride.file, line: anchorOverride.line,
                                                   column: anchorOverride.column) }
        let (line, column) = file.position(of: node)
        writer.mark(file: file.name, line: line, column: column)
    }

    func write(_ text: String) {
        writer.write(text)
    }

    func text(_ node: ObjCNode) -> String {
        file.text(of: node)
    }

    /// A new line at the current indentation.
    func newline() {
        writer.write("\n" + String(repeating: "    ", count: indentation))
    }

    /// Writes ` {`, the body one level in, and `}` on a line of its own.
    func braced(_ body: () -> Void) {
        write(" {")
        indentation += 1
        body()
        indentation -= 1
        newline()
        write("}")
    }

    /// Records what could not be translated.
    func note(_ message: String, at node: ObjCNode) {
        if let anchorOverride {
            return notes.append(SourceOrigins.Note(file: anchorOverride.file, line: anchorOverride.line,
                                                  column: anchorOverride.column, message: message))
        }
        let (line, column) = file.position(of: node)
        notes.append(SourceOrigins.Note(file: file.name, line: line, column: column, message: message))
    }

    /// The class model of `name`, created on first mention.
    func model(_ name: String) -> ObjCClassModel {
        if let existing = classes[name] { return existing }
        let made = ObjCClassModel(name: name)
        classes[name] = made
        classOrder.append(name)
        return made
    }
}
