import Foundation

extension BadgeBoard {
    /// How far apart the places tried around a point are.
    static let nearStep: CGFloat = 2
    /// How many rings of places around a point are tried (so a spot is looked for up to 160 pt away).
    static let nearRings = 80

    /// Places a rectangle of `size` centred as close to `point` as a free place allows: the point itself, then
    /// rings of places ``nearStep`` apart around it (in each ring the nearest first, ties clockwise from its top-left
    /// corner), up to ``nearRings`` rings out; `nil` when none is free.
    mutating func place(_ size: CGSize, near point: CGPoint) -> CGRect? {
        func rect(_ column: Int, _ row: Int) -> CGRect {
            CGRect(x: point.x + CGFloat(column) * Self.nearStep - size.width / 2,
                   y: point.y + CGFloat(row) * Self.nearStep - size.height / 2, width: size.width, height: size.height)
        }
        return place(firstFreeOf: (0...Self.nearRings).lazy.flatMap { ring -> [CGRect] in
            guard ring > 0 else { return [rect(0, 0)] }
            let top = (-ring..<ring).map { ($0, -ring) }, right = (-ring..<ring).map { (ring, $0) }
            let bottom = (-ring..<ring).map { (-$0, ring) }, left = (-ring..<ring).map { (-ring, -$0) }
            let places = (top + right + bottom + left).enumerated().sorted { one, other in
                let (a, b) = (one.element, other.element)
                let (near, far) = (a.0 * a.0 + a.1 * a.1, b.0 * b.0 + b.1 * b.1)
                return near != far ? near < far : one.offset < other.offset
            }
            return places.map { rect($0.element.0, $0.element.1) }
        })
    }
}
