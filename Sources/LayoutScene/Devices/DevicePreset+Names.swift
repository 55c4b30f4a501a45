extension DevicePreset {
    /// The preset a name means, spelled forgivingly: case, spaces, hyphens, underscores and brackets do not count,
    /// nor do ordinal endings and the word "generation" (`iPhone SE (3rd generation)`, `iphone-se-3`,
    /// `iPhone SE 3rd gen` and `iPhoneSE3` are one device); ``aliases`` name a model's latest preset (`iPhone SE`,
    /// `iPad`). `nil` for any other name.
    ///
    /// ```swift
    /// DevicePreset.named("iPhone 15 Pro Max")?.identifier // "iphone-15-pro-max"
    /// DevicePreset.named("ipad 10th gen")?.name           // "iPad (10th generation)"
    /// ```
    public static func named(_ name: String) -> DevicePreset? {
        let key = matchingKey(name)
        guard !key.isEmpty else { return nil }
        return all.first { preset in
            ([preset.name, preset.identifier] + preset.aliases).contains { matchingKey($0) == key }
        }
    }

    /// What an unknown device name is told, listing every preset's name and identifier.
    ///
    /// ```swift
    /// DevicePreset.unknownNameMessage("iPhone 99")
    /// // "unknown device 'iPhone 99'; the devices are: iPhone SE (3rd generation) (iphone-se-3), …"
    /// ```
    public static func unknownNameMessage(_ name: String) -> String {
        "unknown device '\(name)'; the devices are: "
            + all.map { "\($0.name) (\($0.identifier))" }.joined(separator: ", ")
    }

    /// The name reduced to lowercase letters and digits in runs, ordinal endings after a number and the words
    /// "generation" and "gen" left out, numbers kept apart: `iPhone SE (3rd generation)` → `iphonese3`,
    /// `iPhone 1 5` → `iphone1-5`.
    private static func matchingKey(_ name: String) -> String {
        var runs: [String] = []
        var current = ""
        var currentIsDigits = false
        for character in name.lowercased() {
            let isLetter = character.isLetter && character.isASCII
            let isDigit = character.isNumber && character.isASCII
            if (isLetter || isDigit) && (current.isEmpty || currentIsDigits == isDigit) {
                current.append(character)
                currentIsDigits = isDigit
                continue
            }
            if !current.isEmpty { runs.append(current) }
            current = isLetter || isDigit ? String(character) : ""
            currentIsDigits = isDigit
        }
        if !current.isEmpty { runs.append(current) }
        var kept: [String] = []
        for run in runs {
            if ["generation", "gen"].contains(run) { continue }
            if ["st", "nd", "rd", "th"].contains(run), let previous = kept.last, previous.allSatisfy(\.isNumber) {
                continue
            }
            kept.append(run)
        }
        var key = ""
        for (index, run) in kept.enumerated() {
            if index > 0, run.allSatisfy(\.isNumber), kept[index - 1].allSatisfy(\.isNumber) { key += "-" }
            key += run
        }
        return key
    }
}
