/// The shape of a parameter for matching call arguments to it: its label, whether it may be left out, whether
/// it takes the rest of the unlabelled arguments, and whether a trailing closure may fill it.
struct ParameterShape {
    let label: String?
    let hasDefault: Bool
    let isVariadic: Bool
    let acceptsClosure: Bool
}

extension [FunctionParameter] {
    /// The parameters' shapes, for matching a call's arguments to a scene function or initializer.
    var shapes: [ParameterShape] {
        map { ParameterShape(label: $0.label, hasDefault: $0.defaultValue != nil, isVariadic: $0.isVariadic,
                             acceptsClosure: $0.type.isFunction) }
    }
}

extension [HostParameter] {
    /// The parameters' shapes, for matching a call's arguments to a UIKit function.
    var shapes: [ParameterShape] {
        map { ParameterShape(label: $0.label, hasDefault: $0.hasDefault, isVariadic: $0.isVariadic,
                             acceptsClosure: $0.type.isFunction) }
    }
}

/// Matches a call's arguments to parameters by label, in order, as Swift does: an argument fills the next parameter
/// with its label, parameters with defaults may be skipped, a trailing closure may fill a labelled closure parameter.
enum ArgumentMatching {
    /// For each parameter, the indices of the arguments filling it (none: its default), or nil when they do not fit.
    static func match(_ arguments: [Argument], to parameters: [ParameterShape]) -> [[Int]]? {
        var result: [[Int]] = []
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            var taken: [Int] = []
            if next < arguments.count, fits(arguments[next], parameter),
               !leavesForLaterClosure(arguments[next], parameter, later: parameters[(position + 1)...]) {
                taken.append(next)
                next += 1
                while parameter.isVariadic, next < arguments.count, arguments[next].label == nil,
                      !arguments[next].isTrailingClosure {
                    taken.append(next)
                    next += 1
                }
            } else if !parameter.hasDefault, !parameter.isVariadic {
                return nil
            }
            result.append(taken)
        }
        return next == arguments.count ? result : nil
    }

    /// Swift's forward scan (SE-0286): an unlabelled trailing closure skips a parameter with a default when a later
    /// parameter without one takes a closure (`makeRequest(with: r) { data in … }` fills `completion:`, not the
    /// `setTask:` before it).
    private static func leavesForLaterClosure(_ argument: Argument, _ parameter: ParameterShape,
                                              later: ArraySlice<ParameterShape>) -> Bool {
        argument.isTrailingClosure && argument.label == nil && parameter.hasDefault
            && later.contains { !$0.hasDefault && $0.acceptsClosure }
    }

    private static func fits(_ argument: Argument, _ parameter: ParameterShape) -> Bool {
        argument.label == parameter.label
            || argument.isTrailingClosure && argument.label == nil && parameter.acceptsClosure
    }

    /// swiftc's message for a call that fits none of the candidates.
    static func mismatchMessage(_ arguments: [Argument], candidates: [(selector: String, shapes: [ParameterShape])],
                                calling description: String) -> String {
        let have = arguments.map { "\($0.label ?? "_"):" }.joined()
        guard candidates.count == 1, let only = candidates.first else {
            let list = candidates.map(\.selector).joined(separator: ", ")
            return "no exact matches in call to \(description); candidates: \(list)"
        }
        let required = only.shapes.filter { !$0.hasDefault && !$0.isVariadic }
        if arguments.count < required.count {
            let provided = Set(arguments.compactMap(\.label))
            let missing = required.first { $0.label.map { !provided.contains($0) } ?? true } ?? required[arguments.count]
            let name = missing.label.map { "'\($0)'" } ?? "#\((required.firstIndex { $0.label == nil } ?? 0) + 1)"
            return "missing argument for parameter \(name) in call"
        }
        if arguments.count > only.shapes.count, !only.shapes.contains(where: \.isVariadic) {
            let extra = arguments[only.shapes.count]
            return "extra argument\(extra.label.map { " '\($0)'" } ?? "") in call"
        }
        let expected = only.shapes.map { "\($0.label ?? "_"):" }.joined()
        let plural = arguments.count == 1 ? "label" : "labels"
        return "incorrect argument \(plural) in call (have '\(have)', expected '\(expected)')"
    }
}

extension [HostFunction] {
    /// UIKit's functions among these that take the longest leading part of `arguments` when every argument after it
    /// is labelled — an app's overload adding labelled parameters after UIKit's (`addSubview(_:constraints:)`,
    /// `UIStackView(arrangedSubviews:axis:)`) — and the arguments they leave; nil when none does. The leading part may
    /// be empty (UIKit's overload without arguments).
    func fittingPrefix(of arguments: [Argument]) -> (fitting: [HostFunction], leading: [Argument], rest: [Argument])? {
        for count in stride(from: arguments.count - 1, through: 0, by: -1) {
            let rest = [Argument](arguments.dropFirst(count))
            guard rest.allSatisfy({ $0.label != nil }) else { return nil }
            let leading = [Argument](arguments.prefix(count))
            let fitting = filter { ArgumentMatching.match(leading, to: $0.parameters.shapes) != nil }
            if !fitting.isEmpty { return (fitting, leading, rest) }
        }
        return nil
    }
}
