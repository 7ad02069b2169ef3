/// The SiteKit module.
public enum SiteKitModule {}
