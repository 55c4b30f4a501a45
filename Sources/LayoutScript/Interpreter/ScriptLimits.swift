/// The limits a scene runs under, so that an untrusted file cannot exhaust memory or time.
struct ScriptLimits: Sendable {
    /// The largest file read, in bytes (1 MB).
    var maximumFileBytes = 1_048_576
    /// The most files one scene module may have (the files given plus those `// layoutviz: files=` names).
    var maximumModuleFiles = 2_000
    /// The most views a scene may create.
    var maximumViews = 10_000
    /// The most loop iterations (`for`, and closures run by `map`, `forEach`, …) in one scene.
    var maximumLoopIterations = 100_000
    /// The deepest nesting of function, method and closure calls.
    var maximumCallDepth = 64
    /// The largest canvas area, in square points.
    var maximumCanvasArea = 100_000_000.0
    /// The longest string built.
    var maximumStringLength = 1_000_000
    /// The most elements in one array.
    var maximumArrayCount = 1_000_000
}

/// Thousands separators for numbers in limit messages (`100,000`), independent of the locale.
enum Grouped {
    static func text(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
