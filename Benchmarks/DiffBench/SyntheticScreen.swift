import LayoutDiff

/// A screen-like test image drawn in software: white page, grey cards, dark avatars and rows of glyph-sized
/// blocks at fractional positions, so every edge is anti-aliased as a renderer's would be.
struct SyntheticScreen {
    /// What differs from the reference drawing.
    enum Variant {
        case reference
        /// One text row shifted by half a pixel (anti-aliasing only), one avatar recoloured and one extra
        /// glyph block (real changes).
        case changed
    }

    let size: Int

    func draw(_ variant: Variant) throws -> RGBAImage {
        var canvas = Canvas(size: size)
        let cardWidth = Double(size) / 2 - 48, cardHeight = 150.0
        var cardIndex = 0
        for column in 0..<2 {
            var top = 24.0
            while top + cardHeight < Double(size) - 24 {
                let left = 24 + Double(column) * (cardWidth + 48)
                canvas.fill(x: left, y: top, width: cardWidth, height: cardHeight, grey: 242)
                let avatarGrey: Double = variant == .changed && cardIndex == 5 ? 150 : 60
                canvas.fill(x: left + 16.3, y: top + 16.3, width: 48, height: 48, grey: avatarGrey)
                for row in 0..<4 {
                    let shift = variant == .changed && cardIndex == 9 && row == 1 ? 0.5 : 0
                    drawTextRow(&canvas, x: left + 80.4 + shift, y: top + 18.6 + Double(row) * 30,
                                width: cardWidth - 100, seed: cardIndex * 7 + row)
                }
                if variant == .changed && cardIndex == 14 {
                    canvas.fill(x: left + cardWidth - 40.5, y: top + 120.25, width: 24, height: 14, grey: 30)
                }
                top += cardHeight + 24
                cardIndex += 1
            }
        }
        return try canvas.image()
    }

    private func drawTextRow(_ canvas: inout Canvas, x: Double, y: Double, width: Double, seed: Int) {
        var cursor = x
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
        while true {
            state = state &* 1_664_525 &+ 1_013_904_223
            let glyph = 5.7 + Double(state >> 28)
            guard cursor + glyph < x + width else { return }
            canvas.fill(x: cursor, y: y, width: glyph, height: 13.4, grey: 40)
            cursor += glyph + (state >> 24 & 7 == 0 ? 7.3 : 1.6)
        }
    }
}

/// A grey-level canvas that fills rectangles with area coverage (a box filter).
private struct Canvas {
    let size: Int
    var levels: [Double]

    init(size: Int) {
        self.size = size
        levels = [Double](repeating: 255, count: size * size)
    }

    mutating func fill(x: Double, y: Double, width: Double, height: Double, grey: Double) {
        let firstColumn = max(Int(x), 0), lastColumn = min(Int((x + width).rounded(.up)), size)
        let firstRow = max(Int(y), 0), lastRow = min(Int((y + height).rounded(.up)), size)
        for row in firstRow..<lastRow {
            let coverageY = overlap(Double(row), y, y + height)
            for column in firstColumn..<lastColumn {
                let coverage = coverageY * overlap(Double(column), x, x + width)
                let index = row * size + column
                levels[index] += (grey - levels[index]) * coverage
            }
        }
    }

    func image() throws -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: size * size * 4)
        for (index, level) in levels.enumerated() {
            let byte = UInt8(level.rounded())
            pixels[index * 4] = byte
            pixels[index * 4 + 1] = byte
            pixels[index * 4 + 2] = byte
        }
        return try RGBAImage(width: size, height: size, pixels: pixels)
    }

    private func overlap(_ pixel: Double, _ start: Double, _ end: Double) -> Double {
        max(0, min(pixel + 1, end) - max(pixel, start))
    }
}
