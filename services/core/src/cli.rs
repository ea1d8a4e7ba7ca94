//! Command line: `zrm-core [serve]` or `zrm-core seed --leads N`. Two commands and one flag do
//! not justify an argument-parsing dependency.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Serve,
    Seed { leads: u64 },
}

pub const USAGE: &str =
    "usage: zrm-core [serve] | zrm-core seed [--leads N]   (N defaults to 1000)";

const DEFAULT_SEED_LEADS: u64 = 1_000;

pub fn parse<I: IntoIterator<Item = String>>(arguments: I) -> Result<Command, String> {
    let arguments: Vec<String> = arguments.into_iter().collect();
    match arguments
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] | ["serve"] => Ok(Command::Serve),
        ["seed"] => Ok(Command::Seed {
            leads: DEFAULT_SEED_LEADS,
        }),
        ["seed", "--leads", count] => count
            .parse()
            .map(|leads| Command::Seed { leads })
            .map_err(|_| format!("--leads takes a whole number, got {count:?}\n{USAGE}")),
        [..] => Err(USAGE.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn parses_the_commands() {
        assert_eq!(parse(args("")).unwrap(), Command::Serve);
        assert_eq!(parse(args("serve")).unwrap(), Command::Serve);
        assert_eq!(parse(args("seed")).unwrap(), Command::Seed { leads: 1_000 });
        assert_eq!(
            parse(args("seed --leads 250")).unwrap(),
            Command::Seed { leads: 250 }
        );
        assert!(parse(args("seed --leads many")).is_err());
        assert!(parse(args("seed --lead 5")).is_err());
        assert!(parse(args("migrate")).is_err());
    }
}
