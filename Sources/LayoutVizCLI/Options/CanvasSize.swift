import ArgumentParser
import Foundation

/// A `WIDTHxHEIGHT` size from the command line, e.g. `375x667` (also `375×667`).
///
/// ```swift
/// CanvasSize(argument: "390x844")?.size // 390 × 844
/// ```
public struct CanvasSize: ExpressibleByArgument, Sendable, Hashable {
    /// The largest side accepted, in points.
    public static let maximumSide: CGFloat = 100_000

    /// The size.
    public let size: CGSize

    /// Parses `WxH`; `nil` (a usage error) unless both sides are positive, finite and at most ``maximumSide``.
    ///
    /// ```swift
    /// let size = CanvasSize(argument: "375x667")
    /// ```
    public init?(argument: String) {
        let parts = argument.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0,
              width <= Self.maximumSide, height <= Self.maximumSide else { return nil }
        size = CGSize(width: width, height: height)
    }

    /// The default root size, an iPhone 8's 375×667 points.
    ///
    /// ```swift
    /// CanvasSize.phone.size.width // 375
    /// ```
    public static let phone = CanvasSize(argument: "375x667")!

    /// Shown in `--help` for the value.
    ///
    /// ```swift
    /// CanvasSize.defaultValueDescription
    /// ```
    public var defaultValueDescription: String {
        "\(FramesReport.decimal(size.width))x\(FramesReport.decimal(size.height))"
    }
}
