/// The keyword matcher, generated from the cases of `Keyword` (see `Keyword.swift`).
extension Keyword {
  /// The keyword spelled by `length` bytes at `start`, or `.none`.
  @inline(__always)
  static func match(_ base: UnsafePointer<UInt8>, _ length: Int) -> Keyword {
    switch length {
    case 1:
      switch base[0] {
      case 95:  // _
        return .wildcard
      default: return .none
      }
    case 2:
      switch base[0] {
      case 97:  // a
        if base[1] == 115 { return .`as` }
        return .none
      case 100:  // d
        if base[1] == 111 { return .`do` }
        return .none
      case 105:  // i
        if base[1] == 102 { return .`if` }
        if base[1] == 110 { return .`in` }
        if base[1] == 115 { return .`is` }
        return .none
      default: return .none
      }
    case 3:
      switch base[0] {
      case 65:  // A
        if base[1] == 110 && base[2] == 121 { return .`Any` }
        return .none
      case 97:  // a
        if base[1] == 110 && base[2] == 121 { return .any }
        return .none
      case 102:  // f
        if base[1] == 111 && base[2] == 114 { return .`for` }
        return .none
      case 103:  // g
        if base[1] == 101 && base[2] == 116 { return .get }
        return .none
      case 108:  // l
        if base[1] == 101 && base[2] == 116 { return .`let` }
        return .none
      case 110:  // n
        if base[1] == 105 && base[2] == 108 { return .`nil` }
        return .none
      case 115:  // s
        if base[1] == 101 && base[2] == 116 { return .set }
        return .none
      case 116:  // t
        if base[1] == 114 && base[2] == 121 { return .`try` }
        return .none
      case 118:  // v
        if base[1] == 97 && base[2] == 114 { return .`var` }
        return .none
      default: return .none
      }
    case 4:
      switch base[0] {
      case 83:  // S
        if base[1] == 101 && base[2] == 108 && base[3] == 102 { return .`Self` }
        return .none
      case 99:  // c
        if base[1] == 97 && base[2] == 115 && base[3] == 101 { return .`case` }
        return .none
      case 101:  // e
        if base[1] == 108 && base[2] == 115 && base[3] == 101 { return .`else` }
        if base[1] == 110 && base[2] == 117 && base[3] == 109 { return .`enum` }
        if base[1] == 97 && base[2] == 99 && base[3] == 104 { return .each }
        return .none
      case 102:  // f
        if base[1] == 117 && base[2] == 110 && base[3] == 99 { return .`func` }
        return .none
      case 105:  // i
        if base[1] == 110 && base[2] == 105 && base[3] == 116 { return .`init` }
        return .none
      case 108:  // l
        if base[1] == 97 && base[2] == 122 && base[3] == 121 { return .lazy }
        return .none
      case 111:  // o
        if base[1] == 112 && base[2] == 101 && base[3] == 110 { return .open }
        return .none
      case 115:  // s
        if base[1] == 101 && base[2] == 108 && base[3] == 102 { return .`self` }
        if base[1] == 111 && base[2] == 109 && base[3] == 101 { return .some }
        return .none
      case 116:  // t
        if base[1] == 114 && base[2] == 117 && base[3] == 101 { return .`true` }
        return .none
      case 119:  // w
        if base[1] == 101 && base[2] == 97 && base[3] == 107 { return .weak }
        return .none
      default: return .none
      }
    case 5:
      switch base[0] {
      case 97:  // a
        if base[1] == 99 && base[2] == 116 && base[3] == 111 && base[4] == 114 { return .actor }
        if base[1] == 115 && base[2] == 121 && base[3] == 110 && base[4] == 99 { return .async }
        if base[1] == 119 && base[2] == 97 && base[3] == 105 && base[4] == 116 { return .await }
        return .none
      case 98:  // b
        if base[1] == 114 && base[2] == 101 && base[3] == 97 && base[4] == 107 { return .`break` }
        return .none
      case 99:  // c
        if base[1] == 97 && base[2] == 116 && base[3] == 99 && base[4] == 104 { return .`catch` }
        if base[1] == 108 && base[2] == 97 && base[3] == 115 && base[4] == 115 { return .`class` }
        return .none
      case 100:  // d
        if base[1] == 101 && base[2] == 102 && base[3] == 101 && base[4] == 114 { return .`defer` }
        return .none
      case 102:  // f
        if base[1] == 97 && base[2] == 108 && base[3] == 115 && base[4] == 101 { return .`false` }
        if base[1] == 105 && base[2] == 110 && base[3] == 97 && base[4] == 108 { return .final }
        return .none
      case 103:  // g
        if base[1] == 117 && base[2] == 97 && base[3] == 114 && base[4] == 100 { return .`guard` }
        return .none
      case 105:  // i
        if base[1] == 110 && base[2] == 111 && base[3] == 117 && base[4] == 116 { return .`inout` }
        if base[1] == 110 && base[2] == 102 && base[3] == 105 && base[4] == 120 { return .infix }
        return .none
      case 109:  // m
        if base[1] == 97 && base[2] == 99 && base[3] == 114 && base[4] == 111 { return .macro }
        return .none
      case 115:  // s
        if base[1] == 117 && base[2] == 112 && base[3] == 101 && base[4] == 114 { return .`super` }
        return .none
      case 116:  // t
        if base[1] == 104 && base[2] == 114 && base[3] == 111 && base[4] == 119 { return .`throw` }
        return .none
      case 119:  // w
        if base[1] == 104 && base[2] == 101 && base[3] == 114 && base[4] == 101 { return .`where` }
        if base[1] == 104 && base[2] == 105 && base[3] == 108 && base[4] == 101 { return .`while` }
        return .none
      default: return .none
      }
    case 6:
      switch base[0] {
      case 100:  // d
        if base[1] == 101 && base[2] == 105 && base[3] == 110 && base[4] == 105 && base[5] == 116 { return .`deinit` }
        if base[1] == 105 && base[2] == 100 && base[3] == 83 && base[4] == 101 && base[5] == 116 { return .didSet }
        return .none
      case 105:  // i
        if base[1] == 109 && base[2] == 112 && base[3] == 111 && base[4] == 114 && base[5] == 116 { return .`import` }
        return .none
      case 112:  // p
        if base[1] == 117 && base[2] == 98 && base[3] == 108 && base[4] == 105 && base[5] == 99 { return .`public` }
        if base[1] == 114 && base[2] == 101 && base[3] == 102 && base[4] == 105 && base[5] == 120 { return .prefix }
        return .none
      case 114:  // r
        if base[1] == 101 && base[2] == 112 && base[3] == 101 && base[4] == 97 && base[5] == 116 { return .`repeat` }
        if base[1] == 101 && base[2] == 116 && base[3] == 117 && base[4] == 114 && base[5] == 110 { return .`return` }
        return .none
      case 115:  // s
        if base[1] == 116 && base[2] == 97 && base[3] == 116 && base[4] == 105 && base[5] == 99 { return .`static` }
        if base[1] == 116 && base[2] == 114 && base[3] == 117 && base[4] == 99 && base[5] == 116 { return .`struct` }
        if base[1] == 119 && base[2] == 105 && base[3] == 116 && base[4] == 99 && base[5] == 104 { return .`switch` }
        return .none
      case 116:  // t
        if base[1] == 104 && base[2] == 114 && base[3] == 111 && base[4] == 119 && base[5] == 115 { return .`throws` }
        return .none
      case 117:  // u
        if base[1] == 110 && base[2] == 115 && base[3] == 97 && base[4] == 102 && base[5] == 101 { return .unsafe }
        return .none
      default: return .none
      }
    case 7:
      switch base[0] {
      case 100:  // d
        if base[1] == 101 && base[2] == 102 && base[3] == 97 && base[4] == 117 && base[5] == 108 && base[6] == 116 { return .`default` }
        if base[1] == 121 && base[2] == 110 && base[3] == 97 && base[4] == 109 && base[5] == 105 && base[6] == 99 { return .dynamic }
        return .none
      case 112:  // p
        if base[1] == 114 && base[2] == 105 && base[3] == 118 && base[4] == 97 && base[5] == 116 && base[6] == 101 { return .`private` }
        if base[1] == 97 && base[2] == 99 && base[3] == 107 && base[4] == 97 && base[5] == 103 && base[6] == 101 { return .package }
        if base[1] == 111 && base[2] == 115 && base[3] == 116 && base[4] == 102 && base[5] == 105 && base[6] == 120 { return .postfix }
        return .none
      case 115:  // s
        if base[1] == 101 && base[2] == 110 && base[3] == 100 && base[4] == 105 && base[5] == 110 && base[6] == 103 { return .sending }
        return .none
      case 117:  // u
        if base[1] == 110 && base[2] == 111 && base[3] == 119 && base[4] == 110 && base[5] == 101 && base[6] == 100 { return .unowned }
        return .none
      case 119:  // w
        if base[1] == 105 && base[2] == 108 && base[3] == 108 && base[4] == 83 && base[5] == 101 && base[6] == 116 { return .willSet }
        return .none
      default: return .none
      }
    case 8:
      switch base[0] {
      case 99:  // c
        if base[1] == 111 && base[2] == 110 && base[3] == 116 && base[4] == 105 && base[5] == 110 && base[6] == 117 && base[7] == 101 { return .`continue` }
        return .none
      case 105:  // i
        if base[1] == 110 && base[2] == 116 && base[3] == 101 && base[4] == 114 && base[5] == 110 && base[6] == 97 && base[7] == 108 { return .`internal` }
        if base[1] == 110 && base[2] == 100 && base[3] == 105 && base[4] == 114 && base[5] == 101 && base[6] == 99 && base[7] == 116 { return .indirect }
        if base[1] == 115 && base[2] == 111 && base[3] == 108 && base[4] == 97 && base[5] == 116 && base[6] == 101 && base[7] == 100 { return .isolated }
        return .none
      case 109:  // m
        if base[1] == 117 && base[2] == 116 && base[3] == 97 && base[4] == 116 && base[5] == 105 && base[6] == 110 && base[7] == 103 { return .mutating }
        return .none
      case 111:  // o
        if base[1] == 112 && base[2] == 101 && base[3] == 114 && base[4] == 97 && base[5] == 116 && base[6] == 111 && base[7] == 114 { return .`operator` }
        if base[1] == 118 && base[2] == 101 && base[3] == 114 && base[4] == 114 && base[5] == 105 && base[6] == 100 && base[7] == 101 { return .override }
        if base[1] == 112 && base[2] == 116 && base[3] == 105 && base[4] == 111 && base[5] == 110 && base[6] == 97 && base[7] == 108 { return .`optional` }
        return .none
      case 112:  // p
        if base[1] == 114 && base[2] == 111 && base[3] == 116 && base[4] == 111 && base[5] == 99 && base[6] == 111 && base[7] == 108 { return .`protocol` }
        return .none
      case 114:  // r
        if base[1] == 101 && base[2] == 116 && base[3] == 104 && base[4] == 114 && base[5] == 111 && base[6] == 119 && base[7] == 115 { return .`rethrows` }
        if base[1] == 101 && base[2] == 113 && base[3] == 117 && base[4] == 105 && base[5] == 114 && base[6] == 101 && base[7] == 100 { return .required }
        return .none
      default: return .none
      }
    case 9:
      switch base[0] {
      case 98:  // b
        if base[1] == 111 && base[2] == 114 && base[3] == 114 && base[4] == 111 && base[5] == 119 && base[6] == 105 && base[7] == 110 && base[8] == 103 { return .borrowing }
        return .none
      case 99:  // c
        if base[1] == 111 && base[2] == 110 && base[3] == 115 && base[4] == 117 && base[5] == 109 && base[6] == 105 && base[7] == 110 && base[8] == 103 { return .consuming }
        return .none
      case 101:  // e
        if base[1] == 120 && base[2] == 116 && base[3] == 101 && base[4] == 110 && base[5] == 115 && base[6] == 105 && base[7] == 111 && base[8] == 110 { return .`extension` }
        return .none
      case 115:  // s
        if base[1] == 117 && base[2] == 98 && base[3] == 115 && base[4] == 99 && base[5] == 114 && base[6] == 105 && base[7] == 112 && base[8] == 116 { return .`subscript` }
        return .none
      case 116:  // t
        if base[1] == 121 && base[2] == 112 && base[3] == 101 && base[4] == 97 && base[5] == 108 && base[6] == 105 && base[7] == 97 && base[8] == 115 { return .`typealias` }
        return .none
      default: return .none
      }
    case 11:
      switch base[0] {
      case 99:  // c
        if base[1] == 111 && base[2] == 110 && base[3] == 118 && base[4] == 101 && base[5] == 110 && base[6] == 105 && base[7] == 101 && base[8] == 110 && base[9] == 99 && base[10] == 101 { return .convenience }
        return .none
      case 100:  // d
        if base[1] == 105 && base[2] == 115 && base[3] == 116 && base[4] == 114 && base[5] == 105 && base[6] == 98 && base[7] == 117 && base[8] == 116 && base[9] == 101 && base[10] == 100 { return .distributed }
        return .none
      case 102:  // f
        if base[1] == 97 && base[2] == 108 && base[3] == 108 && base[4] == 116 && base[5] == 104 && base[6] == 114 && base[7] == 111 && base[8] == 117 && base[9] == 103 && base[10] == 104 { return .`fallthrough` }
        if base[1] == 105 && base[2] == 108 && base[3] == 101 && base[4] == 112 && base[5] == 114 && base[6] == 105 && base[7] == 118 && base[8] == 97 && base[9] == 116 && base[10] == 101 { return .`fileprivate` }
        return .none
      case 110:  // n
        if base[1] == 111 && base[2] == 110 && base[3] == 109 && base[4] == 117 && base[5] == 116 && base[6] == 97 && base[7] == 116 && base[8] == 105 && base[9] == 110 && base[10] == 103 { return .nonmutating }
        if base[1] == 111 && base[2] == 110 && base[3] == 105 && base[4] == 115 && base[5] == 111 && base[6] == 108 && base[7] == 97 && base[8] == 116 && base[9] == 101 && base[10] == 100 { return .nonisolated }
        return .none
      default: return .none
      }
    case 14:
      switch base[0] {
      case 97:  // a
        if base[1] == 115 && base[2] == 115 && base[3] == 111 && base[4] == 99 && base[5] == 105 && base[6] == 97 && base[7] == 116 && base[8] == 101 && base[9] == 100 && base[10] == 116 && base[11] == 121 && base[12] == 112 && base[13] == 101 { return .`associatedtype` }
        return .none
      default: return .none
      }
    case 15:
      switch base[0] {
      case 112:  // p
        if base[1] == 114 && base[2] == 101 && base[3] == 99 && base[4] == 101 && base[5] == 100 && base[6] == 101 && base[7] == 110 && base[8] == 99 && base[9] == 101 && base[10] == 103 && base[11] == 114 && base[12] == 111 && base[13] == 117 && base[14] == 112 { return .`precedencegroup` }
        return .none
      default: return .none
      }
    default: return .none
    }
  }
}
