//! AML reviews: proto in (validated), domain out as proto.

use zrm_platform::grpc::common::page_info;
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;

use crate::applications::aml::model::{
    AmlOutcome, AmlReview, AmlReviewPage, MAX_AML_NOTE_CHARS, NewAmlReview,
};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;

use super::requests::{application_id_from_request, country_from_request};

pub fn aml_review_from_request(
    request: &proto::ReviewAmlRequest,
) -> Result<NewAmlReview, CoreError> {
    let outcome = match request.outcome() {
        proto::AmlOutcome::Approved => AmlOutcome::Approved,
        proto::AmlOutcome::Rejected => AmlOutcome::Rejected,
        proto::AmlOutcome::Unspecified => {
            return Err(CoreError::invalid(
                "outcome",
                "Must be APPROVED or REJECTED",
            ));
        }
    };
    let note = request.note.trim();
    if note.is_empty() || note.chars().count() > MAX_AML_NOTE_CHARS || note.contains('\0') {
        return Err(CoreError::invalid(
            "note",
            format!("Write 1 to {MAX_AML_NOTE_CHARS} characters"),
        ));
    }
    Ok(NewAmlReview {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        outcome,
        note: note.to_owned(),
        reviewed_by: user_id("reviewed_by", &request.reviewed_by)?,
    })
}

pub fn aml_review_message(review: AmlReview) -> proto::AmlReview {
    proto::AmlReview {
        review_id: review.row.review_id,
        application_id: review.row.application_id,
        outcome: match review.outcome {
            AmlOutcome::Approved => proto::AmlOutcome::Approved,
            AmlOutcome::Rejected => proto::AmlOutcome::Rejected,
        }
        .into(),
        note: review.row.note,
        reviewed_by: review.row.reviewed_by.to_string(),
        reviewed_at: Some(timestamp(review.row.reviewed_at)),
    }
}

pub fn aml_review_page_message(page: AmlReviewPage) -> proto::ListAmlReviewsResponse {
    proto::ListAmlReviewsResponse {
        reviews: page.reviews.into_iter().map(aml_review_message).collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
    }
}
