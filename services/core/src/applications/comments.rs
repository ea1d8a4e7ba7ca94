//! Comments on an application: the comment, its history entry and its
//! `core.application.commented` event commit together; the list is newest first.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use serde_json::json;
use uuid::Uuid;
use zrm_domain::{Country, Page};
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationCommented;

use crate::employees::storage::find_employee_by_user_id;
use crate::error::CoreError;
use crate::schema::application_comments;
use crate::state::pooled;

use super::events::APPLICATION_COMMENTED;
use super::history;
use super::storage;

/// At most this many characters in one comment (the migration checks the same).
pub const MAX_COMMENT_CHARS: usize = 2000;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = application_comments, check_for_backend(diesel::pg::Pg))]
pub struct Comment {
    pub comment_id: i64,
    pub author: Uuid,
    pub body: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewComment {
    pub application_id: i64,
    pub country: Country,
    pub author: Uuid,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommentPage {
    pub comments: Vec<Comment>,
    pub total: u64,
    pub page: Page,
}

/// The text trimmed, 1 to [`MAX_COMMENT_CHARS`] characters.
pub fn comment_text(raw: &str) -> Result<String, CoreError> {
    let text = raw.trim();
    if text.is_empty() || text.chars().count() > MAX_COMMENT_CHARS || text.contains('\0') {
        return Err(CoreError::invalid(
            "comment",
            format!("Write 1 to {MAX_COMMENT_CHARS} characters"),
        ));
    }
    Ok(text.to_owned())
}

pub async fn do_add_comment(
    pool: &DbPool,
    outbox: &Outbox,
    comment: NewComment,
) -> Result<Comment, CoreError> {
    let mut conn = pooled(pool).await?;
    let added = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let assignee_id =
                storage::find_application_assignee(conn, comment.application_id, comment.country)
                    .await?
                    .ok_or(CoreError::ApplicationNotFound)?;
            let author_name = find_employee_by_user_id(conn, comment.author)
                .await?
                .map(|author| format!("{} {}", author.first_name, author.last_name))
                .unwrap_or_default();
            let added: Comment = diesel::insert_into(application_comments::table)
                .values((
                    application_comments::application_id.eq(comment.application_id),
                    application_comments::author.eq(comment.author),
                    application_comments::body.eq(&comment.text),
                ))
                .returning(Comment::as_returning())
                .get_result(conn)
                .await?;
            history::record(
                conn,
                comment.application_id,
                "commented",
                comment.author.to_string(),
                json!({"comment_id": added.comment_id}),
            )
            .await?;
            let event = ApplicationCommented {
                application_id: comment.application_id,
                comment_id: added.comment_id,
                author: comment.author.to_string(),
                country: country_of_code(comment.country.code()).into(),
                assignee_id: assignee_id.map(|id| id.to_string()),
                author_name,
            };
            outbox::enqueue(conn, APPLICATION_COMMENTED, &event).await?;
            Ok(added)
        })
        .await?;
    outbox.wake();
    Ok(added)
}

pub async fn do_list_comments(
    pool: &DbPool,
    application_id: i64,
    country: Country,
    page: Page,
) -> Result<CommentPage, CoreError> {
    let mut conn = pooled(pool).await?;
    if !storage::application_exists(&mut conn, application_id, country).await? {
        return Err(CoreError::ApplicationNotFound);
    }
    let comments = application_comments::table
        .filter(application_comments::application_id.eq(application_id))
        .order(application_comments::comment_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(Comment::as_select())
        .load(&mut conn)
        .await?;
    let total: i64 = application_comments::table
        .filter(application_comments::application_id.eq(application_id))
        .count()
        .get_result(&mut conn)
        .await?;
    Ok(CommentPage {
        comments,
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comment_is_trimmed_and_bounded() {
        assert_eq!(
            comment_text("  Called the bank \n").ok().as_deref(),
            Some("Called the bank")
        );
        assert!(comment_text("   ").is_err());
        assert!(comment_text(&"x".repeat(MAX_COMMENT_CHARS + 1)).is_err());
        assert!(comment_text(&"x".repeat(MAX_COMMENT_CHARS)).is_ok());
    }
}
