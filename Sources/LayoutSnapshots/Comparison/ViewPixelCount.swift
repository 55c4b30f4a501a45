import Foundation
import LayoutDiff

/// How many differing pixels fall on one view, counting each pixel for the topmost view drawn there (the
/// last in tree order whose frame covers it); pixels on no view count for `outside the canvas`.
///
/// ```swift
/// let counts = ViewPixelCount.counts(in: comparison, regions: artifact.regions, scale: 2, padding: 16)
/// counts.prefix(3).map(\.description) // ["title 812", "subtitle 300", "footer 122"]
/// ```
public struct ViewPixelCount: Sendable, Hashable, CustomStringConvertible {
    /// The name used for pixels outside every view: `outside the canvas`.
    ///
    /// ```swift
    /// ViewPixelCount.outsideName // "outside the canvas"
    /// ```
    public static let outsideName = "outside the canvas"

    /// The view's name (views sharing a name are counted together).
    ///
    /// ```swift
    /// count.name // "title"
    /// ```
    public var name: String
    /// The differing pixels attributed to it.
    ///
    /// ```swift
    /// count.pixels // 812
    /// ```
    public var pixels: Int

    /// Creates a count.
    ///
    /// ```swift
    /// ViewPixelCount(name: "title", pixels: 812)
    /// ```
    public init(name: String, pixels: Int) {
        self.name = name
        self.pixels = pixels
    }

    /// `title 812`.
    ///
    /// ```swift
    /// ViewPixelCount(name: "title", pixels: 812).description // "title 812"
    /// ```
    public var description: String { "\(name) \(pixels)" }

    /// The views with differing pixels, most first (ties in tree order), for an image drawn at `scale` with
    /// `padding` points around the canvas.
    ///
    /// ```swift
    /// let worst = ViewPixelCount.counts(in: comparison, regions: artifact.regions, scale: 2, padding: 16).first
    /// ```
    public static func counts(in comparison: ImageComparison, regions: [ViewRegion], scale: Int,
                              padding: CGFloat) -> [ViewPixelCount] {
        guard comparison.result.differingPixels > 0 else { return [] }
        let diff = comparison.result.diffImage
        let owners = ownerMap(regions: regions, scale: scale, padding: padding, width: diff.width, height: diff.height)
        let color = comparison.result.options.diffColor
        var totals = [Int](repeating: 0, count: regions.count)
        var outside = 0
        for (index, owner) in owners.enumerated() {
            let k = index * 4
            guard diff.pixels[k] == color.red, diff.pixels[k + 1] == color.green, diff.pixels[k + 2] == color.blue,
                  diff.pixels[k + 3] == 255 else { continue }
            if owner >= 0 { totals[Int(owner)] += 1 } else { outside += 1 }
        }
        var byName: [(name: String, pixels: Int)] = []
        for (index, region) in regions.enumerated() where totals[index] > 0 {
            if let existing = byName.firstIndex(where: { $0.name == region.name }) {
                byName[existing].pixels += totals[index]
            } else {
                byName.append((region.name, totals[index]))
            }
        }
        if outside > 0 { byName.append((outsideName, outside)) }
        return byName.enumerated()
            .sorted { ($1.element.pixels, $0.offset) < ($0.element.pixels, $1.offset) }
            .map { ViewPixelCount(name: $0.element.name, pixels: $0.element.pixels) }
    }

    /// For every pixel, the index of the last region covering it, or -1.
    private static func ownerMap(regions: [ViewRegion], scale: Int, padding: CGFloat, width: Int,
                                 height: Int) -> [Int32] {
        var owners = [Int32](repeating: -1, count: width * height)
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        for (index, region) in regions.enumerated() {
            guard let rect = region.pixelRect(scale: scale, padding: padding).intersection(canvas) else { continue }
            for row in rect.y..<rect.maxY {
                let start = row * width + rect.x
                owners[start..<start + rect.width].withUnsafeMutableBufferPointer { $0.update(repeating: Int32(index)) }
            }
        }
        return owners
    }
}
