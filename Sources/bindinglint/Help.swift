import BindingLintPlatform
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

/// Each subcommand's `--help` text (`bindinglint --help` is `Arguments.help`).
enum Help {
  /// `bindinglint --help`: one screen, options grouped by what they are for, then examples.
  static let main = """
    bindinglint \(BindingLintVersion.current): finds SwiftUI state and binding mistakes the compiler cannot see

    USAGE:
      bindinglint [lint] [OPTIONS] [PATH ...]   lint files and folders (default: the current folder)
      bindinglint rules | explain RULE_ID       list the rules; why one exists and how to fix it
      bindinglint help [SUBCOMMAND] | version   (every subcommand also takes --help)
      bindinglint lsp                           language server on standard input/output
      bindinglint graph [PATH ...]              the app's data flow: --format html|dot|mermaid|json, --root VIEW
      bindinglint dump-tokens PATH ...          debug: tokens in syntax-oracle's format

    OUTPUT:
      --format FORMAT          text (default), json, sarif, github or xcode
      --strict                 fail (exit 1) on warnings too
      --quiet                  print nothing when there is nothing to report
      --no-color               never colour output (NO_COLOR is honoured too)

    RULES AND FILES:
      --enable RULE[,RULE]     turn on rules that are off by default
      --disable RULE[,RULE]    turn rules off
      --config FILE            configuration file (default: the nearest .bindinglint.json)
      --exclude GLOB           skip matching paths (repeatable); hidden folders, .build, .swiftpm,
                               Pods, Carthage and DerivedData are always skipped (docs/usage.md)
      --force-exclude          apply exclusions to paths named here and to --stdin-filename too
      --allow-no-files         a run with no file to lint exits 0 (otherwise 2)
      --jobs N                 threads to use (default: all cores)
      --timings                CPU time per phase and per rule, on standard error

    FIXES:
      --fix                    apply safe fixes in place (with --stdin-filename: print the fixed source)
      --unsafe-fixes           with --fix, apply unsafe fixes too (they may break code the linter cannot
                               see: review them); alone, show them as available (JSON "fix", SARIF "fixes")

    EDITORS:
      --stdin-filename PATH    lint standard input as PATH's content, in a run over PATH's project
      -                        as a path: lint standard input
      --no-cache               with --stdin-filename: do not use or write the cache of the project's
                               scanned names, kept in $BINDINGLINT_CACHE_DIR, else in
                               \(NameCache.defaultDirectoryDescription)

    XCODE (a sandboxed Run Script phase reads only its input files; see docs/xcode.md):
      --use-script-input-files       lint the Swift files in SCRIPT_INPUT_FILE_0, _1, ...
      --use-script-input-file-lists  lint the Swift files listed in SCRIPT_INPUT_FILE_LIST_0, ...

    ADOPTING:
      --baseline FILE          hide the findings FILE records (default: the configuration's "baseline")
      --write-baseline FILE    record every current finding in FILE
      --baseline-prune         remove the baseline's entries that no longer match a finding

    EXIT CODES:
      0 nothing failing; 1 an error (or any finding with --strict); 2 usage or file error,
      or no file to lint

    EXAMPLES:
      bindinglint                                   lint the current folder
      bindinglint --strict Sources                  fail CI on any finding under Sources
      bindinglint --fix .                           make non-private @State private, in place
      bindinglint --format sarif . > lint.sarif     for GitHub code scanning
      bindinglint --write-baseline .bindinglint-baseline.json
                                                    accept today's findings, report only new ones
      bindinglint explain non_private_state         why a rule exists and how to fix it

    """

  static let rules = """
    USAGE: bindinglint rules [--format text|json|markdown]

    Lists the rules: id, default severity, whether on by default, summary.

    """

  static let explain = """
    USAGE: bindinglint explain RULE_ID

    Prints why the rule exists, examples, and how to fix what it reports.
    Rule ids: see 'bindinglint rules'.

    """

  static let dumpTokens = """
    USAGE: bindinglint dump-tokens PATH ...

    Debug: prints the tokens of each Swift file in syntax-oracle's line format.

    """

  static let graph = """
    USAGE: bindinglint graph [PATH ...] [--format html|dot|mermaid|json] [--root VIEW]

    Draws the app's data flow from its roots (apps, widgets, hosting controllers): each
    view with its owned, borrowed and environment state, where each view is built (with the
    bindings passed and the environment objects provided there), and the findings of the
    enabled rules on their views. Written to standard output.

    OPTIONS:
      --format FORMAT   html (default: one self-contained page), dot (Graphviz),
                        mermaid (paste into GitHub), json (docs/graph.md, version 1)
      --root VIEW       only what VIEW reaches, VIEW as the root
      --config FILE     configuration file (default: the nearest .bindinglint.json)
      --exclude GLOB    skip matching paths (repeatable)
      --jobs N          threads to use (default: all cores)

    EXAMPLES:
      bindinglint graph Sources > graph.html
      bindinglint graph --format dot . | dot -Tsvg > graph.svg
      bindinglint graph --format mermaid --root SettingsView .

    """

  static let version = """
    USAGE: bindinglint version

    Prints the version (as --version does).

    """

  static let languageServer = """
    USAGE: bindinglint lsp

    Speaks the Language Server Protocol on standard input and output, for editors:
    diagnostics as you type, quick fixes, "disable for this line", fix all.
    See docs/editors.md.

    """

  static let subcommands: [String: String] = [
    "lint": Arguments.help, "rules": rules, "explain": explain, "dump-tokens": dumpTokens,
    "help": Arguments.help, "version": version, "lsp": languageServer, "graph": graph,
  ]
}
