//! Finance's reports (spec: insurance_types, signups, cancellations, payments, refunds,
//! deceased) for a range of days: each a fixed list of columns and its rows, read in batches
//! along an index from where the previous batch ended ([`batches`]) and streamed a batch at a time
//! ([`stream`]), so a report of a million rows takes the memory of one batch. Amounts are minor
//! units with a currency column beside them; days are UTC days, both ends included.

pub mod batches;
pub mod range;
pub mod sales;
pub mod sales_stream;
pub mod stream;

/// What a column holds, so a JSON rendering can type its values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Integer,
    Date,
    Timestamp,
    Boolean,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    InsuranceTypes,
    Signups,
    Cancellations,
    Payments,
    Refunds,
    Deceased,
}

const INSURANCE: [(&str, Kind); 5] = [
    ("insurance_id", Kind::Integer),
    ("customer_id", Kind::Integer),
    ("insurance_group", Kind::Text),
    ("country", Kind::Text),
    ("product_code", Kind::Text),
];

impl Report {
    pub fn columns(self) -> Vec<(&'static str, Kind)> {
        let mut columns: Vec<(&'static str, Kind)> = Vec::new();
        match self {
            Self::InsuranceTypes => columns.extend([
                ("insurance_group", Kind::Text),
                ("country", Kind::Text),
                ("product_code", Kind::Text),
                ("sold", Kind::Integer),
                ("signed_up", Kind::Integer),
                ("cancelled", Kind::Integer),
                ("in_force", Kind::Integer),
            ]),
            Self::Signups => {
                columns.extend(INSURANCE);
                columns.extend([
                    ("signup_date", Kind::Timestamp),
                    ("insured_amount_minor", Kind::Integer),
                    ("premium_minor", Kind::Integer),
                    ("currency", Kind::Text),
                    ("self_sign_up", Kind::Boolean),
                    ("sold_by", Kind::Text),
                    ("substatus", Kind::Text),
                ]);
            }
            Self::Cancellations | Self::Deceased => {
                columns.extend(INSURANCE);
                columns.extend([
                    ("cancelled_at", Kind::Timestamp),
                    ("cancel_cause", Kind::Text),
                    ("signup_date", Kind::Timestamp),
                    ("premium_minor", Kind::Integer),
                    ("currency", Kind::Text),
                ]);
            }
            Self::Payments => columns.extend([
                ("payment_id", Kind::Integer),
                ("insurance_id", Kind::Integer),
                ("provider", Kind::Text),
                ("provider_reference", Kind::Text),
                ("period_start", Kind::Date),
                ("charge_date", Kind::Date),
                ("amount_minor", Kind::Integer),
                ("refunded_minor", Kind::Integer),
                ("currency", Kind::Text),
                ("state", Kind::Text),
                ("provider_status", Kind::Text),
            ]),
            Self::Refunds => columns.extend([
                ("refund_id", Kind::Integer),
                ("payment_id", Kind::Integer),
                ("insurance_id", Kind::Integer),
                ("provider_reference", Kind::Text),
                ("amount_minor", Kind::Integer),
                ("currency", Kind::Text),
                ("provider_status", Kind::Text),
                ("requested_by", Kind::Text),
                ("created_at", Kind::Timestamp),
            ]),
        }
        columns
    }
}

/// One row: a value per column, `None` for none.
pub type Row = Vec<Option<String>>;
