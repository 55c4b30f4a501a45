import Foundation

/// A button in a navigation bar, as `UIBarButtonItem`: a title, an image, one of UIKit's system items, or a custom
/// view. The bar draws it as a system button tinted with the bar's tint, `.done` items in semibold.
///
/// ```swift
/// controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
/// ```
public final class BarButtonItem {
    /// How a titled item is drawn.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// Regular weight.
        case plain
        /// Semibold, the confirming action.
        case done
    }

    /// UIKit's system items: a localised title or an SF Symbol.
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The English title UIKit shows, for the items drawn as text.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol UIKit draws, for the items drawn as an image.
        public var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            default: nil
            }
        }
    }

    /// The title drawn when there is no image or custom view.
    public var title: String?
    /// The image drawn (template-tinted) when there is no custom view.
    public var image: Image?
    /// Regular or semibold.
    public var style: Style
    /// A view drawn in place of the button.
    public var customView: View?
    /// The colour of the title or image; `nil` uses the bar's.
    public var tintColor: Color?
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?

    /// An item showing a title.
    ///
    /// ```swift
    /// let share = BarButtonItem(title: "Share", style: .plain)
    /// ```
    public init(title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
        systemItem = nil
    }

    /// An item showing an image.
    ///
    /// ```swift
    /// let menu = BarButtonItem(image: Image(systemName: "line.3.horizontal"), style: .plain)
    /// ```
    public init(image: Image?, style: Style = .plain) {
        self.image = image
        self.style = style
        systemItem = nil
    }

    /// One of UIKit's system items: its title (`.done` in semibold, as are `.save`) or its symbol.
    ///
    /// ```swift
    /// BarButtonItem(systemItem: .done).title // "Done"
    /// ```
    public init(systemItem: SystemItem) {
        self.systemItem = systemItem
        title = systemItem.title
        image = systemItem.symbolName.flatMap { Image(systemName: $0) }
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    /// An item showing `customView` as it is.
    ///
    /// ```swift
    /// let avatar = BarButtonItem(customView: avatarButton)
    /// ```
    public init(customView: View) {
        self.customView = customView
        style = .plain
        systemItem = nil
    }

    /// Whether the item only makes room (`.flexibleSpace`, `.fixedSpace`) and draws nothing.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// UIKit's name for ``BarButtonItem``.
///
/// ```swift
/// let item: UIBarButtonItem = BarButtonItem(title: "Edit")
/// ```
public typealias UIBarButtonItem = BarButtonItem
