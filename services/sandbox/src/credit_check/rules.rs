//! The fixed outcomes: listed test persons, else the digit before the check digit.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Approved,
    Declined,
    ManualReview,
}

impl Decision {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Approved => "approved",
            Self::Declined => "declined",
            Self::ManualReview => "manual_review",
        }
    }
}

/// The reason codes the bureau gives, with the text it sends along.
pub const REASONS: [(&str, &str); 6] = [
    (
        "PAYMENT_REMARKS",
        "The person has registered payment remarks",
    ),
    (
        "ENFORCEMENT_DEBT",
        "The person has debt at the enforcement authority",
    ),
    (
        "CREDIT_BLOCK",
        "The person has blocked credit in their name",
    ),
    (
        "LOW_SCORE",
        "The score is below the automatic approval level",
    ),
    ("NO_CREDIT_HISTORY", "Too little credit history to score"),
    ("HIGH_DEBT_RATIO", "Debt is high relative to income"),
];

pub fn reason_text(code: &str) -> Option<&'static str> {
    REASONS.iter().find(|(c, _)| *c == code).map(|(_, t)| *t)
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub decision: Decision,
    /// 1–100, higher is better.
    pub score: u8,
    pub payment_remarks: u32,
    pub reason_codes: Vec<&'static str>,
}

pub struct TestPerson {
    pub personal_id: &'static str,
    pub name: &'static str,
    pub verdict: fn() -> Verdict,
}

fn verdict(
    decision: Decision,
    score: u8,
    payment_remarks: u32,
    reason_codes: &[&'static str],
) -> Verdict {
    Verdict {
        decision,
        score,
        payment_remarks,
        reason_codes: reason_codes.to_vec(),
    }
}

/// Listed on the front page; they override the digit rule.
pub const TEST_PERSONS: [TestPerson; 5] = [
    TestPerson {
        personal_id: "198203141588",
        name: "Per Holmberg",
        verdict: || {
            verdict(
                Decision::Declined,
                12,
                3,
                &["PAYMENT_REMARKS", "ENFORCEMENT_DEBT"],
            )
        },
    },
    TestPerson {
        personal_id: "197711303045",
        name: "Maria Sjögren",
        verdict: || verdict(Decision::Declined, 71, 0, &["CREDIT_BLOCK"]),
    },
    TestPerson {
        personal_id: "199102212173",
        name: "Jonas Ek",
        verdict: || verdict(Decision::ManualReview, 50, 0, &["NO_CREDIT_HISTORY"]),
    },
    TestPerson {
        personal_id: "14842249091",
        name: "Kari Nordmann",
        verdict: || verdict(Decision::Declined, 18, 2, &["PAYMENT_REMARKS"]),
    },
    TestPerson {
        personal_id: "12829499914",
        name: "Ola Nordmann",
        verdict: || verdict(Decision::Approved, 96, 0, &[]),
    },
];

/// The outcome for a canonical personal id (12 digits Swedish, 11 Norwegian).
pub fn verdict_for(personal_id: &str) -> Verdict {
    if let Some(person) = TEST_PERSONS.iter().find(|p| p.personal_id == personal_id) {
        return (person.verdict)();
    }
    let digits: Vec<u32> = personal_id.chars().filter_map(|c| c.to_digit(10)).collect();
    let sum: u32 = digits.iter().sum();
    let decider = digits.len().checked_sub(2).map_or(0, |i| digits[i]);
    // `sum % n` keeps each band's score stable per person but varied across persons.
    let spread = |n: u32| u8::try_from(sum % n).unwrap_or(0);
    match decider {
        0..=5 => verdict(Decision::Approved, 70 + spread(30), 0, &[]),
        6 | 7 => verdict(Decision::ManualReview, 40 + spread(20), 0, &["LOW_SCORE"]),
        _ => verdict(
            Decision::Declined,
            10 + spread(30),
            1 + sum % 3,
            &["PAYMENT_REMARKS"],
        ),
    }
}

/// 1 (lowest risk) to 5.
pub fn risk_class(score: u8) -> u8 {
    match score {
        80.. => 1,
        60..=79 => 2,
        40..=59 => 3,
        20..=39 => 4,
        _ => 5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digit_before_the_check_digit_decides() {
        // The eleventh of twelve (Sweden) or tenth of eleven (Norway) digits.
        assert_eq!(verdict_for("198501139995").decision, Decision::Declined);
        assert_eq!(verdict_for("197101019821").decision, Decision::Approved);
        assert_eq!(verdict_for("199008672397").decision, Decision::Declined);
        let review = verdict_for("197303039866");
        assert_eq!(review.decision, Decision::ManualReview);
        assert_eq!(review.reason_codes, vec!["LOW_SCORE"]);
        assert_eq!(verdict_for("29868099311").decision, Decision::Approved);
        let listed = verdict_for("198203141588");
        assert_eq!(listed.payment_remarks, 3);
        assert_eq!(
            listed.reason_codes,
            vec!["PAYMENT_REMARKS", "ENFORCEMENT_DEBT"]
        );
    }

    #[test]
    fn scores_stay_in_their_band_and_map_to_risk_classes() {
        let declined = verdict_for("198501139995");
        assert!((10..40).contains(&declined.score));
        assert!((1..=3).contains(&declined.payment_remarks));
        assert_eq!(risk_class(96), 1);
        assert_eq!(risk_class(50), 3);
        assert_eq!(risk_class(12), 5);
    }
}
