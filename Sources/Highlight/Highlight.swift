/// The Highlight module.
public enum HighlightModule {}
