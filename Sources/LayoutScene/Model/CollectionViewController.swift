import Foundation

/// A controller whose view is a collection, as `UICollectionViewController`: ``loadView()`` makes a
/// ``CollectionView`` with the controller's ``collectionViewLayout`` the size of the screen, and ``collectionView``
/// is that view. Set the collection's data source (UIKit sets it to the controller; layoutviz's interpreter does so
/// for scene classes).
///
/// ```swift
/// let controller = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
/// controller.collectionView.backgroundColor = .black
/// ```
open class CollectionViewController: ViewController {
    /// The layout the collection is made with.
    public package(set) var collectionViewLayout: CollectionViewLayout
    /// Whether selected items are deselected when the view appears; kept as set (a still picture has no selection).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection lays its items out with `layout`.
    ///
    /// ```swift
    /// let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    /// ```
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// A controller with a flow layout. (UIKit's `init()` leaves the layout nil, and the collection fails when it
    /// first lays out; a flow layout is what such code goes on to configure.)
    ///
    /// ```swift
    /// let controller = UICollectionViewController()
    /// ```
    public override convenience init() {
        self.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// The controller's view as a collection (loading it if needed); nil when code replaced the view with another
    /// kind. Setting it makes the collection the view.
    ///
    /// ```swift
    /// controller.collectionView.contentInset.top = 8
    /// ```
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Makes the view: a collection with ``collectionViewLayout`` the size the controller's host gives.
    ///
    /// ```swift
    /// override func loadView() { super.loadView(); collectionView.alwaysBounceVertical = true }
    /// ```
    open override func loadView() {
        view = CollectionView(frame: initialViewFrame, collectionViewLayout: collectionViewLayout)
    }
}
