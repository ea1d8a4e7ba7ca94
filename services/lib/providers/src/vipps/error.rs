//! Vipps MobilePay's error answers, read into one [`VippsError`]: RFC 7807 problem details from
//! the Recurring API, Azure API Management's `{statusCode, message}` (subscription key, token),
//! and the access token endpoint's `{error, error_description}`.

use std::fmt;

use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VippsError {
    pub status: u16,
    /// The problem identifier after `#` in `type` (e.g. `charge-due-too-soon`,
    /// `idempotency-conflict`), or the OAuth `error`; `None` for Azure's answers.
    pub problem: Option<String>,
    pub detail: String,
    /// `contextId`: quote it to Vipps support.
    pub context_id: Option<String>,
    /// `extraDetails`: field and text.
    pub extra_details: Vec<(String, String)>,
}

impl VippsError {
    pub fn is(&self, problem: &str) -> bool {
        self.problem.as_deref() == Some(problem)
    }
}

impl fmt::Display for VippsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HTTP {}", self.status)?;
        if let Some(problem) = &self.problem {
            write!(f, " {problem}")?;
        }
        write!(f, ": {}", self.detail)?;
        for (field, text) in &self.extra_details {
            write!(f, "; {field}: {text}")?;
        }
        Ok(())
    }
}

#[derive(Debug, Deserialize)]
struct Extra {
    field: Option<String>,
    text: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Problem {
    #[serde(rename = "type")]
    problem_type: String,
    title: Option<String>,
    detail: Option<String>,
    context_id: Option<String>,
    #[serde(default)]
    extra_details: Vec<Extra>,
}

#[derive(Debug, Deserialize)]
struct Azure {
    message: String,
}

#[derive(Debug, Deserialize)]
struct OAuth {
    error: String,
    error_description: Option<String>,
}

/// The error in an answer's body, if it is one of Vipps's shapes.
pub fn parse(status: u16, body: &[u8]) -> Option<VippsError> {
    if let Ok(p) = serde_json::from_slice::<Problem>(body) {
        let problem = p
            .problem_type
            .rsplit_once('#')
            .map_or(p.problem_type.clone(), |(_, id)| id.to_owned());
        return Some(VippsError {
            status,
            problem: Some(problem),
            detail: p.detail.or(p.title).unwrap_or_default(),
            context_id: p.context_id,
            extra_details: p
                .extra_details
                .into_iter()
                .map(|e| (e.field.unwrap_or_default(), e.text.unwrap_or_default()))
                .collect(),
        });
    }
    if let Ok(a) = serde_json::from_slice::<Azure>(body) {
        return Some(VippsError {
            status,
            problem: None,
            detail: a.message,
            context_id: None,
            extra_details: Vec::new(),
        });
    }
    let o = serde_json::from_slice::<OAuth>(body).ok()?;
    Some(VippsError {
        status,
        detail: o.error_description.unwrap_or_default(),
        problem: Some(o.error),
        context_id: None,
        extra_details: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn reads_the_three_shapes() {
        let problem = br#"{"type":"https://developer.vippsmobilepay.com/docs/APIs/recurring-api/recurring-api-problems#illegal-agreement-update","title":"Bad Request","status":400,"detail":"Illegal update","instance":"/vipps-recurring-merchant-api/v3/agreements/agr_nmgWS4e","contextId":"ef087f56-4281-494d-9591-5e4cf6fe05b5","extraDetails":[{"field":"status","text":"Cannot modify an agreement which is not active."}]}"#;
        let e = parse(400, problem).unwrap();
        assert!(e.is("illegal-agreement-update"));
        assert_eq!(
            e.context_id.as_deref(),
            Some("ef087f56-4281-494d-9591-5e4cf6fe05b5")
        );
        assert_eq!(e.extra_details[0].0, "status");
        let azure =
            br#"{"statusCode":401,"message":"Access denied due to invalid subscription key."}"#;
        let e = parse(401, azure).unwrap();
        assert_eq!(e.problem, None);
        assert!(e.detail.contains("subscription key"));
        let oauth = br#"{"error":"unauthorized_client","error_description":"bad keys"}"#;
        assert!(parse(401, oauth).unwrap().is("unauthorized_client"));
        assert!(parse(500, b"<html>").is_none());
    }
}
