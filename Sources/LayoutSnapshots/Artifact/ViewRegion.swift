import Foundation
import LayoutDiff
import LayoutEngine

/// Where one view was drawn: its name and its frame in canvas coordinates (points, before padding and
/// scale). Masks and per-view pixel counts are computed from these.
///
/// ```swift
/// let clock = artifact.regions.first { $0.name == "clock" }
/// clock?.frame // CGRect(x: 300, y: 12, width: 60, height: 20)
/// ```
public struct ViewRegion: Sendable, Hashable {
    /// The view's name, as frames snapshots print it.
    ///
    /// ```swift
    /// region.name // "clock"
    /// ```
    public var name: String
    /// The frame in canvas coordinates.
    ///
    /// ```swift
    /// region.frame.minY // 12
    /// ```
    public var frame: CGRect

    /// Creates a region.
    ///
    /// ```swift
    /// let region = ViewRegion(name: "clock", frame: CGRect(x: 300, y: 12, width: 60, height: 20))
    /// ```
    public init(name: String, frame: CGRect) {
        self.name = name
        self.frame = frame
    }

    /// Every view of a layout result in tree order, with its solved absolute frame (scroll offsets included).
    ///
    /// ```swift
    /// let regions = ViewRegion.regions(of: canvas.layout(measuring: measurer))
    /// ```
    public static func regions(of result: LayoutResult) -> [ViewRegion] {
        result.views.map { ViewRegion(name: $0.name, frame: $0.absoluteFrame) }
    }

    /// Every view of a frames snapshot in tree order, its frame moved by its superviews' origins (a view's
    /// superview is the closest earlier view with its parent's name). Snapshots hold no scroll offsets, so
    /// prefer ``regions(of:)`` when the layout result is at hand.
    ///
    /// ```swift
    /// let regions = ViewRegion.regions(of: try FramesSnapshot(parsing: text))
    /// ```
    public static func regions(of snapshot: FramesSnapshot) -> [ViewRegion] {
        var regions: [ViewRegion] = []
        var lastIndexByName: [String: Int] = [:]
        for view in snapshot.views {
            let origin = view.parentName.flatMap { lastIndexByName[$0] }.map { regions[$0].frame.origin } ?? .zero
            lastIndexByName[view.name] = regions.count
            regions.append(ViewRegion(name: view.name, frame: view.frame.offsetBy(dx: origin.x, dy: origin.y)))
        }
        return regions
    }

    /// The pixels the region covers in an image drawn at `scale` with `padding` points around the canvas.
    ///
    /// ```swift
    /// region.pixelRect(scale: 2, padding: 16) // x 632, y 56, 120×40
    /// ```
    public func pixelRect(scale: Int, padding: CGFloat) -> PixelRect {
        let factor = CGFloat(scale)
        return PixelRect(covering: CGRect(x: (frame.minX + padding) * factor, y: (frame.minY + padding) * factor,
                                          width: frame.width * factor, height: frame.height * factor))
    }
}
