/// What a scene used without defining, and what layoutviz skipped because of it: each distinct unknown symbol (warned
/// once, at its first use), closures passed to unknown calls (never run), base classes substituted by the UIKit
/// class their name implies, and constraints skipped because their constant or target was unknown.
///
/// ```swift
/// let skipped = loaded.skipped
/// print(skipped.unknownSymbols)   // ["Theme", "UIButton.addTarget"]
/// ```
public struct SkippedCode: Hashable, Sendable {
    /// Each distinct unknown symbol, in order of first use.
    ///
    /// ```swift
    /// skipped.unknownSymbols.first // "Theme"
    /// ```
    public internal(set) var unknownSymbols: [String] = []
    /// How many closures were passed to unknown calls and therefore never run.
    ///
    /// ```swift
    /// skipped.unrunClosures // 2
    /// ```
    public internal(set) var unrunClosures = 0
    /// Base classes the files do not declare, each with the UIKit class it was replaced by
    /// (`BaseViewController` → `UIViewController`).
    ///
    /// ```swift
    /// skipped.substitutedBaseClasses.first?.uikitClass // "UIViewController"
    /// ```
    public internal(set) var substitutedBaseClasses: [SubstitutedBaseClass] = []
    /// How many constraints were skipped because their constant or target was unknown.
    ///
    /// ```swift
    /// skipped.skippedConstraints // 1
    /// ```
    public internal(set) var skippedConstraints = 0

    /// Nothing skipped.
    ///
    /// ```swift
    /// SkippedCode().isEmpty // true
    /// ```
    public init() {}

    /// Whether nothing was skipped (no unknown symbol, unrun closure, substituted base class or skipped constraint).
    ///
    /// ```swift
    /// if loaded.skipped.isEmpty { print("complete") }
    /// ```
    public var isEmpty: Bool {
        unknownSymbols.isEmpty && unrunClosures == 0 && substitutedBaseClasses.isEmpty && skippedConstraints == 0
    }

    /// Whether the files use code they do not declare (an unknown symbol or an undeclared base class): evidence of
    /// files not given, where an app's overloads and extensions may live.
    ///
    /// ```swift
    /// if loaded.skipped.showsFilesNotGiven { print("part of an app") }
    /// ```
    public var showsFilesNotGiven: Bool { !unknownSymbols.isEmpty || !substitutedBaseClasses.isEmpty }

    /// Forgets a symbol whose warning was withdrawn, so a later use of it is warned about.
    mutating func forgetUnknown(_ symbol: String) {
        unknownSymbols.removeAll { $0 == symbol }
    }

    /// Records a symbol; true the first time it is seen (when it deserves a warning).
    mutating func noteUnknown(_ symbol: String) -> Bool {
        guard !unknownSymbols.contains(symbol) else { return false }
        unknownSymbols.append(symbol)
        return true
    }
}

/// A base class a scene's class derives from that no file declares, and the UIKit class standing in for it.
///
/// ```swift
/// SubstitutedBaseClass(name: "BaseTableViewCell", uikitClass: "UITableViewCell")
/// ```
public struct SubstitutedBaseClass: Hashable, Sendable {
    /// The undeclared base class.
    ///
    /// ```swift
    /// substitution.name // "BaseViewController"
    /// ```
    public let name: String
    /// The UIKit class it was treated as.
    ///
    /// ```swift
    /// substitution.uikitClass // "UIViewController"
    /// ```
    public let uikitClass: String
}
