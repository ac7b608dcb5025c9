import BindingLintPlatform

/// `bindinglint-bench [DIR] [--runs N] [--syntax-bench PATH] [--corpus-out DIR]
/// [--lines N] [--seed N] [--bindinglint PATH] [--scaling] [--editor-save]`: what the command line asked for, and where
/// the programs under test are. The `bindinglint` binary is the one built next to this
/// executable; `syntax-bench` is the syntax-oracle peer at its default place beside the
/// package (`../shared/tools/syntax-oracle/.build/release/syntax-bench`), or where
/// `--syntax-bench` or `SYNTAX_BENCH` says. The benchmark never builds either.
struct Options {
  var directory: String?
  var runs = 5
  var syntaxBench: String?
  var corpusOut: String?
  var lines = 220_000
  var seed: UInt64 = 1
  var bindinglint: String?
  /// `--scaling`: the scaling rows instead of the speed rows (see `Scaling`).
  var scaling = false
  /// `--editor-save`: only the editor-save row.
  var editorSaveOnly = false
  var runsGiven = false

  static let usage = """
    usage: bindinglint-bench [DIR] [--runs N] [--syntax-bench PATH] [--corpus-out DIR] [--lines N] [--seed N] [--bindinglint PATH] [--scaling] [--editor-save]

      DIR                 lint this tree; without it, a deterministic corpus is generated in a temporary folder
      --runs N            repetitions per measurement, medians reported (default 5)
      --syntax-bench PATH the syntax-oracle peer (default: ../shared/tools/syntax-oracle/.build/release/syntax-bench
                          beside the package, or $SYNTAX_BENCH)
      --corpus-out DIR    generate the corpus into DIR and keep it
      --lines N           generated corpus size in lines (default 220000)
      --seed N            generator seed (default 1)
      --bindinglint PATH  the binary to measure (default: bindinglint next to this executable)
      --scaling           time and peak memory as the input grows: the tree copied 1x, 2x, 4x, 8x side by side,
                          declarations and views nested 20k-100k deep, one file of 12.5, 25 and 50 MB
                          (runs default to 3); the speed rows are skipped
      --editor-save       only the editor-save row (one file by --stdin-filename in the tree's largest project,
                          cache warm, cold and off, against the file as a path)

    """

  enum ParseError: Error { case message(String) }

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let next = rest.popFirst() else { throw ParseError.message("'\(name)' needs a value") }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help": throw ParseError.message("")
      case "--runs":
        guard let n = Int(try value(argument)), n >= 1, n <= 1000 else { throw ParseError.message("'--runs' takes a number from 1 to 1000") }
        options.runs = n
        options.runsGiven = true
      case "--syntax-bench": options.syntaxBench = try value(argument)
      case "--corpus-out": options.corpusOut = try value(argument)
      case "--bindinglint": options.bindinglint = try value(argument)
      case "--scaling": options.scaling = true
      case "--editor-save": options.editorSaveOnly = true
      case "--lines":
        guard let n = Int(try value(argument)), n >= 1 else { throw ParseError.message("'--lines' takes a positive number") }
        options.lines = n
      case "--seed":
        guard let n = UInt64(try value(argument)) else { throw ParseError.message("'--seed' takes a number") }
        options.seed = n
      default:
        guard !argument.hasPrefix("-"), options.directory == nil else { throw ParseError.message("unexpected argument '\(argument)'") }
        options.directory = argument
      }
    }
    return options
  }

  /// The folder holding `Package.swift` above this executable (`.build/<triple>/release/`).
  static func packageRoot(of executable: String) -> String? {
    var directory = PathText.parent(of: executable)
    for _ in 0..<8 {
      if PathText.exists(directory + "/Package.swift") { return directory }
      let up = PathText.parent(of: directory)
      if up == directory { break }
      directory = up
    }
    return nil
  }

  func bindinglintPath(executable: String?) -> String? {
    if let bindinglint { return Platform.isExecutableFile(bindinglint) ? bindinglint : nil }
    guard let executable else { return nil }
    let candidate = PathText.parent(of: executable) + "/bindinglint"
    return Platform.isExecutableFile(candidate) ? candidate : nil
  }

  /// The syntax-bench to run and whether it exists; the path is reported either way.
  func syntaxBenchPath(executable: String?) -> (path: String, exists: Bool) {
    let chosen = syntaxBench ?? Platform.environment("SYNTAX_BENCH").flatMap { $0.isEmpty ? nil : $0 }
    if let chosen { return (chosen, Platform.isExecutableFile(chosen)) }
    let root = executable.flatMap(Self.packageRoot(of:)) ?? "."
    let path = Platform.realPath(root + "/..").map { $0 + "/shared/tools/syntax-oracle/.build/release/syntax-bench" }
      ?? root + "/../shared/tools/syntax-oracle/.build/release/syntax-bench"
    return (path, Platform.isExecutableFile(path))
  }
}
