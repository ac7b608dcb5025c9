#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The read floor: the least any tool that looks at every byte pays. One thread walks the
/// tree the way `find DIR -name '*.swift'` does (with bindinglint's skip rules: hidden
/// entries, `.build`, `Pods`, `Carthage`, `DerivedData`, `.swiftpm`, and `.xcodeproj` /
/// `.xcworkspace` / `.xcassets` bundles), opens each Swift file and reads all of it into one
/// reused buffer. `survey` does the same walk, untimed, to count files, bytes and lines.
enum ReadFloor {
  struct Totals {
    var files = 0
    var bytes = 0
    var lines = 0
    var largest = 0
  }

  static let skipped: Set<String> = [".build", ".swiftpm", "Pods", "Carthage", "DerivedData", ".git"]

  /// Walks `root` and calls `visit` with the path of each Swift file (directory order).
  static func walk(_ root: String, _ visit: (String) -> Void) {
    if !System.isDirectory(root) {
      visit(root)
      return
    }
    var pending = [root]
    while let directory = pending.popLast() {
      guard let handle = opendir(directory) else { continue }
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      while let entry = readdir(handle) {
        let name = System.entryName(entry)
        if name.hasPrefix(".") || skipped.contains(name) { continue }
        let path = prefix + name
        var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
        var isFile = Int32(entry.pointee.d_type) == Int32(DT_REG)
        if !isDirectory && !isFile {
          // DT_UNKNOWN or a link: ask stat, which follows links as bindinglint does.
          var info = stat()
          guard stat(path, &info) == 0 else { continue }
          isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
          isFile = (info.st_mode & S_IFMT) == S_IFREG
        }
        if isFile && name.hasSuffix(".swift") {
          visit(path)
        } else if isDirectory && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") && !name.hasSuffix(".xcassets") {
          pending.append(path)
        }
      }
      closedir(handle)
    }
  }

  /// Reads every Swift file under `root` once; returns the bytes read (timed by the caller).
  static func readAll(_ root: String, buffer: inout [UInt8]) -> Int {
    var total = 0
    buffer.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      walk(root) { path in
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return }
        while true {
          let n = read(fd, base, raw.count)
          if n < 0 && errno == EINTR { continue }
          if n <= 0 { break }
          total += n
        }
        close(fd)
      }
    }
    return total
  }

  /// Files, bytes, lines (line feeds, plus a last line without one) and the largest file.
  static func survey(_ root: String) -> Totals {
    var totals = Totals()
    walk(root) { path in
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { return }
      defer { close(fd) }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      var size = 0
      var last: UInt8 = 0x0A
      while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        for byte in chunk[0..<n] where byte == 0x0A { totals.lines += 1 }
        last = chunk[n - 1]
        size += n
      }
      if size > 0 && last != 0x0A { totals.lines += 1 }
      totals.files += 1
      totals.bytes += size
      totals.largest = max(totals.largest, size)
    }
    return totals
  }
}
