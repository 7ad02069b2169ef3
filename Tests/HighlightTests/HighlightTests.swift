import Testing

@Test func placeholderHighlight() {}
