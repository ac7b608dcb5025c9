func edit() {
  @Bindable var model = (
}
