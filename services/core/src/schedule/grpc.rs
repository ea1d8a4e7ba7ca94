//! `zrm.core.v1.ScheduleService`: validate, call the schedule use case, convert.

use std::sync::Arc;

use chrono::NaiveDate;
use tonic::{Request, Response, Status};
use zrm_domain::Product;
use zrm_platform::grpc::common::{country_code, country_of_code, page_info};
use zrm_proto::core::v1 as proto;
use zrm_proto::core::v1::schedule_service_server::ScheduleService;

use crate::applications::grpc::requests::{country_from_request, page_from_request};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;
use crate::state::CoreState;

use super::model::{NewScheduleDay, ScheduleDay, ScheduleFilter, format_time, hours};
use super::{read, set};

pub struct ScheduleGrpc {
    state: Arc<CoreState>,
}

impl ScheduleGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        ScheduleGrpc { state }
    }
}

fn day(text: &str) -> Result<NaiveDate, CoreError> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| CoreError::invalid("day", "Must be a date, YYYY-MM-DD"))
}

fn product(text: &str) -> Result<Product, CoreError> {
    text.trim()
        .parse()
        .map_err(|_| CoreError::invalid("product", "Must be a product code such as MO"))
}

fn schedule_day_message(entry: ScheduleDay) -> proto::ScheduleDay {
    proto::ScheduleDay {
        user_id: entry.user_id.to_string(),
        name: entry.name,
        day: entry.day.format("%Y-%m-%d").to_string(),
        product: entry.product.code().to_owned(),
        country: country_of_code(entry.country.code()).into(),
        working: entry.hours.is_some(),
        starts: entry.hours.map(|hours| format_time(hours.starts)),
        ends: entry.hours.map(|hours| format_time(hours.ends)),
    }
}

#[tonic::async_trait]
impl ScheduleService for ScheduleGrpc {
    async fn set_schedule_day(
        &self,
        request: Request<proto::SetScheduleDayRequest>,
    ) -> Result<Response<proto::ScheduleDay>, Status> {
        let request = request.get_ref();
        let entry = NewScheduleDay {
            user_id: user_id("user_id", &request.user_id)?,
            day: day(&request.day)?,
            product: product(&request.product)?,
            country: country_from_request(request.country)?,
            hours: hours(
                request.working,
                request.starts.as_deref(),
                request.ends.as_deref(),
            )?,
        };
        let saved = set::do_set_schedule_day(&self.state.pool, entry).await?;
        Ok(Response::new(schedule_day_message(saved)))
    }

    async fn list_schedule_day(
        &self,
        request: Request<proto::ListScheduleDayRequest>,
    ) -> Result<Response<proto::ListScheduleDayResponse>, Status> {
        let request = request.get_ref();
        let filter = ScheduleFilter {
            day: day(&request.day)?,
            product: match request.product.trim() {
                "" => None,
                code => Some(product(code)?),
            },
            country: match country_code(request.country) {
                "" => None,
                _ => Some(country_from_request(request.country)?),
            },
            page: page_from_request(request.page.as_ref())?,
        };
        let listed = read::do_list_schedule_days(&self.state.pool, filter).await?;
        Ok(Response::new(proto::ListScheduleDayResponse {
            days: listed.days.into_iter().map(schedule_day_message).collect(),
            page: Some(page_info(listed.page.page, listed.page.limit, listed.total)),
        }))
    }
}
