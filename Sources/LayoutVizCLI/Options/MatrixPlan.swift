import ArgumentParser

/// The panels of a contact sheet: every combination of the axes' values applied to a base configuration, one row
/// per value of the first axis and one column per combination of the others (earlier axes varying slowest); with
/// one axis, its values side by side in one row. Each panel's caption names its values, joined by ` · `.
///
/// ```swift
/// let plan = try MatrixPlan(axes: [try MatrixAxis(parsing: "device=iPhone SE,iPad"),
///                                  try MatrixAxis(parsing: "appearance=light,dark")], base: SceneConfiguration())
/// plan.columns                  // 2
/// plan.panels[1].caption        // "iPhone SE (3rd generation) · dark"
/// ```
public struct MatrixPlan: Sendable, Hashable {
    /// One panel: its caption and configuration.
    public struct Panel: Sendable, Hashable {
        /// The values that make it, joined by ` · `.
        public var caption: String
        /// The configuration it is drawn in.
        public var configuration: SceneConfiguration
    }

    /// The panels, row by row.
    public let panels: [Panel]
    /// Panels per row.
    public let columns: Int

    /// Combines the axes; a key given twice, or an orientation with no device anywhere, is a usage error.
    ///
    /// ```swift
    /// let plan = try MatrixPlan(axes: axes, base: configuration)
    /// ```
    public init(axes: [MatrixAxis], base: SceneConfiguration) throws {
        var seen: Set<MatrixAxis.Key> = []
        for axis in axes where !seen.insert(axis.key).inserted {
            throw ValidationError("--matrix \(axis.key.rawValue)= is given twice: give all its values in one --matrix")
        }
        if seen.contains(.orientation), !seen.contains(.device), base.display.device == nil {
            throw ValidationError("--matrix orientation= needs a device: --device NAME or --matrix device=…")
        }
        var combinations: [[MatrixValue]] = [[]]
        for axis in axes {
            combinations = combinations.flatMap { prefix in axis.values.map { prefix + [$0] } }
        }
        panels = combinations.map { values in
            var configuration = base
            for value in values { value.apply(to: &configuration) }
            return Panel(caption: values.map(\.caption).joined(separator: " · "), configuration: configuration)
        }
        columns = axes.count == 1 ? panels.count : panels.count / max(1, axes.first?.values.count ?? 1)
    }
}
