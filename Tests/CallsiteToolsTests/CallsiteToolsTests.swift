import Testing

@Test func placeholderCallsiteTools() {}
