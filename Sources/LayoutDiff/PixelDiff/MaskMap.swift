/// One byte per canvas pixel, 1 where a mask covers it; `nil` when no mask touches the canvas.
enum MaskMap {
    static func make(masks: [PixelRect], size: PixelSize) -> [UInt8]? {
        let canvas = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let covered = masks.compactMap { $0.intersection(canvas) }
        guard !covered.isEmpty else { return nil }
        var map = [UInt8](repeating: 0, count: size.area)
        for rect in covered {
            for row in rect.y..<rect.maxY {
                let start = row * size.width + rect.x
                map[start..<start + rect.width].withUnsafeMutableBufferPointer { $0.update(repeating: 1) }
            }
        }
        return map
    }
}
