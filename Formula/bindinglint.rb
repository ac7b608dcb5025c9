# Homebrew formula for bindinglint; this repository is its own tap (docs/installation.md):
#   brew tap bindinglint/bindinglint https://github.com/bindinglint/bindinglint
#   brew install bindinglint          # the latest release, built from its source archive
#   brew install --HEAD bindinglint   # main, built from source
# The release workflow writes each release's `url` and `sha256` between the two markers
# (Scripts/release.sh formula); until the first release the formula builds HEAD only.
class Bindinglint < Formula
  desc "Finds SwiftUI state and binding mistakes the compiler cannot see"
  homepage "https://github.com/bindinglint/bindinglint"
  # release: written by Scripts/release.sh formula
  # end release
  license "MIT"
  head "https://github.com/bindinglint/bindinglint.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  uses_from_macos "swift" => :build

  def install
    # Homebrew already sandboxes the build; SwiftPM's own sandbox cannot nest inside it.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "bindinglint"
    bin.install ".build/release/bindinglint"
  end

  test do
    (testpath/"Counter.swift").write <<~SWIFT
      import SwiftUI
      struct Counter: View {
          @State var count = 0
          var body: some View { Text("\\(count)") }
      }
    SWIFT
    # non_private_state is off by default; the test turns it on to see one known finding.
    assert_match "[non_private_state]",
                 shell_output("#{bin}/bindinglint --enable non_private_state --format xcode #{testpath}/Counter.swift")
    assert_match(/^bindinglint \S+$/, shell_output("#{bin}/bindinglint --version"))
  end
end
