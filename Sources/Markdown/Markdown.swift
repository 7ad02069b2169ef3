/// The Markdown module.
public enum MarkdownModule {}
