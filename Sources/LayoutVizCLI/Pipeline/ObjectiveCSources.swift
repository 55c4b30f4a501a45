import Foundation
import LayoutObjC
import LayoutScript

/// A scene's files when some are Objective-C: each `.m` translated with its header (one given on the command line,
/// else the `.h` beside it), Swift files as they are.
///
/// ```swift
/// let sources = try ObjectiveCSources.sources(for: ["ProfileView.m"])   // nil for Swift-only scenes
/// ```
enum ObjectiveCSources {
    static func sources(for paths: [String], defines: [String: String] = [:]) throws(ScriptError) -> [SceneSource]? {
        let urls = paths.map { URL(fileURLWithPath: $0) }
        guard urls.contains(where: ObjCFrontEnd.isObjectiveC) else { return nil }
        let read = try SceneScript.sources(contentsOf: urls)
        let headers = Dictionary(read.filter { $0.name.hasSuffix(".h") }.map { (baseName($0.name), $0) },
                                 uniquingKeysWith: { first, _ in first })
        var consumed: Set<String> = []
        var result: [SceneSource] = []
        for source in read where !source.name.hasSuffix(".h") {
            guard ObjCFrontEnd.isObjectiveC(URL(fileURLWithPath: source.name)) else {
                result.append(source)
                continue
            }
            var header = headers[baseName(source.name)]
            if header == nil, let beside = ObjCFrontEnd.companionHeader(of: URL(fileURLWithPath: source.name)) {
                header = try SceneScript.sources(contentsOf: [beside]).last
            }
            if let header { consumed.insert(header.name) }
            let translation = ObjCFrontEnd.translate(ObjCFrontEnd.File(name: source.name, text: source.text),
                                                     header: header.map { ObjCFrontEnd.File(name: $0.name, text: $0.text) },
                                                     definitions: defines)
            result.append(translation.source)
        }
        for header in read where header.name.hasSuffix(".h") && !consumed.contains(header.name) {
            result.append(ObjCFrontEnd.translate(ObjCFrontEnd.File(name: header.name, text: header.text),
                                                 definitions: defines).source)
        }
        return result
    }

    private static func baseName(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().path
    }
}
