import Foundation
import LayoutScene

extension Interpreter {
    /// Runs a module of files: registers the declarations of all of them, makes the global constants and variables
    /// of files without top-level code lazy (see ``LazyGlobals``), runs the top-level statements file by file, then finds
    /// the root canvas.
    func runModule(_ files: [[Stmt]]) throws -> (Canvas, SceneRoot) {
        let statements = Array(files.joined())
        try registerDeclarations(statements)
        for twin in try lazyGlobals.register(module: files, keepingTwins: isAppFolder) {
            warnAboutTwin(twin.name, at: twin.nameSpan)
        }
        let flow: Flow
        do {
            flow = try execute(statements, in: globals)
        } catch let thrown as ScriptThrow {
            throw thrown.failure
        }
        switch flow {
        case .normal: break
        case .returned: throw ScriptFailure.runtime("return invalid outside of a func", at: returnSpan(statements))
        case .broke(let span, _), .continued(let span, _):
            throw ScriptFailure.runtime("'break' and 'continue' are only allowed inside a loop", at: span)
        case .fallenThrough(let span):
            throw Self.misplacedFallthrough(at: span)
        }
        drainMainQueue()
        try rethrowCallbackFailure()
        let root = try findRoot(directive: RootDirective(module: source))
        try rethrowCallbackFailure()
        putOnScreen(root)
        pinViewsLeftUnplaced()
        warnAboutAssumedAutoresizing(in: root.0)
        return root
    }

    /// On a device, makes the root canvas the screen again after the scene ran, replacing the size and
    /// `deviceSafeAreaInsets` the scene gave it; a `UIView` root keeps its width and has no safe area.
    private func putOnScreen(_ root: (Canvas, SceneRoot)) {
        guard let screen else { return }
        if case .view = root.1 { return }
        if case .preview = root.1, previewShown?.hasFixedLayout == true { return }
        root.0.apply(screen)
    }

    private func returnSpan(_ statements: [Stmt]) -> SourceSpan {
        for statement in statements { if case .returnStatement(_, let span) = statement { return span } }
        return SourceSpan(start: 0, end: 0)
    }

    /// The first canvas the file created (unless a root class was asked for); else its root class — the last
    /// candidate declared that no other uses (``defaultRoot(among:)``), or the one the options or a
    /// `// layoutviz: root=Name` comment name — hosted in a canvas
    /// of the default size.
    private func findRoot(directive: RootDirective?) throws -> (Canvas, SceneRoot) {
        if let preview = try chosenPreview(fileMadeCanvas: roots.firstCanvas != nil),
           let root = try runPreview(preview) {
            return root
        }
        if rootClassName == nil, let canvas = roots.firstCanvas {
            return (canvas, canvas === roots.implicitRoot ? .implicitView : .canvas(variable: roots.variableName))
        }
        let candidates = rootCandidates
        guard let last = defaultRoot(among: candidates) else {
            // files that compile but describe no screen (extensions of UIKit types, helpers): an empty screen, as an
            // app running them would show, with the way to give one
            guard rootClassName == nil, case .object(let made) = try implicitRootView(at: SourceSpan(start: 0, end: 0)),
                  let canvas = made as? Canvas else {
                throw ScriptFailure.runtime("the scene has no root: create a canvas (let canvas = Canvas(width: 375, "
                                                + "height: 667)), use the implicit root 'view', or declare a "
                                                + "UIViewController or UIView subclass", at: SourceSpan(start: 0, end: 0))
            }
            let helpers = uikitLayoutHelpers()
            if !helpers.isEmpty {
                warn("the scene has no root, but its files extend UIKit's views or controllers with layout helpers, "
                         + "so each is drawn on a sample (see 'Helpers on UIKit's views' in the README)",
                     at: helpers[0].method.nameSpan)
                for ran in try drawHelperSamples(helpers, on: canvas) where !entryPointsRun.contains(ran) {
                    entryPointsRun.append(ran)
                }
                return (canvas, .implicitView)
            }
            warn("the scene has no root, so an empty screen is drawn: create a canvas (let canvas = Canvas(width: 375, "
                     + "height: 667)), use the implicit root 'view', or declare a UIViewController or UIView subclass",
                 at: SourceSpan(start: 0, end: 0))
            return (canvas, .implicitView)
        }
        var chosen = last
        if let name = rootClassName ?? directive?.className {
            guard let named = candidates.first(where: { $0.name == name }) else {
                throw ScriptFailure.runtime(Suggestion.message("the root '\(name)' is not a UIViewController or UIView "
                                                                   + "subclass of the scene's files", name: name,
                                                               candidates: candidates.map(\.name)),
                                            at: directive?.span ?? SourceSpan(start: 0, end: 0))
            }
            chosen = named
        }
        try checkCanvasSize(width: defaultSize.width, height: defaultSize.height, at: chosen.decl.nameSpan)
        let instance = try instantiateRoot(chosen)
        rootInstance = instance
        try loadFromNibIfAwoken(instance)
        drainMainQueue()
        try rethrowCallbackFailure()
        try countView(at: chosen.decl.nameSpan)
        if let controller = instance.host(ViewController.self) {
            let canvas = Canvas(hosting: embedded(controller), width: defaultSize.width, height: defaultSize.height)
            if let screen { canvas.apply(screen) }
            try rethrowCallbackFailure()
            try runEntryPoints(ofRoot: instance)
            return (canvas, .controller(className: chosen.name))
        }
        if let embedding {
            warn("--embed \(embedding.rawValue) applies to a view controller; the view '\(chosen.name)' is drawn on its "
                     + "own", at: chosen.decl.nameSpan)
        }
        try runEntryPoints(ofRoot: instance)
        guard let view = instance.host(View.self) else {
            throw ScriptFailure.runtime("'\(chosen.name)' is not a view or view controller", at: chosen.decl.nameSpan)
        }
        if view.name == nil { view.name = chosen.name }
        return (hostFitting(view, fitsWidth: view is CollectionViewCell, at: chosen.decl.nameSpan,
                            width: defaultSize.width, height: defaultSize.height), .view(className: chosen.name))
    }

    /// `controller` in the container ``embedding`` asks for, unless it is such a container already.
    func embedded(_ controller: ViewController) -> ViewController {
        switch embedding {
        case .navigation? where !(controller is NavigationController):
            return NavigationController(rootViewController: controller)
        case .tab? where !(controller is TabBarController):
            let tabs = TabBarController()
            tabs.viewControllers = [controller]
            return tabs
        default:
            return controller
        }
    }

    /// The classes that can be the root, in declaration order: view controllers and views (not those deriving
    /// from an undeclared base class for which nothing implies a UIKit class). When there are none, such a class
    /// whose own code builds layout (adds subviews or makes constraints, ``LayoutBuildingIndex``) is a view after
    /// all (`@interface GoodsSheet : BaseSheet` whose `makeSubview` adds its rows) and can be drawn.
    var rootCandidates: [ScriptClass] {
        let views = declaredClasses.filter { $0.hostBase.isController || $0.hostBase.isView }
        let implied = views.filter { candidate in
            guard let substitution = substitutedBase(of: candidate) else { return true }
            var base = candidate
            while let superclass = base.superclass { base = superclass }
            return BaseClassSubstitution.implied(byBase: substitution.name, of: base.decl) != nil
        }
        guard implied.isEmpty else { return implied }
        return views.filter { bodies(of: $0).contains(where: layoutBuilding.builds) }
    }

    /// How many times a class's own code adds views or makes constraints, reloading a list's rows aside
    /// (``LayoutBuildingIndex/buildingCount(in:)``).
    func buildingCount(_ candidate: ScriptClass) -> Int {
        bodies(of: candidate).reduce(0) { $0 + layoutBuilding.buildingCount(in: $1) }
    }

    /// A class's own code: its methods' and initializers' bodies and its properties' initial values.
    private func bodies(of candidate: ScriptClass) -> [SourceSpan] {
        let decl = candidate.decl
        return decl.methods.map(\.bodySpan) + decl.initializers.map(\.bodySpan)
            + decl.properties.compactMap { $0.initialValue?.span }
    }

    /// The height a cell root takes when its constraints give none, with the warning saying so: a table's standard
    /// row height, a flow layout's default item height; `nil` (the full screen) for other views.
    private func fallbackHeight(of view: View) -> (height: CGFloat, warning: String)? {
        if view is TableViewCell {
            return (CellLayoutEstimates.minimumRowHeight, "constraints ambiguously suggest a height of zero for the "
                        + "cell's content view; using the standard height (44) instead, as UITableView does")
        }
        if view is CollectionViewCell {
            return (CollectionViewCell.defaultItemSize.height, "constraints give the collection view cell no height; "
                        + "using the flow layout's default item height (50)")
        }
        return nil
    }

    /// A view root, sized as its host would size it (see `CanvasHeightFitting`): a view or table view cell pinned
    /// to the top and sides of a canvas of `width` × `height`, its height fitted (a cell whose constraints give no
    /// height takes the standard row height, 44, as a table does); with `fitsWidth` (a collection view cell, as a
    /// flow layout with automatic item size sizes it, or a preview that fits its content) fitted in both dimensions,
    /// its width at most the canvas's (50 in a dimension its constraints do not give, the flow layout's default item
    /// size).
    func hostFitting(_ view: View, fitsWidth: Bool, at span: SourceSpan, width canvasWidth: CGFloat,
                     height canvasHeight: CGFloat) -> Canvas {
        let canvas = Canvas(width: canvasWidth, height: canvasHeight)
        canvas.addSubview(view)
        let location = sourceLocation(of: span)
        let file = location.file, line = UInt(location.line), column = UInt(location.column ?? 1)
        var fitting: Constraint?, fullScreen: Constraint?, widthFitting: Constraint?, fullWidth: Constraint?
        view.snp.makeConstraints { make in
            make.top.leading.equalToSuperview(file, line, column)
            if fitsWidth {
                make.width.lessThanOrEqualToSuperview(file, line, column)
                widthFitting = make.width.equalTo(0, file, line, column).priority(.fittingSizeLevel).constraint
                fullWidth = make.trailing.equalToSuperview(file, line, column).constraint
            } else {
                make.trailing.equalToSuperview(file, line, column)
            }
            fitting = make.height.equalTo(0, file, line, column).priority(.fittingSizeLevel).constraint
            fullScreen = make.bottom.equalToSuperview(file, line, column).constraint
        }
        guard let fitting, let fullScreen else { return canvas }
        // the host's pulls toward the smallest size are broken by design, as UIKit's own fitting: never reported
        for pull in [fitting, widthFitting].compactMap({ $0 }) {
            pull.layoutConstraints.forEach { $0.isMadeByView = true }
        }
        fullScreen.deactivate()
        fullWidth?.deactivate()
        let fallback = fallbackHeight(of: view)
        var width: CanvasHeightFitting.WidthFitting?
        if let widthFitting, let fullWidth {
            width = CanvasHeightFitting.WidthFitting(fitting: widthFitting, fullWidth: fullWidth,
                                                     fallbackWidth: CollectionViewCell.defaultItemSize.width)
        }
        canvas.heightFitting = CanvasHeightFitting(
            content: view, fitting: fitting, fullScreen: fullScreen,
            fallbackHeight: fallback?.height, fallbackWarning: fallback?.warning, widthFitting: width)
        return canvas
    }
}
