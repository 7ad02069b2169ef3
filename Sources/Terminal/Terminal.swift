/// The Terminal module.
public enum TerminalModule {}
