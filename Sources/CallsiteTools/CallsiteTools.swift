/// The CallsiteTools module.
public enum CallsiteToolsModule {}
