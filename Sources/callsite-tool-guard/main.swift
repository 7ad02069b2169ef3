import CallsiteTools

ToolGuard.main(CommandLine.arguments)
