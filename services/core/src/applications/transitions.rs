//! Which substatus may follow which. Forward one step at a time (an application is completed,
//! offered, accepted, then disbursed), and back from COMPLETE to DRAFT to correct it; an offer
//! can be declined (OFFERED → COMPLETE) to wait for another. A deactivated application does not
//! move, and a disbursed one is done.

use super::model::Substatus::{self, Accepted, Complete, Disbursed, Draft, Offered};

pub fn allowed(from: Substatus, to: Substatus) -> bool {
    matches!(
        (from, to),
        (Draft, Complete)
            | (Complete, Draft)
            | (Complete, Offered)
            | (Offered, Complete)
            | (Offered, Accepted)
            | (Accepted, Disbursed)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forward_one_step_and_the_two_ways_back() {
        let all = Substatus::ALL;
        let allowed_pairs: Vec<(Substatus, Substatus)> = all
            .iter()
            .flat_map(|from| all.iter().map(move |to| (*from, *to)))
            .filter(|(from, to)| allowed(*from, *to))
            .collect();
        assert_eq!(
            allowed_pairs,
            vec![
                (Draft, Complete),
                (Complete, Draft),
                (Complete, Offered),
                (Offered, Complete),
                (Offered, Accepted),
                (Accepted, Disbursed),
            ]
        );
    }

    #[test]
    fn nothing_follows_disbursed_and_nothing_skips_a_step() {
        assert!(Substatus::ALL.iter().all(|to| !allowed(Disbursed, *to)));
        assert!(!allowed(Draft, Offered));
        assert!(!allowed(Complete, Accepted));
        assert!(!allowed(Draft, Draft));
    }
}
