//! A service's command line: `zrm-<service> [serve]` or `zrm-<service> seed [--<what> N]`. Two
//! commands and one flag do not justify an argument-parsing dependency.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Serve,
    /// Top the service's demo data up to this many rows.
    Seed(u64),
}

/// Parses the arguments (without the program name); `what` names the seed flag (`leads` for
/// `--leads`), `default` is its value when the flag is left out. The error is the usage text.
pub fn parse<I: IntoIterator<Item = String>>(
    program: &str,
    what: &str,
    default: u64,
    arguments: I,
) -> Result<Command, String> {
    let usage = format!(
        "usage: {program} [serve] | {program} seed [--{what} N]   (N defaults to {default})"
    );
    let arguments: Vec<String> = arguments.into_iter().collect();
    let flag = format!("--{what}");
    match arguments
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] | ["serve"] => Ok(Command::Serve),
        ["seed"] => Ok(Command::Seed(default)),
        ["seed", given, count] if *given == flag => count
            .parse()
            .map(Command::Seed)
            .map_err(|_| format!("{flag} takes a whole number, got {count:?}\n{usage}")),
        [..] => Err(usage),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn parse_text(text: &str) -> Result<Command, String> {
        parse(
            "zrm-core",
            "leads",
            1_000,
            text.split_whitespace().map(str::to_owned),
        )
    }

    #[test]
    fn parses_the_commands() {
        assert_eq!(parse_text("").unwrap(), Command::Serve);
        assert_eq!(parse_text("serve").unwrap(), Command::Serve);
        assert_eq!(parse_text("seed").unwrap(), Command::Seed(1_000));
        assert_eq!(parse_text("seed --leads 250").unwrap(), Command::Seed(250));
        assert!(parse_text("seed --leads many").is_err());
        assert!(
            parse_text("seed --lead 5")
                .unwrap_err()
                .starts_with("usage: zrm-core")
        );
        assert!(parse_text("migrate").is_err());
    }
}
