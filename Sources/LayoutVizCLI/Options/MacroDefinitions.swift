import ArgumentParser

/// `--define NAME=VALUE` (repeatable), as clang's `-D`: values for macros an Objective-C file uses but does not
/// define (`--define kMargin=16`, `--define 'RGB(r,g,b)=[UIColor colorWithRed:r/255.0 …]'`); `NAME` alone is 1.
///
/// ```swift
/// try MacroDefinitions.parse(["kMargin=16", "DEBUG"]) // ["kMargin": "16", "DEBUG": "1"]
/// ```
enum MacroDefinitions {
    /// The help text both commands show.
    static let help = ArgumentHelp("A macro an Objective-C file uses but does not define, as NAME=VALUE or "
                                       + "'NAME(a,b)=BODY' (repeatable; NAME alone is 1).", valueName: "name=value")

    /// The definitions by name (with their parameter lists, `RGB(r,g,b)`); a later one of a name wins.
    static func parse(_ definitions: [String]) throws(ValidationError) -> [String: String] {
        var result: [String: String] = [:]
        for definition in definitions {
            guard definition.first?.isLetter == true || definition.first == "_" else {
                throw ValidationError("--define '\(definition)' does not start with a macro name (NAME=VALUE)")
            }
            guard let equals = definition.firstIndex(of: "=") else {
                result[definition] = "1"
                continue
            }
            result[String(definition[..<equals])] = String(definition[definition.index(after: equals)...])
        }
        return result
    }
}
