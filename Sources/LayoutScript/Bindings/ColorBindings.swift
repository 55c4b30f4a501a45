import Foundation
import LayoutScene

/// `UIColor` / `Color`: initializers, the named and system colours, and components.
enum ColorBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let color = registry.type(Color.self)
        color.initializer("init(red:green:blue:alpha:)", [t.number, t.number, t.number, t.number], defaults: 1) {
            try .object(Color(red: $0.get(0), green: $0.get(1), blue: $0.get(2), alpha: $0.get(3, default: 1)))
        }
        color.initializer("init(hue:saturation:brightness:alpha:)", [t.number, t.number, t.number, t.number],
                          defaults: 1) {
            try .object(Color(hue: $0.get(0), saturation: $0.get(1), brightness: $0.get(2),
                              alpha: $0.get(3, default: 1)))
        }
        color.initializer("init(white:alpha:)", [t.number, t.number], defaults: 1) {
            try .object(Color(white: $0.get(0), alpha: $0.get(1, default: 1)))
        }
        color.initializer("init(hex:alpha:)", [t.int, t.number], defaults: 1) {
            let hex: Int = try $0.get(0)
            guard let bits = UInt32(exactly: hex) else {
                throw BindingError("hex colour \(hex) is out of range (0...0xFFFFFFFF)")
            }
            return try .object(Color(hex: bits, alpha: $0.get(1, default: 1)))
        }
        color.constant("black", Color.black)
        color.constant("white", Color.white)
        color.constant("clear", Color.clear)
        color.constant("gray", Color.gray)
        color.constant("lightGray", Color.lightGray)
        color.constant("darkGray", Color.darkGray)
        color.constant("red", Color.red)
        color.constant("green", Color.green)
        color.constant("blue", Color.blue)
        color.constant("cyan", Color.cyan)
        color.constant("yellow", Color.yellow)
        color.constant("magenta", Color.magenta)
        color.constant("orange", Color.orange)
        color.constant("purple", Color.purple)
        color.constant("brown", Color.brown)
        for entry in SystemColors.entries { color.constant(entry.name, entry.color) }
        color.method("withAlphaComponent(_:)", [t.number]) {
            try .object($0.receiver(Color.self).withAlphaComponent($0.get(0)))
        }
        color.readOnly("cgColor", \Color.cgColor)
        color.readOnly("hexString", \Color.hexString)
        color.property("red", \Color.red)
        color.property("green", \Color.green)
        color.property("blue", \Color.blue)
        color.property("alpha", \Color.alpha)
    }
}
