//! A new bank partner chooses their own password: an administrator's invitation e-mails a
//! single-use link to the partner portal's `/set-partner-password` page; the link expires
//! (`invitations.partner_password_link_hours`) and a newer one replaces the older. Only a hash of
//! the token is stored.

use chrono::{DateTime, TimeDelta, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use rand::Rng;
use sha2::{Digest, Sha256};
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::i18n;
use crate::mail::Mailer;
use crate::schema::{employees, partner_password_links};
use crate::state::pooled;

use super::model::Employee;
use super::password::hash_password;
use super::storage;

/// What the record in messaging says the e-mail was for.
pub const PARTNER_PASSWORD_PURPOSE: &str = "partner_password_link";
/// The password rules the page shows: 12 to 128 characters, a letter and a digit, and not the
/// e-mail address's name part.
pub const MIN_PASSWORD: usize = 12;
pub const MAX_PASSWORD: usize = 128;

#[derive(Debug, Clone)]
pub struct PartnerLinkPolicy {
    /// The partner portal's public address.
    pub bank_portal_url: String,
    pub valid_for: TimeDelta,
}

/// The link sent; its expiry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentLink {
    pub expires_at: DateTime<Utc>,
}

/// Sends a bank partner a new set-password link (earlier unused links stop working). Staff sign
/// in through the identity provider and get none.
pub async fn do_send_partner_password_link(
    pool: &DbPool,
    mailer: &Mailer,
    policy: &PartnerLinkPolicy,
    actor_id: Uuid,
    user_id: Uuid,
) -> Result<SentLink, CoreError> {
    let mut conn = pooled(pool).await?;
    let partner = storage::find_employee_by_user_id(&mut conn, user_id)
        .await?
        .map(Employee::from)
        .filter(Employee::is_bank_partner)
        .ok_or(CoreError::EmployeeNotFound)?;
    if !partner.may_sign_in() {
        return Err(CoreError::PartnerCannotSignIn);
    }
    let token = new_token();
    let expires_at = Utc::now() + policy.valid_for;
    conn.transaction::<_, CoreError, _>(async |conn| {
        diesel::delete(
            partner_password_links::table
                .filter(partner_password_links::user_id.eq(user_id))
                .filter(partner_password_links::used_at.is_null()),
        )
        .execute(conn)
        .await?;
        diesel::insert_into(partner_password_links::table)
            .values((
                partner_password_links::token_hash.eq(token_hash(&token)),
                partner_password_links::user_id.eq(user_id),
                partner_password_links::created_by.eq(Some(actor_id)),
                partner_password_links::expires_at.eq(expires_at),
            ))
            .execute(conn)
            .await?;
        Ok(())
    })
    .await?;
    let link = format!(
        "{}/set-partner-password?token={token}",
        policy.bank_portal_url.trim_end_matches('/')
    );
    let mail = i18n::partner_password_mail(
        partner.language,
        &partner.first_name,
        &link,
        policy.valid_for.num_hours(),
    );
    mailer
        .send(
            &partner.email,
            mail.subject,
            mail.body,
            PARTNER_PASSWORD_PURPOSE,
        )
        .await?;
    tracing::info!(user_id = %user_id, actor_id = %actor_id, "partner password link sent");
    Ok(SentLink { expires_at })
}

/// Sets the password of the link's partner and uses the link up. A wrong, used or expired link
/// is one answer ("This link is no longer valid"); the password must follow the rules. Answers
/// the partner's e-mail address (their user name in the portal).
pub async fn do_set_partner_password(
    pool: &DbPool,
    token: &str,
    password: String,
) -> Result<String, CoreError> {
    let hash = token_hash(token.trim());
    let mut conn = pooled(pool).await?;
    let now = Utc::now();
    let (user_id, email) = partner_password_links::table
        .inner_join(employees::table.on(employees::user_id.eq(partner_password_links::user_id)))
        .filter(partner_password_links::token_hash.eq(&hash))
        .filter(partner_password_links::used_at.is_null())
        .filter(partner_password_links::expires_at.gt(now))
        .filter(employees::deactivated.eq(false))
        .filter(employees::blocked.eq(false))
        .select((employees::user_id, employees::email))
        .first::<(Uuid, String)>(&mut conn)
        .await
        .optional()?
        .ok_or(CoreError::PartnerLinkInvalid)?;
    check_password(&password, &email)?;
    let password_hash = hash_password(password).await?;
    let used = conn
        .transaction::<_, CoreError, _>(async |conn| {
            // Used once: the update only matches while the link is still unused.
            let used = diesel::update(
                partner_password_links::table
                    .filter(partner_password_links::token_hash.eq(&hash))
                    .filter(partner_password_links::used_at.is_null()),
            )
            .set(partner_password_links::used_at.eq(Some(now)))
            .execute(conn)
            .await?;
            if used == 1 {
                diesel::update(employees::table.find(user_id))
                    .set(employees::password_hash.eq(Some(password_hash.as_str())))
                    .execute(conn)
                    .await?;
            }
            Ok(used == 1)
        })
        .await?;
    if !used {
        return Err(CoreError::PartnerLinkInvalid);
    }
    tracing::info!(user_id = %user_id, "partner chose a password");
    Ok(email)
}

/// The rules the set-password page shows, each with its own message.
pub fn check_password(password: &str, email: &str) -> Result<(), CoreError> {
    let characters = password.chars().count();
    if !(MIN_PASSWORD..=MAX_PASSWORD).contains(&characters) {
        return Err(CoreError::invalid(
            "password",
            "The password must be 12 to 128 characters",
        ));
    }
    if !password.chars().any(char::is_alphabetic) || !password.chars().any(|c| c.is_ascii_digit()) {
        return Err(CoreError::invalid(
            "password",
            "The password must hold a letter and a digit",
        ));
    }
    let name = email.split('@').next().unwrap_or_default().to_lowercase();
    if name.chars().count() >= 3 && password.to_lowercase().contains(&name) {
        return Err(CoreError::invalid(
            "password",
            "The password must not contain your e-mail address",
        ));
    }
    Ok(())
}

/// 32 random bytes, hex: unguessable, and safe in a URL.
fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill(&mut bytes);
    hex::encode(bytes)
}

fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn refused(password: &str) -> String {
        let Err(CoreError::InvalidArgument { detail, .. }) =
            check_password(password, "karin.partner@bank.example")
        else {
            panic!("{password:?} was accepted");
        };
        detail
    }

    #[test]
    fn the_password_rules_each_have_their_message() {
        assert!(check_password("correct horse 42", "karin.partner@bank.example").is_ok());
        assert_eq!(
            refused("short1"),
            "The password must be 12 to 128 characters"
        );
        assert_eq!(
            refused("no digits at all"),
            "The password must hold a letter and a digit"
        );
        assert_eq!(
            refused("karin.partner 2026"),
            "The password must not contain your e-mail address"
        );
    }

    #[test]
    fn tokens_are_random_and_only_their_hash_is_kept() {
        let (one, two) = (new_token(), new_token());
        assert_ne!(one, two);
        assert_eq!(one.len(), 64);
        assert_ne!(token_hash(&one), one);
    }
}
