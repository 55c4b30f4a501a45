import Foundation
import LayoutScene
import LayoutSolver

/// One `systemLayoutSizeFitting` call: a side layout of a view and its subtree in a solver of its own, with the
/// view's origin pinned at zero and its width and height pulled towards the target size at the fitting priorities.
/// Only the subtree's own constraints take part (those reaching outside it are left out, as UIKit leaves out
/// constraints to views outside the one being measured), and nothing is written back into the scene.
struct FittingPass {
    let view: View
    let target: CGSize
    let horizontalPriority: LayoutPriority
    let verticalPriority: LayoutPriority
    let measurement: TextMeasurement

    /// The fitted size.
    func run() -> CGSize {
        for member in view.viewsInTreeOrder.reversed() { member.updateConstraints() }
        let views = view.viewsInTreeOrder
        let items = view.allItemsInSubtree()
        let sceneConstraints = view.rootView.allActiveLayoutConstraints()
        let detachedCanvas = Canvas(width: 0, height: 0)
        let session = SolverSession()
        let state = LayoutState()
        session.prepareVariables(for: items)
        var inputs = DynamicInputs.initial(views: views, canvas: detachedCanvas, previous: nil,
                                           measurement: measurement)
        for _ in 0..<LayoutPass.passLimit {
            let geometry = LayoutGeometry(session: session, inputs: inputs)
            let desired = constraints(with: geometry, views: views, sceneConstraints: sceneConstraints)
            _ = session.sync(desired, state: state, restartOnConflict: false)
            session.solver.updateVariables()
            let next = inputs.updated(views: views, canvas: detachedCanvas, frames: { session.solvedFrame(of: $0) },
                                      contentSizes: { session.solvedContentSize(of: $0) },
                                      measurement: measurement)
            if next.changes(from: inputs, in: views).isEmpty { break }
            inputs = next
        }
        return session.solvedFrame(of: view).size
    }

    /// The target and origin constraints, then what a layout would add for the subtree.
    private func constraints(with geometry: LayoutGeometry, views: [View],
                             sceneConstraints: [LayoutConstraint]) -> [DesiredConstraint] {
        guard let frame = geometry.frame(of: view) else { return [] }
        var result: [DesiredConstraint] = []
        let pins: [(FrameComponent, LinearExpression)] = [(.minX, frame.x), (.minY, frame.y)]
        for (component, expression) in pins {
            let description = SystemConstraint(kind: .canvasSize, label: "'UIView-Fitting-Origin'", item: view,
                                               attribute: component.rawValue, constant: 0)
            result.append(DesiredConstraint(description, role: .autoresizing(component), expression: expression))
        }
        let targets: [(LayoutAxis, String, LinearExpression, CGFloat, LayoutPriority)] = [
            (.horizontal, "Width", frame.width, target.width, horizontalPriority),
            (.vertical, "Height", frame.height, target.height, verticalPriority),
        ]
        for (axis, name, length, size, priority) in targets {
            let description = SystemConstraint(kind: .canvasSize, label: "'UIView-Encapsulated-Layout-\(name)'",
                                               item: view, attribute: name.lowercased(), constant: size)
            result.append(DesiredConstraint(description, role: .canvasSize(axis), expression: length - Double(size),
                                            priority: Priority(priority)))
        }
        for member in views {
            result += geometry.guideDefinitions(of: member)
        }
        for member in views where member !== view && member.translatesAutoresizingMaskEffectively {
            result += geometry.autoresizingConstraints(of: member, frame: member.frame, isHostedRoot: false)
        }
        for member in views {
            result += geometry.contentSizeConstraints(of: member)
        }
        result += sceneConstraints.compactMap(geometry.desired(for:))
        return result
    }
}

extension View {
    /// The size that best fits the view's own constraints when its width and height are pulled towards `target` at
    /// the given priorities, as UIKit's method: `.required` keeps that dimension at the target, `.fittingSizeLevel`
    /// (50) makes it as close to the target as the content allows. A side layout in a solver of its own: the scene
    /// is not changed. Text is measured with `measurer` (use the renderer's to match a picture).
    ///
    /// ```swift
    /// let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
    ///                                         withHorizontalFittingPriority: .required,
    ///                                         verticalFittingPriority: .fittingSizeLevel)
    /// ```
    public func systemLayoutSizeFitting(_ target: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority,
                                        measuring measurer: any TextMeasuring = MonospacedTextMeasurer()) -> CGSize {
        FittingPass(view: self, target: target, horizontalPriority: horizontal, verticalPriority: vertical,
                    measurement: TextMeasurement(measurer: measurer, budget: sceneWorkBudget)).run()
    }

    /// The size closest to `target` that the view's constraints allow, both dimensions at `.fittingSizeLevel`.
    ///
    /// ```swift
    /// let smallest = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    /// ```
    public func systemLayoutSizeFitting(_ target: CGSize,
                                        measuring measurer: any TextMeasuring = MonospacedTextMeasurer()) -> CGSize {
        systemLayoutSizeFitting(target, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel, measuring: measurer)
    }
}

/// The engine's ``LayoutScene/LayoutFitting``: side layouts measured with a given text measurer, for scene loaders
/// (the interpreter) that cannot call the engine themselves.
///
/// ```swift
/// let scene = try SceneScript.load(contentsOf: url, defaultSize: size, assets: nil,
///                                  fitting: EngineLayoutFitting(measurer: MonospacedTextMeasurer()))
/// ```
public struct EngineLayoutFitting: LayoutFitting {
    /// How text is measured in the side layouts.
    public let measurer: any TextMeasuring

    /// Creates a fitter.
    ///
    /// ```swift
    /// let fitting = EngineLayoutFitting(measurer: PangoTextMeasurer(fonts: fonts))
    /// ```
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// ``LayoutScene/View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:measuring:)``.
    ///
    /// ```swift
    /// let size = fitting.fittingSize(of: cell, target: CGSize(width: 375, height: 0),
    ///                                horizontal: .required, vertical: .fittingSizeLevel)
    /// ```
    public func fittingSize(of view: View, target: CGSize, horizontal: LayoutPriority,
                            vertical: LayoutPriority) -> CGSize {
        view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal,
                                     verticalFittingPriority: vertical, measuring: measurer)
    }

    /// The ``measurer``, for text measured in scene code.
    ///
    /// ```swift
    /// let size = fitting.textMeasurer?.measure(request).size
    /// ```
    public var textMeasurer: (any TextMeasuring)? { measurer }
}
