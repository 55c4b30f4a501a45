import LayoutDiff

/// An image of `width × height` pixels of `fill`, with `changes` applied.
func makeImage(_ width: Int, _ height: Int, fill: RGBAColor = .white,
               _ changes: [(x: Int, y: Int, color: RGBAColor)] = []) throws -> RGBAImage {
    var image = try RGBAImage(width: width, height: height, fill: fill)
    for change in changes { image[x: change.x, y: change.y] = change.color }
    return image
}

/// An image whose pixel at (x, y) is `color(x, y)`.
func makeImage(_ width: Int, _ height: Int, color: (Int, Int) -> RGBAColor) throws -> RGBAImage {
    var image = try RGBAImage(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width { image[x: x, y: y] = color(x, y) }
    }
    return image
}

/// Every pixel position of an image, row by row.
func positions(of image: RGBAImage) -> [(x: Int, y: Int)] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in (x, y) } }
}
