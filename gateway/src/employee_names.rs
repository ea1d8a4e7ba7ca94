//! The employees' names beside the user ids the services record (audit actors, check requesters,
//! uploaders): staff read names, not ids. Each distinct id of a response is looked up in core
//! once, all at the same time. A name is decoration: an id that is no employee's (a service, or an
//! employee since removed) or a lookup that fails leaves the name out and never fails the call.

use std::collections::{HashMap, HashSet};

use futures_util::future::join_all;
use zrm_proto::core::v1::GetEmployeeRequest;

use crate::state::AppState;

/// A body that names who acted by user id, and can carry that person's name.
pub trait ActedBy {
    fn actor_id(&self) -> &str;
    fn set_actor_name(&mut self, name: Option<String>);
}

/// Fills in the name of every item's actor.
pub async fn name_actors<T: ActedBy>(state: &AppState, items: &mut [T]) {
    let ids: HashSet<&str> = items
        .iter()
        .map(ActedBy::actor_id)
        // Employees are known by UUID; services record their own names.
        .filter(|id| uuid::Uuid::parse_str(id).is_ok())
        .collect();
    let names = names_by_id(state, ids).await;
    for item in items {
        let name = names.get(item.actor_id()).cloned();
        item.set_actor_name(name);
    }
}

/// The names of these user ids (an id that is no employee's is left out).
pub async fn names_by_id(state: &AppState, ids: HashSet<&str>) -> HashMap<String, String> {
    let lookups = ids.into_iter().map(|id| async move {
        let request = GetEmployeeRequest {
            user_id: id.to_owned(),
        };
        match state
            .clients
            .employees()
            .get_employee(state.clients.core.request(request))
            .await
        {
            Ok(employee) => {
                let employee = employee.into_inner();
                Some((
                    id.to_owned(),
                    format!("{} {}", employee.first_name, employee.last_name),
                ))
            }
            Err(status) if status.code() == tonic::Code::NotFound => None,
            Err(status) => {
                tracing::warn!(code = ?status.code(), "employee name lookup failed; the name is left out");
                None
            }
        }
    });
    join_all(lookups).await.into_iter().flatten().collect()
}
