import Foundation

/// A simple drawn stand-in for a common SF Symbol (which cannot be shipped), so that a play button or a chevron is
/// recognised at a glance: marks in a unit square (0…1, y down). A name is read as its base (`play`,
/// `speaker.wave`, `chevron.right`, …) plus the modifiers `fill` (solid shapes) and `circle` (the glyph smaller,
/// inside a ring — a disc when filled). Names without a glyph here get `nil` and are drawn as a labelled box.
///
/// ```swift
/// SymbolGlyph(symbolName: "play.circle.fill")?.isCircled // true
/// SymbolGlyph(symbolName: "bolt.horizontal")            // nil
/// ```
struct SymbolGlyph: Sendable {
    /// One part of a glyph.
    enum Mark: Sendable {
        /// A closed shape: solid in a `fill` symbol, outlined otherwise.
        case shape([CGPoint])
        /// An open stroke through the points.
        case stroke([CGPoint])
        /// A circle of the diameter around the centre: solid in a `fill` symbol, outlined otherwise.
        case ring(CGPoint, CGFloat)
        /// A solid dot of the diameter around the centre.
        case dot(CGPoint, CGFloat)
    }

    /// The marks, in the unit square.
    let marks: [Mark]
    /// Whether shapes and rings are solid (`…fill`).
    let isFilled: Bool
    /// Whether the glyph sits inside a ring or disc (`….circle`).
    let isCircled: Bool

    /// The glyph for a symbol name, or `nil` when there is none for its base.
    init?(symbolName name: String) {
        let parts = name.split(separator: ".").map(String.init)
        let base = parts.filter { $0 != "fill" && $0 != "circle" }
        let key2 = base.prefix(2).joined(separator: ".")
        let marks: [Mark]
        if let found = Self.catalog[base.joined(separator: ".")] ?? Self.catalog[key2] {
            marks = found
        } else if parts.first == "speaker", parts.count > 2, parts[1] == "wave" {
            marks = Self.speaker(waves: Int(parts[2]) ?? 1)
        } else if let first = base.first, let found = Self.catalog[first] {
            marks = found
        } else if base.isEmpty, parts.contains("circle") {
            marks = []
        } else {
            return nil
        }
        self.marks = marks
        isFilled = parts.contains("fill")
        isCircled = parts.contains("circle")
    }

    private static func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static func rectangle(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> Mark {
        .shape([point(x, y), point(x + width, y), point(x + width, y + height), point(x, y + height)])
    }

    private static func mirrored(_ marks: [Mark]) -> [Mark] {
        func flip(_ points: [CGPoint]) -> [CGPoint] { points.map { point(1 - $0.x, $0.y) } }
        return marks.map { mark in
            switch mark {
            case .shape(let points): .shape(flip(points))
            case .stroke(let points): .stroke(flip(points))
            case .ring(let centre, let diameter): .ring(point(1 - centre.x, centre.y), diameter)
            case .dot(let centre, let diameter): .dot(point(1 - centre.x, centre.y), diameter)
            }
        }
    }

    private static func arc(centre: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat,
                            steps: Int = 8) -> [CGPoint] {
        (0...steps).map { step in
            let angle = (start + (end - start) * CGFloat(step) / CGFloat(steps)) * .pi / 180
            return point(centre.x + radius * cos(angle), centre.y + radius * sin(angle))
        }
    }

    private static func speaker(waves: Int) -> [Mark] {
        let body = Mark.shape([point(0.06, 0.38), point(0.22, 0.38), point(0.44, 0.16), point(0.44, 0.84),
                               point(0.22, 0.62), point(0.06, 0.62)])
        let arcs = (0..<min(max(waves, 0), 3)).map { index in
            Mark.stroke(arc(centre: point(0.44, 0.5), radius: 0.16 + 0.14 * CGFloat(index), from: -50, to: 50))
        }
        return [body] + arcs
    }

    private static let forward: [Mark] = [
        .shape([point(0.06, 0.22), point(0.5, 0.5), point(0.06, 0.78)]),
        .shape([point(0.5, 0.22), point(0.94, 0.5), point(0.5, 0.78)]),
    ]
    private static let forwardEnd: [Mark] = [
        .shape([point(0.14, 0.18), point(0.7, 0.5), point(0.14, 0.82)]), rectangle(0.74, 0.18, 0.11, 0.64),
    ]
    private static let chevronRight: [Mark] = [.stroke([point(0.35, 0.14), point(0.68, 0.5), point(0.35, 0.86)])]
    private static let star: [Mark] = [.shape((0..<10).map { index in
        let radius: CGFloat = index.isMultiple(of: 2) ? 0.47 : 0.19
        let angle = (-90 + 36 * CGFloat(index)) * .pi / 180
        return point(0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
    })]
    private static let heart: [Mark] = [.shape((0..<32).map { index in
        let t = CGFloat(index) / 32 * 2 * .pi
        let x = 16 * pow(sin(t), 3)
        let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
        return point(0.5 + x / 36, 0.45 - y / 36)
    })]
    private static let gear: [Mark] = [.ring(point(0.5, 0.5), 0.52)] + (0..<8).map { index in
        let angle = CGFloat(index) * .pi / 4
        return .stroke([point(0.5 + 0.26 * cos(angle), 0.5 + 0.26 * sin(angle)),
                        point(0.5 + 0.44 * cos(angle), 0.5 + 0.44 * sin(angle))])
    }

    /// The glyphs by base name.
    private static let catalog: [String: [Mark]] = [
        "play": [.shape([point(0.24, 0.13), point(0.86, 0.5), point(0.24, 0.87)])],
        "pause": [rectangle(0.22, 0.14, 0.18, 0.72), rectangle(0.6, 0.14, 0.18, 0.72)],
        "stop": [rectangle(0.18, 0.18, 0.64, 0.64)],
        "forward": forward,
        "backward": mirrored(forward),
        "forward.end": forwardEnd,
        "backward.end": mirrored(forwardEnd),
        "plus": [.stroke([point(0.5, 0.14), point(0.5, 0.86)]), .stroke([point(0.14, 0.5), point(0.86, 0.5)])],
        "minus": [.stroke([point(0.14, 0.5), point(0.86, 0.5)])],
        "xmark": [.stroke([point(0.2, 0.2), point(0.8, 0.8)]), .stroke([point(0.8, 0.2), point(0.2, 0.8)])],
        "checkmark": [.stroke([point(0.14, 0.52), point(0.4, 0.78), point(0.86, 0.22)])],
        "chevron.right": chevronRight,
        "chevron.left": mirrored(chevronRight),
        "chevron.backward": mirrored(chevronRight),
        "chevron.forward": chevronRight,
        "chevron.down": [.stroke([point(0.14, 0.35), point(0.5, 0.68), point(0.86, 0.35)])],
        "chevron.up": [.stroke([point(0.14, 0.65), point(0.5, 0.32), point(0.86, 0.65)])],
        "star": star,
        "heart": heart,
        "speaker": speaker(waves: 0),
        "magnifyingglass": [.ring(point(0.42, 0.42), 0.56), .stroke([point(0.63, 0.63), point(0.88, 0.88)])],
        "square.and.pencil": [.stroke([point(0.5, 0.2), point(0.14, 0.2), point(0.14, 0.86), point(0.8, 0.86),
                                       point(0.8, 0.5)]),
                              .stroke([point(0.4, 0.6), point(0.44, 0.46), point(0.82, 0.08), point(0.92, 0.18),
                                       point(0.54, 0.56), point(0.4, 0.6)])],
        "square.and.arrow.up": [.stroke([point(0.34, 0.4), point(0.2, 0.4), point(0.2, 0.9), point(0.8, 0.9),
                                         point(0.8, 0.4), point(0.66, 0.4)]),
                                .stroke([point(0.5, 0.6), point(0.5, 0.08)]),
                                .stroke([point(0.32, 0.24), point(0.5, 0.08), point(0.68, 0.24)])],
        "arrow.clockwise": [.stroke((0...20).map { index in
            let angle = -CGFloat.pi / 3 + CGFloat(index) / 20 * 1.7 * .pi
            return point(0.5 + 0.34 * cos(angle), 0.54 + 0.34 * sin(angle))
        }), .stroke([point(0.56, 0.1), point(0.7, 0.24), point(0.54, 0.34)])],
        "trash": [.stroke([point(0.12, 0.24), point(0.88, 0.24)]),
                  .stroke([point(0.38, 0.24), point(0.38, 0.12), point(0.62, 0.12), point(0.62, 0.24)]),
                  .stroke([point(0.2, 0.24), point(0.26, 0.9), point(0.74, 0.9), point(0.8, 0.24)])],
        "folder": [.shape([point(0.08, 0.22), point(0.38, 0.22), point(0.46, 0.32), point(0.92, 0.32),
                           point(0.92, 0.84), point(0.08, 0.84)])],
        "camera": [.shape([point(0.08, 0.3), point(0.3, 0.3), point(0.38, 0.18), point(0.62, 0.18),
                           point(0.7, 0.3), point(0.92, 0.3), point(0.92, 0.82), point(0.08, 0.82)]),
                   .ring(point(0.5, 0.56), 0.3)],
        "book": [.stroke([point(0.5, 0.26), point(0.5, 0.86)]),
                 .shape([point(0.08, 0.18), point(0.5, 0.26), point(0.92, 0.18), point(0.92, 0.78), point(0.5, 0.86),
                         point(0.08, 0.78)])],
        "arrowshape.turn.up.left": [.shape([point(0.1, 0.42), point(0.44, 0.14), point(0.44, 0.3),
                                            point(0.9, 0.3), point(0.9, 0.84), point(0.78, 0.84), point(0.78, 0.54),
                                            point(0.44, 0.54), point(0.44, 0.7)])],
        "ellipsis": [0.18, 0.5, 0.82].map { .dot(point($0, 0.5), 0.17) },
        "music.note": [.dot(point(0.36, 0.74), 0.28), .stroke([point(0.48, 0.74), point(0.48, 0.12), point(0.78, 0.24)])],
        "list.bullet": [0.22, 0.5, 0.78].flatMap { y -> [Mark] in
            [.dot(point(0.14, y), 0.13), .stroke([point(0.32, y), point(0.9, y)])]
        },
        "gearshape": gear,
        "gear": gear,
        "person": [.ring(point(0.5, 0.3), 0.34),
                   .stroke(arc(centre: point(0.5, 0.92), radius: 0.34, from: 180, to: 360))],
        "house": [.shape([point(0.5, 0.12), point(0.9, 0.48), point(0.78, 0.48), point(0.78, 0.88), point(0.22, 0.88),
                          point(0.22, 0.48), point(0.1, 0.48)])],
        "shuffle": [.stroke([point(0.1, 0.28), point(0.34, 0.28), point(0.66, 0.72), point(0.9, 0.72)]),
                    .stroke([point(0.1, 0.72), point(0.34, 0.72), point(0.66, 0.28), point(0.9, 0.28)]),
                    .stroke([point(0.78, 0.16), point(0.9, 0.28), point(0.78, 0.4)]),
                    .stroke([point(0.78, 0.6), point(0.9, 0.72), point(0.78, 0.84)])],
        "repeat": [.stroke([point(0.14, 0.56), point(0.14, 0.3), point(0.86, 0.3)]),
                   .stroke([point(0.74, 0.18), point(0.86, 0.3), point(0.74, 0.42)]),
                   .stroke([point(0.86, 0.44), point(0.86, 0.7), point(0.14, 0.7)]),
                   .stroke([point(0.26, 0.58), point(0.14, 0.7), point(0.26, 0.82)])],
    ]
}
