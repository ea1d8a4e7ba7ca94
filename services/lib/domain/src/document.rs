//! The document types a customer's document is filed under, labelled in en, sv and nb, and the
//! content types taken, each recognised by its first bytes. kdlt applies them; the gateway states
//! them in its document.

use crate::Language;

pub struct DocumentType {
    pub value: &'static str,
    /// (en, sv, nb)
    labels: (&'static str, &'static str, &'static str),
}

impl DocumentType {
    pub fn label(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.labels.0,
            Language::Sv => self.labels.1,
            Language::Nb => self.labels.2,
        }
    }
}

const fn kind(
    value: &'static str,
    en: &'static str,
    sv: &'static str,
    nb: &'static str,
) -> DocumentType {
    DocumentType {
        value,
        labels: (en, sv, nb),
    }
}

pub const DOCUMENT_TYPES: &[DocumentType] = &[
    kind("id_document", "ID document", "ID-handling", "Legitimasjon"),
    kind("payslip", "Payslip", "Lönespecifikation", "Lønnsslipp"),
    kind(
        "employment_certificate",
        "Employment certificate",
        "Anställningsintyg",
        "Arbeidsavtale",
    ),
    kind("tax_return", "Tax return", "Deklaration", "Skattemelding"),
    kind(
        "loan_statement",
        "Loan statement",
        "Lånebesked",
        "Lånedokumentasjon",
    ),
    kind("valuation", "Valuation", "Värdering", "Verdivurdering"),
    kind(
        "purchase_contract",
        "Purchase contract",
        "Köpekontrakt",
        "Kjøpekontrakt",
    ),
    kind("other", "Other", "Övrigt", "Annet"),
];

pub fn is_document_type(value: &str) -> bool {
    DOCUMENT_TYPES.iter().any(|kind| kind.value == value)
}

/// The content types taken and the first bytes that make a file one.
pub const CONTENT_TYPES: &[(&str, &[u8])] = &[
    ("application/pdf", b"%PDF-"),
    ("image/png", b"\x89PNG\r\n\x1a\n"),
    ("image/jpeg", b"\xff\xd8\xff"),
];

pub fn is_content_type(value: &str) -> bool {
    CONTENT_TYPES.iter().any(|(name, _)| *name == value)
}

/// The content type whose files start as these bytes do.
pub fn content_type_of(first_bytes: &[u8]) -> Option<&'static str> {
    CONTENT_TYPES
        .iter()
        .find(|(_, magic)| first_bytes.starts_with(magic))
        .map(|(name, _)| *name)
}

/// Whether the content starts as its declared type's files do.
pub fn content_matches(content_type: &str, first_bytes: &[u8]) -> bool {
    CONTENT_TYPES
        .iter()
        .find(|(name, _)| *name == content_type)
        .is_some_and(|(_, magic)| first_bytes.starts_with(magic))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_is_recognised_by_its_first_bytes() {
        assert!(content_matches("application/pdf", b"%PDF-1.7\n..."));
        assert!(!content_matches("application/pdf", b"\x89PNG\r\n\x1a\n"));
        assert!(content_matches("image/jpeg", b"\xff\xd8\xff\xe0"));
        assert!(!content_matches("image/gif", b"GIF89a"));
        assert_eq!(content_type_of(b"\x89PNG\r\n\x1a\n..."), Some("image/png"));
        assert_eq!(content_type_of(b"GIF89a"), None);
        for kind in DOCUMENT_TYPES {
            for language in [Language::En, Language::Sv, Language::Nb] {
                assert!(!kind.label(language).is_empty());
            }
        }
    }
}
