import BindingLintPlatform
import BindingLintRules

/// Each project's `MacTarget`, read from the files that make the folder a project
/// (`Discovery`): every `*.xcodeproj/project.pbxproj` in it and its `Package.swift`, and
/// the specs a project generator makes the Xcode project from (`project.yml`). A
/// project is read the first time one of its files is analysed and kept for the run; the
/// reading happens outside the lock, so two threads may read one project at once and keep
/// the same answer.
final class ProjectMacTargets: @unchecked Sendable {
  private let lock = Lock()
  private var known: [String: MacTarget] = [:]

  /// The target of the project at folder `project`; `.unknown` outside any project.
  func target(of project: String?) -> MacTarget {
    guard let project else { return .unknown }
    if let target = lock.withLock({ known[project] }) { return target }
    let target = Self.read(project: project)
    lock.withLock { known[project] = target }
    return target
  }

  /// What the project files in `folder` say: a macOS target in any of them (or in an Xcode
  /// project one folder down, which may compile the shared sources: probe43 D6) makes the
  /// project `.native`; `.none` needs every project file in the folder to name only
  /// iOS-family platforms; anything else is `.unknown`.
  static func read(project folder: String) -> MacTarget {
    var answers: [MacTarget] = []
    for name in Platform.directoryEntries(folder) ?? [] {
      if name.hasSuffix(".xcodeproj"), case .success(let bytes) = Platform.readFile(folder + "/" + name + "/project.pbxproj") {
        answers.append(xcodeProjectTarget(String(decoding: bytes, as: UTF8.self)))
      } else if name == "Package.swift", case .success(let bytes) = Platform.readFile(folder + "/" + name) {
        answers.append(packageTarget(String(decoding: bytes, as: UTF8.self)))
      } else if generatorSpecs.contains(name), case .success(let bytes) = Platform.readFile(folder + "/" + name) {
        answers.append(generatorSpecTarget(String(decoding: bytes, as: UTF8.self)))
      }
    }
    if answers.contains(.native) || hasMacProjectOneFolderDown(folder) { return .native }
    return !answers.isEmpty && answers.allSatisfy({ $0 == .none }) ? .none : .unknown
  }

  /// Folders that hold no project of the app's own.
  private static let foreignFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "vendor"]

  /// Whether a folder directly inside `folder` holds an Xcode project with a macOS target.
  private static func hasMacProjectOneFolderDown(_ folder: String) -> Bool {
    for name in Platform.directoryEntries(folder) ?? [] where !name.hasPrefix(".") && !foreignFolders.contains(name) && !name.contains(".") {
      let inner = folder + "/" + name
      for entry in Platform.directoryEntries(inner) ?? [] where entry.hasSuffix(".xcodeproj") {
        if case .success(let bytes) = Platform.readFile(inner + "/" + entry + "/project.pbxproj"),
          xcodeProjectTarget(String(decoding: bytes, as: UTF8.self)) == .native
        {
          return true
        }
      }
    }
    return false
  }

  /// What XcodeGen (`project.yml`) and Tuist (`Project.swift`) generate the Xcode project
  /// from: the committed `.xcodeproj` may hold only some of their targets (review65 A29: a
  /// macOS target in `project.yml` only).
  private static let generatorSpecs: Set<String> = ["project.yml", "project.yaml", "Project.swift"]

  /// A generator's spec that names macOS (`platform: macOS`, Tuist's `.macOS` or `.mac`
  /// destination) makes the project `.native`; one that does not says nothing (it may
  /// include other specs).
  static func generatorSpecTarget(_ text: String) -> MacTarget {
    text.utf8.split(whereSeparator: { !(($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A)) })
      .contains { $0.elementsEqual("macOS".utf8) || $0.elementsEqual("mac".utf8) } ? .native : .unknown
  }

  /// SDKs of the iOS family: an app built for them runs on a Mac only as an iPad app.
  private static let iOSFamilySDKs: Set<Substring> = ["iphoneos", "iphonesimulator", "xros", "xrsimulator", "appletvos", "appletvsimulator", "watchos", "watchsimulator"]

  /// An Xcode project whose `SDKROOT` or `SUPPORTED_PLATFORMS` names the macOS SDK (`macosx`,
  /// `macosx14.0`, also under a condition, `"SDKROOT[arch=*]"`) is `.native`; one whose SDK
  /// settings name only iOS-family SDKs is `.none`, unless it takes settings from
  /// `.xcconfig` files, which may set another SDK. Other settings conditioned on
  /// `[sdk=macosx*]` are Mac Catalyst's (review81's Scripty signs its Catalyst build so).
  static func xcodeProjectTarget(_ text: String) -> MacTarget {
    var sawIOSFamily = false
    var sawOther = false
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
      guard trimmed.hasPrefix("SDKROOT") || trimmed.hasPrefix("SUPPORTED_PLATFORMS"), let equals = trimmed.firstIndex(of: "=") else { continue }
      let value = trimmed[trimmed.index(after: equals)...].prefix { $0 != ";" }.filter { $0 != "\"" }
      let platforms = value.split(separator: " ").map { Substring($0) }
      if platforms.contains(where: { $0.hasPrefix("macosx") }) { return .native }
      // `SDKROOT = auto` leaves the choice to `SUPPORTED_PLATFORMS`; a variable there
      // (`$(AVAILABLE_PLATFORMS)`) chooses elsewhere (probe43).
      if platforms == ["auto"] { continue }
      if platforms.contains(where: { !iOSFamilySDKs.contains($0) }) { sawOther = true } else if !platforms.isEmpty { sawIOSFamily = true }
    }
    if sawOther || text.utf8.firstRange(of: ".xcconfig".utf8) != nil { return .unknown }
    return sawIOSFamily ? .none : .unknown
  }

  /// A package that names `.macOS` anywhere (in `platforms:`, or after a `.when(platforms:
  /// …)` condition) is `.native`; one whose `platforms:` lists only iOS-family platforms
  /// is `.none`; without `platforms:` it builds wherever SwiftPM does.
  static func packageTarget(_ text: String) -> MacTarget {
    if text.utf8.firstRange(of: ".macOS".utf8) != nil { return .native }
    guard text.utf8.firstRange(of: "platforms:".utf8) != nil else { return .unknown }
    return [".iOS", ".tvOS", ".watchOS", ".visionOS", ".macCatalyst"].contains(where: { text.utf8.firstRange(of: $0.utf8) != nil }) ? .none : .unknown
  }
}
