//! The languages ZRM speaks to people in: English (the fallback), Swedish and Norwegian Bokmål.

use std::str::FromStr;

/// A text's language; [`Language::or_english`] reads a code with English as the fallback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    #[default]
    En,
    Sv,
    Nb,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::En, Language::Sv, Language::Nb];

    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Sv => "sv",
            Language::Nb => "nb",
        }
    }

    /// The language of a code; English for an unknown or empty one.
    pub fn or_english(code: &str) -> Self {
        code.parse().unwrap_or_default()
    }

    /// The language of a tag as browsers send it (`sv-SE`, `nb`, `no`, `nn-NO`, `en-GB`):
    /// Norwegian of either written form reads Bokmål, the one Norwegian ZRM writes.
    pub fn of_tag(tag: &str) -> Option<Self> {
        let primary = tag.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::En),
            "sv" => Some(Language::Sv),
            "nb" | "no" | "nn" => Some(Language::Nb),
            _ => None,
        }
    }

    /// The language to answer an `Accept-Language` header in (RFC 9110 §12.5.4): the spoken
    /// language the caller weighs highest, the earliest on a tie; `None` when it names none of
    /// ours (the caller then falls back to English).
    pub fn from_accept_language(header: &str) -> Option<Self> {
        let mut best: Option<(Self, u16)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(language) = parts.next().and_then(Self::of_tag) else {
                continue;
            };
            let weight = parts
                .find_map(|parameter| parameter.trim().strip_prefix("q="))
                .map_or(Some(1000), quality_in_thousandths);
            let Some(weight) = weight.filter(|weight| *weight > 0) else {
                continue;
            };
            if best.is_none_or(|(_, highest)| weight > highest) {
                best = Some((language, weight));
            }
        }
        best.map(|(language, _)| language)
    }
}

/// `q=0.8` as 800; `None` for a value that is not a quality (0 to 1, at most three decimals).
fn quality_in_thousandths(value: &str) -> Option<u16> {
    let value = value.trim();
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    if fraction.len() > 3 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let fraction_value = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(fraction_value),
        "1" if fraction_value == 0 => Some(1000),
        _ => None,
    }
}

impl FromStr for Language {
    type Err = ();

    fn from_str(code: &str) -> Result<Self, Self::Err> {
        [Language::En, Language::Sv, Language::Nb]
            .into_iter()
            .find(|language| language.code() == code)
            .ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_weighted_of_our_languages_wins() {
        let cases = [
            ("sv", Some(Language::Sv)),
            ("sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7", Some(Language::Sv)),
            ("en-GB, nb;q=0.5", Some(Language::En)),
            ("de-DE, nb;q=0.5, sv;q=0.4", Some(Language::Nb)),
            ("fi, no;q=0.9", Some(Language::Nb)),
            ("nn-NO", Some(Language::Nb)),
            ("sv;q=0.5, nb;q=0.5", Some(Language::Sv)),
            ("en;q=0.2, sv;q=0.7", Some(Language::Sv)),
            ("sv;q=0, en;q=0.1", Some(Language::En)),
            ("de, fr", None),
            ("", None),
            ("*", None),
            ("sv;q=2", None),
            ("sv;q=0.12345", None),
        ];
        for (header, expected) in cases {
            assert_eq!(Language::from_accept_language(header), expected, "{header}");
        }
    }

    #[test]
    fn codes_read_back() {
        for language in [Language::En, Language::Sv, Language::Nb] {
            assert_eq!(Language::or_english(language.code()), language);
            assert_eq!(Language::of_tag(language.code()), Some(language));
        }
        assert_eq!(Language::or_english("xx"), Language::En);
    }
}
