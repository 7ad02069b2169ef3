/// The Mustache module.
public enum MustacheModule {}
