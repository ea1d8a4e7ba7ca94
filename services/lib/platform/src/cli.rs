//! A service's command line: `zrm-<service> [serve]` or `zrm-<service> seed [--<what> N]...`.
//! Two commands and a few numeric flags do not justify an argument-parsing dependency.

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Serve,
    /// Top the service's demo data up to these many rows, one count per seed flag.
    Seed(SeedCounts),
}

/// The count of each seed flag, the default where it was left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedCounts(Vec<(&'static str, u64)>);

impl SeedCounts {
    /// The count of flag `what` (0 for a flag the service does not have).
    pub fn get(&self, what: &str) -> u64 {
        self.0
            .iter()
            .find(|(name, _)| *name == what)
            .map_or(0, |(_, count)| *count)
    }
}

/// Parses the arguments (without the program name); `flags` names each seed flag (`leads` for
/// `--leads`) with its value when left out. The error is the usage text.
pub fn parse<I: IntoIterator<Item = String>>(
    program: &str,
    flags: &[(&'static str, u64)],
    arguments: I,
) -> Result<Command, String> {
    let described: Vec<String> = flags
        .iter()
        .map(|(what, default)| format!("[--{what} N (default {default})]"))
        .collect();
    let usage = format!(
        "usage: {program} [serve] | {program} seed {}",
        described.join(" ")
    );
    let arguments: Vec<String> = arguments.into_iter().collect();
    match arguments.first().map(String::as_str) {
        None | Some("serve") if arguments.len() <= 1 => return Ok(Command::Serve),
        Some("seed") => {}
        _ => return Err(usage),
    }
    let mut counts: Vec<(&'static str, u64)> = flags.to_vec();
    let mut given = Vec::new();
    let mut rest = arguments[1..].iter();
    while let Some(flag) = rest.next() {
        let Some(slot) = counts
            .iter_mut()
            .find(|(what, _)| flag.strip_prefix("--") == Some(*what))
        else {
            return Err(usage);
        };
        if given.contains(&slot.0) {
            return Err(format!("{flag} is given twice\n{usage}"));
        }
        given.push(slot.0);
        let Some(count) = rest.next() else {
            return Err(format!("{flag} needs a number\n{usage}"));
        };
        slot.1 = count
            .parse()
            .map_err(|_| format!("{flag} takes a whole number, got {count:?}\n{usage}"))?;
    }
    Ok(Command::Seed(SeedCounts(counts)))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn parse_text(text: &str) -> Result<Command, String> {
        parse(
            "zrm-core",
            &[("leads", 1_000), ("applications", 200)],
            text.split_whitespace().map(str::to_owned),
        )
    }

    fn seeded(text: &str) -> (u64, u64) {
        match parse_text(text).unwrap() {
            Command::Seed(counts) => (counts.get("leads"), counts.get("applications")),
            Command::Serve => panic!("not a seed: {text}"),
        }
    }

    #[test]
    fn parses_the_commands() {
        assert_eq!(parse_text("").unwrap(), Command::Serve);
        assert_eq!(parse_text("serve").unwrap(), Command::Serve);
        assert_eq!(seeded("seed"), (1_000, 200));
        assert_eq!(seeded("seed --leads 250"), (250, 200));
        assert_eq!(
            seeded("seed --applications 2000000 --leads 5"),
            (5, 2_000_000)
        );
        assert!(parse_text("seed --leads many").is_err());
        assert!(parse_text("seed --leads").is_err());
        assert!(parse_text("seed --leads 1 --leads 2").is_err());
        assert!(
            parse_text("seed --lead 5")
                .unwrap_err()
                .starts_with("usage: zrm-core")
        );
        assert!(parse_text("migrate").is_err());
        assert!(parse_text("serve now").is_err());
    }
}
