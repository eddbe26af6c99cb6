import VoiceCommands

extension AdaptationFolder {
    /// Removes the voice takes a killed adaptation left (`removeLeftovers`) as a command starts; what cannot
    /// be removed is one line on standard error, and the command goes on.
    public static func removeLeftoversAtStart() {
        do throws(VoiceError) {
            try removeLeftovers()
        } catch {
            FileOutput.standardError.write("facenav: \(error.message)\n")
        }
    }
}
