import Foundation

/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`.
///
/// ```swift
/// let header = PixelRect(x: 0, y: 0, width: 750, height: 88)
/// let changed = result.count(in: header)
/// ```
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    ///
    /// ```swift
    /// rect.x
    /// ```
    public var x: Int
    /// The first row.
    ///
    /// ```swift
    /// rect.y
    /// ```
    public var y: Int
    /// The number of columns; zero or less is empty.
    ///
    /// ```swift
    /// rect.width
    /// ```
    public var width: Int
    /// The number of rows; zero or less is empty.
    ///
    /// ```swift
    /// rect.height
    /// ```
    public var height: Int

    /// Creates a rectangle.
    ///
    /// ```swift
    /// let clock = PixelRect(x: 300, y: 10, width: 60, height: 20)
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels a rectangle in pixel coordinates touches: its origin rounded down and its far edges
    /// rounded up, so a mask never leaves a partly covered pixel uncovered. Non-finite rectangles give an
    /// empty one. Multiply point frames by the render scale first.
    ///
    /// ```swift
    /// PixelRect(covering: CGRect(x: 1.5, y: 2, width: 3, height: 0.25)) // x 1, y 2, 4×1
    /// ```
    public init(covering rect: CGRect) {
        let standard = rect.standardized
        let values = [standard.minX, standard.minY, standard.maxX, standard.maxY]
        let limit = Double(Int32.max)
        guard values.allSatisfy({ $0.isFinite && abs(Double($0)) < limit }) else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let minX = Int(standard.minX.rounded(.down)), minY = Int(standard.minY.rounded(.down))
        let maxX = Int(standard.maxX.rounded(.up)), maxY = Int(standard.maxY.rounded(.up))
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// One past the last column.
    ///
    /// ```swift
    /// PixelRect(x: 2, y: 0, width: 3, height: 1).maxX // 5
    /// ```
    public var maxX: Int { x + width }

    /// One past the last row.
    ///
    /// ```swift
    /// PixelRect(x: 0, y: 2, width: 1, height: 3).maxY // 5
    /// ```
    public var maxY: Int { y + height }

    /// Whether the rectangle covers no pixel.
    ///
    /// ```swift
    /// PixelRect(x: 0, y: 0, width: 0, height: 5).isEmpty // true
    /// ```
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the pixel at column `x`, row `y` is inside.
    ///
    /// ```swift
    /// PixelRect(x: 0, y: 0, width: 2, height: 2).contains(x: 1, y: 1) // true
    /// ```
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The pixels both rectangles cover, or `nil` when they share none.
    ///
    /// ```swift
    /// mask.intersection(image.bounds)
    /// ```
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        guard minX < maxX, minY < maxY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `x,y WxH`.
    ///
    /// ```swift
    /// PixelRect(x: 3, y: 4, width: 1, height: 1).description // "3,4 1x1"
    /// ```
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
