//! Customer documents (kdlt's `DocumentService`), for staff with a customer role: upload
//! (multipart, streamed to kdlt), metadata, download (streamed from kdlt), the customer's and an
//! application's documents, attaching to an application, and the document types.

pub mod attach;
pub mod get;
pub mod list;
pub mod save;
pub mod types;
