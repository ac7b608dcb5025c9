#!/usr/bin/env bash
# Release artifacts (docs/releasing.md). `make release` runs `Scripts/release.sh` with no
# arguments: the host's binary, then everything made from it, in dist/.
#
#   Scripts/release.sh [all [DIST]]   binary + assemble, for this machine (default DIST: dist)
#   Scripts/release.sh binary DIST    release build of the linter only; on macOS universal
#                                     (arm64 + x86_64), on Linux with the Swift runtime linked
#                                     in. Leaves DIST/bindinglint-VERSION-VARIANT/ (bin/, LICENSE)
#                                     and DIST/bindinglint-VERSION-VARIANT.tar.gz
#   Scripts/release.sh assemble DIST  from every DIST/bindinglint-VERSION-*/ folder:
#       bindinglint.artifactbundle/ and .zip   SwiftPM's artifact bundle (info.json schema 1.0,
#                                              one variant per platform with its target triples)
#       bindinglint-plugins/ and -VERSION.zip  Plugins/Binary with the bundle's release URL and
#                                              checksum filled in
#       bindinglint-VERSION.tar.gz             the source at the version's tag (git archive),
#                                              when that tag exists: what the Homebrew formula builds
#       checksums.txt                          SHA-256 of every file above (sha256sum -c format)
#   Scripts/release.sh formula VERSION SHA256 FILE
#                                     writes the url and sha256 of that source archive into the
#                                     Homebrew formula FILE (the release workflow does this)
#
# VERSION is BindingLintVersion.current; the release URL is ProjectLinks.repository's.
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/BindingLintEngine/Version.swift)"
repository="$(sed -n 's/.*static let repository = "\(.*\)".*/\1/p' Sources/BindingLintReporters/ProjectLinks.swift)"
[ -n "$version" ] && [ -n "$repository" ] || { echo "release.sh: cannot read the version or the repository URL" >&2; exit 2; }
release_url="$repository/releases/download/$version"
swift="${SWIFT:-swift}"

# The host's variant name and the target triples SwiftPM matches it with (unversioned, as
# SwiftPM compares them: BinaryTarget+Extensions.swift).
host_variant() {
  case "$(uname -s)" in
    Darwin) echo "macos arm64-apple-macosx x86_64-apple-macosx" ;;
    Linux)
      local arch
      arch="$("$swift" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"].split("-")[0])')"
      echo "linux-$arch $arch-unknown-linux-gnu" ;;
    *) echo "release.sh: no release variant for $(uname -s)" >&2; return 2 ;;
  esac
}

build_binary() {
  local dist="$1" variant triples flags bin folder
  read -r variant triples <<< "$(host_variant)"
  case "$variant" in
    macos) flags=(--arch arm64 --arch x86_64) ;;
    *) flags=(--static-swift-stdlib) ;;
  esac
  "$swift" build -c release --product bindinglint "${flags[@]}"
  bin="$("$swift" build -c release --product bindinglint "${flags[@]}" --show-bin-path)/bindinglint"
  folder="$dist/bindinglint-$version-$variant"
  rm -rf "$folder" && mkdir -p "$folder/bin"
  cp "$bin" "$folder/bin/bindinglint"
  cp LICENSE "$folder/LICENSE"
  echo "$triples" > "$folder/triples"
  [ "$("$folder/bin/bindinglint" --version)" = "bindinglint $version" ] || { echo "release.sh: the binary is not version $version" >&2; return 1; }
  tar -czf "$folder.tar.gz" -C "$dist" --exclude triples "$(basename "$folder")"
  echo "release.sh: $folder.tar.gz"
}

assemble() {
  local dist="$1"
  python3 - "$dist" "$version" "$release_url" <<'PY'
import hashlib, json, os, shutil, stat, sys, zipfile
dist, version, release_url = sys.argv[1:]
variants = sorted(d for d in os.listdir(dist)
                  if d.startswith(f"bindinglint-{version}-") and os.path.isdir(os.path.join(dist, d)))
if not variants:
    sys.exit(f"release.sh: no bindinglint-{version}-*/ folder in {dist}: run 'Scripts/release.sh binary {dist}' first")

def zip_folder(folder, archive):
    """A zip that keeps the executable bit (SwiftPM unzips with it) and no timestamps."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        base = os.path.dirname(folder)
        for parent, dirs, files in sorted(os.walk(folder)):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(parent, name)
                info = zipfile.ZipInfo(os.path.relpath(path, base), date_time=(1980, 1, 1, 0, 0, 0))
                mode = 0o755 if os.stat(path).st_mode & stat.S_IXUSR else 0o644
                info.external_attr = (stat.S_IFREG | mode) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                out.writestr(info, open(path, "rb").read())

def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()

# The artifact bundle: SwiftPM's format (schemaVersion 1.0), one executable artifact whose
# name is the tool name plugins ask for, one variant per platform.
bundle = os.path.join(dist, "bindinglint.artifactbundle")
shutil.rmtree(bundle, ignore_errors=True)
os.makedirs(bundle)
entries = []
for variant in variants:
    source = os.path.join(dist, variant)
    shutil.copytree(source, os.path.join(bundle, variant), ignore=shutil.ignore_patterns("triples"))
    triples = open(os.path.join(source, "triples")).read().split()
    entries.append({"path": f"{variant}/bin/bindinglint", "supportedTriples": triples})
shutil.copy("LICENSE", os.path.join(bundle, "LICENSE"))
info = {"schemaVersion": "1.0",
        "artifacts": {"bindinglint": {"version": version, "type": "executable", "variants": entries}}}
with open(os.path.join(bundle, "info.json"), "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")
bundle_zip = bundle + ".zip"
zip_folder(bundle, bundle_zip)
checksum = sha256(bundle_zip)

# The prebuilt plugins: Plugins/Binary with the release's URL and checksum (what
# docs/installation.md tells users to unpack), its plugin sources copied in.
plugins = os.path.join(dist, "bindinglint-plugins")
shutil.rmtree(plugins, ignore_errors=True)
shutil.copytree("Plugins/Binary", plugins, symlinks=False, ignore=shutil.ignore_patterns("*.artifactbundle", ".build", ".swiftpm"))
manifest_path = os.path.join(plugins, "Package.swift")
manifest = open(manifest_path).read()
local = '.binaryTarget(name: "bindinglint", path: "bindinglint.artifactbundle")'
if manifest.count(local) != 1:
    sys.exit("release.sh: Plugins/Binary/Package.swift has no path-based bindinglint binary target to replace")
remote = (f'.binaryTarget(\n      name: "bindinglint",\n      url: "{release_url}/bindinglint.artifactbundle.zip",\n'
          f'      checksum: "{checksum}")')
open(manifest_path, "w").write(manifest.replace(local, remote))
zip_folder(plugins, os.path.join(dist, f"bindinglint-plugins-{version}.zip"))
PY
  # The source at the version's tag, for the Homebrew formula (only once the tag exists).
  if git rev-parse -q --verify "refs/tags/$version" > /dev/null; then
    git archive --format=tar.gz --prefix="bindinglint-$version/" -o "$dist/bindinglint-$version.tar.gz" "$version"
  fi
  (cd "$dist" && python3 - "$version" <<'PY'
import glob, hashlib, sys
version = sys.argv[1]
names = sorted(glob.glob(f"bindinglint-{version}-*.tar.gz") + glob.glob(f"bindinglint-{version}.tar.gz")
               + ["bindinglint.artifactbundle.zip", f"bindinglint-plugins-{version}.zip"])
with open("checksums.txt", "w") as out:
    for name in names:
        out.write(f"{hashlib.sha256(open(name, 'rb').read()).hexdigest()}  {name}\n")
PY
  )
  echo "release.sh: $dist/bindinglint.artifactbundle.zip, $dist/bindinglint-plugins-$version.zip, $dist/checksums.txt"
}

write_formula() {
  local version="$1" sha="$2" file="$3"
  python3 - "$version" "$sha" "$file" "$repository" <<'PY'
import re, sys
version, sha, path, repository = sys.argv[1:]
text = open(path).read()
stable = (f'  url "{repository}/releases/download/{version}/bindinglint-{version}.tar.gz"\n'
          f'  sha256 "{sha}"\n')
start, end = "  # release: written by Scripts/release.sh formula\n", "  # end release\n"
if start not in text or end not in text:
    sys.exit(f"release.sh: {path} has no release block to write")
before, rest = text.split(start, 1)
_, after = rest.split(end, 1)
open(path, "w").write(before + start + stable + end + after)
PY
}

command="${1:-all}"
case "$command" in
  all) dist="${2:-dist}"; mkdir -p "$dist"; build_binary "$dist"; assemble "$dist" ;;
  binary) dist="${2:?usage: Scripts/release.sh binary DIST}"; mkdir -p "$dist"; build_binary "$dist" ;;
  assemble) assemble "${2:?usage: Scripts/release.sh assemble DIST}" ;;
  formula) write_formula "${2:?VERSION}" "${3:?SHA256}" "${4:?FILE}" ;;
  *) echo "usage: Scripts/release.sh [all|binary|assemble] [DIST] | formula VERSION SHA256 FILE" >&2; exit 2 ;;
esac
