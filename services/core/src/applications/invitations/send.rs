//! Sending an invitation (and sending one again), and an application's invitations.

use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;
use zrm_domain::{Country, Language, Page, ReferenceNumber, ReferenceProduct};
use zrm_platform::db::DbPool;

use crate::applications::applicants::{Contact, CustomerDirectory};
use crate::applications::history;
use crate::applications::model::ApplicationStatus;
use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::employees::storage::find_employee_by_user_id;
use crate::error::CoreError;
use crate::i18n;
use crate::mail::Mailer;
use crate::schema::application_applicants;
use crate::state::pooled;

use super::model::{
    INVITATION_PURPOSE, Invitation, InvitationPage, InvitationRow, InvitationState, NewInvitation,
    Resending,
};
use super::storage;

/// What an invitation needs besides the database: the register (the address), the mailer and
/// the link to My Pages.
pub struct Post<'a> {
    pub customers: &'a CustomerDirectory,
    pub mailer: &'a Mailer,
    pub my_pages_url: &'a str,
}

fn invitation_of_row(row: InvitationRow) -> Result<Invitation, CoreError> {
    let state = InvitationState::from_stored(&row.state)
        .ok_or_else(|| corrupt("invitation state", &row.state))?;
    Ok(Invitation { row, state })
}

/// The application in its country, active, with this customer among its applicants.
async fn check_applicant(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    country: Country,
    customer_id: i64,
) -> Result<(), CoreError> {
    let application =
        applications::find_application_with_assignee_name_by_application_id(conn, application_id)
            .await?
            .map(|(row, _)| row)
            .filter(|row| row.country == country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
    if application.status == ApplicationStatus::Deactivated.as_str() {
        return Err(CoreError::ApplicationDeactivated);
    }
    let applicant: bool = diesel::select(diesel::dsl::exists(
        application_applicants::table
            .filter(application_applicants::application_id.eq(application_id))
            .filter(application_applicants::customer_id.eq(customer_id)),
    ))
    .get_result(conn)
    .await?;
    if !applicant {
        return Err(CoreError::NotAnApplicant {
            customer_id,
            place: "customer_id".to_owned(),
        });
    }
    Ok(())
}

/// The customer's name and address as the register holds them now; `NoEmail` without one.
async fn contact_of(
    post: &Post<'_>,
    customer_id: i64,
    requested_by: &str,
) -> Result<Contact, CoreError> {
    post.customers
        .contact(customer_id, requested_by)
        .await?
        .filter(|contact| !contact.email.is_empty())
        .ok_or(CoreError::NoEmail(customer_id))
}

/// Hands the e-mail to messaging and records the outcome; a failed send answers the messaging
/// error after the invitation is marked FAILED (so it can be sent again).
async fn deliver(
    pool: &DbPool,
    post: &Post<'_>,
    invitation_id: i64,
    application_id: i64,
    country: Country,
    contact: &Contact,
    sender: uuid::Uuid,
) -> Result<Invitation, CoreError> {
    let mut conn = pooled(pool).await?;
    let advisor = find_employee_by_user_id(&mut conn, sender)
        .await?
        .map(|employee| format!("{} {}", employee.first_name, employee.last_name))
        .unwrap_or_default();
    drop(conn);
    let reference = ReferenceNumber {
        product: ReferenceProduct::Mortgage,
        country,
        number: u64::try_from(application_id).unwrap_or_default(),
    }
    .to_string();
    let language = match country {
        Country::Se => Language::Sv,
        Country::No => Language::Nb,
    };
    let mail = i18n::invitation_mail(
        language,
        &contact.first_name,
        &advisor,
        &reference,
        post.my_pages_url,
    );
    let sent = post
        .mailer
        .send(&contact.email, mail.subject, mail.body, INVITATION_PURPOSE)
        .await;
    let mut conn = pooled(pool).await?;
    let row = storage::update_invitation_sent_or_failed(
        &mut conn,
        invitation_id,
        &contact.email,
        sent.is_ok(),
    )
    .await?;
    sent?;
    invitation_of_row(row)
}

pub async fn do_invite(
    pool: &DbPool,
    post: &Post<'_>,
    invitation: NewInvitation,
) -> Result<Invitation, CoreError> {
    let mut conn = pooled(pool).await?;
    check_applicant(
        &mut conn,
        invitation.application_id,
        invitation.country,
        invitation.customer_id,
    )
    .await?;
    drop(conn);
    let invited_by = invitation.invited_by.to_string();
    let contact = contact_of(post, invitation.customer_id, &invited_by).await?;
    let mut conn = pooled(pool).await?;
    let row = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let row = storage::insert_invitation(conn, &invitation, &contact.email).await?;
            history::record(
                conn,
                invitation.application_id,
                "invited",
                invited_by.clone(),
                json!({"invitation_id": row.invitation_id, "customer_id": invitation.customer_id}),
            )
            .await?;
            Ok(row)
        })
        .await?;
    drop(conn);
    deliver(
        pool,
        post,
        row.invitation_id,
        invitation.application_id,
        invitation.country,
        &contact,
        invitation.invited_by,
    )
    .await
}

pub async fn do_resend(
    pool: &DbPool,
    post: &Post<'_>,
    resending: Resending,
) -> Result<Invitation, CoreError> {
    let mut conn = pooled(pool).await?;
    let row = storage::find_invitation_by_invitation_id_and_application_id(
        &mut conn,
        resending.invitation_id,
        resending.application_id,
    )
    .await?
    .ok_or(CoreError::InvitationNotFound)?;
    check_applicant(
        &mut conn,
        resending.application_id,
        resending.country,
        row.customer_id,
    )
    .await?;
    drop(conn);
    let contact = contact_of(post, row.customer_id, &resending.resent_by.to_string()).await?;
    deliver(
        pool,
        post,
        row.invitation_id,
        resending.application_id,
        resending.country,
        &contact,
        resending.resent_by,
    )
    .await
}

pub async fn do_list_invitations(
    pool: &DbPool,
    application_id: i64,
    country: Country,
    page: Page,
) -> Result<InvitationPage, CoreError> {
    let mut conn = pooled(pool).await?;
    if !applications::application_exists(&mut conn, application_id, country).await? {
        return Err(CoreError::ApplicationNotFound);
    }
    let (rows, total) =
        storage::find_invitations_by_application_id_newest_first(&mut conn, application_id, page)
            .await?;
    Ok(InvitationPage {
        invitations: rows
            .into_iter()
            .map(invitation_of_row)
            .collect::<Result<_, _>>()?,
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}
