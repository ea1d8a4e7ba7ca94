//! Queries on `application_aml_reviews`.

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Page;

use crate::schema::application_aml_reviews;

use super::model::{AmlReviewRow, NewAmlReview};

pub async fn insert_review(
    conn: &mut AsyncPgConnection,
    review: &NewAmlReview,
) -> QueryResult<AmlReviewRow> {
    diesel::insert_into(application_aml_reviews::table)
        .values((
            application_aml_reviews::application_id.eq(review.application_id),
            application_aml_reviews::outcome.eq(review.outcome.as_str()),
            application_aml_reviews::note.eq(&review.note),
            application_aml_reviews::reviewed_by.eq(review.reviewed_by),
        ))
        .returning(AmlReviewRow::as_returning())
        .get_result(conn)
        .await
}

/// The outcome of the newest review, if any.
pub async fn find_latest_outcome_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<String>> {
    application_aml_reviews::table
        .filter(application_aml_reviews::application_id.eq(application_id))
        .order(application_aml_reviews::review_id.desc())
        .select(application_aml_reviews::outcome)
        .first(conn)
        .await
        .optional()
}

pub async fn find_reviews_by_application_id_newest_first(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    page: Page,
) -> QueryResult<(Vec<AmlReviewRow>, i64)> {
    let rows = application_aml_reviews::table
        .filter(application_aml_reviews::application_id.eq(application_id))
        .order(application_aml_reviews::review_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(AmlReviewRow::as_select())
        .load(conn)
        .await?;
    let total = application_aml_reviews::table
        .filter(application_aml_reviews::application_id.eq(application_id))
        .count()
        .get_result(conn)
        .await?;
    Ok((rows, total))
}
