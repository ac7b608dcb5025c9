import Foundation

extension Attachment: Identifiable {}
