import Foundation
import LayoutScene

/// `IndexPath` as tables and collections use it: `IndexPath(row:section:)`, `IndexPath(item:section:)`, `row`,
/// `item` and `section`.
enum IndexPathBindings {
    static func bind(_ registry: HostRegistry) {
        let path = registry.type(IndexPath.self)
        path.initializer("init(row:section:)", [.int, .int]) {
            try .object(IndexPath(row: $0.get(0), section: $0.get(1)))
        }
        path.initializer("init(item:section:)", [.int, .int]) {
            try .object(IndexPath(item: $0.get(0), section: $0.get(1)))
        }
        path.readOnly("row", .int) { (path: IndexPath) in .int(path.row) }
        path.readOnly("item", .int) { (path: IndexPath) in .int(path.item) }
        path.readOnly("section", .int) { (path: IndexPath) in .int(path.section) }
    }
}

extension IndexPath: HostValue {}
