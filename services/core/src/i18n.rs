//! Texts core sends to people, in the product's languages (en, sv, nb; English is the fallback).
//! A few messages do not justify a translation framework; a typed table keeps every language
//! complete at compile time.

pub use zrm_domain::Language;

/// The one-time-code e-mail of the password sign-in.
pub struct OneTimeCodeMail {
    pub subject: &'static str,
    pub body: String,
}

pub fn one_time_code_mail(
    language: Language,
    first_name: &str,
    code: &str,
    valid_minutes: i64,
) -> OneTimeCodeMail {
    match language {
        Language::En => OneTimeCodeMail {
            subject: "Your ZRM sign-in code",
            body: format!(
                "Hello {first_name},\n\nYour one-time code: {code}\n\nThe code is valid for \
                 {valid_minutes} minutes and can be used once. If you did not try to sign in, \
                 ignore this e-mail and tell your team leader.\n"
            ),
        },
        Language::Sv => OneTimeCodeMail {
            subject: "Din inloggningskod till ZRM",
            body: format!(
                "Hej {first_name},\n\nDin engångskod: {code}\n\nKoden gäller i {valid_minutes} \
                 minuter och kan användas en gång. Om du inte försökte logga in, bortse från \
                 det här mejlet och meddela din teamledare.\n"
            ),
        },
        Language::Nb => OneTimeCodeMail {
            subject: "Din innloggingskode til ZRM",
            body: format!(
                "Hei {first_name},\n\nDin engangskode: {code}\n\nKoden gjelder i {valid_minutes} \
                 minutter og kan brukes én gang. Hvis du ikke prøvde å logge inn, se bort fra \
                 denne e-posten og si fra til teamlederen din.\n"
            ),
        },
    }
}

/// The e-mail inviting an applicant to follow their application on My Pages.
pub struct InvitationMail {
    pub subject: &'static str,
    pub body: String,
}

pub fn invitation_mail(
    language: Language,
    first_name: &str,
    advisor: &str,
    reference: &str,
    my_pages_url: &str,
) -> InvitationMail {
    match language {
        Language::En => InvitationMail {
            subject: "Your mortgage application at ZRM",
            body: format!(
                "Hello {first_name},\n\n{advisor} has prepared your mortgage application \
                 {reference}. Sign in to My Pages with BankID to follow it and see the banks' \
                 offers:\n\n{my_pages_url}\n\nIf you have not applied for a mortgage with us, \
                 ignore this e-mail.\n"
            ),
        },
        Language::Sv => InvitationMail {
            subject: "Din bolåneansökan hos ZRM",
            body: format!(
                "Hej {first_name},\n\n{advisor} har förberett din bolåneansökan {reference}. \
                 Logga in på Mina sidor med BankID för att följa den och se bankernas \
                 erbjudanden:\n\n{my_pages_url}\n\nOm du inte har ansökt om bolån hos oss kan \
                 du bortse från det här mejlet.\n"
            ),
        },
        Language::Nb => InvitationMail {
            subject: "Din boliglånssøknad hos ZRM",
            body: format!(
                "Hei {first_name},\n\n{advisor} har forberedt boliglånssøknaden din {reference}. \
                 Logg inn på Mine sider med BankID for å følge den og se bankenes \
                 tilbud:\n\n{my_pages_url}\n\nHvis du ikke har søkt om boliglån hos oss, kan du \
                 se bort fra denne e-posten.\n"
            ),
        },
    }
}

/// The e-mail inviting a new bank partner to set their password in the partner portal.
pub struct PartnerPasswordMail {
    pub subject: &'static str,
    pub body: String,
}

pub fn partner_password_mail(
    language: Language,
    first_name: &str,
    link: &str,
    valid_hours: i64,
) -> PartnerPasswordMail {
    match language {
        Language::En => PartnerPasswordMail {
            subject: "Your ZRM partner account",
            body: format!(
                "Hello {first_name},\n\nAn account has been created for you in the ZRM partner \
                 portal. Choose your password here:\n\n{link}\n\nThe link works once and for \
                 {valid_hours} hours. If you did not expect this e-mail, ignore it.\n"
            ),
        },
        Language::Sv => PartnerPasswordMail {
            subject: "Ditt partnerkonto hos ZRM",
            body: format!(
                "Hej {first_name},\n\nEtt konto har skapats åt dig i ZRM:s partnerportal. Välj \
                 ditt lösenord här:\n\n{link}\n\nLänken fungerar en gång och i {valid_hours} \
                 timmar. Om du inte väntade dig det här mejlet kan du bortse från det.\n"
            ),
        },
        Language::Nb => PartnerPasswordMail {
            subject: "Din partnerkonto hos ZRM",
            body: format!(
                "Hei {first_name},\n\nDet er opprettet en konto til deg i ZRMs partnerportal. \
                 Velg passordet ditt her:\n\n{link}\n\nLenken virker én gang og i {valid_hours} \
                 timer. Hvis du ikke ventet denne e-posten, kan du se bort fra den.\n"
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn english_mail_carries_the_code_line_tests_and_people_read() {
        let mail = one_time_code_mail(Language::En, "Anna", "042917", 5);
        assert_eq!(mail.subject, "Your ZRM sign-in code");
        assert!(
            mail.body
                .lines()
                .any(|line| line == "Your one-time code: 042917")
        );
        assert!(mail.body.contains("5 minutes"));
    }

    #[test]
    fn every_language_carries_the_code_and_name() {
        for language in [Language::En, Language::Sv, Language::Nb] {
            let mail = one_time_code_mail(language, "Maja", "123456", 5);
            assert!(mail.body.contains("123456"));
            assert!(mail.body.contains("Maja"));
            assert_eq!(language.code().parse::<Language>().unwrap(), language);
        }
        assert!("de".parse::<Language>().is_err());
    }

    #[test]
    fn every_invitation_names_the_person_the_advisor_the_application_and_the_link() {
        for language in [Language::En, Language::Sv, Language::Nb] {
            let mail = invitation_mail(
                language,
                "Sara",
                "Maja Nilsson",
                "MOSE1001",
                "https://minasidor.zrm.example",
            );
            for part in [
                "Sara",
                "Maja Nilsson",
                "MOSE1001",
                "https://minasidor.zrm.example",
            ] {
                assert!(mail.body.contains(part), "{language:?} lacks {part}");
            }
        }
        assert_eq!(
            invitation_mail(Language::Sv, "Sara", "Maja", "MOSE1", "u").subject,
            "Din bolåneansökan hos ZRM"
        );
    }
}
