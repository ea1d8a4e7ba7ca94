//! An application's AML reviews, and whether it is cleared for disbursement.

use diesel_async::AsyncPgConnection;
use zrm_domain::{Country, Page};
use zrm_platform::db::DbPool;

use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{AmlOutcome, AmlReview, AmlReviewPage, AmlReviewRow};
use super::storage;

pub fn review_of_row(row: AmlReviewRow) -> Result<AmlReview, CoreError> {
    let outcome = AmlOutcome::from_stored(&row.outcome)
        .ok_or_else(|| corrupt("aml outcome", &row.outcome))?;
    Ok(AmlReview { row, outcome })
}

/// `AmlNotApproved` unless the newest review approved the application.
pub async fn require_aml_approved(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> Result<(), CoreError> {
    match storage::find_latest_outcome_by_application_id(conn, application_id).await? {
        Some(outcome) if outcome == AmlOutcome::Approved.as_str() => Ok(()),
        _ => Err(CoreError::AmlNotApproved),
    }
}

pub async fn do_list_aml_reviews(
    pool: &DbPool,
    application_id: i64,
    country: Country,
    page: Page,
) -> Result<AmlReviewPage, CoreError> {
    let mut conn = pooled(pool).await?;
    if !applications::application_exists(&mut conn, application_id, country).await? {
        return Err(CoreError::ApplicationNotFound);
    }
    let (rows, total) =
        storage::find_reviews_by_application_id_newest_first(&mut conn, application_id, page)
            .await?;
    Ok(AmlReviewPage {
        reviews: rows
            .into_iter()
            .map(review_of_row)
            .collect::<Result<_, _>>()?,
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}
