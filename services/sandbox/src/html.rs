//! The shared frame of the sandbox pages (maud escapes every interpolated value).

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::i18n::{Lang, Text, t};

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}\
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}\
pre{white-space:pre-wrap;margin:0;font-size:.95rem}nav a{margin-right:.8rem}.muted{color:#666}\
form.inline{display:inline}button{cursor:pointer}";

pub struct Page<'a> {
    pub lang: Lang,
    pub title: &'a str,
    /// Path (with query, without `lang`) the language links point to.
    pub path: &'a str,
    pub refresh_seconds: Option<u32>,
}

pub fn layout(page: &Page<'_>, body: Markup) -> Markup {
    let join = if page.path.contains('?') { '&' } else { '?' };
    html! {
        (DOCTYPE)
        html lang=(page.lang.code()) {
            head {
                meta charset="utf-8";
                @if let Some(seconds) = page.refresh_seconds {
                    meta http-equiv="refresh" content=(seconds);
                }
                title { (page.title) " · " (t(page.lang, Text::SandboxTitle)) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                nav {
                    a href={ "/?lang=" (page.lang.code()) } { (t(page.lang, Text::SandboxTitle)) }
                    @for lang in Lang::ALL {
                        a href={ (page.path) (join) "lang=" (lang.code()) } { (lang.code()) }
                    }
                }
                h1 { (page.title) }
                (body)
            }
        }
    }
}
