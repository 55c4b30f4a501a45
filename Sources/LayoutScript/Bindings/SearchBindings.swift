import Foundation
import LayoutScene

/// `UISearchBar` (its field, placeholder, text, style, Cancel button), `UISearchTextField`, `UISearchController`
/// and the navigation item's `searchController` and `hidesSearchBarWhenScrolling`.
enum SearchBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let bar = registry.type(SearchBar.self)
        bar.initializer("init()", []) { try $0.interpreter.makeView(SearchBar(), at: $0.span) }
        bar.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(SearchBar(frame: $0.get(0)), at: $0.span) }
        bar.readOnly("searchTextField", \SearchBar.searchTextField)
        bar.property("placeholder", String?.self, get: { (bar: SearchBar) in bar.placeholder },
                     set: { $0.placeholder = $1 })
        bar.property("text", String?.self, get: { (bar: SearchBar) in bar.text }, set: { $0.text = $1 })
        bar.property("searchBarStyle", \SearchBar.searchBarStyle)
        bar.property("showsCancelButton", \SearchBar.showsCancelButton)
        bar.property("barTintColor", Color?.self, get: { (bar: SearchBar) in bar.barTintColor },
                     set: { $0.barTintColor = $1 })
        bar.method("setShowsCancelButton(_:animated:)", [t.bool, t.bool]) {
            try $0.receiver(SearchBar.self).showsCancelButton = $0.get(0)
            return .void
        }
        // kept for pasted code: a still picture has no typing
        bar.properties["delegate"] = HostProperty(type: .any, get: { _ in .null }, set: { receiver, _ in receiver },
                                                  namesItem: false, isWeak: true)
        registry.type(SearchBarStyle.self).namedCases(SearchBarStyle.self)
        let field = registry.type(SearchTextField.self)
        field.initializer("init()", []) { try $0.interpreter.makeView(SearchTextField(), at: $0.span) }
        field.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(SearchTextField(frame: $0.get(0)), at: $0.span)
        }

        let controller = registry.type(SearchController.self)
        controller.initializer("init(searchResultsController:)", [.optional(t.controller)]) {
            .object(SearchController(searchResultsController: try $0.get(0)))
        }
        controller.initializer("init()", []) { _ in .object(SearchController()) }
        controller.readOnly("searchBar", \SearchController.searchBar)
        controller.property("isActive", \SearchController.isActive)
        controller.property("obscuresBackgroundDuringPresentation",
                            \SearchController.obscuresBackgroundDuringPresentation)
        controller.property("dimsBackgroundDuringPresentation", \SearchController.obscuresBackgroundDuringPresentation)
        controller.property("hidesNavigationBarDuringPresentation",
                            \SearchController.hidesNavigationBarDuringPresentation)
        controller.property("automaticallyShowsCancelButton", \SearchController.automaticallyShowsCancelButton)
        for kept in ["searchResultsUpdater", "delegate"] {
            controller.properties[kept] = HostProperty(type: .any, get: { _ in .null },
                                                       set: { receiver, _ in receiver }, namesItem: false,
                                                       isWeak: true)
        }
        let item = registry.type(NavigationItem.self)
        item.property("searchController", \NavigationItem.searchController)
        item.property("hidesSearchBarWhenScrolling", \NavigationItem.hidesSearchBarWhenScrolling)
    }
}
