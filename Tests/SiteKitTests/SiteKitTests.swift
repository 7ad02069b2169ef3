import Testing

@Test func placeholderSiteKit() {}
