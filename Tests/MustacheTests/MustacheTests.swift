import Testing

@Test func placeholderMustache() {}
