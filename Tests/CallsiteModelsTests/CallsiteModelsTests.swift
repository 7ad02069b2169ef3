import Testing

@Test func placeholderCallsiteModels() {}
