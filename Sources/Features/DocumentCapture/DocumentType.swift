/// The documents the capture flow accepts.
public enum DocumentType: String, Hashable, Sendable, CaseIterable {
    /// Carteira Nacional de Habilitação, the driving licence.
    case cnh
    /// Registro Geral, the identity card.
    case rg

    /// The name on the choice buttons and in announcements.
    public var title: String {
        switch self {
        case .cnh: "CNH"
        case .rg: "RG"
        }
    }
}
