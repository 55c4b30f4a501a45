/// UIKit API that takes no part in a layout snapshot — touch handling, scrolling behaviour, keyboards,
/// navigation and bar items — is known to layoutviz, so a view file using it renders without an unknown-symbol
/// warning:
///
/// - ``properties``: a property of a UIKit class that layoutviz keeps per object (a read gives back what was set, or
///   UIKit's default) and never draws or lays out (`isUserInteractionEnabled`, `isOpaque`,
///   `isScrollEnabled`, `keyboardType`, `layer.shadowOpacity`, …).
/// - ``methods``: a method that does nothing here (`addGestureRecognizer(_:)`, `becomeFirstResponder()`,
///   `present(_:animated:completion:)`); closures passed to it are not run and are counted as such.
/// - ``objectTypes``: UIKit, Foundation and WebKit classes made only to be handed to such API
///   (`UITapGestureRecognizer(target:action:)`,
///   `URLRequest(url:)`, `WKWebViewConfiguration()`) or whose effect a still picture never shows (a `Timer`
///   never fires): ``OutsideLayoutObject``s that keep what is set on them and absorb calls.
/// - ``absentControllers``: a view controller's `splitViewController`, … which are nil, as for a controller shown on
///   its own
///   (`navigationController` and `tabBarController` are modelled: nil unless the controller is in one).
///
/// ```swift
/// label.isUserInteractionEnabled = true                        // kept; no warning
/// label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))   // does nothing
/// navigationController?.navigationBar.prefersLargeTitles = true // nil: skipped by the optional chain
/// ```
enum UIKitOutsideLayout {
    /// Per UIKit class (the registry's name), each property and its UIKit default; subclasses inherit them.
    static let properties: [String: [String: Default]] = [
        "UIView": [
            "isUserInteractionEnabled": .bool(true), "isMultipleTouchEnabled": .bool(false),
            "isExclusiveTouch": .bool(false), "gestureRecognizers": .null, "interactions": .emptyArray,
            "restorationIdentifier": .null, "autoresizingMask": .opaque("UIView.AutoresizingMask"),
            "isOpaque": .bool(true), "clearsContextBeforeDrawing": .bool(true), "contentScaleFactor": .double(3),
            "focusGroupIdentifier": .null, "overrideUserInterfaceStyle": .opaque("UIUserInterfaceStyle"),
            "accessibilityIgnoresInvertColors": .bool(false),
        ],
        "UILabel": [
            "isUserInteractionEnabled": .bool(false), "isHighlighted": .bool(false), "highlightedTextColor": .null,
            "adjustsFontSizeToFitWidth": .bool(false), "minimumScaleFactor": .double(0),
            "allowsDefaultTighteningForTruncation": .bool(false), "showsExpansionTextWhenTruncated": .bool(false),
        ],
        "UIImageView": [
            "isUserInteractionEnabled": .bool(false), "highlightedImage": .null, "isHighlighted": .bool(false),
            "animationImages": .null, "animationDuration": .double(0), "animationRepeatCount": .int(0),
        ],
        "UIScrollView": [
            "delegate": .null, "isScrollEnabled": .bool(true), "isPagingEnabled": .bool(false),
            "bounces": .bool(true), "bouncesZoom": .bool(true), "scrollsToTop": .bool(true),
            "isDirectionalLockEnabled": .bool(false), "delaysContentTouches": .bool(true),
            "canCancelContentTouches": .bool(true), "minimumZoomScale": .double(1), "maximumZoomScale": .double(1),
            "keyboardDismissMode": .opaque("UIScrollView.KeyboardDismissMode"),
            "decelerationRate": .opaque("UIScrollView.DecelerationRate"),
            "indicatorStyle": .opaque("UIScrollView.IndicatorStyle"), "refreshControl": .null,
            "automaticallyAdjustsScrollIndicatorInsets": .bool(true),
            "verticalScrollIndicatorInsets": .opaque("UIEdgeInsets"), "horizontalScrollIndicatorInsets": .opaque("UIEdgeInsets"),
            "scrollIndicatorInsets": .opaque("UIEdgeInsets"),
        ],
        "UINavigationItem": [
            "prompt": .null,
            "standardAppearance": .null, "scrollEdgeAppearance": .null, "compactAppearance": .null,
        ],
        "UIBarButtonItem": [
            "isEnabled": .bool(true), "width": .double(0), "menu": .null, "primaryAction": .null, "tag": .int(0),
            "target": .null, "action": .null, "accessibilityLabel": .null,
        ],
        "UITableView": [
            "dataSource": .null, "allowsMultipleSelection": .bool(false), "allowsSelectionDuringEditing": .bool(false),
            "isEditing": .bool(false), "remembersLastFocusedIndexPath": .bool(false), "dragInteractionEnabled": .bool(false),
            "backgroundView": .null,
        ],
        "UICollectionView": [
            "dataSource": .null, "allowsSelection": .bool(true), "allowsMultipleSelection": .bool(false),
            "isPrefetchingEnabled": .bool(true), "dragInteractionEnabled": .bool(false), "backgroundView": .null,
        ],
        "UITextField": [
            "delegate": .null, "keyboardType": .opaque("UIKeyboardType"), "returnKeyType": .opaque("UIReturnKeyType"),
            "autocorrectionType": .opaque("UITextAutocorrectionType"),
            "autocapitalizationType": .opaque("UITextAutocapitalizationType"),
            "spellCheckingType": .opaque("UITextSpellCheckingType"), "textContentType": .null,
            "keyboardAppearance": .opaque("UIKeyboardAppearance"), "enablesReturnKeyAutomatically": .bool(false),
            "clearsOnBeginEditing": .bool(false), "inputView": .null, "inputAccessoryView": .null,
            "isEditing": .bool(false),
        ],
        "UITextView": [
            "delegate": .null, "isEditable": .bool(true), "isSelectable": .bool(true),
            "keyboardType": .opaque("UIKeyboardType"), "returnKeyType": .opaque("UIReturnKeyType"),
            "autocorrectionType": .opaque("UITextAutocorrectionType"),
            "autocapitalizationType": .opaque("UITextAutocapitalizationType"),
            "dataDetectorTypes": .opaque("UIDataDetectorTypes"), "inputView": .null, "inputAccessoryView": .null,
            "allowsEditingTextAttributes": .bool(false),
        ],
        "UIControl": ["isContextMenuInteractionEnabled": .bool(false), "showsMenuAsPrimaryAction": .bool(false)],
        // a cell is selected and highlighted by the user's touch, never when first shown
        "UITableViewCell": ["isSelected": .bool(false), "isHighlighted": .bool(false)],
        "UICollectionViewCell": ["isSelected": .bool(false), "isHighlighted": .bool(false)],
        // UIImage adopts UIAccessibilityIdentification (an app names images it loads: `image.accessibilityIdentifier
        // = name`) and has accessibility properties of its own
        "UIImage": ["accessibilityIdentifier": .null, "accessibilityLabel": .null, "isAccessibilityElement": .bool(false)],
        "WKWebView": [
            "navigationDelegate": .null, "uiDelegate": .null, "allowsBackForwardNavigationGestures": .bool(false),
            "allowsLinkPreview": .bool(true), "customUserAgent": .null, "isLoading": .bool(false), "url": .null,
            "title": .null, "canGoBack": .bool(false), "canGoForward": .bool(false), "estimatedProgress": .double(0),
        ],
        "UIWebView": [
            "delegate": .null, "request": .null, "scalesPageToFit": .bool(false), "dataDetectorTypes": .int(0),
            "allowsInlineMediaPlayback": .bool(false), "mediaPlaybackRequiresUserAction": .bool(true),
            "keyboardDisplayRequiresUserAction": .bool(true),
        ],
        "UIButton": ["menu": .null, "showsTouchWhenHighlighted": .bool(false), "adjustsImageWhenHighlighted": .bool(true)],
        "CALayer": [
            "shadowColor": .null, "shadowOpacity": .double(0), "shadowRadius": .double(3), "shadowPath": .null,
            "shadowOffset": .opaque("CGSize"), "maskedCorners": .opaque("CACornerMask"),
            "cornerCurve": .opaque("CALayerCornerCurve"), "shouldRasterize": .bool(false),
            "rasterizationScale": .double(1), "name": .null,
        ],
        "UIViewController": [
            "extendedLayoutIncludesOpaqueBars": .bool(false), "edgesForExtendedLayout": .opaque("UIRectEdge"),
            "modalPresentationStyle": .opaque("UIModalPresentationStyle"),
            "modalTransitionStyle": .opaque("UIModalTransitionStyle"), "definesPresentationContext": .bool(false),
            "providesPresentationContextTransitionStyle": .bool(false), "hidesBottomBarWhenPushed": .bool(false),
            "isModalInPresentation": .bool(false), "transitioningDelegate": .null, "restorationIdentifier": .null,
            "preferredContentSize": .opaque("CGSize"), "overrideUserInterfaceStyle": .opaque("UIUserInterfaceStyle"),
            "toolbarItems": .null,
        ],
        "UIApplication": [
            "delegate": .null, "applicationIconBadgeNumber": .int(0), "isIdleTimerDisabled": .bool(false),
            "isNetworkActivityIndicatorVisible": .bool(false), "applicationState": .opaque("UIApplication.State"),
            "statusBarOrientation": .opaque("UIInterfaceOrientation"),
        ],
    ]

    /// Per UIKit class, the base names of methods that do nothing in a layout snapshot.
    static let methods: [String: Set<String>] = [
        "UIView": ["addGestureRecognizer", "removeGestureRecognizer", "becomeFirstResponder", "resignFirstResponder",
                   "endEditing", "addInteraction", "removeInteraction", "setNeedsDisplay", "setNeedsFocusUpdate",
                   "accessibilityActivate", "observe"],
        "UIControl": ["addAction", "removeAction", "sendAction"],
        "UIScrollView": ["setContentOffset", "scrollRectToVisible", "flashScrollIndicators", "setZoomScale"],
        "UITableView": ["deselectRow", "selectRow", "scrollToRow", "beginUpdates", "endUpdates", "performBatchUpdates",
                        "insertRows", "deleteRows", "reloadRows", "reloadSections", "setEditing"],
        "UICollectionView": ["deselectItem", "selectItem", "scrollToItem", "performBatchUpdates", "insertItems",
                             "deleteItems", "reloadItems", "reloadSections"],
        "WKWebView": ["loadFileURL", "reload", "stopLoading", "goBack", "goForward",
                      "evaluateJavaScript"],
        "UIWebView": ["stringByEvaluatingJavaScript", "loadData"],
        "UIViewController": ["observe", "present", "dismiss", "show", "showDetailViewController", "performSegue",
                             "setNeedsStatusBarAppearanceUpdate", "setToolbarItems", "setEditing"],
        "UIApplication": ["open", "openURL", "sendAction", "registerForRemoteNotifications",
                          "unregisterForRemoteNotifications", "setAlternateIconName", "requestSceneSessionActivation"],
    ]

    /// UIKit, Foundation and WebKit classes made only to be handed to API outside layout, or that do nothing in a
    /// still picture (`Timer.scheduledTimer(withTimeInterval:repeats:block:)` never fires: its block is not run).
    /// The ``objectTypes`` that are views in UIKit, never seen in a still picture until used.
    static let viewTypes: Set<String> = ["UIRefreshControl"]

    static let objectTypes: Set<String> = [
        "Timer", "URL", "URLRequest", "URLComponents", "URLQueryItem", "WKWebViewConfiguration",
        "WKUserContentController", "WKPreferences", "WKWebpagePreferences", "WKWebsiteDataStore",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
        "UIGestureRecognizer", "UIRefreshControl",
        "UIAlertController", "UIAlertAction", "UIAction", "UIMenu", "UIContextMenuInteraction",
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator",
        "UINib", "NSKeyValueObservation", "NSKeyValueObservedChange",
    ]

    /// A view controller's containers, nil for a controller shown on its own as layoutviz shows the root.
    static let absentControllers: Set<String> = [
        "splitViewController", "presentingViewController", "presentedViewController", "searchController",
    ]

    /// A property's UIKit default.
    enum Default: Sendable {
        case null, emptyArray
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// A value of a UIKit type layoutviz does not model (`UIKeyboardType`), held and passed on but not looked into.
        case opaque(String)

        var value: Value {
            switch self {
            case .null: .null
            case .emptyArray: .array([])
            case .bool(let flag): .bool(flag)
            case .int(let number): .int(number)
            case .double(let number): .double(number)
            case .opaque(let type): .object(OpaqueValue(typeName: type, description: "\(type) (not modelled)"))
            }
        }
    }
}

/// An object of a UIKit class that takes no part in layout (a gesture recognizer, a bar button item, a
/// controller's navigation item): it keeps the properties set on it, reads others as nil, and absorbs calls.
///
/// ```swift
/// let item = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
/// item.tintColor = .red   // kept; item.tintColor reads it back
/// ```
final class OutsideLayoutObject: CustomStringConvertible {
    /// The UIKit class (`UITapGestureRecognizer`).
    let typeName: String
    /// Whether this is the class itself (`UIBarButtonItem`), which calls make instances of.
    let isType: Bool

    /// `value` when it is one, told by its exact class (this class is final): a cast that fails, on a `UILabel`,
    /// asks the runtime whether the label is a boxed Swift value, a search of every conformance record the first
    /// time for each class.
    static func of(_ value: Any) -> OutsideLayoutObject? {
        Swift.type(of: value) == OutsideLayoutObject.self ? value as? OutsideLayoutObject : nil
    }
    var values: [String: Value] = [:]

    init(typeName: String, isType: Bool) {
        self.typeName = typeName
        self.isType = isType
    }

    var description: String { isType ? typeName : "\(typeName)()" }
}
