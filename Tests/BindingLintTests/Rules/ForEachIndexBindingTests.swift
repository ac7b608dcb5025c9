import Foundation
import XCTest

/// `foreach_index_binding` through the real binary: on by default, as an error's message.
final class ForEachIndexBindingTests: XCTestCase {
  func testOnByDefault() throws {
    let list = """
      import SwiftUI
      struct Tasks: View {
          @State private var tasks: [Item] = []
          var body: some View {
              ForEach(tasks.indices, id: \\.self) { i in Toggle("", isOn: $tasks[i].done) }
          }
      }

      """
    XCTAssertEqual(try ruleFindings(["T.swift": list], rule: "foreach_index_binding"), [
      "./T.swift:5: 'ForEach' over the positions of 'tasks' binds '$tasks[…]'; removing an element can crash",
    ])
  }
}
