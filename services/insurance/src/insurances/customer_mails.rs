//! The e-mails customers get about an insurance — the invitation to its terms and the link to
//! set up a new direct debit — in the product's languages (en, sv, nb; a customer gets the
//! language of their country). A typed table keeps every language complete at compile time, as
//! core's texts do.

use zrm_domain::Language;

use super::group::InsuranceGroup;

pub struct Mail {
    pub subject: &'static str,
    pub body: String,
}

fn group_name(group: InsuranceGroup, language: Language) -> &'static str {
    match (group, language) {
        (InsuranceGroup::Safety, Language::En) => "payment protection insurance",
        (InsuranceGroup::Accident, Language::En) => "accident insurance",
        (InsuranceGroup::Life, Language::En) => "life insurance",
        (InsuranceGroup::Safety, Language::Sv) => "trygghetsförsäkring",
        (InsuranceGroup::Accident, Language::Sv) => "olycksfallsförsäkring",
        (InsuranceGroup::Life, Language::Sv) => "livförsäkring",
        (InsuranceGroup::Safety, Language::Nb) => "trygghetsforsikring",
        (InsuranceGroup::Accident, Language::Nb) => "ulykkesforsikring",
        (InsuranceGroup::Life, Language::Nb) => "livsforsikring",
    }
}

/// `link` leads to the terms page; it works for `valid_days` days.
pub fn invitation_mail(
    language: Language,
    first_name: &str,
    group: InsuranceGroup,
    link: &str,
    valid_days: i64,
) -> Mail {
    let insurance = group_name(group, language);
    match language {
        Language::En => Mail {
            subject: "Your insurance from ZRM is waiting for you",
            body: format!(
                "Hello {first_name},\n\nYour {insurance} is ready. Open the link to check the \
                 details, choose the amount and accept the terms; you then approve the monthly \
                 payment:\n\n{link}\n\nThe link works for {valid_days} days. Sign in with BankID \
                 when asked.\n"
            ),
        },
        Language::Sv => Mail {
            subject: "Din försäkring från ZRM väntar på dig",
            body: format!(
                "Hej {first_name},\n\nDin {insurance} är klar. Öppna länken för att kontrollera \
                 uppgifterna, välja belopp och godkänna villkoren; sedan godkänner du den \
                 månatliga betalningen:\n\n{link}\n\nLänken fungerar i {valid_days} dagar. \
                 Logga in med BankID när du blir ombedd.\n"
            ),
        },
        Language::Nb => Mail {
            subject: "Forsikringen din fra ZRM venter på deg",
            body: format!(
                "Hei {first_name},\n\nDin {insurance} er klar. Åpne lenken for å kontrollere \
                 opplysningene, velge beløp og godta vilkårene; deretter godkjenner du den \
                 månedlige betalingen:\n\n{link}\n\nLenken virker i {valid_days} dager. \
                 Logg inn med BankID når du blir bedt om det.\n"
            ),
        },
    }
}

/// `link` leads to the provider's page for a new direct debit of the insurance, whose current
/// one is no longer active; it works for `valid_days` days.
pub fn new_mandate_mail(
    language: Language,
    first_name: &str,
    group: InsuranceGroup,
    link: &str,
    valid_days: i64,
) -> Mail {
    let insurance = group_name(group, language);
    match language {
        Language::En => Mail {
            subject: "Set up a new direct debit for your insurance",
            body: format!(
                "Hello {first_name},\n\nThe direct debit that pays your {insurance} is no \
                 longer active, so the premium cannot be collected. Open the link to approve a \
                 new one with your bank; it takes a minute:\n\n{link}\n\nThe link works for \
                 {valid_days} days. Without a direct debit the insurance will be cancelled.\n"
            ),
        },
        Language::Sv => Mail {
            subject: "Godkänn ett nytt autogiro för din försäkring",
            body: format!(
                "Hej {first_name},\n\nAutogirot som betalar din {insurance} är inte längre \
                 aktivt, så premien kan inte dras. Öppna länken för att godkänna ett nytt hos \
                 din bank; det tar en minut:\n\n{link}\n\nLänken fungerar i {valid_days} \
                 dagar. Utan autogiro kommer försäkringen att sägas upp.\n"
            ),
        },
        Language::Nb => Mail {
            subject: "Godkjenn en ny avtale for betaling av forsikringen din",
            body: format!(
                "Hei {first_name},\n\nAvtalen som betaler din {insurance} er ikke lenger \
                 aktiv, så premien kan ikke trekkes. Åpne lenken for å godkjenne en ny avtale; \
                 det tar et minutt:\n\n{link}\n\nLenken virker i {valid_days} dager. Uten \
                 en aktiv avtale blir forsikringen sagt opp.\n"
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_the_insurance_and_carries_the_link() {
        for language in [Language::En, Language::Sv, Language::Nb] {
            let mail = invitation_mail(
                language,
                "Kari",
                InsuranceGroup::Life,
                "https://minesider.zrm.no/insurance/terms?id=abc",
                30,
            );
            assert!(mail.body.starts_with("H"), "{}", mail.body);
            assert!(mail.body.contains("Kari"));
            assert!(
                mail.body
                    .contains("https://minesider.zrm.no/insurance/terms?id=abc")
            );
            assert!(mail.body.contains("30"));
            assert!(
                mail.body
                    .contains(group_name(InsuranceGroup::Life, language))
            );
            assert!(!mail.subject.is_empty());
        }
    }

    #[test]
    fn the_new_mandate_mail_carries_the_link_in_every_language() {
        let link = "https://api.zrm.example/insurance/api/request-new-mandate?id=abc";
        let mails: Vec<Mail> = [Language::En, Language::Sv, Language::Nb]
            .into_iter()
            .map(|language| {
                let mail = new_mandate_mail(language, "Kari", InsuranceGroup::Safety, link, 30);
                assert!(mail.body.contains("Kari") && mail.body.contains(link));
                assert!(
                    mail.body
                        .contains(group_name(InsuranceGroup::Safety, language))
                );
                assert!(mail.body.contains("30"));
                mail
            })
            .collect();
        // Three languages, three different texts.
        assert_ne!(mails[0].subject, mails[1].subject);
        assert_ne!(mails[1].subject, mails[2].subject);
    }
}
