import Foundation
import LayoutScene

/// A file that only extends UIKit's views or controllers with layout helpers — `extension UIView { func
/// anchor(top:leading:…) … func fillSuperview() … }`, a `UIView+Layout.swift`, `extension UIViewController { func
/// showAlert(…) }` — describes no screen of its own, but how each helper lays out. With no root to draw, the screen
/// shows each helper on a sample, one row per helper in source order: a container 16 points in from the screen's
/// sides, and in it a sample of the extended class (a placeholder view captioned with the helper's selector for
/// `UIView`, a view made with UIKit's defaults for a subclass, a controller made with UIKit's defaults, its view
/// filling the container, for a controller class) on which the helper runs once, as an entry point does; a factory (a
/// `static`/`class` method, `+ (UIView *)badgeIn:`) runs on the class instead, and a view it returns that is in no
/// tree goes in the container. Its parameters are given the container where a view goes, the sample controller where
/// a controller goes, the container's anchor its label names where an anchor goes (`top:` its `topAnchor`, `width:`
/// its `widthAnchor`, `left:` its `leadingAnchor`, or its `leftAnchor` when the helper relates left edges; else the
/// axis's first: top, leading, width) — even where the parameter has a default, since a helper given no anchor
/// constrains nothing — and otherwise the placeholder an entry point's parameter gets. A helper that stops is a
/// warning, and the rows after it still run. `check` lists the helpers with the entry points.
///
/// ```swift
/// // extension UIView { func fillSuperview(padding: CGFloat = 8) { … } }
/// // drawn: a container, and in it a box captioned `fillSuperview(padding:)`, 8 points in from its edges
/// ```
extension Interpreter {
    /// The helpers the files' extensions of UIKit view classes declare that make constraints, with the class each
    /// extends, in source order.
    func uikitLayoutHelpers() -> [(host: HostType, method: FunctionDecl)] {
        let helpers = typeExtensions.flatMap { name, members -> [(host: HostType, method: FunctionDecl)] in
            guard let host = registry.named(name), isViewType(host) || isControllerType(host) else { return [] }
            let factories = members.statics.methods.values.flatMap { $0 }
            return (members.methods + factories).filter { layoutBuilding.builds($0.bodySpan) }.map { (host, $0) }
        }
        return helpers.sorted { $0.method.nameSpan.start < $1.method.nameSpan.start }
    }

    /// Draws each of `helpers` on a sample in `canvas` (see above); the helpers that ran, as `Class.selector`.
    func drawHelperSamples(_ helpers: [(host: HostType, method: FunctionDecl)], on canvas: Canvas) throws -> [String] {
        let top = 16.0, gap = 12.0
        let rowHeight = max(44, min(100, (canvas.bounds.height - top) / Double(helpers.count) - gap))
        var ran: [String] = []
        for (index, helper) in helpers.enumerated() {
            let container = View(frame: CGRect(x: 16, y: top + Double(index) * (rowHeight + gap),
                                               width: max(0, canvas.bounds.width - 32), height: rowHeight))
            try countView(at: helper.method.nameSpan)
            canvas.addSubview(container)
            // a factory (`static func makeBadge(in:) -> UIView`) runs on the class and makes its own views
            let receiver: Value = if helper.method.isStatic { .type(.host(helper.host)) } else {
                try helperSample(of: helper.host, captioned: helper.method.selector, at: helper.method.nameSpan)
            }
            if let sample = receiver.host(View.self) ?? receiver.host(ViewController.self)?.view {
                container.addSubview(sample)
            }
            let name = "\(helper.host.name).\(helper.method.selector)"
            do {
                let body = source.spelling(of: helper.method.bodySpan)
                let arguments = try helper.method.parameters.map {
                    try helperArgument($0, container: container, controller: receiver.host(ViewController.self),
                                       body: body)
                }
                let made = try invoke(helper.method, definingScope: globals,
                                      receiver: ScriptReceiver(value: receiver, definingClass: nil),
                                      arguments: arguments, at: helper.method.nameSpan)
                if helper.method.isStatic, let view = made.host(View.self), view.superview == nil {
                    container.addSubview(view)
                }
                drainMainQueue()
                try rethrowCallbackFailure()
                ran.append(name)
            } catch let failure as ScriptFailure where failure.kind == .runtime {
                warn("the helper \(name) stopped on its sample: \(failure.message)", at: failure.span)
            } catch let thrown as ScriptThrow {
                warn("the helper \(name) stopped on its sample: \(thrown.failure.message)", at: thrown.failure.span)
            }
        }
        return ran
    }

    /// The sample a helper runs on: a placeholder view captioned with its selector for `UIView`, a controller of the
    /// extended class made with UIKit's defaults (its view filling the row) for a controller, else a view of the
    /// extended class made with UIKit's defaults.
    private func helperSample(of host: HostType, captioned selector: String, at span: SourceSpan) throws -> Value {
        if isControllerType(host), let made = try defaultInstance(of: host, at: span),
           let view = made.host(ViewController.self)?.view {
            view.autoresizesToFillSuperview = true
            return made
        }
        if host.name != "UIView", let made = try defaultInstance(of: host, at: span), made.host(View.self) != nil {
            return made
        }
        let made = try makeView(PlaceholderView(className: selector), at: span)
        guard made.host(View.self) != nil else {
            throw ScriptFailure.runtime("internal error: a placeholder view is not a view", at: span)
        }
        return made
    }

    /// What a helper's parameter is given on its sample (see above), a controller the row's sample controller
    /// (`controller`, for a helper of a controller class); nil for its default. `body` is the helper's
    /// code: `left:` and `right:` are the container's left and right anchors where it relates `leftAnchor` or
    /// `rightAnchor` (UIKit refuses a leading edge related to a left one), else its leading and trailing ones.
    private func helperArgument(_ parameter: FunctionParameter, container: View, controller: ViewController?,
                                body: String) throws -> Value? {
        guard case .host(let host)? = (try? resolveType(parameter.type))?.unwrapped else {
            return try placeholderArgument(parameter)
        }
        if isViewType(host) { return .object(container) }
        // a controller (`showAlert(presentingController:)`) is the row's sample controller, or a placeholder
        if isControllerType(host) { return try controller.map { .object($0) } ?? placeholderArgument(parameter) }
        // each anchor with the words that name it
        let axisAnchors: [String: [(anchor: String, words: [String])]] = [
            "NSLayoutYAxisAnchor": [("top", ["top"]), ("bottom", ["bottom"]), ("centerY", ["centery"]),
                                    ("firstBaseline", ["firstbaseline"]), ("lastBaseline", ["lastbaseline"])],
            "NSLayoutXAxisAnchor": body.contains("leftAnchor") || body.contains("rightAnchor")
                ? [("left", ["leading", "left"]), ("right", ["trailing", "right"]), ("centerX", ["centerx"])]
                : [("leading", ["leading", "left"]), ("trailing", ["trailing", "right"]), ("centerX", ["centerx"])],
            "NSLayoutDimension": [("width", ["width"]), ("height", ["height"])],
        ]
        guard let anchors = axisAnchors[host.name] else { return try placeholderArgument(parameter) }
        let written = [parameter.label, parameter.name].compactMap { $0?.lowercased() }
        let named = anchors.first { candidate in
            written.contains { word in candidate.words.contains { word.contains($0) } }
        }
        let anchor = (named ?? anchors[0]).anchor
        return try memberIfPresent(of: .object(container), anchor + "Anchor", at: parameter.type.span)
    }
}
