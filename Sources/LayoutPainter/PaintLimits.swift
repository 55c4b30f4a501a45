import Foundation

/// The bounds the painter keeps any scene within, so that no input makes it (or a back end) trap or run away.
/// Whatever it cuts or leaves out is reported in ``DisplayList/warnings``.
///
/// ```swift
/// if label.text?.count ?? 0 > PaintLimits.maximumLabelCharacters { print("will be cut") }
/// ```
public enum PaintLimits {
    /// The most characters of one label drawn, line breaks included; longer text is cut with a warning.
    ///
    /// ```swift
    /// PaintLimits.maximumLabelCharacters // 10000
    /// ```
    public static let maximumLabelCharacters = 10_000

    /// The largest distance from the canvas origin a coordinate may have; frames reaching further are clamped to it
    /// with a warning, frames that are not finite are not drawn.
    ///
    /// ```swift
    /// PaintLimits.maximumCoordinate // 1000000
    /// ```
    public static let maximumCoordinate: CGFloat = 1_000_000
}
