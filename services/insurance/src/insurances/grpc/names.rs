//! The register's current names beside the ids insurances and events record (the seller, an
//! event's actor), so staff read who sold or cancelled instead of an id. One query per response.

use zrm_proto::insurance::v1 as proto;

use crate::error::InsuranceError;
use crate::state::InsuranceState;
use crate::users;

pub async fn name_sellers(
    state: &InsuranceState,
    insurances: &mut [proto::Insurance],
) -> Result<(), InsuranceError> {
    let names = users::names_of(state, insurances.iter().map(|i| i.created_by.as_str())).await?;
    for insurance in insurances {
        if let Some(name) = names.get(&insurance.created_by) {
            insurance.created_by_name.clone_from(name);
        }
    }
    Ok(())
}

pub async fn name_actors(
    state: &InsuranceState,
    events: &mut [proto::InsuranceEvent],
) -> Result<(), InsuranceError> {
    let names = users::names_of(state, events.iter().map(|e| e.actor.as_str())).await?;
    for event in events {
        if let Some(name) = names.get(&event.actor) {
            event.actor_name.clone_from(name);
        }
    }
    Ok(())
}
