/// Whether the project a file belongs to builds a macOS app, as far as its project files
/// say. The engine reads them once per project (`ProjectMacTargets`); a rule whose finding
/// is true on macOS only (`optional_alert_textfield`) asks it.
package enum MacTarget: UInt8, Sendable {
  /// No project file says: loose files, standard input without a project, a workspace
  /// alone, settings this reading does not understand.
  case unknown
  /// A target builds for macOS: `macosx` in `SDKROOT` or `SUPPORTED_PLATFORMS` of an Xcode
  /// project (the project's own or one a folder down), `.macOS` in a package, macOS in an
  /// XcodeGen or Tuist spec.
  case native
  /// Every project file in the folder names iOS-family platforms only (`iphoneos`, `xros`,
  /// `appletvos`, `watchos`; a package whose `platforms:` lists no `.macOS`). On
  /// a Mac such an app runs, if at all, as an iPad app (Mac Catalyst, "Designed for
  /// iPad"), with UIKit's alerts rather than AppKit's.
  case none
}
