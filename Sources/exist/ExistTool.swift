import ArgumentParser
import ExistCLI

@main
extension ExistCommand {}
