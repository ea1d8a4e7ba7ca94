//! Every route, one module per area and one file per flow.

pub mod application;
pub mod bank;
pub mod customer;
pub mod document;
pub mod employee;
pub mod lead;
pub mod meeting;
pub mod message;
pub mod mortgage;
pub mod my_pages;
pub mod notification;
pub mod operations;
pub mod partner;
pub mod property;
pub mod schedule;
pub mod webhooks;

use actix_web::{HttpRequest, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::GatewayError;
use crate::route_table::RouteTable;

/// Every route of the gateway, declared once: each `service(...)` mounts the handler and adds its
/// `#[utoipa::path]` entry to the OpenAPI document, so the two cannot disagree.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(operations::health::healthz)
        .service(operations::health::readyz)
        .service(operations::metrics::metrics)
        .service(operations::docs_redirect)
        .service(employee::login::login)
        .service(bank::login::login)
        .service(bank::login_validate::login_validate)
        .service(employee::login_validate::login_validate)
        .service(employee::logout::logout)
        .service(employee::me::me)
        .service(employee::idp_login::idp_login)
        .service(employee::idp_login::idp_callback)
        .service(my_pages::id_login::id_login)
        .service(my_pages::id_login::qr_code)
        .service(my_pages::id_login::cancel)
        .service(my_pages::id_login::bankid_no_callback)
        .service(my_pages::session::exchange)
        .service(my_pages::session::my_pages_me)
        .service(my_pages::consents::my_consents)
        .service(my_pages::consents::save_my_consents)
        .service(my_pages::content::content_settings)
        .service(employee::settings::get_my_settings)
        .service(employee::settings::save_my_settings)
        .service(employee::all::all)
        .service(employee::catalogue::roles)
        .service(employee::catalogue::zoordinates)
        .service(employee::lookup::search_employees)
        .service(employee::lookup::by_zoordinates)
        .service(employee::lookup::get_sverker_users)
        .service(employee::create::create_employee)
        .service(employee::update::block_or_unblock)
        // After every literal /employee/… path of the same method: `{user_id}` matches any segment.
        .service(employee::get::get_employee)
        .service(employee::changes::employee_changes)
        .service(employee::update::update_employee)
        .service(partner::users::list_partner_users)
        .service(partner::users::create_partner_user)
        .service(partner::users::get_partner_user)
        .service(partner::users::update_partner_user)
        .service(partner::users::send_password_link)
        .service(partner::set_password::set_partner_password)
        .service(webhooks::elks46::sms_status)
        .service(webhooks::elks46::sms_inbound)
        .service(message::send::send_sms)
        .service(message::by_customer::messages_by_customer)
        .service(message::about::messages_by_application)
        .service(message::about::messages_by_user)
        .service(message::unknown_senders::unknown_senders)
        .service(message::unknown_senders::attach_unknown_sender)
        .service(message::stream::conversations_stream)
        .service(message::conversations::list_conversations)
        .service(message::conversations::save_conversations)
        .service(message::templates::manage::template_catalogue)
        .service(message::templates::manage::list_templates)
        .service(message::templates::manage::save_template)
        .service(message::templates::manage::preview_template)
        // After every literal /message/template/… path: the key's segments match any text.
        .service(message::templates::manage::get_template)
        .service(message::templates::manage::delete_template)
        .service(message::templates::send::send_template)
        .service(message::templates::attachments::upload_attachment)
        .service(message::templates::attachments::list_attachments)
        .service(lead::create::create_lead)
        .service(lead::list::list_leads)
        .service(lead::list::list_my_leads)
        .service(lead::get::get_lead)
        .service(lead::assign::assign_lead)
        .service(lead::reprocess::reprocess_submissions)
        .service(lead::search::search_leads)
        .service(application::search::search_applications_by_person)
        .service(application::create::create_application)
        .service(application::get::get_application)
        .service(application::list::search_applications)
        .service(application::list::my_applications)
        .service(application::update::update_application)
        .service(application::assign::assign_application)
        .service(application::events::application_events)
        .service(application::comments::add_comment)
        .service(application::comments::list_comments)
        .service(application::options::loan_types)
        .service(application::options::deactivation_reasons)
        .service(application::deactivate::request_deactivation)
        .service(application::deactivation_reviews::pending_reviews)
        .service(application::deactivation_reviews::review_deactivation)
        .service(application::reactivate::reactivate_application)
        .service(application::banks::send_to_banks)
        .service(application::banks::application_banks)
        .service(application::banks::record_offer)
        .service(application::banks::accept_offer)
        .service(application::banks::cancel_at_bank)
        .service(application::bank_messages::comment_to_bank)
        .service(application::bank_messages::document_to_bank)
        .service(application::bank_messages::list_bank_messages)
        .service(application::aml::review_aml)
        .service(application::aml::list_aml_reviews)
        .service(application::invitations::invite_applicant)
        .service(application::invitations::resend_invitation)
        .service(application::invitations::list_invitations)
        .service(application::prefs::application_prefs)
        .service(bank::catalogue::all_banks)
        .service(bank::catalogue::all_integrations)
        .service(bank::catalogue::get_bank)
        .service(bank::catalogue::get_integrations)
        .service(bank::applications::bank_applications)
        .service(bank::applications::bank_application)
        .service(bank::applications::take_up)
        .service(bank::applications::reject)
        .service(bank::applications::make_offer)
        .service(bank::applications::comment)
        .service(bank::applications::disburse)
        .service(bank::applications::download_bank_document)
        .service(meeting::book::create_meeting)
        .service(meeting::book::update_meeting)
        .service(meeting::book::cancel_meeting)
        .service(meeting::read::get_meeting)
        .service(meeting::read::meetings_of)
        .service(meeting::read::my_meetings)
        .service(meeting::read::all_meetings)
        .service(schedule::set::set_schedule_day)
        .service(schedule::read::schedule_of_day)
        .service(schedule::read::schedule_of_desk)
        .service(meeting::read::available_slots)
        .service(lead::handle::handle_lead)
        .service(lead::handle::unhandle_lead)
        .service(lead::convert::convert_lead)
        .service(application::duplicate::duplicate_application)
        .service(application::left_to_live::left_to_live)
        .service(application::lookup::get_applications)
        .service(application::lookup::get_applications_v2)
        .service(application::lookup::customer_applications)
        .service(application::lookup::recent_applications)
        .service(application::documents::application_documents)
        .service(application::documents::download_application_document)
        .service(application::documents::upload_application_document)
        .service(property::get::get_property)
        .service(property::save::create_property)
        .service(property::save::update_property)
        .service(property::valuation::valuate_property)
        .service(mortgage::kalp::kalp_settings)
        .service(mortgage::kalp::update_kalp_settings)
        .service(mortgage::taxes::tax_rules)
        .service(mortgage::taxes::calculate_tax)
        .service(customer::create::create_customer)
        .service(customer::impersonate::impersonate_customer)
        .service(customer::get::get_customer)
        .service(customer::update::update_customer)
        .service(customer::search::search_customers)
        .service(customer::name::name_by_id)
        .service(customer::name::name_by_pni)
        .service(customer::list::list_customers)
        .service(customer::list::get_customers)
        .service(customer::erase::delete_customer)
        .service(customer::erase::export_customer)
        .service(customer::lookup::pnis_to_ids)
        .service(customer::lookup::phones_to_ids)
        .service(customer::lookup::duplicate_emails)
        .service(customer::lookup::valid_emails)
        .service(customer::lookup::last_updated)
        .service(customer::options::employment_types)
        .service(customer::options::housing_types)
        .service(customer::consents::get_consents)
        .service(customer::consents::update_consents)
        .service(customer::consents::renew_debt_register_consent)
        .service(customer::block::block_customer)
        .service(customer::block::unblock_customer)
        .service(customer::block::blocks_checks)
        .service(customer::audit::customer_audit)
        .service(customer::checks::id_check)
        .service(customer::checks::credit_check)
        .service(customer::checks::pep_check)
        .service(customer::checks::externally_verified_credits)
        .service(customer::checks::customer_checks)
        .service(document::list::document_types)
        .service(document::list::list_documents)
        .service(document::list::attached_documents)
        .service(document::save::save_document)
        .service(document::get::document_meta)
        .service(document::get::download_document)
        .service(document::attach::attach_document)
        .service(notification::list::list_notifications)
        .service(notification::acknowledge::acknowledge)
        .service(notification::ws_token::ws_token)
        .service(notification::ws::notification_ws);
}

/// A request no route took: 405 (with `Allow`) when the path is served with other methods only,
/// 404 otherwise; both with the error body.
pub async fn not_found(
    request: HttpRequest,
    routes: web::Data<RouteTable>,
) -> Result<actix_web::HttpResponse, GatewayError> {
    let allowed = routes.allowed_methods(request.path());
    // A documented method whose route still refused the path (a parameter outside its pattern,
    // e.g. a customer id that is not a number) names nothing: 404, not 405.
    if allowed.is_empty() || allowed.contains(request.method()) {
        Err(GatewayError::NotFound("Not found".to_string()))
    } else {
        Err(GatewayError::MethodNotAllowed { allowed })
    }
}
