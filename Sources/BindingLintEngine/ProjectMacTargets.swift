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

  /// The target of the file at `path` (in `project`, if any): the project's, unless a
  /// folder between the file and the project holds a generator's spec of its own
  /// (`project.yml`: review85's buzz commits only the spec, so its app's files are in no
  /// project, or each app of a workspace has its own), which then decides. Every folder
  /// passed is remembered with the answer, so each is looked at once per run, and only for
  /// the specs' names: a folder below the project holds no project file, by the project's
  /// definition (`Discovery`).
  func target(ofFile path: String, in project: String?) -> MacTarget {
    // A Mac target in the project decides for every file in it.
    let whole = target(of: project)
    if whole == .native { return whole }
    var folder = Discovery.parent(of: paths.absolute(path))
    var passed: [String] = []
    var answer: MacTarget?
    for _ in 0..<Self.maximumDepth {
      if folder == project { break }
      if let known = lock.withLock({ folders[folder] }) {
        answer = known
        break
      }
      passed.append(folder)
      if Self.generatorSpecs.contains(where: { Platform.entryExists(Platform.FilePath(folder + "/" + $0)) }) {
        answer = Self.read(project: folder)
        break
      }
      guard folder != "/" else { break }
      folder = Discovery.parent(of: folder)
    }
    // A spec below a project whose own Xcode project or package could not be read (an
    // `.xcconfig`, a layout this reader does not know) may be compiled by that project's
    // Mac target as well: only a project with no build file of its own (a workspace's
    // folder) lets the spec say no Mac (probe85c N4).
    var target = answer ?? whole
    if answer == MacTarget.none, whole == .unknown, let project, Self.hasBuildFile(project) { target = .unknown }
    lock.withLock { for folder in passed { folders[folder] = target } }
    return target
  }

  /// The answer for the files of each folder `target(ofFile:in:)` has passed.
  private var folders: [String: MacTarget] = [:]
  /// Spells a file's path absolute and normalized, relative to the current directory.
  private let paths = Discovery()

  /// Whether `folder` holds an Xcode project or a package manifest.
  private static func hasBuildFile(_ folder: String) -> Bool {
    (Platform.directoryEntries(folder) ?? []).contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }
  }

  /// How many folders up a file's spec is looked for.
  private static let maximumDepth = 24

  /// What the project files in `folder` say: a macOS target in any of them (or in an Xcode
  /// project one folder down, which may compile the shared sources: probe43 D6) makes the
  /// project `.native`; `.none` needs every project file in the folder to name only
  /// iOS-family platforms; anything else is `.unknown`. Read as bytes: an Xcode project of
  /// a large app is megabytes, and `String`'s line splitting cost 2.3 G instructions on the
  /// benchmark corpus.
  static func read(project folder: String) -> MacTarget {
    var answers: [MacTarget] = []
    let entries = Platform.directoryEntries(folder) ?? []
    for name in entries {
      if name.hasSuffix(".xcodeproj"), case .success(let bytes) = Platform.readFile(folder + "/" + name + "/project.pbxproj") {
        answers.append(xcodeProjectTarget(bytes))
      } else if name == "Package.swift", case .success(let bytes) = Platform.readFile(folder + "/" + name) {
        answers.append(packageTarget(bytes))
      } else if generatorSpecs.contains(name) || isOtherXcodeGenSpec(name), case .success(let bytes) = Platform.readFile(folder + "/" + name) {
        answers.append(name == "Project.swift" ? generatorSpecTarget(bytes) : xcodeGenSpecTarget(bytes))
      } else if isOtherYAML(name), case .success(let bytes) = Platform.readFile(folder + "/" + name), generatorSpecTarget(bytes) == .native {
        // `xcodegen --spec mac.yml`: any other YAML beside that names macOS may be a spec (probe85c P5).
        answers.append(.native)
      }
    }
    if answers.contains(.native) || hasMacProjectOneFolderDown(folder, entries: entries) { return .native }
    return !answers.isEmpty && answers.allSatisfy({ $0 == .none }) ? .none : .unknown
  }

  /// Folders that hold no project of the app's own.
  private static let foreignFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "vendor"]

  /// Whether a folder directly inside `folder` (among its `entries`) holds an Xcode project
  /// with a macOS target.
  private static func hasMacProjectOneFolderDown(_ folder: String, entries: [String]) -> Bool {
    for name in entries where !name.hasPrefix(".") && !foreignFolders.contains(name) && !name.contains(".") {
      let inner = folder + "/" + name
      for entry in Platform.directoryEntries(inner) ?? [] where entry.hasSuffix(".xcodeproj") {
        if case .success(let bytes) = Platform.readFile(inner + "/" + entry + "/project.pbxproj"), xcodeProjectTarget(bytes) == .native {
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
  /// destination, a `macosx` SDK setting) makes the project `.native`; one that does not
  /// says nothing (Tuist's manifests are Swift code that may compute their destinations).
  static func generatorSpecTarget(_ bytes: [UInt8]) -> MacTarget {
    var start = 0
    for i in 0...bytes.count {
      if i < bytes.count, isWordByte(bytes[i]) { continue }
      let word = bytes[start..<i]
      if word.elementsEqual("macOS".utf8) || word.elementsEqual("mac".utf8) || word.elementsEqual("macosx".utf8) { return .native }
      start = i + 1
    }
    return .unknown
  }

  /// An XcodeGen spec: as any generator's, and `.none` when it includes no other spec and
  /// every target's `platform:` is an iOS-family one written on its line (`platform: iOS`,
  /// `platform: [iOS, tvOS]`). XcodeGen sets the SDK from the platform in each target's own
  /// settings, which no `.xcconfig` overrides (review85: an iOS app beside packages that
  /// also build for macOS).
  static func xcodeGenSpecTarget(_ bytes: [UInt8]) -> MacTarget {
    if generatorSpecTarget(bytes) == .native { return .native }
    var sawIOSFamily = false
    // A byte order mark before the first key (probe85b N6).
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    for line in text.split(separator: 0x0A, omittingEmptySubsequences: true) {
      if line.starts(with: "include:".utf8) { return .unknown }
      guard let key = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), line[key...].starts(with: "platform:".utf8) else { continue }
      var value = line[(key + "platform:".utf8.count)...]
      if let comment = value.firstIndex(of: UInt8(ascii: "#")) { value = value[..<comment] }
      let names = value.split { !isWordByte($0) }
      guard !names.isEmpty, names.allSatisfy({ name in xcodeGenIOSFamily.contains { name.elementsEqual($0) } }) else { return .unknown }
      sawIOSFamily = true
    }
    return sawIOSFamily ? .none : .unknown
  }

  /// A second XcodeGen spec beside the first (`project-mac.yml`, `project_ios.yaml`:
  /// `xcodegen --spec` takes any name; probe85b N5).
  private static func isOtherXcodeGenSpec(_ name: String) -> Bool {
    name.hasPrefix("project") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
  }

  /// A YAML file that is no hidden configuration (`.swiftlint.yml`) and no named spec.
  private static func isOtherYAML(_ name: String) -> Bool {
    !name.hasPrefix(".") && !generatorSpecs.contains(name) && !isOtherXcodeGenSpec(name) && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
  }

  /// XcodeGen's platforms whose apps run on a Mac only as iPad apps.
  private static let xcodeGenIOSFamily: [[UInt8]] = ["iOS", "tvOS", "watchOS", "visionOS"].map { Array($0.utf8) }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// SDKs of the iOS family: an app built for them runs on a Mac only as an iPad app.
  private static let iOSFamilySDKs: [[UInt8]] = [
    "iphoneos", "iphonesimulator", "xros", "xrsimulator", "appletvos", "appletvsimulator", "watchos", "watchsimulator",
  ].map { Array($0.utf8) }

  /// An Xcode project whose `SDKROOT` or `SUPPORTED_PLATFORMS` names the macOS SDK (`macosx`,
  /// `macosx14.0`, also under a condition, `"SDKROOT[arch=*]"`) is `.native`; one whose SDK
  /// settings name only iOS-family SDKs is `.none`, unless it takes settings from
  /// `.xcconfig` files, which may set another SDK, or a value names something else (a
  /// variable, `$(AVAILABLE_PLATFORMS)`; `SDKROOT = auto` defers to `SUPPORTED_PLATFORMS`).
  /// Other settings conditioned on `[sdk=macosx*]` are Mac Catalyst's (review81's Scripty
  /// signs its Catalyst build so).
  static func xcodeProjectTarget(_ bytes: [UInt8]) -> MacTarget {
    var sawIOSFamily = false
    var sawOther = false
    let found: MacTarget? = bytes.withUnsafeBufferPointer { buffer in
      // Only the lines of the two settings are read: memchr finds them at memory speed.
      for key: StaticString in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
        var from = 0
        while let at = Platform.firstOffset(of: key, in: buffer, from: from) {
          from = at + key.utf8CodeUnitCount
          var lineStart = at
          while lineStart > 0 && buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
          guard (lineStart..<at).allSatisfy({ buffer[$0] == 0x20 || buffer[$0] == 0x09 || buffer[$0] == 0x22 }) else { continue }
          switch settingValue(in: buffer, after: from) {
          case .mac: return .native
          case .deferred: break
          case .iOSFamily: sawIOSFamily = true
          case .other: sawOther = true
          }
        }
      }
      return nil
    }
    if let found { return found }
    if sawOther || contains(bytes, ".xcconfig") { return .unknown }
    return sawIOSFamily ? .none : .unknown
  }

  private enum SettingValue { case mac, deferred, iOSFamily, other }

  /// The platforms a setting names, read from after its key (and condition) to the `;`:
  /// Xcode writes ` = ` between them, past a condition's own `=`
  /// (`"SDKROOT[sdk=iphoneos*]" = iphoneos;`).
  private static func settingValue(in buffer: UnsafeBufferPointer<UInt8>, after key: Int) -> SettingValue {
    var k = key
    while k + 2 < buffer.count, buffer[k] != 0x0A, !(buffer[k] == 0x20 && buffer[k + 1] == UInt8(ascii: "=") && buffer[k + 2] == 0x20) { k += 1 }
    guard k + 2 < buffer.count, buffer[k] == 0x20 else { return .other }
    var words: [UnsafeBufferPointer<UInt8>.SubSequence] = []
    var wordStart = k + 3
    var i = wordStart
    while i <= buffer.count {
      let byte = i < buffer.count ? buffer[i] : 0x3B
      if byte == 0x20 || byte == 0x09 || byte == 0x22 || byte == 0x3B || byte == 0x0A {
        if i > wordStart { words.append(buffer[wordStart..<i]) }
        wordStart = i + 1
        if byte == 0x3B || byte == 0x0A { break }
      }
      i += 1
    }
    if words.contains(where: { $0.starts(with: "macosx".utf8) }) { return .mac }
    if words.isEmpty || (words.count == 1 && words[0].elementsEqual("auto".utf8)) { return .deferred }
    return words.allSatisfy({ word in iOSFamilySDKs.contains { word.elementsEqual($0) } }) ? .iOSFamily : .other
  }

  /// A package that names `.macOS` anywhere (in `platforms:`, or after a `.when(platforms:
  /// …)` condition) is `.native`; one whose `platforms:` lists only iOS-family platforms
  /// is `.none`; without `platforms:` it builds wherever SwiftPM does.
  static func packageTarget(_ bytes: [UInt8]) -> MacTarget {
    if contains(bytes, ".macOS") { return .native }
    guard contains(bytes, "platforms:") else { return .unknown }
    return contains(bytes, ".iOS") || contains(bytes, ".tvOS") || contains(bytes, ".watchOS") || contains(bytes, ".visionOS")
      || contains(bytes, ".macCatalyst") ? .none : .unknown
  }

  private static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { Platform.contains($0, needle) }
  }
}
