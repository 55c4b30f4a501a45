import LayoutScene

/// A root view whose class overrides `awakeFromNib()` is one the app loads from a nib or storyboard, which layoutviz
/// does not read: UIKit makes it, connects its outlets to the nib's views and then calls `awakeFromNib()`. So, after
/// the root view is made (after its base class's hooks, before its entry points run):
///
/// - each of its `@IBOutlet` views that the files use as a view (``LayoutBuildingIndex/isUsedAsView(_:)``) but that
///   is in no view yet is put where the nib holds its views — a cell's `contentView`, else the view itself — in
///   declaration order, with `translatesAutoresizingMaskIntoConstraints` off, as Interface Builder leaves a view it
///   lays out with constraints (the nib's own constraints are unknown: what the code states places it, and where it
///   states nothing the view fills the nib's root at the weakest priorities, top and leading edges first, as
///   ``fill(_:with:at:)`` pins it);
/// - then its `awakeFromNib()` runs, the most derived override.
///
/// ```swift
/// // class FolderCell: UICollectionViewCell {
/// //     @IBOutlet weak var icon: UIImageView!
/// //     override func awakeFromNib() { super.awakeFromNib(); icon.snp.makeConstraints { $0.center.equalToSuperview() } }
/// // }
/// // drawn alone: icon is in contentView, centred in it
/// ```
extension Interpreter {
    /// Loads `root` as its nib would, when its class overrides `awakeFromNib()` (see above).
    func loadFromNibIfAwoken(_ root: Value) throws {
        guard case .object(let object) = root, let scripted = HostBase.scriptedObject(object),
              let view = object as? View,
              scripted.instance.scriptClass.method(selector: "awakeFromNib()") != nil else { return }
        placeOutlets(of: scripted, in: nibRoot(of: view))
        _ = runOverride("awakeFromNib()", of: scripted, arguments: [])
        try rethrowCallbackFailure()
    }

    /// A controller whose class declares `@IBOutlet`s is loaded from a storyboard or nib (unless it overrides
    /// `loadView()`, making its view in code): before its `viewDidLoad()`, its outlet views are placed in its `view`
    /// as ``placeOutlets(of:in:)`` says.
    func loadOutletsFromStoryboard(of controller: any ScriptedObject) {
        guard let view = (controller as AnyObject as? ViewController)?.view,
              controller.instance.scriptClass.method(selector: "loadView()") == nil else { return }
        placeOutlets(of: controller, in: view)
    }

    /// Where a view's nib holds its views: a cell's `contentView`, else the view itself.
    func nibRoot(of view: View) -> View {
        (view as? TableViewCell)?.contentView ?? (view as? CollectionViewCell)?.contentView ?? view
    }

    /// Puts each `@IBOutlet` view of `object`'s class chain (base-most first, in declaration order) that the files use
    /// as a view (``LayoutBuildingIndex/isUsedAsView(_:)``) but that is in no view yet into `nibRoot`, where the nib
    /// holds its views, with `translatesAutoresizingMaskIntoConstraints` off, as Interface Builder leaves a view it
    /// lays out with constraints (the nib's own constraints are unknown: what the code states places it, over the
    /// weakest pins filling `nibRoot`).
    private func placeOutlets(of object: any ScriptedObject, in nibRoot: View) {
        var owner: ScriptClass? = object.instance.scriptClass
        var outlets: [PropertyDecl] = []
        while let scriptClass = owner {
            outlets.insert(contentsOf: scriptClass.decl.properties.filter(\.isOutlet), at: 0)
            owner = scriptClass.superclass
        }
        for outlet in outlets where layoutBuilding.isUsedAsView(outlet.name) {
            guard let held = object.instance.storage[outlet.name]?.value?.host(View.self), held.superview == nil,
                  held !== nibRoot, held !== (object as AnyObject as? View) else { continue }
            held.translatesAutoresizingMaskIntoConstraints = false
            fill(nibRoot, with: held, at: outlet.nameSpan)
        }
    }
}
