//! A call as the simulated Telavox keeps it; its line status follows from the clock.

use chrono::{DateTime, TimeDelta, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    In,
    Out,
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::In => "in",
            Self::Out => "out",
        }
    }
}

/// What the person at the other end does with an outgoing call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Callee {
    Answers,
    NoAnswer,
    AnswersThenHangsUp { after_seconds: i64 },
}

/// Telavox's `linestatus`: `ringing` until answered, `up` while talking, `down` once over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineStatus {
    Ringing,
    Up,
    Down,
}

impl LineStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Ringing => "ringing",
            Self::Up => "up",
            Self::Down => "down",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub id: String,
    pub extension: String,
    pub direction: Direction,
    /// The other party's number.
    pub number: String,
    pub auto_answer: bool,
    pub callee: Callee,
    pub started: DateTime<Utc>,
    pub answered: Option<DateTime<Utc>>,
    pub ended: Option<DateTime<Utc>>,
}

impl Call {
    pub fn status(&self) -> LineStatus {
        match (self.answered, self.ended) {
            (_, Some(_)) => LineStatus::Down,
            (Some(_), None) => LineStatus::Up,
            (None, None) => LineStatus::Ringing,
        }
    }

    /// An incoming call that ended without being answered.
    pub fn is_missed(&self) -> bool {
        self.direction == Direction::In && self.answered.is_none() && self.ended.is_some()
    }

    /// Talk time in whole seconds (0 for an unanswered call).
    pub fn duration_seconds(&self, now: DateTime<Utc>) -> i64 {
        self.answered.map_or(0, |at| {
            (self.ended.unwrap_or(now) - at).num_seconds().max(0)
        })
    }

    /// Moves the call along the clock: scripted answers, hang-ups and ring timeouts.
    pub fn settle(&mut self, now: DateTime<Utc>, answer_after: TimeDelta, ring_timeout: TimeDelta) {
        if self.ended.is_some() {
            return;
        }
        if self.answered.is_none() && self.direction == Direction::Out {
            let answer_at = self.started + answer_after;
            if self.callee != Callee::NoAnswer
                && answer_at <= now
                && answer_at < self.started + ring_timeout
            {
                self.answered = Some(answer_at);
            }
        }
        match self.answered {
            None => {
                let give_up = self.started + ring_timeout;
                if give_up <= now {
                    self.ended = Some(give_up);
                }
            }
            Some(answered) => {
                if let Callee::AnswersThenHangsUp { after_seconds } = self.callee {
                    let hang_up = answered + TimeDelta::seconds(after_seconds);
                    if hang_up <= now {
                        self.ended = Some(hang_up);
                    }
                }
            }
        }
    }
}
