import Foundation
import ArgumentParser
import LayoutScene

/// `--matrix KEY=V1,V2,…`: one thing a contact sheet varies and its values, in the order given. Keys: `device`
/// (preset names, spelled as `--device` takes them), `orientation` (`portrait`, `landscape`), `appearance`
/// (`light`, `dark`), `direction` (`ltr`, `rtl`) and `content-size` (as `--content-size` takes them).
///
/// ```swift
/// let axis = try MatrixAxis(parsing: "device=iPhone SE,iPhone 15 Pro Max")
/// axis.values.map(\.caption) // ["iPhone SE (3rd generation)", "iPhone 15 Pro Max"]
/// ```
public struct MatrixAxis: Sendable, Hashable {
    /// What a matrix can vary.
    public enum Key: String, CaseIterable, Sendable {
        /// `device=…`.
        case device
        /// `orientation=portrait,landscape`.
        case orientation
        /// `appearance=light,dark`.
        case appearance
        /// `direction=ltr,rtl`.
        case direction
        /// `content-size=…`.
        case contentSize = "content-size"
    }

    /// What varies.
    public let key: Key
    /// Its values, in the order given.
    public let values: [MatrixValue]

    /// Reads `KEY=V1,V2,…`; a usage error names what is wrong (the key, an empty or repeated value, a value the key
    /// does not take).
    ///
    /// ```swift
    /// let axis = try MatrixAxis(parsing: "appearance=light,dark")
    /// ```
    public init(parsing argument: String) throws {
        guard let equals = argument.firstIndex(of: "=") else {
            throw ValidationError("a matrix is KEY=V1,V2,… (keys: \(Self.keyList)), not '\(argument)'")
        }
        let name = argument[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
        guard let key = Key(rawValue: name == "contentsize" ? "content-size" : name) else {
            throw ValidationError("unknown matrix key '\(argument[..<equals])'; the keys are: \(Self.keyList)")
        }
        let spellings = argument[argument.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var values: [MatrixValue] = []
        for spelling in spellings {
            guard !spelling.isEmpty else { throw ValidationError("matrix \(key.rawValue)= has an empty value") }
            let value = try Self.value(spelling, for: key)
            guard !values.contains(value) else {
                throw ValidationError("matrix \(key.rawValue)= names \(value.caption) twice")
            }
            values.append(value)
        }
        self.key = key
        self.values = values
    }

    private static var keyList: String { Key.allCases.map(\.rawValue).joined(separator: ", ") }

    private static func value(_ spelling: String, for key: Key) throws -> MatrixValue {
        switch key {
        case .device:
            return .device(try DeviceName.preset(spelling))
        case .orientation:
            guard let orientation = DeviceOrientation(rawValue: spelling.lowercased()) else {
                throw ValidationError("matrix orientation= takes portrait or landscape, not '\(spelling)'")
            }
            return .orientation(orientation)
        case .appearance:
            guard let appearance = AppearanceChoice(rawValue: spelling.lowercased()) else {
                throw ValidationError("matrix appearance= takes light or dark, not '\(spelling)'")
            }
            return .appearance(appearance)
        case .direction:
            guard let direction = DirectionChoice(rawValue: spelling.lowercased()) else {
                throw ValidationError("matrix direction= takes ltr or rtl, not '\(spelling)'")
            }
            return .direction(direction)
        case .contentSize:
            guard let size = ContentSizeChoice(argument: spelling) else {
                throw ValidationError("matrix content-size= takes a text size such as large, xxxLarge or AX3, not "
                                          + "'\(spelling)'")
            }
            return .contentSize(size)
        }
    }
}
