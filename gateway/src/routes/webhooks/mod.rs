//! Routes the external providers call. No person signs in here: each provider proves itself the
//! way its protocol allows (46elks: HTTP Basic credentials we put into the webhook URLs).

pub mod elks46;
