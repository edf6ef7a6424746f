import ArgumentParser
import SeedConversion

extension SeedFormat: ExpressibleByArgument {}
