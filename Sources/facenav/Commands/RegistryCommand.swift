import ArgumentParser
import Captures
import Foundation
import Inputs
import SafeFiles

/// `facenav registry list|add|verify`: the image-match registry from the command line.
///
/// The registry is `$XDG_DATA_HOME/facenav/image-matches.json` (else `~/.local/share/facenav/...`) unless
/// `--registry FILE` names another. Reading never changes it; a damaged one is kept aside by `add`.
struct RegistryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "registry",
        abstract: "List, add to and verify the image-match registry.",
        subcommands: [List.self, Add.self, Verify.self])

    /// `--registry FILE`, shared by the subcommands.
    struct Location: ParsableArguments {
        @Option(
            help: ArgumentHelp(
                "The registry file (default: $XDG_DATA_HOME/facenav/image-matches.json).", valueName: "file"))
        var registry: String?

        func path() throws(UserFacingError) -> String {
            if let registry { return registry }
            guard let path = RegistryFile.defaultPath(environment: ProcessInfo.processInfo.environment) else {
                throw UserFacingError(message: "no data folder: set XDG_DATA_HOME or HOME, or give --registry FILE")
            }
            return path
        }

        /// The records, or a one-line error for an unreadable or damaged file (left as it is).
        func records() throws(UserFacingError) -> (String, [ImageMatchRecord]) {
            let path = try path()
            do {
                switch try RegistryFile.read(path) {
                case .records(let records): return (path, records)
                case .damaged(let reason):
                    throw UserFacingError(
                        message:
                            "\(PrintableText.escaped(path)) is damaged (\(PrintableText.escaped(reason))); it was left as it is: fix it, or `facenav registry add` keeps it aside and starts a new one"
                    )
                }
            } catch let error as UserFacingError {
                throw error
            } catch {
                throw UserFacingError(message: "\(error)")
            }
        }
    }

    /// `facenav registry list`: one line per record.
    struct List: UserFacingCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every record: type, SHA-256, description, and path, link or token.")

        @OptionGroup var location: Location

        func runOrThrow() throws(UserFacingError) {
            let (path, records) = try location.records()
            if records.isEmpty {
                FileOutput.standardOutput.write("no records in \(path)\n")
                return
            }
            for record in records {
                let type = record.resourceType.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)
                FileOutput.standardOutput.write(
                    "\(type)  \(record.hash)  \(PrintableText.escaped(record.description))  \(Self.shown(record))\n")
            }
        }

        /// What a record's file column shows: the path or link with control characters escaped, an AZURE
        /// token masked to its first four characters.
        static func shown(_ record: ImageMatchRecord) -> String {
            record.resourceType == .azure ? PrintableText.masked(record.file) : PrintableText.escaped(record.file)
        }
    }

    /// The record types as typed on the command line.
    enum TypeArgument: String, ExpressibleByArgument, CaseIterable {
        case local, uri, azure

        var resourceType: ResourceType {
            switch self {
            case .local: .local
            case .uri: .uri
            case .azure: .azure
            }
        }
    }

    /// `facenav registry add`: hashes a file and records it.
    struct Add: UserFacingCommand {
        static let configuration = CommandConfiguration(
            abstract: "Hash an image file and add a record: local keeps its path, uri a --link, azure a --token.")

        @Option(help: "local, uri or azure.")
        var type: TypeArgument
        @Option(help: "What the image is, in a few words.")
        var description: String
        @Option(help: "The image file (for uri and azure: the file as it was before upload).")
        var file: String
        @Option(help: "For uri: where the image was uploaded.")
        var link: String?
        @Option(help: "For azure: the token given for the upload.")
        var token: String?
        @OptionGroup var location: Location

        func runOrThrow() throws(UserFacingError) {
            let path = try location.path()
            do {
                let record = try ImageMatchRecord.make(
                    type: type.resourceType, description: description, file: file, link: link, token: token)
                if let note = try RegistryFile.add(record, to: path, now: Date()) {
                    FileOutput.standardError.write("facenav: note: \(PrintableText.escaped(note))\n")
                }
                FileOutput.standardOutput.write(
                    "added \(record.resourceType.rawValue) \(record.hash)  \(PrintableText.escaped(record.description))  \(List.shown(record))\n"
                )
            } catch {
                throw UserFacingError(message: error.message)
            }
        }
    }

    /// `facenav registry verify`: re-hashes LOCAL files; exit status 1 when any changed or vanished.
    struct Verify: UserFacingCommand {
        static let configuration = CommandConfiguration(
            abstract: "Re-hash every LOCAL record's file and report any that changed or vanished (exit status 1).")

        @OptionGroup var location: Location

        func runOrThrow() throws(UserFacingError) {
            let (path, records) = try location.records()
            let checks = RegistryFile.verify(records)
            var counts = (unchanged: 0, changed: 0, vanished: 0, unreadable: 0)
            for check in checks {
                let file = PrintableText.escaped(check.record.file)
                switch check.state {
                case .unchanged:
                    counts.unchanged += 1
                    FileOutput.standardOutput.write("unchanged  \(file)\n")
                case .changed(let now):
                    counts.changed += 1
                    FileOutput.standardOutput.write("CHANGED    \(file) (recorded \(check.record.hash), now \(now))\n")
                case .vanished:
                    counts.vanished += 1
                    FileOutput.standardOutput.write("VANISHED   \(file)\n")
                case .unreadable(let why):
                    counts.unreadable += 1
                    FileOutput.standardOutput.write("UNREADABLE \(file) (\(PrintableText.escaped(why)))\n")
                }
            }
            let skipped = records.count - checks.count
            FileOutput.standardOutput.write(
                "\(checks.count) local record\(checks.count == 1 ? "" : "s") in \(path): \(counts.unchanged) unchanged, "
                    + "\(counts.changed) changed, \(counts.vanished) vanished, \(counts.unreadable) unreadable"
                    + (skipped > 0 ? "; \(skipped) uploaded (URI, AZURE) not checked" : "") + "\n")
            if counts.changed + counts.vanished + counts.unreadable > 0 {
                throw UserFacingError(
                    message: "\(checks.count - counts.unchanged) recorded image(s) no longer match; see above")
            }
        }
    }
}
