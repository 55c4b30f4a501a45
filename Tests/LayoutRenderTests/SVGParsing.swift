import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document parsed with Foundation's `XMLParser`: its elements in document order with their attributes
/// and text, or the parser's error for a document that is not well-formed.
struct ParsedSVG {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    let elements: [Element]

    init(_ data: Data) throws {
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? TestFailure("the SVG is not well-formed") }
        elements = collector.elements
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func element(id: String) -> Element? {
        elements.first { $0.attributes["id"] == id }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            open.removeLast()
        }
    }
}
