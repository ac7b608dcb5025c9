extension String {
  /// The string with each scalar for which `replacement` returns text replaced by it:
  /// the one escaping loop JSON strings, GitHub workflow commands and SARIF URIs share.
  func escaping(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }
}
