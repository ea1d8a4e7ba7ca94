//! Domain customers as proto messages.

use prost_types::Timestamp;
use zrm_domain::Page;
use zrm_platform::grpc::common::{country_of_code, page_info};
use zrm_proto::kdlt::v1 as proto;

use crate::customers::model::Customer;

fn timestamp(at: chrono::DateTime<chrono::Utc>) -> Timestamp {
    Timestamp {
        seconds: at.timestamp(),
        nanos: i32::try_from(at.timestamp_subsec_nanos()).unwrap_or(0),
    }
}

pub fn customer(customer: Customer) -> proto::Customer {
    proto::Customer {
        customer_id: customer.customer_id.to_string(),
        pni: customer.pni,
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone_number: customer.phone_number.unwrap_or_default(),
        email: customer.email.unwrap_or_default(),
        user_id: customer.user_id,
        sverker_id: customer.sverker_id,
        country: country_of_code(customer.country.code()).into(),
        created_at: Some(timestamp(customer.created_at)),
        updated_at: Some(timestamp(customer.updated_at)),
    }
}

pub fn customer_page(customers: Vec<Customer>, page: Page, total: u64) -> proto::CustomerPage {
    proto::CustomerPage {
        customers: customers.into_iter().map(customer).collect(),
        page: Some(page_info(page.page, page.limit, total)),
    }
}

pub fn customer_name(
    (customer_id, first_name, last_name): (i64, String, String),
) -> proto::CustomerName {
    proto::CustomerName {
        customer_id: customer_id.to_string(),
        first_name,
        last_name,
    }
}
