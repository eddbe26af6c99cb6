import ArgumentParser
import Session

/// `--app NAME` takes a bundled app's name (`facenav run --app escape`).
extension BundledApp: ExpressibleByArgument {}
