import LayoutScene

/// A view the files constrain (with anchors, `NSLayoutConstraint(item:…)` or the visual format) whose
/// `translatesAutoresizingMaskIntoConstraints` nothing in them ever assigns: on iOS its frame would fight those
/// constraints, so code not given must clear the flag — its class's initializer (`DateLabel()` from another file), an
/// `addSubviews(_:)` helper that clears it, a property wrapper such as `@UseAutoLayout`. The flag is taken as cleared
/// (``LayoutScene/View/clearsAutoresizingTranslationWhenConstrained``, set on every view a scene makes), with a
/// warning at the view's first constraint. A file that assigns the flag, to either value, is taken at its word, and
/// files that use nothing they do not declare (no unknown symbol, no substituted base class) are complete: there is
/// no code not given, so UIKit's conflict stands.
///
/// ```swift
/// let title = TitleLabel()                                    // declared in a file not given
/// view.addSubview(title)
/// title.topAnchor.constraint(equalTo: view.topAnchor).isActive = true   // the flag is taken as cleared
/// ```
extension Interpreter {
    /// Warns once for each view of `canvas` whose flag is taken as cleared, or, for complete files, assumes nothing.
    func warnAboutAssumedAutoresizing(in canvas: Canvas) {
        if !skipped.showsFilesNotGiven {
            for view in canvas.viewsInTreeOrder { view.clearsAutoresizingTranslationWhenConstrained = false }
            return
        }
        for view in canvas.viewsInTreeOrder where view.assumesAutoresizingTranslationCleared {
            warn("\(view.qualifiedName) has constraints but the files never set its "
                     + "translatesAutoresizingMaskIntoConstraints: taken as cleared by code not given (its class, an "
                     + "addSubviews helper or a property wrapper), as the constraints would conflict otherwise",
                 at: view.activeLayoutConstraints.first?.location)
        }
    }
}
