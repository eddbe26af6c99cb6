/// Placeholder until the terminal adapter lands.
public enum NcursesTerminalPlaceholder {}
