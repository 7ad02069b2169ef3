import Testing

@Test func placeholderMarkdown() {}
