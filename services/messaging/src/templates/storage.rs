//! Queries on `message_templates` (its primary key serves one template and a channel's list by
//! country; `message_templates_by_product` and `_by_event` the lists filtered without a country)
//! and `email_attachments` (`email_attachments_newest` serves the list).

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;
use zrm_domain::{Country, Page, Product};

use crate::error::MessagingError;
use crate::schema::{email_attachments, message_templates};

use super::attachments::{AttachmentFile, AttachmentInfo, NewAttachment};
use super::{Channel, Template, TemplateFilter, TemplateKey, TemplateText, catalogue};

#[derive(Debug, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = message_templates, check_for_backend(Pg))]
struct TemplateRow {
    channel: String,
    country: String,
    product: String,
    event: String,
    subject: String,
    body: String,
    attachment_ids: Vec<Uuid>,
    updated_by: String,
    updated_at: DateTime<Utc>,
}

fn template_of(row: TemplateRow) -> Result<Template, MessagingError> {
    let corrupt = |what: &str, value: &str| {
        MessagingError::Corrupt(format!("message template {what} {value:?}"))
    };
    let key = TemplateKey {
        channel: Channel::parse(&row.channel).ok_or_else(|| corrupt("channel", &row.channel))?,
        country: row
            .country
            .parse::<Country>()
            .map_err(|_| corrupt("country", &row.country))?,
        product: row
            .product
            .parse::<Product>()
            .map_err(|_| corrupt("product", &row.product))?,
        event: catalogue::event(&row.event).ok_or_else(|| corrupt("event", &row.event))?,
    };
    Ok(Template {
        key,
        text: TemplateText {
            subject: row.subject,
            body: row.body,
            attachment_ids: row.attachment_ids,
        },
        updated_by: row.updated_by,
        updated_at: row.updated_at,
    })
}

fn row_of(template: &Template) -> TemplateRow {
    TemplateRow {
        channel: template.key.channel.as_str().to_owned(),
        country: template.key.country.code().to_owned(),
        product: template.key.product.code().to_owned(),
        event: template.key.event.name.to_owned(),
        subject: template.text.subject.clone(),
        body: template.text.body.clone(),
        attachment_ids: template.text.attachment_ids.clone(),
        updated_by: template.updated_by.clone(),
        updated_at: template.updated_at,
    }
}

/// The primary key of `key`'s row.
fn primary_key(key: &TemplateKey) -> (&'static str, &'static str, &'static str, &'static str) {
    (
        key.channel.as_str(),
        key.country.code(),
        key.product.code(),
        key.event.name,
    )
}

pub async fn find_template(
    conn: &mut AsyncPgConnection,
    key: &TemplateKey,
) -> Result<Option<Template>, MessagingError> {
    message_templates::table
        .find(primary_key(key))
        .select(TemplateRow::as_select())
        .first(conn)
        .await
        .optional()?
        .map(template_of)
        .transpose()
}

/// Creates or replaces the key's template.
pub async fn upsert_template(
    conn: &mut AsyncPgConnection,
    template: &Template,
) -> Result<Template, MessagingError> {
    let row = row_of(template);
    let saved = diesel::insert_into(message_templates::table)
        .values(&row)
        .on_conflict((
            message_templates::channel,
            message_templates::country,
            message_templates::product,
            message_templates::event,
        ))
        .do_update()
        .set(&row)
        .returning(TemplateRow::as_returning())
        .get_result(conn)
        .await?;
    template_of(saved)
}

/// True when there was a template to delete.
pub async fn delete_template(
    conn: &mut AsyncPgConnection,
    key: &TemplateKey,
) -> Result<bool, MessagingError> {
    let deleted = diesel::delete(message_templates::table.find(primary_key(key)))
        .execute(conn)
        .await?;
    Ok(deleted > 0)
}

/// One page of the templates the filter picks, by country, product and event, and how many it
/// picks.
pub async fn find_templates(
    conn: &mut AsyncPgConnection,
    filter: TemplateFilter,
    page: Page,
) -> Result<(Vec<Template>, i64), MessagingError> {
    let picked = || {
        let mut query = message_templates::table
            .filter(message_templates::channel.eq(filter.channel.as_str()))
            .into_boxed::<Pg>();
        if let Some(country) = filter.country {
            query = query.filter(message_templates::country.eq(country.code()));
        }
        if let Some(product) = filter.product {
            query = query.filter(message_templates::product.eq(product.code()));
        }
        if let Some(event) = filter.event {
            query = query.filter(message_templates::event.eq(event.name));
        }
        query
    };
    let rows = picked()
        .order((
            message_templates::country,
            message_templates::product,
            message_templates::event,
        ))
        .limit(page.limit())
        .offset(page.offset())
        .select(TemplateRow::as_select())
        .load(conn)
        .await?;
    let total = picked().count().get_result(conn).await?;
    let templates = rows
        .into_iter()
        .map(template_of)
        .collect::<Result<_, _>>()?;
    Ok((templates, total))
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = email_attachments, check_for_backend(Pg))]
struct AttachmentInfoRow {
    attachment_id: Uuid,
    file_name: String,
    content_type: String,
    size_bytes: i64,
    uploaded_by: String,
    uploaded_at: DateTime<Utc>,
}

impl From<AttachmentInfoRow> for AttachmentInfo {
    fn from(row: AttachmentInfoRow) -> Self {
        AttachmentInfo {
            attachment_id: row.attachment_id,
            file_name: row.file_name,
            content_type: row.content_type,
            size_bytes: u64::try_from(row.size_bytes).unwrap_or_default(),
            uploaded_by: row.uploaded_by,
            uploaded_at: row.uploaded_at,
        }
    }
}

pub async fn insert_attachment(
    conn: &mut AsyncPgConnection,
    attachment: &NewAttachment,
) -> Result<AttachmentInfo, MessagingError> {
    let size_bytes = i64::try_from(attachment.content.len()).unwrap_or(i64::MAX);
    let row = diesel::insert_into(email_attachments::table)
        .values((
            email_attachments::attachment_id.eq(Uuid::now_v7()),
            email_attachments::file_name.eq(&attachment.file_name),
            email_attachments::content_type.eq(attachment.content_type),
            email_attachments::size_bytes.eq(size_bytes),
            email_attachments::content.eq(&attachment.content),
            email_attachments::uploaded_by.eq(&attachment.uploaded_by),
            email_attachments::uploaded_at.eq(Utc::now()),
        ))
        .returning(AttachmentInfoRow::as_returning())
        .get_result(conn)
        .await?;
    Ok(row.into())
}

/// One page of the attachments, newest first, and how many there are.
pub async fn find_attachments_newest_first(
    conn: &mut AsyncPgConnection,
    page: Page,
) -> Result<(Vec<AttachmentInfo>, i64), MessagingError> {
    let rows = email_attachments::table
        .order((
            email_attachments::uploaded_at.desc(),
            email_attachments::attachment_id.desc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .select(AttachmentInfoRow::as_select())
        .load(conn)
        .await?;
    let total = email_attachments::table.count().get_result(conn).await?;
    Ok((rows.into_iter().map(Into::into).collect(), total))
}

/// The ids of `ids` that are on record.
pub async fn existing_attachment_ids(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
) -> Result<Vec<Uuid>, MessagingError> {
    Ok(email_attachments::table
        .filter(email_attachments::attachment_id.eq_any(ids))
        .select(email_attachments::attachment_id)
        .load(conn)
        .await?)
}

/// The files of `ids`, in that order (ids no longer on record are left out).
pub async fn find_attachment_files(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
) -> Result<Vec<AttachmentFile>, MessagingError> {
    let mut rows: Vec<(Uuid, String, String, Vec<u8>)> = email_attachments::table
        .filter(email_attachments::attachment_id.eq_any(ids))
        .select((
            email_attachments::attachment_id,
            email_attachments::file_name,
            email_attachments::content_type,
            email_attachments::content,
        ))
        .load(conn)
        .await?;
    rows.sort_by_key(|(id, ..)| ids.iter().position(|wanted| wanted == id));
    Ok(rows
        .into_iter()
        .map(|(_, file_name, content_type, content)| AttachmentFile {
            file_name,
            content_type,
            content,
        })
        .collect())
}
