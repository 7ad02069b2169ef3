import Testing

@Test func placeholderPlayground() {}
