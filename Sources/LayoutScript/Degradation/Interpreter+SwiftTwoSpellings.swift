/// Swift 2 spelt the cases of UIKit's enums in UpperCamelCase (`NSLayoutAttribute.Right`, `relatedBy: .Equal`,
/// `.ScaleAspectFit`); Swift 3 lowercased them, as its API design guidelines ask (SE-0006), and older files still
/// carry the old spelling. A static member of a UIKit type that is missing under an UpperCamelCase name, but present
/// under the name Swift 3 gave it — the leading capitals lowered, all but the last of an acronym that starts a word
/// (`URLSession` is `urlSession`) — is that member, with one warning per spelling, instead of an unknown value that
/// would drop the constraint or style it holds.
///
/// ```swift
/// NSLayoutConstraint(item: logo, attribute: .Right, relatedBy: .Equal, toItem: view, attribute: .Right,
///                    multiplier: 1, constant: 0)
/// // warning: 'NSLayoutConstraint.Attribute.Right' is Swift 2's spelling of 'right'; read as 'right'
/// ```
extension Interpreter {
    /// The member of `type` that Swift 3 renamed `name` to, when `name` is an UpperCamelCase spelling of it.
    func swiftTwoSpelling(_ name: String, of type: TypeValue, at span: SourceSpan) throws -> Value? {
        guard case .host(let host) = type, isUIKitOrFoundation(host), let lowered = Self.swiftThreeName(of: name),
              let value = try staticMemberIfPresent(of: type, lowered, at: span) else { return nil }
        warnOnce("'\(type.name).\(name)' is Swift 2's spelling of '\(lowered)'; read as '\(lowered)'", at: span)
        return value
    }

    /// `Right` → `right`, `CenterX` → `centerX`, `URLSession` → `urlSession`, `RGB` → `rgb`; nil for a name that does
    /// not start with a capital.
    ///
    /// ```swift
    /// Interpreter.swiftThreeName(of: "ScaleAspectFit") // "scaleAspectFit"
    /// ```
    static func swiftThreeName(of name: String) -> String? {
        let characters = Array(name)
        guard let first = characters.first, first.isUppercase else { return nil }
        let capitals = characters.prefix(while: \.isUppercase).count
        let lowered = capitals > 1 && capitals < characters.count && characters[capitals].isLowercase
            ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
