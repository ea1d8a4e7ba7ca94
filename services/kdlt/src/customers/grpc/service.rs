//! `zrm.kdlt.v1.CustomerService`: thin; checks the request, calls the area's domain functions,
//! converts the answer.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_domain::Language;
use zrm_platform::grpc::common::page_info;
use zrm_proto::kdlt::v1::customer_service_server::CustomerService;
use zrm_proto::kdlt::v1::{
    AuditPage, BlockCustomerRequest, BlockState, Consents, CreateCustomerRequest, Customer,
    CustomerChange, CustomerExport, CustomerList, CustomerName, CustomerPage,
    DeleteCustomerRequest, DuplicateEmails, EmailsRequest, ExportCustomerRequest,
    FindCustomerIdsRequest, FoundCustomerIds, GetCustomerNameByPniRequest, GetCustomerRequest,
    GetCustomersRequest, IdMatches, LastUpdatedPage, LastUpdatedRequest, ListAuditRequest,
    ListCustomersRequest, Options, OptionsRequest, PhonesToIdsRequest, PnisToIdsRequest,
    SearchCustomersRequest, UpdateConsentsRequest, UpdateCustomerRequest, ValidEmails,
};

use super::{requests, responses};
use crate::consents::change as consents;
use crate::customers::{block, erasure, lookup, options, register, storage};
use crate::error::KdltError;
use crate::state::pooled;

/// The most ids `GetCustomers` and values a lookup take.
pub const MAX_IDS: usize = 100;
use crate::state::KdltState;

pub struct CustomerGrpc {
    state: Arc<KdltState>,
}

impl CustomerGrpc {
    pub fn new(state: Arc<KdltState>) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl CustomerService for CustomerGrpc {
    async fn create_customer(
        &self,
        request: Request<CreateCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer = requests::new_customer(request.get_ref())?;
        let created = register::create_customer(&self.state, &customer, &actor).await?;
        Ok(Response::new(responses::customer(created)))
    }

    async fn get_customer(
        &self,
        request: Request<GetCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let viewer = requests::viewer(&request, &request.get_ref().requested_by);
        let customer = register::get_customer(&self.state, customer_id, viewer.as_ref()).await?;
        Ok(Response::new(responses::customer(customer)))
    }

    async fn update_customer(
        &self,
        request: Request<UpdateCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let changes = requests::changes(request.get_ref())?;
        let updated = register::update_customer(&self.state, customer_id, &changes, &actor).await?;
        Ok(Response::new(responses::customer(updated)))
    }

    async fn search_customers(
        &self,
        request: Request<SearchCustomersRequest>,
    ) -> Result<Response<CustomerPage>, Status> {
        let (key, page) = requests::search(request.get_ref())?;
        let reason = requests::lookup_reason(request.get_ref())?;
        let viewer = requests::viewer(&request, &request.get_ref().requested_by);
        let (customers, total) =
            register::search_customers(&self.state, &key, page, viewer.as_ref(), reason.as_deref())
                .await?;
        Ok(Response::new(responses::customer_page(
            customers, page, total,
        )))
    }

    async fn find_customer_ids(
        &self,
        request: Request<FindCustomerIdsRequest>,
    ) -> Result<Response<FoundCustomerIds>, Status> {
        let (key, limit) = requests::find_ids(request.get_ref())?;
        let (found, more) = register::find_customer_ids(&self.state, &key, limit).await?;
        let (customer_ids, pnis) = found.into_iter().unzip();
        Ok(Response::new(FoundCustomerIds {
            customer_ids,
            pnis,
            more,
        }))
    }

    async fn get_customer_name(
        &self,
        request: Request<GetCustomerRequest>,
    ) -> Result<Response<CustomerName>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let name = register::get_customer_name(&self.state, customer_id).await?;
        Ok(Response::new(responses::customer_name(name)))
    }

    async fn get_customer_name_by_pni(
        &self,
        request: Request<GetCustomerNameByPniRequest>,
    ) -> Result<Response<CustomerName>, Status> {
        let pnis = requests::personal_ids_of_either_country("pni", &request.get_ref().pni)?;
        let name = register::find_customer_name_by_pni(&self.state, &pnis)
            .await?
            .ok_or_else(|| Status::from(KdltError::NoCustomerWithPersonalId))?;
        Ok(Response::new(responses::customer_name(name)))
    }

    async fn list_customers(
        &self,
        request: Request<ListCustomersRequest>,
    ) -> Result<Response<CustomerPage>, Status> {
        let page = requests::page(request.get_ref().page.as_ref())?;
        let viewer = requests::viewer(&request, &request.get_ref().requested_by);
        let (customers, total) =
            register::list_customers(&self.state, page, viewer.as_ref()).await?;
        Ok(Response::new(responses::customer_page(
            customers, page, total,
        )))
    }

    async fn get_customers(
        &self,
        request: Request<GetCustomersRequest>,
    ) -> Result<Response<CustomerList>, Status> {
        let ids = requests::customer_ids(&request.get_ref().customer_ids, MAX_IDS)?;
        let viewer = requests::viewer(&request, &request.get_ref().requested_by);
        let customers = register::get_customers(&self.state, &ids, viewer.as_ref()).await?;
        Ok(Response::new(CustomerList {
            customers: customers.into_iter().map(responses::customer).collect(),
        }))
    }

    async fn delete_customer(
        &self,
        request: Request<DeleteCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let erased = erasure::erase_customer(&self.state, customer_id, &actor).await?;
        Ok(Response::new(responses::customer(erased)))
    }

    async fn pnis_to_ids(
        &self,
        request: Request<PnisToIdsRequest>,
    ) -> Result<Response<IdMatches>, Status> {
        let pnis = requests::values("pnis", &request.get_ref().pnis, MAX_IDS)?;
        let matches = lookup::pnis_to_ids(&self.state, pnis).await?;
        Ok(Response::new(IdMatches {
            matches: responses::id_matches(matches),
        }))
    }

    async fn phones_to_ids(
        &self,
        request: Request<PhonesToIdsRequest>,
    ) -> Result<Response<IdMatches>, Status> {
        let numbers = requests::values("phone_numbers", &request.get_ref().phone_numbers, MAX_IDS)?;
        let matches = lookup::phones_to_ids(&self.state, numbers).await?;
        Ok(Response::new(IdMatches {
            matches: responses::id_matches(matches),
        }))
    }

    async fn duplicate_emails(
        &self,
        request: Request<EmailsRequest>,
    ) -> Result<Response<DuplicateEmails>, Status> {
        let emails = requests::values("emails", &request.get_ref().emails, MAX_IDS)?;
        let duplicates = lookup::duplicate_emails(&self.state, emails).await?;
        Ok(Response::new(DuplicateEmails {
            duplicates: responses::id_matches(duplicates),
        }))
    }

    async fn valid_emails(
        &self,
        request: Request<EmailsRequest>,
    ) -> Result<Response<ValidEmails>, Status> {
        let emails = requests::values("emails", &request.get_ref().emails, MAX_IDS)?;
        let emails = lookup::valid_emails(&self.state, emails).await?;
        Ok(Response::new(ValidEmails { emails }))
    }

    async fn last_updated(
        &self,
        request: Request<LastUpdatedRequest>,
    ) -> Result<Response<LastUpdatedPage>, Status> {
        let since = requests::time("since", request.get_ref().since.as_ref())?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let (changes, total) = lookup::last_updated(&self.state, since, page).await?;
        Ok(Response::new(LastUpdatedPage {
            changes: changes
                .into_iter()
                .map(|(customer_id, updated_at)| CustomerChange {
                    customer_id: customer_id.to_string(),
                    updated_at: Some(responses::timestamp(updated_at)),
                })
                .collect(),
            page: Some(page_info(page.page, page.limit, total)),
        }))
    }

    async fn employment_types(
        &self,
        request: Request<OptionsRequest>,
    ) -> Result<Response<Options>, Status> {
        let country = requests::country_of(request.get_ref().country)?;
        let language = Language::or_english(&request.get_ref().language);
        Ok(Response::new(responses::options(
            options::employment_types(country),
            language,
        )))
    }

    async fn housing_types(
        &self,
        request: Request<OptionsRequest>,
    ) -> Result<Response<Options>, Status> {
        let country = requests::country_of(request.get_ref().country)?;
        let language = Language::or_english(&request.get_ref().language);
        Ok(Response::new(responses::options(
            options::housing_types(country),
            language,
        )))
    }

    async fn get_consents(
        &self,
        request: Request<GetCustomerRequest>,
    ) -> Result<Response<Consents>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let viewer = requests::viewer(&request, &request.get_ref().requested_by);
        let found = consents::get_consents(&self.state, customer_id, viewer.as_ref()).await?;
        Ok(Response::new(responses::consents(found)))
    }

    async fn update_consents(
        &self,
        request: Request<UpdateConsentsRequest>,
    ) -> Result<Response<Consents>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let changes = requests::consent_changes(request.get_ref());
        let changed = consents::update_consents(&self.state, customer_id, &changes, &actor).await?;
        Ok(Response::new(responses::consents(changed)))
    }

    async fn block_customer(
        &self,
        request: Request<BlockCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        self.set_blocked(request, true).await
    }

    async fn unblock_customer(
        &self,
        request: Request<BlockCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        self.set_blocked(request, false).await
    }

    async fn blocks_checks(
        &self,
        request: Request<GetCustomerRequest>,
    ) -> Result<Response<BlockState>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let customer = block::blocks_checks(&self.state, customer_id).await?;
        Ok(Response::new(responses::block_state(&customer)))
    }

    async fn list_audit(
        &self,
        request: Request<ListAuditRequest>,
    ) -> Result<Response<AuditPage>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        storage::find_customer_by_customer_id(&mut conn, customer_id)
            .await
            .map_err(KdltError::from)?
            .ok_or(KdltError::CustomerNotFound(customer_id))?;
        let (rows, total) =
            storage::find_audit_rows_by_customer_id_newest_first(&mut conn, customer_id, page)
                .await
                .map_err(KdltError::from)?;
        let entries = rows
            .into_iter()
            .map(responses::audit_entry)
            .collect::<Result<_, _>>()?;
        Ok(Response::new(AuditPage {
            entries,
            page: Some(page_info(
                page.page,
                page.limit,
                u64::try_from(total).unwrap_or(0),
            )),
        }))
    }

    async fn export_customer(
        &self,
        request: Request<ExportCustomerRequest>,
    ) -> Result<Response<CustomerExport>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let json = erasure::export_customer(&self.state, customer_id, &actor).await?;
        Ok(Response::new(CustomerExport { json }))
    }
}

impl CustomerGrpc {
    async fn set_blocked(
        &self,
        request: Request<BlockCustomerRequest>,
        blocked: bool,
    ) -> Result<Response<Customer>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let reason = requests::reason(&request.get_ref().reason)?;
        let customer =
            block::set_blocked(&self.state, customer_id, blocked, &reason, &actor).await?;
        Ok(Response::new(responses::customer(customer)))
    }
}
