//! Alternating rounds of a scenario and its baseline.
//!
//! This machine's speed drifts from one minute to the next (pgbench's primary-key select ranged
//! from 27k to 43k/s between runs of the same build), so one ZRM run against one baseline run
//! measures the drift as much as ZRM. Each round runs ZRM and then its baseline back to back;
//! the table shows the round whose ratio is the median, and the notes list every round.

use std::future::Future;
use std::sync::Arc;

use crate::cli::Args;
use crate::load::{MakeOp, closed_loop};
use crate::pgbench;
use crate::report::Row;
use crate::stats::Figures;

/// One ZRM run and the baseline run right after it.
#[derive(Debug, Clone, PartialEq)]
pub struct Round {
    pub zrm: Figures,
    pub baseline: Figures,
}

impl Round {
    pub fn ratio(&self) -> f64 {
        if self.baseline.per_second > 0.0 {
            self.zrm.per_second / self.baseline.per_second
        } else {
            0.0
        }
    }
}

/// Why the rounds stopped early: which side failed, and how.
#[derive(Debug, Clone, PartialEq)]
pub enum RoundFailure {
    Zrm(String),
    Baseline(String),
}

/// Runs `rounds` rounds of `zrm` then `baseline`, stopping at the first failure. `zrm` also
/// returns notes for the operator (error samples, outbox drain), which are kept per round.
pub async fn alternate<Z, ZF, B, BF>(
    rounds: usize,
    mut zrm: Z,
    mut baseline: B,
) -> (Vec<Round>, Vec<String>, Option<RoundFailure>)
where
    Z: FnMut() -> ZF,
    ZF: Future<Output = Result<(Figures, Vec<String>), String>>,
    B: FnMut() -> BF,
    BF: Future<Output = Result<Figures, String>>,
{
    let mut done = Vec::with_capacity(rounds);
    let mut notes = Vec::new();
    for number in 1..=rounds.max(1) {
        eprintln!("  round {number}: ZRM");
        let zrm_figures = match zrm().await {
            Ok((figures, round_notes)) => {
                notes.extend(
                    round_notes
                        .into_iter()
                        .map(|note| format!("round {number}: {note}")),
                );
                figures
            }
            Err(error) => return (done, notes, Some(RoundFailure::Zrm(error))),
        };
        eprintln!("  round {number}: baseline");
        match baseline().await {
            Ok(baseline) => done.push(Round {
                zrm: zrm_figures,
                baseline,
            }),
            Err(error) => return (done, notes, Some(RoundFailure::Baseline(error))),
        }
    }
    (done, notes, None)
}

/// The ZRM side of a round of a closed-loop scenario: its figures, and as notes how many
/// operations (`done`, e.g. "leads created") and errors it counted and the first error messages.
pub async fn closed_loop_run(
    args: &Args,
    make_op: MakeOp,
    done: &str,
) -> Result<(Figures, Vec<String>), String> {
    let result = closed_loop(args.concurrency, args.warmup(), args.duration(), make_op)
        .await
        .map_err(|error| format!("{error:#}"))?;
    let mut notes = vec![format!(
        "{} {done}, {} errors, concurrency {}",
        result.figures.ok, result.figures.errors, args.concurrency
    )];
    notes.extend(result.first_errors.iter().map(|e| format!("error: {e}")));
    Ok((result.figures, notes))
}

/// The rounds of a closed-loop scenario (`make_op`, counting `done`) against pgbench running
/// `script` on `target`, filled into `row`.
pub async fn against_pgbench(
    args: &Args,
    target: &pgbench::Target,
    make_op: &MakeOp,
    done: &str,
    script: &str,
    row: &mut Row,
) {
    let (rounds, notes, failure) = alternate(
        usize::from(args.rounds),
        || closed_loop_run(args, Arc::clone(make_op), done),
        || async {
            pgbench::run(target, script, args.concurrency, args.duration())
                .await
                .map_err(|error| format!("{error:#}"))
        },
    )
    .await;
    fill_row(row, &rounds, notes, failure);
}

/// The round whose ratio is the median; with an even count, the lower of the two middle ones,
/// so the verdict leans against ZRM rather than for it.
pub fn median_round(rounds: &[Round]) -> Option<&Round> {
    let mut sorted: Vec<&Round> = rounds.iter().collect();
    sorted.sort_by(|x, y| x.ratio().total_cmp(&y.ratio()));
    let middle = sorted.len().checked_sub(1)? / 2;
    sorted.get(middle).copied()
}

/// Fills `row` from the rounds: the median round's figures, one note listing every round, the
/// rounds' own notes, and the failure if the rounds stopped early.
pub fn fill_row(
    row: &mut Row,
    rounds: &[Round],
    notes: Vec<String>,
    failure: Option<RoundFailure>,
) {
    if let Some(median) = median_round(rounds) {
        row.zrm = Ok(median.zrm.clone());
        row.baseline = Some(Ok(median.baseline.clone()));
        let listed: Vec<String> = rounds
            .iter()
            .map(|round| {
                format!(
                    "{:.0}/s vs {:.0}/s = {:.2}",
                    round.zrm.per_second,
                    round.baseline.per_second,
                    round.ratio()
                )
            })
            .collect();
        row.notes.push(format!(
            "{} rounds, ZRM then baseline, the median shown: {}",
            rounds.len(),
            listed.join("; ")
        ));
    }
    row.notes.extend(notes);
    match failure {
        Some(RoundFailure::Zrm(error)) => row.zrm = Err(error),
        Some(RoundFailure::Baseline(error)) => row.baseline = Some(Err(error)),
        None => {}
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use std::cell::Cell;

    use super::*;
    use crate::report::Target;

    fn figures(per_second: f64) -> Figures {
        Figures {
            ok: 10,
            errors: 0,
            per_second,
            p50_ms: 1.0,
            p99_ms: 2.0,
        }
    }

    fn round(zrm: f64, baseline: f64) -> Round {
        Round {
            zrm: figures(zrm),
            baseline: figures(baseline),
        }
    }

    fn row() -> Row {
        Row {
            scenario: "(a) get".into(),
            zrm: Err("not run".into()),
            baseline_name: "pgbench".into(),
            baseline: None,
            target: Target::MinRatio(0.30),
            notes: Vec::new(),
        }
    }

    #[test]
    fn the_median_is_by_ratio_and_the_lower_middle_when_even() {
        let rounds = [round(30.0, 100.0), round(10.0, 100.0), round(20.0, 100.0)];
        assert_eq!(median_round(&rounds), Some(&rounds[2]));
        let even = [
            round(40.0, 100.0),
            round(10.0, 100.0),
            round(20.0, 100.0),
            round(30.0, 100.0),
        ];
        assert_eq!(median_round(&even), Some(&even[2]));
        assert_eq!(median_round(&[]), None);
    }

    #[tokio::test]
    async fn rounds_alternate_and_stop_at_the_first_failure() {
        let order = std::cell::RefCell::new(Vec::new());
        let baselines = Cell::new(0);
        let (rounds, notes, failure) = alternate(
            3,
            || {
                order.borrow_mut().push("zrm");
                async { Ok((figures(10.0), vec!["drained".to_owned()])) }
            },
            || {
                order.borrow_mut().push("baseline");
                baselines.set(baselines.get() + 1);
                let n = baselines.get();
                async move {
                    if n == 2 {
                        Err("pgbench failed".to_owned())
                    } else {
                        Ok(figures(40.0))
                    }
                }
            },
        )
        .await;
        assert_eq!(*order.borrow(), ["zrm", "baseline", "zrm", "baseline"]);
        assert_eq!(rounds.len(), 1);
        assert_eq!(notes, ["round 1: drained", "round 2: drained"]);
        assert_eq!(
            failure,
            Some(RoundFailure::Baseline("pgbench failed".into()))
        );
    }

    #[test]
    fn the_row_shows_the_median_round_and_lists_every_round() {
        let mut filled = row();
        let rounds = [
            round(3000.0, 10000.0),
            round(2800.0, 10000.0),
            round(3500.0, 10000.0),
        ];
        fill_row(&mut filled, &rounds, vec!["round 1: drained".into()], None);
        assert_eq!(filled.ratio(), Some(0.3));
        assert_eq!(
            filled.notes,
            [
                "3 rounds, ZRM then baseline, the median shown: 3000/s vs 10000/s = 0.30; \
                 2800/s vs 10000/s = 0.28; 3500/s vs 10000/s = 0.35",
                "round 1: drained"
            ]
        );
    }

    #[test]
    fn a_failed_side_is_reported_as_failed() {
        let mut filled = row();
        fill_row(
            &mut filled,
            &[round(3000.0, 10000.0)],
            Vec::new(),
            Some(RoundFailure::Zrm("status 500".into())),
        );
        assert_eq!(filled.zrm, Err("status 500".to_owned()));
        assert_eq!(filled.target_met(), None);
    }
}
