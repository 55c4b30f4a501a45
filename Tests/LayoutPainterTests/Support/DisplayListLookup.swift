import Foundation
@testable import LayoutPainter

extension DisplayList {
    /// The group with this id.
    func group(_ id: String) -> DisplayGroup? {
        if case .group(let group)? = item(withID: id) { return group }
        return nil
    }

    /// The shape with this id.
    func shape(_ id: String) -> DisplayShape? {
        if case .shape(let shape)? = item(withID: id) { return shape }
        return nil
    }

    /// The text with this id.
    func text(_ id: String) -> DisplayText? {
        if case .text(let text)? = item(withID: id) { return text }
        return nil
    }

    /// The line with this id.
    func line(_ id: String) -> DisplayLine? {
        if case .line(let line)? = item(withID: id) { return line }
        return nil
    }

    /// The polygon with this id.
    func polygon(_ id: String) -> DisplayPolygon? {
        if case .polygon(let polygon)? = item(withID: id) { return polygon }
        return nil
    }

    /// Every id, depth first.
    var ids: [String] { flattened.map(\.id) }

    /// The ids of items with this class.
    func ids(withClass name: String) -> [String] {
        flattened.filter { $0.classes.contains(name) }.map(\.id)
    }
}

extension DisplayGroup {
    /// The ids of the group's direct items.
    var itemIDs: [String] { items.map(\.id) }
}
