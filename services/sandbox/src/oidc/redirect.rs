//! Sending the browser back to the client (RFC 6749 §4.1.2, OAuth 2.0 Multiple Response Type
//! Encoding Practices, OAuth 2.0 Form Post Response Mode).

use actix_web::HttpResponse;
use actix_web::http::header::{CACHE_CONTROL, LOCATION};
use maud::{DOCTYPE, html};

use super::error::OAuthCode;
use super::request::{ErrorTarget, ResponseMode};
use super::texts::{OidcText, tr};
use crate::error::SandboxError;
use crate::i18n::Lang;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    pub redirect_uri: String,
    pub response_mode: ResponseMode,
    /// `code`/`state`/`iss`, or `error`/`error_description`/`state`/`iss`.
    pub params: Vec<(String, String)>,
}

impl Redirect {
    pub fn error(
        target: &ErrorTarget,
        code: OAuthCode,
        description: &str,
        issuer: &str,
    ) -> Redirect {
        let mut params = vec![
            ("error".to_owned(), code.as_str().to_owned()),
            ("error_description".to_owned(), description.to_owned()),
        ];
        if let Some(state) = &target.state {
            params.push(("state".to_owned(), state.clone()));
        }
        params.push(("iss".to_owned(), issuer.to_owned()));
        Redirect {
            redirect_uri: target.redirect_uri.clone(),
            response_mode: target.mode,
            params,
        }
    }

    pub fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The URL the browser is sent to (for `form_post`, the plain redirect URI).
    pub fn location(&self) -> Result<String, SandboxError> {
        let mut url = reqwest::Url::parse(&self.redirect_uri)
            .map_err(|e| SandboxError::Internal(format!("registered redirect_uri: {e}")))?;
        match self.response_mode {
            ResponseMode::Query => {
                url.query_pairs_mut().extend_pairs(&self.params);
            }
            ResponseMode::Fragment => {
                let encoded = form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(&self.params)
                    .finish();
                url.set_fragment(Some(&encoded));
            }
            ResponseMode::FormPost => {}
        }
        Ok(url.into())
    }

    /// `303 See Other` (BankID answers authorize with 303), or for `form_post` a page that
    /// posts the parameters to the redirect URI by itself.
    pub fn response(&self, lang: Lang) -> Result<HttpResponse, SandboxError> {
        let location = self.location()?;
        if self.response_mode != ResponseMode::FormPost {
            return Ok(HttpResponse::SeeOther()
                .insert_header((LOCATION, location))
                .insert_header((CACHE_CONTROL, "no-store"))
                .finish());
        }
        let page = html! {
            (DOCTYPE)
            html {
                head { meta charset="utf-8"; title { (tr(lang, OidcText::Continue)) } }
                body onload="document.forms[0].submit()" {
                    form method="post" action=(location) {
                        @for (name, value) in &self.params {
                            input type="hidden" name=(name) value=(value);
                        }
                        noscript { button type="submit" { (tr(lang, OidcText::Continue)) } }
                    }
                }
            }
        };
        Ok(HttpResponse::Ok()
            .insert_header((CACHE_CONTROL, "no-store"))
            .content_type("text/html; charset=utf-8")
            .body(page.into_string()))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn redirect(mode: ResponseMode) -> Redirect {
        Redirect {
            redirect_uri: "https://rp.example/cb?tenant=a".into(),
            response_mode: mode,
            params: vec![
                ("code".into(), "c/1".into()),
                ("state".into(), "s t".into()),
            ],
        }
    }

    #[test]
    fn query_keeps_the_registered_query_and_encodes_values() {
        assert_eq!(
            redirect(ResponseMode::Query).location().unwrap(),
            "https://rp.example/cb?tenant=a&code=c%2F1&state=s+t"
        );
    }

    #[test]
    fn fragment_puts_the_parameters_after_the_hash() {
        assert_eq!(
            redirect(ResponseMode::Fragment).location().unwrap(),
            "https://rp.example/cb?tenant=a#code=c%2F1&state=s+t"
        );
    }

    #[actix_web::test]
    async fn form_post_renders_hidden_fields() {
        let response = redirect(ResponseMode::FormPost).response(Lang::Nb).unwrap();
        assert_eq!(response.status(), 200);
        let body = actix_web::body::to_bytes(response.into_body())
            .await
            .unwrap();
        let page = String::from_utf8(body.to_vec()).unwrap();
        assert!(
            page.contains(r#"action="https://rp.example/cb?tenant=a""#),
            "{page}"
        );
        assert!(page.contains(r#"name="code" value="c/1""#), "{page}");
        assert!(page.contains("Fortsett"), "{page}");
        let errors = Redirect::error(
            &ErrorTarget {
                redirect_uri: "https://rp.example/cb".into(),
                mode: ResponseMode::Query,
                state: None,
            },
            OAuthCode::AccessDenied,
            "cancelled",
            "https://issuer.example",
        );
        assert_eq!(errors.param("error"), Some("access_denied"));
        assert_eq!(errors.param("state"), None);
        assert_eq!(errors.param("iss"), Some("https://issuer.example"));
    }
}
