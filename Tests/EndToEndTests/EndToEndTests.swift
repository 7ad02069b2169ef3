import Testing

@Test func placeholderEndToEnd() {}
