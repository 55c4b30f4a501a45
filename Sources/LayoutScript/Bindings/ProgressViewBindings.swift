import Foundation
import LayoutScene

/// `UIProgressView` / `ProgressView`: style, progress and colours; `UIProgressView.Style`.
enum ProgressViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let progress = registry.type(ProgressView.self)
        progress.initializer("init()", []) { try $0.interpreter.makeView(ProgressView(), at: $0.span) }
        progress.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(ProgressView(frame: $0.get(0)), at: $0.span)
        }
        progress.initializer("init(progressViewStyle:)", [t.host(ProgressViewStyle.self)]) {
            try $0.interpreter.makeView(ProgressView(progressViewStyle: $0.get(0)), at: $0.span)
        }
        progress.property("progressViewStyle", \ProgressView.progressViewStyle)
        progress.property("progress", \ProgressView.progress)
        progress.property("progressTintColor", \ProgressView.progressTintColor)
        progress.property("trackTintColor", \ProgressView.trackTintColor)
        progress.method("setProgress(_:animated:)", [t.float, t.bool]) {
            try $0.receiver(ProgressView.self).setProgress($0.get(0), animated: $0.get(1)); return .void
        }
        registry.type(ProgressViewStyle.self).cases(ProgressViewStyle.self)
    }
}
