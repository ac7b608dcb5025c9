/// Names the index knows without seeing their declarations: the Apple-framework classes
/// whose instances are mutated in place, and observation. SwiftUI's view protocols are in
/// `ViewKinds`.
package enum KnownTypes {
  /// Mutable classes from Foundation, UIKit and AppKit that people put in bindings and state
  /// and then mutate. Immutable classes (`UIImage`, `NSImage`, `NSAttributedString`) are
  /// left out on purpose: replacing one is an assignment SwiftUI sees.
  package static let mutableFrameworkClasses: Set<String> = [
    "NSObject", "NSMutableString", "NSMutableArray", "NSMutableDictionary", "NSMutableSet",
    "NSMutableData", "NSMutableAttributedString", "NSMutableOrderedSet", "NSCache",
    "UIView", "UIViewController", "UINavigationController", "UITableView", "UICollectionView",
    "UITextView", "UITextField", "UIScrollView", "UILabel", "UIButton",
    "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSTextView", "NSTextField",
    "NSScrollView", "NSTableView", "NSOutlineView",
    "JSONDecoder", "JSONEncoder", "DateFormatter", "NumberFormatter", "UserDefaults",
    "NotificationCenter", "FileManager", "URLSession", "OperationQueue", "Timer",
  ]
}

extension KnownTypes {
  /// The framework classes above that are handles to a view, window or controller: UIKit and
  /// AppKit draw their state, not SwiftUI, so holding one in `@State` and calling it
  /// (`window.setFrameOrigin(…)`) shows nothing stale; only a member the view itself reads
  /// while rendering and edits would be.
  package static let frameworkHandleClasses: Set<String> = [
    "UIView", "UIViewController", "UINavigationController", "UITableView", "UICollectionView", "UITextView", "UITextField",
    "UIScrollView", "UILabel", "UIButton", "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSTextView",
    "NSTextField", "NSScrollView", "NSTableView", "NSOutlineView",
  ]

  /// Attached macros that make a class's stored properties observation-tracked.
  package static let observationMacros: Set<String> = ["Observable", "Model", "Perceptible"]

  /// Conforming to one of these by hand also makes a type observation-tracked.
  package static let observationProtocols: Set<String> = ["Observable", "Perceptible"]

  /// Combine-style objects SwiftUI observes through `@StateObject` / `@ObservedObject`.
  /// `NSManagedObject` conforms to `ObservableObject` in the SDK.
  package static let observableObjectProtocols: Set<String> = ["ObservableObject", "NSManagedObject"]
}
