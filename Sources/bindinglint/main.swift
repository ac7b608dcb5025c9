import BindingLint

Platform.exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
