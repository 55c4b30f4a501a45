/// One SVG element's start: its name and attributes in the order added (the writer adds them in a fixed order
/// per element type), values escaped when written.
struct SVGElement {
    let name: String
    private var attributes: [(name: String, value: String)] = []

    init(_ name: String) {
        self.name = name
    }

    /// Adds an attribute; `nil` adds nothing.
    mutating func set(_ attribute: String, _ value: String?) {
        if let value { attributes.append((attribute, value)) }
    }

    /// Adds a number attribute, formatted by ``SVGNumber``.
    mutating func set(_ attribute: String, number: Double) {
        attributes.append((attribute, SVGNumber.format(number)))
    }

    private var attributeText: String {
        attributes.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined()
    }

    /// `<name …/>`.
    var empty: String { "<\(name)\(attributeText)/>" }
    /// `<name …>`.
    var start: String { "<\(name)\(attributeText)>" }
    /// `</name>`.
    var end: String { "</\(name)>" }
    /// `<name …>content</name>`, the content escaped.
    func containing(_ text: String) -> String { start + XMLEscaping.text(text) + end }
}
