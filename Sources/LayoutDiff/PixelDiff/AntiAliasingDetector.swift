/// pixelmatch's anti-aliasing test (after Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector",
/// 2009), on one canvas-sized image and the 32-bit words of both.
struct AntiAliasingDetector {
    let width: Int
    let height: Int
    let background: BlendBackground

    /// Whether the pixel at (`x`, `y`) of `image` looks anti-aliased: among its 3×3 neighbours (an edge
    /// pixel starts its count of equal neighbours at 1) at most 2 are equal to it, some are darker and some
    /// brighter, and the darkest or the brightest has 3 or more exactly equal neighbours in both images.
    /// Neighbours are visited column by column, top to bottom, the first extreme winning ties.
    @inline(__always)
    func isAntiAliased(_ image: UnsafePointer<UInt8>, x centerX: Int, y centerY: Int,
                       words first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
        let x0 = max(centerX - 1, 0), y0 = max(centerY - 1, 0)
        let x2 = min(centerX + 1, width - 1), y2 = min(centerY + 1, height - 1)
        let center = (centerY * width + centerX) * 4
        var equalNeighbours = centerX == x0 || centerX == x2 || centerY == y0 || centerY == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != centerX || y != centerY {
                let delta = YIQColorDelta.brightnessDelta(image, center, image, (y * width + x) * 4, over: background)
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(first, x: darkestX, y: darkestY) && hasManySiblings(second, x: darkestX, y: darkestY))
            || (hasManySiblings(first, x: brightestX, y: brightestY)
                && hasManySiblings(second, x: brightestX, y: brightestY))
    }

    /// Whether the pixel has 3 or more neighbours with exactly the same four bytes (edge pixels count 1 extra).
    @inline(__always)
    private func hasManySiblings(_ words: UnsafeRawPointer, x centerX: Int, y centerY: Int) -> Bool {
        let x0 = max(centerX - 1, 0), y0 = max(centerY - 1, 0)
        let x2 = min(centerX + 1, width - 1), y2 = min(centerY + 1, height - 1)
        let value = words.load(fromByteOffset: (centerY * width + centerX) * 4, as: UInt32.self)
        var equalNeighbours = centerX == x0 || centerX == x2 || centerY == y0 || centerY == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != centerX || y != centerY {
                if words.load(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value { equalNeighbours += 1 }
                if equalNeighbours > 2 { return true }
            }
        }
        return false
    }
}
