import Foundation

/// A layout built from sections, groups and items, as `UICollectionViewCompositionalLayout`: one section for every
/// section of the collection, or a provider asked for each section with the collection's size (see
/// ``CollectionLayoutEnvironment``). The collection places its items as ``CompositionalPlacement`` describes.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout(section: section)
/// let adaptive = UICollectionViewCompositionalLayout { index, environment in
///     index == 0 ? bannerSection : gridSection(columns: environment.container.effectiveContentSize.width > 500 ? 4 : 2)
/// }
/// ```
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Gives the section for a section index; nil for none (the section's items are not shown).
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// The section for each section index.
    public let sectionProvider: SectionProvider
    /// Settings for the whole layout.
    public var configuration: CollectionViewCompositionalLayoutConfiguration

    /// Every section laid out as `section`.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout(section: section)
    /// ```
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Every section laid out as `section`, with settings.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    /// ```
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
    }

    /// Sections from a provider.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout { index, environment in sections[index] }
    /// ```
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Sections from a provider, with settings.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
    /// ```
    public init(sectionProvider: @escaping SectionProvider,
                configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// A list, every section as ``CollectionLayoutListConfiguration`` describes it.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    /// ```
    public static func list(using configuration: CollectionLayoutListConfiguration)
        -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, _ in configuration.section() }
    }
}

/// A compositional layout's settings, as `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// ```
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// The direction the collection scrolls in.
    public var scrollDirection = LayoutAxis.vertical
    /// Headers and footers of the whole collection.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// Default settings: vertical, no spacing.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayoutConfiguration()
    /// ```
    public init() {}
}

/// What a section provider is told, as `NSCollectionLayoutEnvironment`: the collection's size and traits.
///
/// ```swift
/// let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
/// ```
public final class CollectionLayoutEnvironment {
    /// The collection's size.
    public let container: CollectionLayoutContainer
    /// The collection's traits.
    public let traitCollection: TraitCollection

    /// An environment for a container and traits.
    ///
    /// ```swift
    /// CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: size), traitCollection: traits)
    /// ```
    public init(container: CollectionLayoutContainer, traitCollection: TraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// A size sections are laid out in, as `NSCollectionLayoutContainer`.
///
/// ```swift
/// let width = container.effectiveContentSize.width
/// ```
public final class CollectionLayoutContainer {
    /// The whole size.
    public let contentSize: CGSize
    /// Insets inside it.
    public let contentInsets: DirectionalEdgeInsets

    /// A container of a size, with insets.
    ///
    /// ```swift
    /// CollectionLayoutContainer(contentSize: CGSize(width: 390, height: 700))
    /// ```
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size less the insets.
    public var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// The insets (the same as ``contentInsets``).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// UIKit's name for ``CollectionViewCompositionalLayout``.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's name for ``CollectionViewCompositionalLayoutConfiguration``.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// UIKit's name for ``CollectionLayoutEnvironment`` (a protocol in UIKit).
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's name for ``CollectionLayoutContainer`` (a protocol in UIKit).
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
