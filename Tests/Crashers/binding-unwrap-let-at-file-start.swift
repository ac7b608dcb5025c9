var page = SwiftUI.Binding<String>($pages[0]) {}
