//! Queries on `application_invitations`.

use chrono::Utc;
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Page;

use crate::schema::application_invitations;

use super::model::{InvitationRow, InvitationState, NewInvitation};

pub async fn insert_invitation(
    conn: &mut AsyncPgConnection,
    invitation: &NewInvitation,
    email: &str,
) -> QueryResult<InvitationRow> {
    diesel::insert_into(application_invitations::table)
        .values((
            application_invitations::application_id.eq(invitation.application_id),
            application_invitations::customer_id.eq(invitation.customer_id),
            application_invitations::email.eq(email),
            application_invitations::invited_by.eq(invitation.invited_by),
        ))
        .returning(InvitationRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn find_invitation_by_invitation_id_and_application_id(
    conn: &mut AsyncPgConnection,
    invitation_id: i64,
    application_id: i64,
) -> QueryResult<Option<InvitationRow>> {
    application_invitations::table
        .filter(application_invitations::invitation_id.eq(invitation_id))
        .filter(application_invitations::application_id.eq(application_id))
        .select(InvitationRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// A send's outcome: SENT (counted, with its time) or FAILED; to the address used.
pub async fn update_invitation_sent_or_failed(
    conn: &mut AsyncPgConnection,
    invitation_id: i64,
    email: &str,
    sent: bool,
) -> QueryResult<InvitationRow> {
    let state = if sent {
        InvitationState::Sent
    } else {
        InvitationState::Failed
    };
    let target = application_invitations::table.find(invitation_id);
    if sent {
        diesel::update(target)
            .set((
                application_invitations::state.eq(state.as_str()),
                application_invitations::email.eq(email),
                application_invitations::sends.eq(application_invitations::sends + 1),
                application_invitations::sent_at.eq(Some(Utc::now())),
            ))
            .returning(InvitationRow::as_returning())
            .get_result(conn)
            .await
    } else {
        diesel::update(target)
            .set((
                application_invitations::state.eq(state.as_str()),
                application_invitations::email.eq(email),
            ))
            .returning(InvitationRow::as_returning())
            .get_result(conn)
            .await
    }
}

pub async fn find_invitations_by_application_id_newest_first(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    page: Page,
) -> QueryResult<(Vec<InvitationRow>, i64)> {
    let rows = application_invitations::table
        .filter(application_invitations::application_id.eq(application_id))
        .order(application_invitations::invitation_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(InvitationRow::as_select())
        .load(conn)
        .await?;
    let total = application_invitations::table
        .filter(application_invitations::application_id.eq(application_id))
        .count()
        .get_result(conn)
        .await?;
    Ok((rows, total))
}
