import Foundation

/// Apps define the screen's size once, as a global, and use it everywhere (`let kScreenW = UIScreen.main.bounds.width`,
/// `SCREEN_HEIGHT`, `DEVICE_WIDTH`, `kWindowH`); the definition is usually in a file not given. A name no file declares
/// whose words (split at capitals and underscores) include `screen` and end in `width`/`w` or `height`/`h`
/// (`SCREEN_VIEW_WIDTH`), or, run together, end in `screen`, `device` or `window` followed by `width`/`w` or
/// `height`/`h` (`SCREENWIDTH`, `DEVICE_WIDTH`), or a bare macro in capitals (`WIDTH`, `KHEIGHT`) — or such a
/// member of an unknown value (`Device.screenWidth`), or such a name called with nothing (`sp_screenWidth()`) — is
/// taken as the screen's width or height — the device's, or the default size's — with one warning per name, instead
/// of an unknown value that would collapse what it sizes to 0.
///
/// ```swift
/// ScreenSizeNames.dimension(of: "kScreenW")        // .width
/// ScreenSizeNames.dimension(of: "SCREEN_HEIGHT")   // .height
/// ScreenSizeNames.dimension(of: "DEVICE_WIDTH")    // .width
/// ScreenSizeNames.dimension(of: "screenTitle")     // nil
/// ```
enum ScreenSizeNames {
    enum Dimension { case width, height }

    /// The dimension `name` spells, if it spells one.
    static func dimension(of name: String) -> Dimension? {
        // a prefix header's bare macro, `WIDTH` or `KHEIGHT`, spelt in capitals
        let macro = name.first == "k" ? name.dropFirst() : Substring(name)
        if macro == macro.uppercased() {
            switch macro.drop(while: { $0 == "K" || $0 == "_" }) {
            case "WIDTH": return .width
            case "HEIGHT": return .height
            default: break
            }
        }
        let parts = words(of: name)
        // `SCREEN_VIEW_WIDTH`, `kScreenBoundsH`: the word `screen`, and a dimension last
        if parts.contains("screen"), let last = parts.last {
            switch last {
            case "width", "w": return .width
            case "height", "h": return .height
            default: break
            }
        }
        let joined = parts.joined()
        for whole in ["screen", "device", "window"] {
            guard let range = joined.range(of: whole, options: .backwards) else { continue }
            switch joined[range.upperBound...] {
            case "width", "w": return .width
            case "height", "h": return .height
            default: continue
            }
        }
        return nil
    }

    /// The lowercased words of an identifier: split at underscores and before a capital that follows a lowercase
    /// letter or starts a capitalised word (`WPScreenHeight` → wp, screen, height).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (previous?.isLowercase == true || next?.isLowercase == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}

extension Interpreter {
    /// The size of the screen the scene is drawn on: the device's, or the default size.
    var drawnScreenSize: CGSize { screen?.size ?? defaultSize }

    /// The screen's width or height for an undeclared name that spells one (see ``ScreenSizeNames``), else nil.
    func screenSizeName(_ name: String, at span: SourceSpan) -> Value? {
        guard let dimension = ScreenSizeNames.dimension(of: name) else { return nil }
        let size = drawnScreenSize
        let value = dimension == .width ? size.width : size.height
        if skipped.noteUnknown(name) {
            warn("'\(name)' is not declared: taken as the screen's \(dimension == .width ? "width" : "height") "
                     + "(\(value.rounded() == value ? "\(Int(value))" : "\(value)")) by its name", at: span)
        }
        return .double(Double(value))
    }
}
