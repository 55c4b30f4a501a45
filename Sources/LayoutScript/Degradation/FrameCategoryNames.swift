import Foundation

/// Apps read and set a view's frame through a category of `UIView` in a file not given — `UIView+Frame`,
/// MJRefresh's `mj_x`/`mj_w`, YYKit's `left`/`bottom`/`centerX`: `label.bottom + 10`, `self.mj_h = 300`,
/// `line.width = view.width - 30`. The name says which part of the frame it is: an undeclared property of a view whose
/// name — after an optional lowercase prefix ending in `_` (`mj_`, `zz_`; after one, in any case and with underscores
/// between words: `cs_max_X`) — is a frame part reads and writes that part of the view's frame, as those categories
/// all do.
///
/// | name | part |
/// |---|---|
/// | `x`, `left`, `minX` | `frame.origin.x` |
/// | `y`, `top`, `minY` | `frame.origin.y` |
/// | `w`, `width` | `frame.size.width` |
/// | `h`, `height` | `frame.size.height` |
/// | `right`, `maxX` | `frame.maxX` (setting it moves the view) |
/// | `bottom`, `maxY` | `frame.maxY` (setting it moves the view) |
/// | `centerX`, `midX`, `centerY`, `midY` | `center.x`, `center.y` |
/// | `size`, `origin` | `frame.size`, `frame.origin` |
///
/// ```swift
/// FrameCategoryNames.part(of: "mj_w")     // .width
/// FrameCategoryNames.part(of: "bottom")   // .bottom
/// FrameCategoryNames.part(of: "cs_max_X") // .right
/// FrameCategoryNames.part(of: "topView")  // nil
/// ```
enum FrameCategoryNames {
    enum Part: String {
        case x, y, width, height, right, bottom, centerX, centerY, size, origin
    }

    private static let parts: [String: Part] = [
        "x": .x, "left": .x, "minX": .x, "y": .y, "top": .y, "minY": .y,
        "w": .width, "width": .width, "h": .height, "height": .height,
        "right": .right, "maxX": .right, "bottom": .bottom, "maxY": .bottom,
        "centerX": .centerX, "midX": .centerX, "centerY": .centerY, "midY": .centerY,
        "size": .size, "origin": .origin,
    ]

    /// The part of the frame `name` names, if it names one.
    static func part(of name: String) -> Part? {
        if let part = parts[name] { return part }
        guard let underscore = name.firstIndex(of: "_") else { return nil }
        let prefix = name[..<underscore]
        guard !prefix.isEmpty, prefix.allSatisfy({ $0.isLowercase && $0.isLetter }) else { return nil }
        return partsBySpelling[Self.spelling(name[name.index(after: underscore)...])]
    }

    /// The parts by their names lowercased without underscores, as a prefixed category may spell them (`cs_max_X`).
    private static let partsBySpelling = Dictionary(parts.map { (spelling($0.key[...]), $0.value) },
                                                    uniquingKeysWith: { first, _ in first })

    /// `name` lowercased, without underscores.
    private static func spelling(_ name: Substring) -> String {
        name.filter { $0 != "_" }.lowercased()
    }

    /// The value of `part` in `frame`: a number, or a size or point for `size` and `origin`.
    static func read(_ part: Part, of frame: CGRect) -> Any {
        switch part {
        case .x: Double(frame.minX)
        case .y: Double(frame.minY)
        case .width: Double(frame.width)
        case .height: Double(frame.height)
        case .right: Double(frame.maxX)
        case .bottom: Double(frame.maxY)
        case .centerX: Double(frame.midX)
        case .centerY: Double(frame.midY)
        case .size: frame.size
        case .origin: frame.origin
        }
    }

    /// `frame` with `part` set to `value` (a number, or a size or point for `size` and `origin`); nil when the value
    /// does not fit the part.
    static func write(_ part: Part, _ value: Any, into frame: CGRect) -> CGRect? {
        var frame = frame
        switch part {
        case .size:
            guard let size = value as? CGSize else { return nil }
            frame.size = size
            return frame
        case .origin:
            guard let origin = value as? CGPoint else { return nil }
            frame.origin = origin
            return frame
        default:
            break
        }
        guard let number = value as? CGFloat else { return nil }
        switch part {
        case .x: frame.origin.x = number
        case .y: frame.origin.y = number
        case .width: frame.size.width = number
        case .height: frame.size.height = number
        case .right: frame.origin.x = number - frame.width
        case .bottom: frame.origin.y = number - frame.height
        case .centerX: frame.origin.x = number - frame.width / 2
        case .centerY: frame.origin.y = number - frame.height / 2
        case .size, .origin: return nil
        }
        return frame
    }
}
