//! The conversations an employee keeps in the chat dock: validated, de-duplicated (one window per
//! customer or number, the first kept) and stored as the employee's whole list.

pub mod grpc;
pub mod storage;

use crate::error::MessagingError;

/// Windows one employee keeps at most.
pub const MAX_CONVERSATIONS: usize = 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conversation {
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: String,
    /// E.164, or empty with a customer.
    pub phone_number: String,
    pub pni: String,
    /// `SE` or `NO`.
    pub country: &'static str,
    pub open: bool,
    pub title: String,
}

impl Conversation {
    /// What makes two windows the same: the customer, else the number.
    fn key(&self) -> (Option<i64>, &str) {
        match self.customer_id {
            Some(customer_id) => (Some(customer_id), ""),
            None => (None, self.phone_number.as_str()),
        }
    }
}

/// The list as it is kept: at most [`MAX_CONVERSATIONS`], one per customer or number.
pub fn kept(conversations: Vec<Conversation>) -> Result<Vec<Conversation>, MessagingError> {
    if conversations.len() > MAX_CONVERSATIONS {
        let max = MAX_CONVERSATIONS;
        return Err(MessagingError::invalid(
            "conversations",
            format!("At most {max} conversations"),
        ));
    }
    let mut kept: Vec<Conversation> = Vec::with_capacity(conversations.len());
    for conversation in conversations {
        if !kept.iter().any(|seen| seen.key() == conversation.key()) {
            kept.push(conversation);
        }
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn window(customer_id: Option<i64>, phone_number: &str) -> Conversation {
        Conversation {
            customer_id,
            application_id_or_lead_id: "MOSE1001".into(),
            phone_number: phone_number.into(),
            pni: String::new(),
            country: "SE",
            open: true,
            title: "Anna Svensson".into(),
        }
    }

    #[test]
    fn one_window_per_customer_or_number_the_first_kept() {
        let first = window(Some(7), "");
        let again = Conversation {
            open: false,
            ..window(Some(7), "+46701234567")
        };
        let number = window(None, "+46701234567");
        let list = kept(vec![first.clone(), again, number.clone(), number.clone()]).unwrap();
        assert_eq!(list, vec![first, number]);
        assert!(kept(vec![window(Some(1), ""); 11]).is_err());
    }
}
