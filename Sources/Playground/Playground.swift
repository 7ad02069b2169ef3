/// The Playground module.
public enum PlaygroundModule {}
