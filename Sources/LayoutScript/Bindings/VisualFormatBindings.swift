import Foundation
import LayoutScene

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` (``LayoutScene/VisualFormat``; `options`
/// may be left out, as Swift's default `[]` allows) and `NSLayoutConstraint.FormatOptions`: one option, an array
/// literal of them, or `[]`.
enum VisualFormatBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let optionsType = registry.type(VisualFormatOptions.self)
        let table: [(String, VisualFormatOptions)] = [
            ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
            ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
            ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
            ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
            ("alignAllFirstBaseline", .alignAllFirstBaseline),
            ("directionLeadingToTrailing", .directionLeadingToTrailing),
            ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ]
        for (name, value) in table { optionsType.constant(name, value) }
        optionsType.initializer("init()", []) { _ in .object(VisualFormatOptions(rawValue: 0)) }
        optionsType.initializer("init(rawValue:)", [t.int]) {
            try .object(VisualFormatOptions(rawValue: UInt(max(0, $0.get(0, as: Int.self)))))
        }
        let options = ScriptType.oneOf([.host(optionsType), .array(.host(optionsType))],
                                       name: "NSLayoutConstraint.FormatOptions")
        let constraintType = registry.type(LayoutConstraint.self)
        constraintType.staticMethod("constraints(withVisualFormat:options:metrics:views:)",
                                    [t.string, options, t.any, t.any]) { call in
            try constraints(call, options: formatOptions(call.value(1)), metrics: call.value(2), views: call.value(3))
        }
        // Swift gives `options` a default of `[]`
        constraintType.staticMethod("constraints(withVisualFormat:metrics:views:)", [t.string, t.any, t.any]) { call in
            try constraints(call, options: [], metrics: call.value(1), views: call.value(2))
        }
    }

    private static func constraints(_ call: HostCall, options: VisualFormatOptions, metrics metricsValue: Value,
                                    views viewsValue: Value) throws -> Value {
        // a view the files cannot know: the constraints are unknown too (their activation is skipped)
        if case .dictionary(let entries) = viewsValue,
           let unknown = entries.entries.first(where: \.value.isUnknown)?.value { return unknown }
        // a metric they cannot know stands in as 0, as an unknown constant does, and marks what the format makes
        // when the format uses it
        let (format, views, (metrics, standIns)) = try (call.get(0, as: String.self), views(viewsValue),
                                                        metrics(metricsValue))
        do throws(VisualFormatError) {
            let made = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views,
                                                    location: call.location)
            let used = standIns.first { IdentifierOccurrences.contains($0.key, in: format) { _, _ in true } }
            if let used { made.forEach { $0.standInFor = used.symbol } }
            return .array(made.map { .object($0) })
        } catch {
            throw BindingError(error.description)
        }
    }

    private static func formatOptions(_ value: Value) -> VisualFormatOptions {
        switch value {
        case .array(let elements): elements.reduce([]) { $0.union($1.host(VisualFormatOptions.self) ?? []) }
        default: value.host(VisualFormatOptions.self) ?? []
        }
    }

    /// `["gap": 16]`: names to numbers (`nil` is none), 0 standing in for an unknown number; with the unknown
    /// values' keys and names.
    private static func metrics(_ value: Value) throws -> ([String: CGFloat], standIns: [(key: String, symbol: String)]) {
        guard case .dictionary(let dictionary) = value else {
            if value.isNull { return ([:], []) }
            throw BindingError("metrics must be a dictionary of names and numbers")
        }
        var metrics: [String: CGFloat] = [:]
        var standIns: [(key: String, symbol: String)] = []
        for entry in dictionary.entries {
            guard case .string(let name) = entry.key else {
                throw BindingError("metrics must be a dictionary of names and numbers")
            }
            if let symbol = entry.value.unknownSymbol {
                standIns.append((name, symbol.name))
                metrics[name] = 0
                continue
            }
            guard let number = entry.value.number else {
                throw BindingError("metrics must be a dictionary of names and numbers")
            }
            metrics[name] = CGFloat(number)
        }
        return (metrics, standIns)
    }

    /// `["title": titleLabel, "bottom": bottomLayoutGuide]`: names to views and a controller's layout guides.
    private static func views(_ value: Value) throws -> [String: LayoutItem] {
        guard case .dictionary(let dictionary) = value else {
            throw BindingError("views must be a dictionary of names and views")
        }
        var views: [String: LayoutItem] = [:]
        for entry in dictionary.entries {
            let item: LayoutItem? = entry.value.host(View.self) ?? entry.value.host(LayoutSupport.self)?.guide
            guard case .string(let name) = entry.key, let item else {
                throw BindingError("views must be a dictionary of names and views")
            }
            views[name] = item
        }
        return views
    }
}
