//! Files e-mail templates attach. Only documents and pictures a customer can open are taken (PDF,
//! PNG, JPEG), each recognised by its first bytes: a file whose content is not of the type the
//! upload claims is refused, and one sent without a type (or as a generic binary) gets the type
//! its content has.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::error::MessagingError;

/// Largest file: e-mail relays commonly refuse messages past 10 MB, and a template may carry five.
pub const MAX_ATTACHMENT_BYTES: usize = 2 * 1024 * 1024;
const MAX_FILE_NAME_CHARS: usize = 200;

/// The types taken and the bytes each file of the type starts with.
const ALLOWED: &[(&str, &[u8])] = &[
    ("application/pdf", b"%PDF-"),
    ("image/png", b"\x89PNG\r\n\x1a\n"),
    ("image/jpeg", b"\xff\xd8\xff"),
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAttachment {
    pub file_name: String,
    pub content_type: &'static str,
    pub content: Vec<u8>,
    pub uploaded_by: String,
}

/// An attachment as listed (without its content).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttachmentInfo {
    pub attachment_id: Uuid,
    pub file_name: String,
    pub content_type: String,
    pub size_bytes: u64,
    pub uploaded_by: String,
    pub uploaded_at: DateTime<Utc>,
}

/// An attachment with its content, as an e-mail carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttachmentFile {
    pub file_name: String,
    pub content_type: String,
    pub content: Vec<u8>,
}

pub fn new_attachment(
    file_name: &str,
    content_type: &str,
    content: Vec<u8>,
    uploaded_by: String,
) -> Result<NewAttachment, MessagingError> {
    let file_name = file_name.trim();
    if file_name.is_empty()
        || file_name.chars().count() > MAX_FILE_NAME_CHARS
        || file_name.contains(['/', '\\'])
        || file_name.chars().any(char::is_control)
    {
        let max = MAX_FILE_NAME_CHARS;
        return Err(MessagingError::invalid(
            "file_name",
            format!("Must be a file name of 1 to {max} characters, without a folder"),
        ));
    }
    if content.is_empty() {
        return Err(MessagingError::invalid("content", "The file is empty"));
    }
    if content.len() > MAX_ATTACHMENT_BYTES {
        let max = MAX_ATTACHMENT_BYTES / (1024 * 1024);
        return Err(MessagingError::invalid(
            "content",
            format!("The file is larger than {max} MB"),
        ));
    }
    let declared = content_type.trim();
    let sniffed = ALLOWED
        .iter()
        .find(|(_, magic)| content.starts_with(magic))
        .map(|(content_type, _)| *content_type);
    // A type the browser could not tell (none, or the generic one) is read off the content.
    let unknown = declared.is_empty() || declared.eq_ignore_ascii_case("application/octet-stream");
    let content_type = match sniffed {
        Some(sniffed) if unknown || sniffed.eq_ignore_ascii_case(declared) => sniffed,
        Some(_) => {
            return Err(MessagingError::invalid(
                "content",
                "The file's content is not of the type given",
            ));
        }
        None => {
            return Err(MessagingError::invalid(
                "content",
                "The file must be a PDF, PNG or JPEG file",
            ));
        }
    };
    Ok(NewAttachment {
        file_name: file_name.to_owned(),
        content_type,
        content,
        uploaded_by,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(result: Result<NewAttachment, MessagingError>) -> &'static str {
        match result {
            Err(MessagingError::InvalidArgument { field, .. }) => field,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_pdf_is_taken_and_its_type_normalised_or_read_off_the_content() {
        let taken = new_attachment(
            " Villkor.pdf ",
            "Application/PDF",
            b"%PDF-1.7 x".to_vec(),
            "u".into(),
        );
        assert!(
            matches!(taken, Ok(ref file) if file.file_name == "Villkor.pdf" && file.content_type == "application/pdf")
        );
        let untyped = new_attachment(
            "logo",
            "application/octet-stream",
            b"\x89PNG\r\n\x1a\nrest".to_vec(),
            "u".into(),
        );
        assert!(matches!(untyped, Ok(ref file) if file.content_type == "image/png"));
    }

    #[test]
    fn bad_files_name_their_field() {
        let pdf = || b"%PDF-1.7".to_vec();
        assert_eq!(
            field(new_attachment(
                "../x.pdf",
                "application/pdf",
                pdf(),
                "u".into()
            )),
            "file_name"
        );
        assert_eq!(
            field(new_attachment(
                "x.exe",
                "application/x-msdownload",
                b"MZ".to_vec(),
                "u".into()
            )),
            "content"
        );
        assert_eq!(
            field(new_attachment(
                "x.pdf",
                "application/octet-stream",
                b"MZ".to_vec(),
                "u".into()
            )),
            "content"
        );
        assert_eq!(
            field(new_attachment("x.png", "image/png", pdf(), "u".into())),
            "content"
        );
        assert_eq!(
            field(new_attachment(
                "x.pdf",
                "application/pdf",
                Vec::new(),
                "u".into()
            )),
            "content"
        );
        let large = [b"%PDF-".as_slice(), &vec![0; MAX_ATTACHMENT_BYTES]].concat();
        assert_eq!(
            field(new_attachment(
                "x.pdf",
                "application/pdf",
                large,
                "u".into()
            )),
            "content"
        );
    }
}
