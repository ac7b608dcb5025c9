# Sourced by the scripts that check README's version pins as written: a clone of this
# checkout's HEAD with the pinned version tagged in it (the repository under test need not
# have the tag), and git told to fetch the project's URL from that clone. The URL mapping
# goes through GIT_CONFIG_COUNT/KEY/VALUE, which git reads, SwiftPM passes on and pre-commit
# keeps (pre_commit/git.py no_git_env), so the recipes run unchanged.
#   source Tests/Integration/tagged-clone.sh; tagged_clone DIR   (needs $root)
# Sets $repository (ProjectLinks.repository), $version (BindingLintVersion.current) and
# $upstream (the clone).
repository="$(sed -n 's/.*static let repository = "\(.*\)".*/\1/p' "$root/Sources/BindingLintReporters/ProjectLinks.swift")"
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/BindingLintEngine/Version.swift")"

tagged_clone() {
  upstream="$1/upstream"
  git clone -q --no-hardlinks "$root" "$upstream"
  git -C "$upstream" tag -f "$version" HEAD > /dev/null
  export GIT_CONFIG_COUNT=2
  export GIT_CONFIG_KEY_0="url.$upstream.insteadOf" GIT_CONFIG_VALUE_0="$repository"
  export GIT_CONFIG_KEY_1="url.$upstream.insteadOf" GIT_CONFIG_VALUE_1="$repository.git"
}
