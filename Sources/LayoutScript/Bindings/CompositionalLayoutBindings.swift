import Foundation
import LayoutScene

/// `UICollectionViewCompositionalLayout` and the `NSCollectionLayout…` types sections are built from: dimensions,
/// sizes, items, groups, spacings, sections (orthogonal scrolling, headers), list configurations, and a section
/// provider closure, which layout calls with the section index and the collection's size.
enum CompositionalLayoutBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        bindDimensions(registry, t)
        bindItems(registry, t)
        bindSections(registry, t)
        bindLayout(registry, t)
        bindList(registry, t)
    }

    private static func bindDimensions(_ registry: HostRegistry, _ t: BindingTypes) {
        let dimension = registry.type(CollectionLayoutDimension.self)
        let makers: [(String, (CGFloat) -> CollectionLayoutDimension)] = [
            ("fractionalWidth(_:)", CollectionLayoutDimension.fractionalWidth),
            ("fractionalHeight(_:)", CollectionLayoutDimension.fractionalHeight),
            ("absolute(_:)", CollectionLayoutDimension.absolute),
            ("estimated(_:)", CollectionLayoutDimension.estimated),
            ("uniformAcrossSiblings(estimate:)", CollectionLayoutDimension.uniformAcrossSiblings),
        ]
        for (selector, make) in makers {
            dimension.staticMethod(selector, [t.number]) { .object(make(try $0.get(0))) }
        }
        dimension.readOnly("dimension", \CollectionLayoutDimension.dimension)
        dimension.readOnly("isEstimated", \CollectionLayoutDimension.isEstimated)
        dimension.readOnly("isAbsolute", \CollectionLayoutDimension.isAbsolute)
        dimension.readOnly("isFractionalWidth", \CollectionLayoutDimension.isFractionalWidth)
        dimension.readOnly("isFractionalHeight", \CollectionLayoutDimension.isFractionalHeight)
        let size = registry.type(CollectionLayoutSize.self)
        let dimensionType = t.host(CollectionLayoutDimension.self)
        size.initializer("init(widthDimension:heightDimension:)", [dimensionType, dimensionType]) {
            .object(CollectionLayoutSize(widthDimension: try $0.get(0), heightDimension: try $0.get(1)))
        }
        size.readOnly("widthDimension", \CollectionLayoutSize.widthDimension)
        size.readOnly("heightDimension", \CollectionLayoutSize.heightDimension)
    }

    private static func bindItems(_ registry: HostRegistry, _ t: BindingTypes) {
        let sizeType = t.host(CollectionLayoutSize.self), itemType = t.host(CollectionLayoutItem.self)
        let item = registry.type(CollectionLayoutItem.self)
        item.initializer("init(layoutSize:)", [sizeType]) { .object(CollectionLayoutItem(layoutSize: try $0.get(0))) }
        item.initializer("init(layoutSize:supplementaryItems:)", [sizeType, .array(.any)]) {
            .object(CollectionLayoutItem(layoutSize: try $0.get(0)))
        }
        item.readOnly("layoutSize", \CollectionLayoutItem.layoutSize)
        item.property("contentInsets", \CollectionLayoutItem.contentInsets)
        let group = registry.type(CollectionLayoutGroup.self)
        for axis in LayoutAxis.allCases {
            let name = axis.rawValue
            group.staticMethod("\(name)(layoutSize:subitems:)", [sizeType, .array(itemType)]) { call in
                let subitems: [CollectionLayoutItem] = call.list(1).compactMap { $0.host(CollectionLayoutItem.self) }
                return .object(axis == .horizontal
                    ? CollectionLayoutGroup.horizontal(layoutSize: try call.get(0), subitems: subitems)
                    : CollectionLayoutGroup.vertical(layoutSize: try call.get(0), subitems: subitems))
            }
            for label in ["subitem", "repeatingSubitem"] {
                group.staticMethod("\(name)(layoutSize:\(label):count:)", [sizeType, itemType, .int]) { call in
                    .object(axis == .horizontal
                        ? CollectionLayoutGroup.horizontal(layoutSize: try call.get(0), subitem: try call.get(1),
                                                           count: try call.get(2))
                        : CollectionLayoutGroup.vertical(layoutSize: try call.get(0), subitem: try call.get(1),
                                                         count: try call.get(2)))
                }
            }
        }
        group.property("interItemSpacing", \CollectionLayoutGroup.interItemSpacing)
        group.readOnly("subitems", .array(itemType)) { (group: CollectionLayoutGroup) in
            .array(group.subitems.map { .object($0) })
        }
        let spacing = registry.type(CollectionLayoutSpacing.self)
        spacing.staticMethod("fixed(_:)", [t.number]) { .object(CollectionLayoutSpacing.fixed(try $0.get(0))) }
        spacing.staticMethod("flexible(_:)", [t.number]) { .object(CollectionLayoutSpacing.flexible(try $0.get(0))) }
        spacing.readOnly("spacing", \CollectionLayoutSpacing.spacing)
        spacing.readOnly("isFlexibleSpacing", \CollectionLayoutSpacing.isFlexibleSpacing)
        spacing.readOnly("isFixedSpacing", \CollectionLayoutSpacing.isFixedSpacing)
    }

    private static func bindSections(_ registry: HostRegistry, _ t: BindingTypes) {
        let section = registry.type(CollectionLayoutSection.self)
        section.initializer("init(group:)", [t.host(CollectionLayoutGroup.self)]) {
            .object(CollectionLayoutSection(group: try $0.get(0)))
        }
        section.staticMethod("list(using:layoutEnvironment:)", [t.host(CollectionLayoutListConfiguration.self),
                                                                 t.host(CollectionLayoutEnvironment.self)]) {
            .object(CollectionLayoutSection.list(using: try $0.get(0), layoutEnvironment: try $0.get(1)))
        }
        section.property("interGroupSpacing", \CollectionLayoutSection.interGroupSpacing)
        section.property("contentInsets", \CollectionLayoutSection.contentInsets)
        section.property("orthogonalScrollingBehavior", \CollectionLayoutSection.orthogonalScrollingBehavior)
        section.property("supplementariesFollowContentInsets",
                         \CollectionLayoutSection.supplementariesFollowContentInsets)
        section.property("boundarySupplementaryItems", \CollectionLayoutSection.boundarySupplementaryItems)
        registry.type(CollectionLayoutSectionOrthogonalScrollingBehavior.self)
            .namedCases(CollectionLayoutSectionOrthogonalScrollingBehavior.self)
        registry.type(RectAlignment.self).namedCases(RectAlignment.self)
        let supplementary = registry.type(CollectionLayoutBoundarySupplementaryItem.self)
        supplementary.initializer("init(layoutSize:elementKind:alignment:)",
                                  [t.host(CollectionLayoutSize.self), t.string, t.host(RectAlignment.self)]) {
            .object(CollectionLayoutBoundarySupplementaryItem(layoutSize: try $0.get(0), elementKind: try $0.get(1),
                                                              alignment: try $0.get(2)))
        }
        supplementary.property("pinToVisibleBounds", \CollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds)
        supplementary.property("contentInsets", \CollectionLayoutBoundarySupplementaryItem.contentInsets)
    }

    private static func bindLayout(_ registry: HostRegistry, _ t: BindingTypes) {
        let layout = registry.type(CollectionViewCompositionalLayout.self)
        let sectionType = t.host(CollectionLayoutSection.self)
        let configurationType = t.host(CollectionViewCompositionalLayoutConfiguration.self)
        let providerType = ScriptType.function([.int, t.host(CollectionLayoutEnvironment.self)], .optional(sectionType))
        layout.initializer("init(section:)", [sectionType]) {
            .object(CollectionViewCompositionalLayout(section: try $0.get(0)))
        }
        layout.initializer("init(section:configuration:)", [sectionType, configurationType]) {
            .object(CollectionViewCompositionalLayout(section: try $0.get(0), configuration: try $0.get(1)))
        }
        layout.initializer("init(sectionProvider:)", [providerType]) { call in
            .object(CollectionViewCompositionalLayout(sectionProvider: sectionProvider(call, 0)))
        }
        layout.initializer("init(sectionProvider:configuration:)", [providerType, configurationType]) { call in
            .object(CollectionViewCompositionalLayout(sectionProvider: sectionProvider(call, 0),
                                                      configuration: try call.get(1)))
        }
        layout.staticMethod("list(using:)", [t.host(CollectionLayoutListConfiguration.self)]) {
            .object(CollectionViewCompositionalLayout.list(using: try $0.get(0)))
        }
        layout.property("configuration", \CollectionViewCompositionalLayout.configuration)
        let configuration = registry.type(CollectionViewCompositionalLayoutConfiguration.self)
        configuration.initializer("init()", []) { _ in .object(CollectionViewCompositionalLayoutConfiguration()) }
        configuration.property("interSectionSpacing", \CollectionViewCompositionalLayoutConfiguration.interSectionSpacing)
        configuration.property("scrollDirection", \CollectionViewCompositionalLayoutConfiguration.scrollDirection)
        configuration.property("boundarySupplementaryItems",
                               \CollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems)
        let environment = registry.type(CollectionLayoutEnvironment.self)
        environment.readOnly("container", \CollectionLayoutEnvironment.container)
        environment.readOnly("traitCollection", \CollectionLayoutEnvironment.traitCollection)
        let container = registry.type(CollectionLayoutContainer.self)
        container.readOnly("contentSize", \CollectionLayoutContainer.contentSize)
        container.readOnly("effectiveContentSize", \CollectionLayoutContainer.effectiveContentSize)
        container.readOnly("contentInsets", \CollectionLayoutContainer.contentInsets)
        container.readOnly("effectiveContentInsets", \CollectionLayoutContainer.effectiveContentInsets)
    }

    /// The scene's section provider closure as a layout's: a section it does not give (nil, a failure) is none.
    private static func sectionProvider(_ call: HostCall, _ index: Int) -> CollectionViewCompositionalLayout.SectionProvider {
        let closure = call.value(index), interpreter = call.interpreter, span = call.span
        return { [weak interpreter] section, environment in
            interpreter?.callClosure(closure, [.int(section), .object(environment)], at: span)?
                .host(CollectionLayoutSection.self)
        }
    }

    private static func bindList(_ registry: HostRegistry, _ t: BindingTypes) {
        let list = registry.type(CollectionLayoutListConfiguration.self)
        list.initializer("init(appearance:)", [t.host(CollectionLayoutListConfiguration.Appearance.self)]) {
            .object(CollectionLayoutListConfiguration(appearance: try $0.get(0)))
        }
        list.property("appearance", \CollectionLayoutListConfiguration.appearance)
        list.property("showsSeparators", \CollectionLayoutListConfiguration.showsSeparators)
        list.property("backgroundColor", \CollectionLayoutListConfiguration.backgroundColor)
        list.property("headerMode", \CollectionLayoutListConfiguration.headerMode)
        list.property("footerMode", \CollectionLayoutListConfiguration.footerMode)
        list.property("headerTopPadding", \CollectionLayoutListConfiguration.headerTopPadding)
        registry.type(CollectionLayoutListConfiguration.Appearance.self)
            .namedCases(CollectionLayoutListConfiguration.Appearance.self)
        registry.type(CollectionLayoutListConfiguration.HeaderMode.self)
            .namedCases(CollectionLayoutListConfiguration.HeaderMode.self)
    }
}
