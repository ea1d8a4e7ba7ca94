import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptOffer: build.mutation<AcceptOfferApiResponse, AcceptOfferApiArg>({
      query: (queryArg) => ({ url: `/application/accept_offer`, method: 'POST', body: queryArg.acceptOfferRequest }),
    }),
    reviewAml: build.mutation<ReviewAmlApiResponse, ReviewAmlApiArg>({
      query: (queryArg) => ({ url: `/application/aml/review`, method: 'POST', body: queryArg.amlReviewRequest }),
    }),
    listAmlReviews: build.query<ListAmlReviewsApiResponse, ListAmlReviewsApiArg>({
      query: (queryArg) => ({
        url: `/application/aml/reviews/${queryArg.applicationId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    assignApplication: build.mutation<AssignApplicationApiResponse, AssignApplicationApiArg>({
      query: (queryArg) => ({
        url: `/application/assign/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.assignApplicationRequest,
      }),
    }),
    listBankMessages: build.query<ListBankMessagesApiResponse, ListBankMessagesApiArg>({
      query: (queryArg) => ({
        url: `/application/bank_messages/${queryArg.applicationId}`,
        params: {
          bank_id: queryArg.bankId,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    applicationBanks: build.query<ApplicationBanksApiResponse, ApplicationBanksApiArg>({
      query: (queryArg) => ({ url: `/application/banks/${queryArg.applicationId}` }),
    }),
    cancelAtBank: build.mutation<CancelAtBankApiResponse, CancelAtBankApiArg>({
      query: (queryArg) => ({ url: `/application/cancel`, method: 'POST', body: queryArg.cancelAtBankRequest }),
    }),
    listComments: build.query<ListCommentsApiResponse, ListCommentsApiArg>({
      query: (queryArg) => ({
        url: `/application/comment/${queryArg.applicationId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    addComment: build.mutation<AddCommentApiResponse, AddCommentApiArg>({
      query: (queryArg) => ({
        url: `/application/comment/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.commentRequest,
      }),
    }),
    commentToBank: build.mutation<CommentToBankApiResponse, CommentToBankApiArg>({
      query: (queryArg) => ({
        url: `/application/comment_to_bank`,
        method: 'POST',
        body: queryArg.commentToBankRequest,
      }),
    }),
    createApplication: build.mutation<CreateApplicationApiResponse, CreateApplicationApiArg>({
      query: (queryArg) => ({ url: `/application/create`, method: 'POST', body: queryArg.createApplicationRequest }),
    }),
    requestDeactivation: build.mutation<RequestDeactivationApiResponse, RequestDeactivationApiArg>({
      query: (queryArg) => ({
        url: `/application/deactivate/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.deactivateRequest,
      }),
    }),
    deactivationReasons: build.query<DeactivationReasonsApiResponse, DeactivationReasonsApiArg>({
      query: (queryArg) => ({
        url: `/application/deactivation-reasons`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    pendingReviews: build.mutation<PendingReviewsApiResponse, PendingReviewsApiArg>({
      query: (queryArg) => ({
        url: `/application/deactivation_reviews/mortgage`,
        method: 'POST',
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    reviewDeactivation: build.mutation<ReviewDeactivationApiResponse, ReviewDeactivationApiArg>({
      query: (queryArg) => ({
        url: `/application/deactivation_reviews/mortgage/${queryArg.requestId}`,
        method: 'POST',
        body: queryArg.reviewRequest,
      }),
    }),
    documentToBank: build.mutation<DocumentToBankApiResponse, DocumentToBankApiArg>({
      query: (queryArg) => ({
        url: `/application/document_to_bank`,
        method: 'POST',
        body: queryArg.documentToBankRequest,
      }),
    }),
    applicationDocuments: build.query<ApplicationDocumentsApiResponse, ApplicationDocumentsApiArg>({
      query: (queryArg) => ({
        url: `/application/documents/${queryArg.applicationId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    uploadApplicationDocument: build.mutation<UploadApplicationDocumentApiResponse, UploadApplicationDocumentApiArg>({
      query: (queryArg) => ({
        url: `/application/documents/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.body,
        params: {
          customer_id: queryArg.customerId,
          document_type: queryArg.documentType,
        },
      }),
    }),
    downloadApplicationDocument: build.query<DownloadApplicationDocumentApiResponse, DownloadApplicationDocumentApiArg>(
      {
        query: (queryArg) => ({
          url: `/application/documents/${queryArg.applicationId}/${queryArg.customerId}/${queryArg.documentId}`,
        }),
      },
    ),
    duplicateApplication: build.mutation<DuplicateApplicationApiResponse, DuplicateApplicationApiArg>({
      query: (queryArg) => ({ url: `/application/duplicate`, method: 'POST', body: queryArg.applicationIdRequest }),
    }),
    getApplication: build.mutation<GetApplicationApiResponse, GetApplicationApiArg>({
      query: (queryArg) => ({ url: `/application/get`, method: 'POST', body: queryArg.applicationIdRequest }),
    }),
    myApplications: build.query<MyApplicationsApiResponse, MyApplicationsApiArg>({
      query: (queryArg) => ({
        url: `/application/get/mine`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    recentApplications: build.query<RecentApplicationsApiResponse, RecentApplicationsApiArg>({
      query: (queryArg) => ({
        url: `/application/get/recent`,
        params: {
          limit: queryArg.limit,
        },
      }),
    }),
    applicationEvents: build.query<ApplicationEventsApiResponse, ApplicationEventsApiArg>({
      query: (queryArg) => ({
        url: `/application/get_app_events/${queryArg.applicationId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getApplications: build.mutation<GetApplicationsApiResponse, GetApplicationsApiArg>({
      query: (queryArg) => ({ url: `/application/gets`, method: 'POST', body: queryArg.applicationIdsRequest }),
    }),
    inviteApplicant: build.mutation<InviteApplicantApiResponse, InviteApplicantApiArg>({
      query: (queryArg) => ({ url: `/application/invite`, method: 'POST', body: queryArg.inviteRequest }),
    }),
    resendInvitation: build.mutation<ResendInvitationApiResponse, ResendInvitationApiArg>({
      query: (queryArg) => ({
        url: `/application/invite/${queryArg.invitationId}`,
        method: 'POST',
        body: queryArg.resendInvitationRequest,
      }),
    }),
    listInvitations: build.query<ListInvitationsApiResponse, ListInvitationsApiArg>({
      query: (queryArg) => ({
        url: `/application/invites/${queryArg.applicationId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    leftToLive: build.mutation<LeftToLiveApiResponse, LeftToLiveApiArg>({
      query: (queryArg) => ({ url: `/application/left_to_live`, method: 'POST', body: queryArg.leftToLiveRequest }),
    }),
    loanTypes: build.query<LoanTypesApiResponse, LoanTypesApiArg>({
      query: (queryArg) => ({
        url: `/application/loan-types/${queryArg.country}`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    recordOffer: build.mutation<RecordOfferApiResponse, RecordOfferApiArg>({
      query: (queryArg) => ({
        url: `/application/offer/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.recordOfferRequest,
      }),
    }),
    applicationPrefs: build.query<ApplicationPrefsApiResponse, ApplicationPrefsApiArg>({
      query: (queryArg) => ({
        url: `/application/prefs`,
        params: {
          country: queryArg.country,
          language: queryArg.language,
        },
      }),
    }),
    reactivateApplication: build.mutation<ReactivateApplicationApiResponse, ReactivateApplicationApiArg>({
      query: (queryArg) => ({ url: `/application/reactivate`, method: 'POST', body: queryArg.applicationIdRequest }),
    }),
    customerApplications: build.mutation<CustomerApplicationsApiResponse, CustomerApplicationsApiArg>({
      query: (queryArg) => ({
        url: `/application/search`,
        method: 'POST',
        body: queryArg.customerApplicationsRequest,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    searchApplicationsByPerson: build.query<SearchApplicationsByPersonApiResponse, SearchApplicationsByPersonApiArg>({
      query: (queryArg) => ({
        url: `/application/search/${queryArg.text}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    searchApplications: build.mutation<SearchApplicationsApiResponse, SearchApplicationsApiArg>({
      query: (queryArg) => ({
        url: `/application/search2`,
        method: 'POST',
        body: queryArg.searchApplicationsRequest,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    sendToBanks: build.mutation<SendToBanksApiResponse, SendToBanksApiArg>({
      query: (queryArg) => ({
        url: `/application/send_to_banks/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.sendToBanksRequest,
      }),
    }),
    updateApplication: build.mutation<UpdateApplicationApiResponse, UpdateApplicationApiArg>({
      query: (queryArg) => ({
        url: `/application/update/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.updateApplicationRequest,
      }),
    }),
    getApplicationsV2: build.mutation<GetApplicationsV2ApiResponse, GetApplicationsV2ApiArg>({
      query: (queryArg) => ({ url: `/application/v2/gets`, method: 'POST', body: queryArg.applicationIdsRequest }),
    }),
    bankidNoCallback: build.query<BankidNoCallbackApiResponse, BankidNoCallbackApiArg>({
      query: (queryArg) => ({
        url: `/auth/bankid/no/callback`,
        params: {
          code: queryArg.code,
          state: queryArg.state,
          error: queryArg.error,
        },
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/logout`, method: 'POST' }),
    }),
    allBanks: build.query<AllBanksApiResponse, AllBanksApiArg>({
      query: (queryArg) => ({
        url: `/bank/all`,
        params: {
          country: queryArg.country,
        },
      }),
    }),
    allIntegrations: build.query<AllIntegrationsApiResponse, AllIntegrationsApiArg>({
      query: (queryArg) => ({
        url: `/bank/all_integrations`,
        params: {
          country: queryArg.country,
          product: queryArg.product,
        },
      }),
    }),
    bankApplication: build.query<BankApplicationApiResponse, BankApplicationApiArg>({
      query: (queryArg) => ({
        url: `/bank/application/${queryArg.applicationId}`,
        params: {
          country: queryArg.country,
          product: queryArg.product,
        },
      }),
    }),
    comment: build.mutation<CommentApiResponse, CommentApiArg>({
      query: (queryArg) => ({
        url: `/bank/application/${queryArg.applicationId}/comment`,
        method: 'POST',
        body: queryArg.bankCommentRequest,
      }),
    }),
    disburse: build.mutation<DisburseApiResponse, DisburseApiArg>({
      query: (queryArg) => ({
        url: `/bank/application/${queryArg.applicationId}/disburse`,
        method: 'POST',
        body: queryArg.portalBank,
      }),
    }),
    downloadBankDocument: build.query<DownloadBankDocumentApiResponse, DownloadBankDocumentApiArg>({
      query: (queryArg) => ({
        url: `/bank/application/${queryArg.applicationId}/documents/${queryArg.customerId}/${queryArg.documentId}`,
        params: {
          country: queryArg.country,
          product: queryArg.product,
        },
      }),
    }),
    makeOffer: build.mutation<MakeOfferApiResponse, MakeOfferApiArg>({
      query: (queryArg) => ({
        url: `/bank/application/${queryArg.applicationId}/offer`,
        method: 'POST',
        body: queryArg.bankOfferRequest,
      }),
    }),
    reject: build.mutation<RejectApiResponse, RejectApiArg>({
      query: (queryArg) => ({
        url: `/bank/application/${queryArg.applicationId}/reject`,
        method: 'POST',
        body: queryArg.rejectRequest,
      }),
    }),
    takeUp: build.mutation<TakeUpApiResponse, TakeUpApiArg>({
      query: (queryArg) => ({
        url: `/bank/application/${queryArg.applicationId}/take_up`,
        method: 'POST',
        body: queryArg.portalBank,
      }),
    }),
    bankApplications: build.mutation<BankApplicationsApiResponse, BankApplicationsApiArg>({
      query: (queryArg) => ({ url: `/bank/applications`, method: 'POST', body: queryArg.bankApplicationsRequest }),
    }),
    getBank: build.mutation<GetBankApiResponse, GetBankApiArg>({
      query: (queryArg) => ({ url: `/bank/get`, method: 'POST', body: queryArg.bankIdRequest }),
    }),
    getIntegrations: build.mutation<GetIntegrationsApiResponse, GetIntegrationsApiArg>({
      query: (queryArg) => ({ url: `/bank/get_integrations`, method: 'POST', body: queryArg.bankIdRequest }),
    }),
    bankLogin: build.mutation<BankLoginApiResponse, BankLoginApiArg>({
      query: (queryArg) => ({ url: `/bank/login`, method: 'POST', body: queryArg.bankLoginRequest }),
    }),
    bankLoginValidate: build.mutation<BankLoginValidateApiResponse, BankLoginValidateApiArg>({
      query: (queryArg) => ({ url: `/bank/login/validate`, method: 'POST', body: queryArg.validateLoginRequest }),
    }),
    customerAudit: build.query<CustomerAuditApiResponse, CustomerAuditApiArg>({
      query: (queryArg) => ({
        url: `/customer/audit/${queryArg.id}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    blockCustomer: build.mutation<BlockCustomerApiResponse, BlockCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/block`, method: 'POST', body: queryArg.blockRequest }),
    }),
    blocksChecks: build.mutation<BlocksChecksApiResponse, BlocksChecksApiArg>({
      query: (queryArg) => ({ url: `/customer/blocks-checks`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    customerChecks: build.query<CustomerChecksApiResponse, CustomerChecksApiArg>({
      query: (queryArg) => ({
        url: `/customer/checks/${queryArg.id}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getConsents: build.mutation<GetConsentsApiResponse, GetConsentsApiArg>({
      query: (queryArg) => ({ url: `/customer/consents`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    createCustomer: build.mutation<CreateCustomerApiResponse, CreateCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/create`, method: 'POST', body: queryArg.createCustomerRequest }),
    }),
    creditCheck: build.mutation<CreditCheckApiResponse, CreditCheckApiArg>({
      query: (queryArg) => ({ url: `/customer/credit-check`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    renewDebtRegisterConsent: build.mutation<RenewDebtRegisterConsentApiResponse, RenewDebtRegisterConsentApiArg>({
      query: (queryArg) => ({ url: `/customer/debt-register/renew`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    deleteCustomer: build.mutation<DeleteCustomerApiResponse, DeleteCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/delete`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    duplicateEmails: build.mutation<DuplicateEmailsApiResponse, DuplicateEmailsApiArg>({
      query: (queryArg) => ({ url: `/customer/duplicate-emails`, method: 'POST', body: queryArg.emailsRequest }),
    }),
    employmentTypes: build.query<EmploymentTypesApiResponse, EmploymentTypesApiArg>({
      query: (queryArg) => ({
        url: `/customer/employment-types/${queryArg.country}`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    exportCustomer: build.query<ExportCustomerApiResponse, ExportCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/export/${queryArg.id}` }),
    }),
    externallyVerifiedCredits: build.mutation<ExternallyVerifiedCreditsApiResponse, ExternallyVerifiedCreditsApiArg>({
      query: (queryArg) => ({
        url: `/customer/externally-verified-credits`,
        method: 'POST',
        body: queryArg.customerIdRequest,
      }),
    }),
    getCustomer: build.mutation<GetCustomerApiResponse, GetCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/get`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    getCustomers: build.mutation<GetCustomersApiResponse, GetCustomersApiArg>({
      query: (queryArg) => ({ url: `/customer/gets`, method: 'POST', body: queryArg.getCustomersRequest }),
    }),
    housingTypes: build.query<HousingTypesApiResponse, HousingTypesApiArg>({
      query: (queryArg) => ({
        url: `/customer/housing-types/${queryArg.country}`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    idCheck: build.mutation<IdCheckApiResponse, IdCheckApiArg>({
      query: (queryArg) => ({ url: `/customer/id-check`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    impersonateCustomer: build.mutation<ImpersonateCustomerApiResponse, ImpersonateCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/impersonate`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    lastUpdated: build.query<LastUpdatedApiResponse, LastUpdatedApiArg>({
      query: (queryArg) => ({
        url: `/customer/last-updated`,
        params: {
          since: queryArg.since,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    listCustomers: build.query<ListCustomersApiResponse, ListCustomersApiArg>({
      query: (queryArg) => ({
        url: `/customer/list`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    nameByPni: build.mutation<NameByPniApiResponse, NameByPniApiArg>({
      query: (queryArg) => ({ url: `/customer/name/by-pni`, method: 'POST', body: queryArg.nameByPniRequest }),
    }),
    nameById: build.query<NameByIdApiResponse, NameByIdApiArg>({
      query: (queryArg) => ({ url: `/customer/name/${queryArg.id}` }),
    }),
    pepCheck: build.mutation<PepCheckApiResponse, PepCheckApiArg>({
      query: (queryArg) => ({ url: `/customer/pep-check`, method: 'POST', body: queryArg.customerIdRequest }),
    }),
    phonesToIds: build.mutation<PhonesToIdsApiResponse, PhonesToIdsApiArg>({
      query: (queryArg) => ({ url: `/customer/phones-to-ids`, method: 'POST', body: queryArg.phonesToIdsRequest }),
    }),
    pnisToIds: build.mutation<PnisToIdsApiResponse, PnisToIdsApiArg>({
      query: (queryArg) => ({ url: `/customer/pnis-to-ids`, method: 'POST', body: queryArg.pnisToIdsRequest }),
    }),
    searchCustomers: build.mutation<SearchCustomersApiResponse, SearchCustomersApiArg>({
      query: (queryArg) => ({
        url: `/customer/search`,
        method: 'POST',
        body: queryArg.searchCustomersRequest,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    unblockCustomer: build.mutation<UnblockCustomerApiResponse, UnblockCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/unblock`, method: 'POST', body: queryArg.blockRequest }),
    }),
    updateCustomer: build.mutation<UpdateCustomerApiResponse, UpdateCustomerApiArg>({
      query: (queryArg) => ({ url: `/customer/update`, method: 'POST', body: queryArg.updateCustomerRequest }),
    }),
    updateConsents: build.mutation<UpdateConsentsApiResponse, UpdateConsentsApiArg>({
      query: (queryArg) => ({ url: `/customer/update_consents`, method: 'POST', body: queryArg.updateConsentsRequest }),
    }),
    validEmails: build.mutation<ValidEmailsApiResponse, ValidEmailsApiArg>({
      query: (queryArg) => ({ url: `/customer/valid-emails`, method: 'POST', body: queryArg.emailsRequest }),
    }),
    attachDocument: build.mutation<AttachDocumentApiResponse, AttachDocumentApiArg>({
      query: (queryArg) => ({
        url: `/document/attach/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.attachRequest,
      }),
    }),
    attachedDocuments: build.query<AttachedDocumentsApiResponse, AttachedDocumentsApiArg>({
      query: (queryArg) => ({
        url: `/document/attached/${queryArg.applicationId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    documentMeta: build.query<DocumentMetaApiResponse, DocumentMetaApiArg>({
      query: (queryArg) => ({ url: `/document/get/meta/${queryArg.customerId}/${queryArg.documentId}` }),
    }),
    downloadDocument: build.query<DownloadDocumentApiResponse, DownloadDocumentApiArg>({
      query: (queryArg) => ({ url: `/document/get/${queryArg.customerId}/${queryArg.documentId}` }),
    }),
    listDocuments: build.query<ListDocumentsApiResponse, ListDocumentsApiArg>({
      query: (queryArg) => ({
        url: `/document/list/${queryArg.customerId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    saveDocument: build.mutation<SaveDocumentApiResponse, SaveDocumentApiArg>({
      query: (queryArg) => ({
        url: `/document/save`,
        method: 'POST',
        body: queryArg.body,
        params: {
          customer_id: queryArg.customerId,
          document_type: queryArg.documentType,
        },
      }),
    }),
    documentTypes: build.query<DocumentTypesApiResponse, DocumentTypesApiArg>({
      query: (queryArg) => ({
        url: `/document/types`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    createEmployee: build.mutation<CreateEmployeeApiResponse, CreateEmployeeApiArg>({
      query: (queryArg) => ({ url: `/employee/`, method: 'POST', body: queryArg.employeeProfileBody }),
    }),
    blockOrUnblock: build.mutation<BlockOrUnblockApiResponse, BlockOrUnblockApiArg>({
      query: (queryArg) => ({
        url: `/employee/actions/block-or-unblock/${queryArg.userId}`,
        method: 'PATCH',
        body: queryArg.blockBody,
      }),
    }),
    all: build.query<AllApiResponse, AllApiArg>({
      query: (queryArg) => ({
        url: `/employee/all`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          without_deactivated: queryArg.withoutDeactivated,
        },
      }),
    }),
    byZoordinates: build.mutation<ByZoordinatesApiResponse, ByZoordinatesApiArg>({
      query: (queryArg) => ({ url: `/employee/by_zoordinates`, method: 'POST', body: queryArg.byZoordinatesBody }),
    }),
    getSverkerUsers: build.query<GetSverkerUsersApiResponse, GetSverkerUsersApiArg>({
      query: (queryArg) => ({
        url: `/employee/get_sverker_users`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    idpCallback: build.mutation<IdpCallbackApiResponse, IdpCallbackApiArg>({
      query: (queryArg) => ({ url: `/employee/idp/callback`, method: 'POST', body: queryArg.idpCallbackRequest }),
    }),
    idpLogin: build.mutation<IdpLoginApiResponse, IdpLoginApiArg>({
      query: (queryArg) => ({ url: `/employee/idp/login`, method: 'POST', body: queryArg.idpLoginRequest }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/employee/login`, method: 'POST', body: queryArg.loginRequest }),
    }),
    loginValidate: build.mutation<LoginValidateApiResponse, LoginValidateApiArg>({
      query: (queryArg) => ({ url: `/employee/login/validate`, method: 'POST', body: queryArg.validateLoginRequest }),
    }),
    me: build.query<MeApiResponse, MeApiArg>({
      query: () => ({ url: `/employee/me` }),
    }),
    getMySettings: build.query<GetMySettingsApiResponse, GetMySettingsApiArg>({
      query: () => ({ url: `/employee/my-settings` }),
    }),
    saveMySettings: build.mutation<SaveMySettingsApiResponse, SaveMySettingsApiArg>({
      query: (queryArg) => ({ url: `/employee/my-settings`, method: 'POST', body: queryArg.mySettingsChange }),
    }),
    roles: build.query<RolesApiResponse, RolesApiArg>({
      query: () => ({ url: `/employee/roles` }),
    }),
    searchEmployees: build.mutation<SearchEmployeesApiResponse, SearchEmployeesApiArg>({
      query: (queryArg) => ({ url: `/employee/search`, method: 'POST', body: queryArg.employeeSearchBody }),
    }),
    zoordinates: build.query<ZoordinatesApiResponse, ZoordinatesApiArg>({
      query: () => ({ url: `/employee/zoordinates` }),
    }),
    getEmployee: build.query<GetEmployeeApiResponse, GetEmployeeApiArg>({
      query: (queryArg) => ({ url: `/employee/${queryArg.userId}` }),
    }),
    updateEmployee: build.mutation<UpdateEmployeeApiResponse, UpdateEmployeeApiArg>({
      query: (queryArg) => ({ url: `/employee/${queryArg.userId}`, method: 'PUT', body: queryArg.updateEmployeeBody }),
    }),
    employeeChanges: build.query<EmployeeChangesApiResponse, EmployeeChangesApiArg>({
      query: (queryArg) => ({
        url: `/employee/${queryArg.userId}/changes`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    acceptInsuranceTerms: build.mutation<AcceptInsuranceTermsApiResponse, AcceptInsuranceTermsApiArg>({
      query: (queryArg) => ({ url: `/insurance/api/accept-terms`, method: 'POST', body: queryArg.confirmTermsBody }),
    }),
    insuranceSalesReport: build.query<InsuranceSalesReportApiResponse, InsuranceSalesReportApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/admin/sales-report`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          format: queryArg.format,
          country: queryArg.country,
        },
      }),
    }),
    stopVippsAgreement: build.mutation<StopVippsAgreementApiResponse, StopVippsAgreementApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/admin/vipps/cancel/mandate/${queryArg.id}/${queryArg.agreementId}`,
        method: 'PUT',
      }),
    }),
    lastVippsCharge: build.query<LastVippsChargeApiResponse, LastVippsChargeApiArg>({
      query: (queryArg) => ({ url: `/insurance/api/admin/vipps/last-charge/${queryArg.id}` }),
    }),
    canSignup: build.mutation<CanSignupApiResponse, CanSignupApiArg>({
      query: (queryArg) => ({ url: `/insurance/api/can-signup`, method: 'POST', body: queryArg.canSignUpBody }),
    }),
    cancelInsurance: build.mutation<CancelInsuranceApiResponse, CancelInsuranceApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/cancel-insurance`,
        method: 'PUT',
        body: queryArg.cancelInsuranceBody,
      }),
    }),
    cancelInsuranceCauses: build.query<CancelInsuranceCausesApiResponse, CancelInsuranceCausesApiArg>({
      query: () => ({ url: `/insurance/api/cancel-insurance-causes` }),
    }),
    cancellationAlerts: build.query<CancellationAlertsApiResponse, CancellationAlertsApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/cancellation-alerts`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          insurance_id: queryArg.insuranceId,
          alert_type: queryArg.alertType,
        },
      }),
    }),
    createInsurance: build.mutation<CreateInsuranceApiResponse, CreateInsuranceApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/create-insurance`,
        method: 'POST',
        body: queryArg.createInsuranceBody,
      }),
    }),
    customersInsurances: build.mutation<CustomersInsurancesApiResponse, CustomersInsurancesApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/customers_insurances`,
        method: 'POST',
        body: queryArg.customersInsurancesBody,
      }),
    }),
    createInsuranceUser: build.mutation<CreateInsuranceUserApiResponse, CreateInsuranceUserApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/ext_users/create`,
        method: 'POST',
        body: queryArg.insuranceUserBody,
      }),
    }),
    deleteInsuranceUser: build.mutation<DeleteInsuranceUserApiResponse, DeleteInsuranceUserApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/ext_users/delete`,
        method: 'POST',
        body: queryArg.insuranceUserIdBody,
      }),
    }),
    insurancesByCustomer: build.query<InsurancesByCustomerApiResponse, InsurancesByCustomerApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/get_insurances_by_customer_id`,
        params: {
          customer_id: queryArg.customerId,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    insuranceHealth: build.query<InsuranceHealthApiResponse, InsuranceHealthApiArg>({
      query: () => ({ url: `/insurance/api/health` }),
    }),
    insuranceStatuses: build.query<InsuranceStatusesApiResponse, InsuranceStatusesApiArg>({
      query: () => ({ url: `/insurance/api/insurance-statuses` }),
    }),
    insuranceTypes: build.query<InsuranceTypesApiResponse, InsuranceTypesApiArg>({
      query: () => ({ url: `/insurance/api/insurance-types` }),
    }),
    encryptedInsuranceId: build.query<EncryptedInsuranceIdApiResponse, EncryptedInsuranceIdApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/insurance/encrypted_id`,
        params: {
          insurance_id: queryArg.insuranceId,
        },
      }),
    }),
    getInsurance: build.query<GetInsuranceApiResponse, GetInsuranceApiArg>({
      query: (queryArg) => ({ url: `/insurance/api/insurance/slim/${queryArg.id}` }),
    }),
    insuranceEvents: build.query<InsuranceEventsApiResponse, InsuranceEventsApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/insurance/${queryArg.id}/events`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    insurancePayments: build.query<InsurancePaymentsApiResponse, InsurancePaymentsApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/insurance/${queryArg.id}/payments`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    listInsurances: build.query<ListInsurancesApiResponse, ListInsurancesApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/insurances`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          substatus: queryArg.substatus,
          insurance_group: queryArg.insuranceGroup,
          country: queryArg.country,
          customer_id: queryArg.customerId,
          mine: queryArg.mine,
        },
      }),
    }),
    insurancesListInactive: build.mutation<InsurancesListInactiveApiResponse, InsurancesListInactiveApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/insurances-list-inactive`,
        method: 'POST',
        body: queryArg.inactiveListBody,
      }),
    }),
    mandateLink: build.query<MandateLinkApiResponse, MandateLinkApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/mandate-link`,
        params: {
          insurance_id: queryArg.insuranceId,
        },
      }),
    }),
    maxAmount: build.query<MaxAmountApiResponse, MaxAmountApiArg>({
      query: (queryArg) => ({ url: `/insurance/api/max-amount/${queryArg.insuranceGroup}/${queryArg.customerId}` }),
    }),
    myInsurancesSlim: build.query<MyInsurancesSlimApiResponse, MyInsurancesSlimApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/my-insurances/slim`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    refundPayment: build.mutation<RefundPaymentApiResponse, RefundPaymentApiArg>({
      query: (queryArg) => ({ url: `/insurance/api/refund`, method: 'POST', body: queryArg.refundBody }),
    }),
    insuranceReport: build.query<InsuranceReportApiResponse, InsuranceReportApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/reports/${queryArg.report}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          format: queryArg.format,
        },
      }),
    }),
    followNewMandateLink: build.query<FollowNewMandateLinkApiResponse, FollowNewMandateLinkApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/request-new-mandate`,
        params: {
          id: queryArg.id,
        },
      }),
    }),
    requestNewMandateEmail: build.mutation<RequestNewMandateEmailApiResponse, RequestNewMandateEmailApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/request-new-mandate-email`,
        method: 'POST',
        body: queryArg.insuranceIdBody,
      }),
    }),
    resendEmail: build.mutation<ResendEmailApiResponse, ResendEmailApiArg>({
      query: (queryArg) => ({ url: `/insurance/api/resend-email`, method: 'POST', body: queryArg.insuranceIdBody }),
    }),
    resendInvitationEmail: build.mutation<ResendInvitationEmailApiResponse, ResendInvitationEmailApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/resend-invitation-email`,
        method: 'POST',
        body: queryArg.insuranceIdBody,
      }),
    }),
    insuranceRules: build.query<InsuranceRulesApiResponse, InsuranceRulesApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/rules`,
        params: {
          country: queryArg.country,
        },
      }),
    }),
    searchInsurances: build.query<SearchInsurancesApiResponse, SearchInsurancesApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/search`,
        params: {
          q: queryArg.q,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    winbackFeedback: build.mutation<WinbackFeedbackApiResponse, WinbackFeedbackApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/winback_feedback`,
        method: 'POST',
        body: queryArg.winbackFeedbackBody,
      }),
    }),
    winbackable: build.query<WinbackableApiResponse, WinbackableApiArg>({
      query: (queryArg) => ({
        url: `/insurance/api/winbackable`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          country: queryArg.country,
          insurance_group: queryArg.insuranceGroup,
        },
      }),
    }),
    assignLead: build.mutation<AssignLeadApiResponse, AssignLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/assign/${queryArg.id}`, method: 'POST', body: queryArg.assignLeadRequest }),
    }),
    convertLead: build.mutation<ConvertLeadApiResponse, ConvertLeadApiArg>({
      query: (queryArg) => ({
        url: `/lead/convert_and_mark_handled/${queryArg.id}`,
        method: 'POST',
        body: queryArg.convertLeadRequest,
      }),
    }),
    createLead: build.mutation<CreateLeadApiResponse, CreateLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/create`, method: 'POST', body: queryArg.createLeadRequest }),
    }),
    getLead: build.query<GetLeadApiResponse, GetLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/get/${queryArg.id}` }),
    }),
    handleLead: build.mutation<HandleLeadApiResponse, HandleLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/handle/${queryArg.id}`, method: 'POST' }),
    }),
    listLeads: build.query<ListLeadsApiResponse, ListLeadsApiArg>({
      query: (queryArg) => ({
        url: `/lead/list`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          include_failed: queryArg.includeFailed,
          include_handled: queryArg.includeHandled,
          unassigned_only: queryArg.unassignedOnly,
        },
      }),
    }),
    listMyLeads: build.query<ListMyLeadsApiResponse, ListMyLeadsApiArg>({
      query: (queryArg) => ({
        url: `/lead/list/mine`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          include_handled: queryArg.includeHandled,
        },
      }),
    }),
    reprocessSubmissions: build.mutation<ReprocessSubmissionsApiResponse, ReprocessSubmissionsApiArg>({
      query: (queryArg) => ({
        url: `/lead/reprocess-submissions`,
        method: 'POST',
        body: queryArg.reprocessSubmissionsRequest,
      }),
    }),
    searchLeads: build.query<SearchLeadsApiResponse, SearchLeadsApiArg>({
      query: (queryArg) => ({
        url: `/lead/search/${queryArg.text}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    unhandleLead: build.mutation<UnhandleLeadApiResponse, UnhandleLeadApiArg>({
      query: (queryArg) => ({ url: `/lead/unhandle/${queryArg.id}`, method: 'POST' }),
    }),
    allMeetings: build.mutation<AllMeetingsApiResponse, AllMeetingsApiArg>({
      query: (queryArg) => ({ url: `/meeting/all`, method: 'POST', body: queryArg.meetingsBetweenRequest }),
    }),
    availableSlots: build.query<AvailableSlotsApiResponse, AvailableSlotsApiArg>({
      query: (queryArg) => ({
        url: `/meeting/available/${queryArg.day}`,
        params: {
          country: queryArg.country,
          handler_id: queryArg.handlerId,
        },
      }),
    }),
    cancelMeeting: build.mutation<CancelMeetingApiResponse, CancelMeetingApiArg>({
      query: (queryArg) => ({ url: `/meeting/cancel/${queryArg.id}`, method: 'DELETE' }),
    }),
    createMeeting: build.mutation<CreateMeetingApiResponse, CreateMeetingApiArg>({
      query: (queryArg) => ({ url: `/meeting/create`, method: 'POST', body: queryArg.createMeetingRequest }),
    }),
    meetingsOf: build.mutation<MeetingsOfApiResponse, MeetingsOfApiArg>({
      query: (queryArg) => ({ url: `/meeting/get`, method: 'POST', body: queryArg.meetingsOfRequest }),
    }),
    getMeeting: build.query<GetMeetingApiResponse, GetMeetingApiArg>({
      query: (queryArg) => ({ url: `/meeting/get/${queryArg.id}` }),
    }),
    myMeetings: build.mutation<MyMeetingsApiResponse, MyMeetingsApiArg>({
      query: (queryArg) => ({ url: `/meeting/mine`, method: 'POST', body: queryArg.meetingsBetweenRequest }),
    }),
    updateMeeting: build.mutation<UpdateMeetingApiResponse, UpdateMeetingApiArg>({
      query: (queryArg) => ({
        url: `/meeting/update/${queryArg.id}`,
        method: 'POST',
        body: queryArg.updateMeetingRequest,
      }),
    }),
    listAttachments: build.query<ListAttachmentsApiResponse, ListAttachmentsApiArg>({
      query: (queryArg) => ({
        url: `/message/attachments/all`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    uploadAttachment: build.mutation<UploadAttachmentApiResponse, UploadAttachmentApiArg>({
      query: (queryArg) => ({ url: `/message/attachments/upload`, method: 'POST', body: queryArg.body }),
    }),
    messagesByApplication: build.query<MessagesByApplicationApiResponse, MessagesByApplicationApiArg>({
      query: (queryArg) => ({
        url: `/message/by-application/${queryArg.applicationIdOrLeadId}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    messagesByCustomer: build.mutation<MessagesByCustomerApiResponse, MessagesByCustomerApiArg>({
      query: (queryArg) => ({
        url: `/message/by-customer`,
        method: 'POST',
        body: queryArg.messagesByCustomerBody,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    messagesByUser: build.query<MessagesByUserApiResponse, MessagesByUserApiArg>({
      query: (queryArg) => ({
        url: `/message/by-user`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    listConversations: build.query<ListConversationsApiResponse, ListConversationsApiArg>({
      query: () => ({ url: `/message/conversations` }),
    }),
    saveConversations: build.mutation<SaveConversationsApiResponse, SaveConversationsApiArg>({
      query: (queryArg) => ({ url: `/message/conversations`, method: 'POST', body: queryArg.saveConversationsBody }),
    }),
    conversationsStream: build.query<ConversationsStreamApiResponse, ConversationsStreamApiArg>({
      query: () => ({ url: `/message/conversations/stream` }),
    }),
    sendSms: build.mutation<SendSmsApiResponse, SendSmsApiArg>({
      query: (queryArg) => ({ url: `/message/send/sms`, method: 'POST', body: queryArg.sendSmsBody }),
    }),
    sendTemplate: build.mutation<SendTemplateApiResponse, SendTemplateApiArg>({
      query: (queryArg) => ({ url: `/message/send/template`, method: 'POST', body: queryArg.sendTemplateBody }),
    }),
    unknownSenders: build.query<UnknownSendersApiResponse, UnknownSendersApiArg>({
      query: (queryArg) => ({
        url: `/message/sms/unknown-sender`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    attachUnknownSender: build.mutation<AttachUnknownSenderApiResponse, AttachUnknownSenderApiArg>({
      query: (queryArg) => ({
        url: `/message/sms/unknown-sender/attach`,
        method: 'POST',
        body: queryArg.attachSenderRequest,
      }),
    }),
    saveTemplate: build.mutation<SaveTemplateApiResponse, SaveTemplateApiArg>({
      query: (queryArg) => ({ url: `/message/template/add`, method: 'POST', body: queryArg.templateInput }),
    }),
    templateCatalogue: build.query<TemplateCatalogueApiResponse, TemplateCatalogueApiArg>({
      query: () => ({ url: `/message/template/link-vars` }),
    }),
    listTemplates: build.query<ListTemplatesApiResponse, ListTemplatesApiArg>({
      query: (queryArg) => ({
        url: `/message/template/list/${queryArg['type']}`,
        params: {
          country: queryArg.country,
          product: queryArg.product,
          event: queryArg.event,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    previewTemplate: build.mutation<PreviewTemplateApiResponse, PreviewTemplateApiArg>({
      query: (queryArg) => ({ url: `/message/template/preview`, method: 'POST', body: queryArg.templateInput }),
    }),
    getTemplate: build.query<GetTemplateApiResponse, GetTemplateApiArg>({
      query: (queryArg) => ({
        url: `/message/template/${queryArg['type']}/${queryArg.country}/${queryArg.product}/${queryArg.event}`,
      }),
    }),
    deleteTemplate: build.mutation<DeleteTemplateApiResponse, DeleteTemplateApiArg>({
      query: (queryArg) => ({
        url: `/message/template/${queryArg['type']}/${queryArg.country}/${queryArg.product}/${queryArg.event}`,
        method: 'DELETE',
      }),
    }),
    kalpSettings: build.query<KalpSettingsApiResponse, KalpSettingsApiArg>({
      query: (queryArg) => ({ url: `/mortgage/kalp/settings/${queryArg.country}` }),
    }),
    updateKalpSettings: build.mutation<UpdateKalpSettingsApiResponse, UpdateKalpSettingsApiArg>({
      query: (queryArg) => ({
        url: `/mortgage/kalp/settings/${queryArg.country}`,
        method: 'PUT',
        body: queryArg.updateKalpSettingsRequest,
      }),
    }),
    calculateTax: build.mutation<CalculateTaxApiResponse, CalculateTaxApiArg>({
      query: (queryArg) => ({ url: `/mortgage/tax-calculation`, method: 'POST', body: queryArg.taxCalculationRequest }),
    }),
    taxRules: build.query<TaxRulesApiResponse, TaxRulesApiArg>({
      query: (queryArg) => ({ url: `/mortgage/taxes/${queryArg.country}` }),
    }),
    myConsents: build.query<MyConsentsApiResponse, MyConsentsApiArg>({
      query: () => ({ url: `/my-pages/consents` }),
    }),
    saveMyConsents: build.mutation<SaveMyConsentsApiResponse, SaveMyConsentsApiArg>({
      query: (queryArg) => ({ url: `/my-pages/consents`, method: 'POST', body: queryArg.saveConsentsBody }),
    }),
    contentSettings: build.query<ContentSettingsApiResponse, ContentSettingsApiArg>({
      query: (queryArg) => ({
        url: `/my-pages/content-settings`,
        params: {
          country: queryArg.country,
        },
      }),
    }),
    myDebtRegister: build.query<MyDebtRegisterApiResponse, MyDebtRegisterApiArg>({
      query: () => ({ url: `/my-pages/debt-register` }),
    }),
    checkDebtRegisterConsent: build.mutation<CheckDebtRegisterConsentApiResponse, CheckDebtRegisterConsentApiArg>({
      query: () => ({ url: `/my-pages/debt-register/check-consent`, method: 'POST' }),
    }),
    startDebtRegisterConsent: build.mutation<StartDebtRegisterConsentApiResponse, StartDebtRegisterConsentApiArg>({
      query: (queryArg) => ({
        url: `/my-pages/debt-register/consent`,
        method: 'POST',
        body: queryArg.startConsentRequest,
      }),
    }),
    withdrawDebtRegisterConsent: build.mutation<
      WithdrawDebtRegisterConsentApiResponse,
      WithdrawDebtRegisterConsentApiArg
    >({
      query: () => ({ url: `/my-pages/debt-register/consent`, method: 'DELETE' }),
    }),
    completeDebtRegisterConsent: build.mutation<
      CompleteDebtRegisterConsentApiResponse,
      CompleteDebtRegisterConsentApiArg
    >({
      query: (queryArg) => ({
        url: `/my-pages/debt-register/consent/complete`,
        method: 'POST',
        body: queryArg.completeConsentBody,
      }),
    }),
    renewDebtRegister: build.mutation<RenewDebtRegisterApiResponse, RenewDebtRegisterApiArg>({
      query: () => ({ url: `/my-pages/debt-register/renew`, method: 'POST' }),
    }),
    myIdCheck: build.query<MyIdCheckApiResponse, MyIdCheckApiArg>({
      query: () => ({ url: `/my-pages/id-check` }),
    }),
    idLogin: build.mutation<IdLoginApiResponse, IdLoginApiArg>({
      query: (queryArg) => ({ url: `/my-pages/id-login`, method: 'POST', body: queryArg.idLoginBody }),
    }),
    cancel: build.mutation<CancelApiResponse, CancelApiArg>({
      query: (queryArg) => ({ url: `/my-pages/id-login/cancel`, method: 'POST', body: queryArg.ticketBody }),
    }),
    exchange: build.mutation<ExchangeApiResponse, ExchangeApiArg>({
      query: (queryArg) => ({ url: `/my-pages/id-login/exchange`, method: 'POST', body: queryArg.ticketBody }),
    }),
    qrCode: build.query<QrCodeApiResponse, QrCodeApiArg>({
      query: (queryArg) => ({
        url: `/my-pages/id-login/qr-code`,
        params: {
          ticket_id: queryArg.ticketId,
        },
      }),
    }),
    insuranceByEncryptedId: build.query<InsuranceByEncryptedIdApiResponse, InsuranceByEncryptedIdApiArg>({
      query: (queryArg) => ({
        url: `/my-pages/insurance/by-encrypted-id`,
        params: {
          id: queryArg.id,
        },
      }),
    }),
    confirmInsuranceTerms: build.mutation<ConfirmInsuranceTermsApiResponse, ConfirmInsuranceTermsApiArg>({
      query: (queryArg) => ({
        url: `/my-pages/insurance/confirm-terms`,
        method: 'POST',
        body: queryArg.confirmTermsBody,
      }),
    }),
    signUpForInsurance: build.mutation<SignUpForInsuranceApiResponse, SignUpForInsuranceApiArg>({
      query: (queryArg) => ({ url: `/my-pages/insurance/sign-up`, method: 'POST', body: queryArg.signUpBody }),
    }),
    myInsurances: build.query<MyInsurancesApiResponse, MyInsurancesApiArg>({
      query: (queryArg) => ({
        url: `/my-pages/insurances`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    myInsurance: build.query<MyInsuranceApiResponse, MyInsuranceApiArg>({
      query: (queryArg) => ({ url: `/my-pages/insurances/${queryArg.id}` }),
    }),
    requestNewMandate: build.mutation<RequestNewMandateApiResponse, RequestNewMandateApiArg>({
      query: (queryArg) => ({
        url: `/my-pages/insurances/${queryArg.id}/new-mandate`,
        method: 'POST',
        body: queryArg.newMandateBody,
      }),
    }),
    myPagesMe: build.query<MyPagesMeApiResponse, MyPagesMeApiArg>({
      query: () => ({ url: `/my-pages/me` }),
    }),
    acknowledge: build.mutation<AcknowledgeApiResponse, AcknowledgeApiArg>({
      query: (queryArg) => ({ url: `/notification/acknowledge`, method: 'POST', body: queryArg.acknowledgeRequest }),
    }),
    listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
      query: (queryArg) => ({
        url: `/notification/list`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          status: queryArg.status,
          notification_type: queryArg.notificationType,
        },
      }),
    }),
    wsToken: build.query<WsTokenApiResponse, WsTokenApiArg>({
      query: () => ({ url: `/notification/ws-token` }),
    }),
    setPartnerPassword: build.mutation<SetPartnerPasswordApiResponse, SetPartnerPasswordApiArg>({
      query: (queryArg) => ({ url: `/partner/set-password`, method: 'POST', body: queryArg.setPartnerPasswordBody }),
    }),
    listPartnerUsers: build.query<ListPartnerUsersApiResponse, ListPartnerUsersApiArg>({
      query: (queryArg) => ({
        url: `/partner/users`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    createPartnerUser: build.mutation<CreatePartnerUserApiResponse, CreatePartnerUserApiArg>({
      query: (queryArg) => ({ url: `/partner/users`, method: 'POST', body: queryArg.partnerUserBody }),
    }),
    getPartnerUser: build.query<GetPartnerUserApiResponse, GetPartnerUserApiArg>({
      query: (queryArg) => ({ url: `/partner/users/${queryArg.userId}` }),
    }),
    updatePartnerUser: build.mutation<UpdatePartnerUserApiResponse, UpdatePartnerUserApiArg>({
      query: (queryArg) => ({
        url: `/partner/users/${queryArg.userId}`,
        method: 'PUT',
        body: queryArg.updatePartnerUserBody,
      }),
    }),
    sendPasswordLink: build.mutation<SendPasswordLinkApiResponse, SendPasswordLinkApiArg>({
      query: (queryArg) => ({ url: `/partner/users/${queryArg.userId}/password-link`, method: 'POST' }),
    }),
    createProperty: build.mutation<CreatePropertyApiResponse, CreatePropertyApiArg>({
      query: (queryArg) => ({
        url: `/property/create/${queryArg.applicationId}`,
        method: 'POST',
        body: queryArg.savePropertyRequest,
      }),
    }),
    getProperty: build.query<GetPropertyApiResponse, GetPropertyApiArg>({
      query: (queryArg) => ({ url: `/property/get/${queryArg.applicationId}` }),
    }),
    updateProperty: build.mutation<UpdatePropertyApiResponse, UpdatePropertyApiArg>({
      query: (queryArg) => ({
        url: `/property/update/${queryArg.applicationId}`,
        method: 'PUT',
        body: queryArg.savePropertyRequest,
      }),
    }),
    valuateProperty: build.mutation<ValuatePropertyApiResponse, ValuatePropertyApiArg>({
      query: (queryArg) => ({ url: `/property/valuation/${queryArg.applicationId}`, method: 'POST' }),
    }),
    setScheduleDay: build.mutation<SetScheduleDayApiResponse, SetScheduleDayApiArg>({
      query: (queryArg) => ({ url: `/schedule`, method: 'POST', body: queryArg.setScheduleDayRequest }),
    }),
    scheduleOfDay: build.query<ScheduleOfDayApiResponse, ScheduleOfDayApiArg>({
      query: (queryArg) => ({
        url: `/schedule/${queryArg.day}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    scheduleOfDesk: build.query<ScheduleOfDeskApiResponse, ScheduleOfDeskApiArg>({
      query: (queryArg) => ({
        url: `/schedule/${queryArg.day}/${queryArg.product}/${queryArg.country}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as zrmApi };
export type AcceptOfferApiResponse =
  /** status 200 Accepted: the application ACCEPTED, the bank ACCEPTED, the other banks DECLINED */ ApplicationBanks;
export type AcceptOfferApiArg = {
  acceptOfferRequest: AcceptOfferRequest;
};
export type ReviewAmlApiResponse =
  /** status 201 Recorded; the newest review decides whether the application may be disbursed */ AmlReview;
export type ReviewAmlApiArg = {
  amlReviewRequest: AmlReviewRequest;
};
export type ListAmlReviewsApiResponse = /** status 200 undefined */ AmlReviewPage;
export type ListAmlReviewsApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type AssignApplicationApiResponse = /** status 200 undefined */ Application;
export type AssignApplicationApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  assignApplicationRequest: AssignApplicationRequest;
};
export type ListBankMessagesApiResponse = /** status 200 undefined */ BankMessagePage;
export type ListBankMessagesApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  /** Only this bank's messages; every bank's when absent. */
  bankId?: number;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type ApplicationBanksApiResponse = /** status 200 undefined */ ApplicationBanks;
export type ApplicationBanksApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
};
export type CancelAtBankApiResponse =
  /** status 200 Withdrawn: the bank CANCELLED, its open offers DECLINED, an OFFERED application with no open offer left COMPLETE again */ ApplicationBanks;
export type CancelAtBankApiArg = {
  cancelAtBankRequest: CancelAtBankRequest;
};
export type ListCommentsApiResponse = /** status 200 undefined */ ApplicationCommentPage;
export type ListCommentsApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type AddCommentApiResponse = /** status 201 Written; also in the application's history */ ApplicationComment;
export type AddCommentApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  commentRequest: CommentRequest;
};
export type CommentToBankApiResponse = /** status 201 Sent; also in the application's history */ BankMessage;
export type CommentToBankApiArg = {
  commentToBankRequest: CommentToBankRequest;
};
export type CreateApplicationApiResponse = /** status 201 Created as DRAFT, assigned to you */ Application;
export type CreateApplicationApiArg = {
  createApplicationRequest: CreateApplicationRequest;
};
export type RequestDeactivationApiResponse =
  /** status 201 Asked; waiting for a mortgage admin's review */ DeactivationRequest;
export type RequestDeactivationApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  deactivateRequest: DeactivateRequest;
};
export type DeactivationReasonsApiResponse = /** status 200 undefined */ OptionList;
export type DeactivationReasonsApiArg = {
  /** The labels' language: `en` (default), `sv` or `nb`. */
  language?: 'en' | 'sv' | 'nb';
};
export type PendingReviewsApiResponse = /** status 200 undefined */ DeactivationRequestPage;
export type PendingReviewsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type ReviewDeactivationApiResponse =
  /** status 200 Decided; approved, the application is deactivated */ DeactivationRequest;
export type ReviewDeactivationApiArg = {
  /** Deactivation request id */
  requestId: number;
  reviewRequest: ReviewRequest;
};
export type DocumentToBankApiResponse = /** status 201 Shared; also in the application's history */ BankMessage;
export type DocumentToBankApiArg = {
  documentToBankRequest: DocumentToBankRequest;
};
export type ApplicationDocumentsApiResponse =
  /** status 200 The documents attached to the application, newest first */ DocumentPage;
export type ApplicationDocumentsApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type UploadApplicationDocumentApiResponse =
  /** status 201 Saved for the applicant and attached to the application */ DocumentMeta;
export type UploadApplicationDocumentApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  customerId: number;
  documentType:
    | 'id_document'
    | 'payslip'
    | 'employment_certificate'
    | 'tax_return'
    | 'loan_statement'
    | 'valuation'
    | 'purchase_contract'
    | 'other';
  body: {
    /** A PDF, PNG or JPEG file of at most 10 MB. */
    file: Blob;
  };
};
export type DownloadApplicationDocumentApiResponse =
  /** status 200 The content, as a download named as uploaded */ string;
export type DownloadApplicationDocumentApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  /** The applicant's customer id */
  customerId: number;
  /** Document id */
  documentId: number;
};
export type DuplicateApplicationApiResponse =
  /** status 201 The copy, DRAFT, assigned to you; `core.application.created` published */ Application;
export type DuplicateApplicationApiArg = {
  applicationIdRequest: ApplicationIdRequest;
};
export type GetApplicationApiResponse = /** status 200 undefined */ Application;
export type GetApplicationApiArg = {
  applicationIdRequest: ApplicationIdRequest;
};
export type MyApplicationsApiResponse = /** status 200 undefined */ ApplicationPage;
export type MyApplicationsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type RecentApplicationsApiResponse =
  /** status 200 The applications the caller opened last, most recent first */ ApplicationList;
export type RecentApplicationsApiArg = {
  /** How many, most recent first (1 to 20, default 10). */
  limit?: number;
};
export type ApplicationEventsApiResponse = /** status 200 undefined */ ApplicationEventPage;
export type ApplicationEventsApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type GetApplicationsApiResponse =
  /** status 200 The applications that exist, in the order asked */ ApplicationList;
export type GetApplicationsApiArg = {
  applicationIdsRequest: ApplicationIdsRequest;
};
export type InviteApplicantApiResponse = /** status 201 Sent; also in the application's history */ Invitation;
export type InviteApplicantApiArg = {
  inviteRequest: InviteRequest;
};
export type ResendInvitationApiResponse = /** status 200 Sent again */ Invitation;
export type ResendInvitationApiArg = {
  /** The invitation to send again */
  invitationId: number;
  resendInvitationRequest: ResendInvitationRequest;
};
export type ListInvitationsApiResponse = /** status 200 undefined */ InvitationPage;
export type ListInvitationsApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type LeftToLiveApiResponse = /** status 200 undefined */ LeftToLive;
export type LeftToLiveApiArg = {
  leftToLiveRequest: LeftToLiveRequest;
};
export type LoanTypesApiResponse = /** status 200 undefined */ OptionList;
export type LoanTypesApiArg = {
  /** `SE` or `NO` */
  country: string;
  /** The labels' language: `en` (default), `sv` or `nb`. */
  language?: 'en' | 'sv' | 'nb';
};
export type RecordOfferApiResponse = /** status 201 Recorded: the bank ONGOING, a COMPLETE application OFFERED */ Offer;
export type RecordOfferApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  recordOfferRequest: RecordOfferRequest;
};
export type ApplicationPrefsApiResponse = /** status 200 undefined */ ApplicationPrefs;
export type ApplicationPrefsApiArg = {
  /** `SE` or `NO`. */
  country: string;
  /** The labels' language: `en` (default), `sv` or `nb`. */
  language?: 'en' | 'sv' | 'nb';
};
export type ReactivateApplicationApiResponse = /** status 200 Active again */ Application;
export type ReactivateApplicationApiArg = {
  applicationIdRequest: ApplicationIdRequest;
};
export type CustomerApplicationsApiResponse =
  /** status 200 The customer's applications (as any applicant), newest first */ ApplicationPage;
export type CustomerApplicationsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  customerApplicationsRequest: CustomerApplicationsRequest;
};
export type SearchApplicationsByPersonApiResponse =
  /** status 200 The applications of the people found, newest first */ ApplicationSearchPage;
export type SearchApplicationsByPersonApiArg = {
  text?: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type SearchApplicationsApiResponse = /** status 200 undefined */ ApplicationPage;
export type SearchApplicationsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  searchApplicationsRequest: SearchApplicationsRequest;
};
export type SendToBanksApiResponse =
  /** status 200 Every bank the application was sent to (new ones NEW) */ ApplicationBanks;
export type SendToBanksApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  sendToBanksRequest: SendToBanksRequest;
};
export type UpdateApplicationApiResponse = /** status 200 The application as changed */ Application;
export type UpdateApplicationApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  updateApplicationRequest: UpdateApplicationRequest;
};
export type GetApplicationsV2ApiResponse =
  /** status 200 The applications that exist, and the reference numbers that name none */ ApplicationsFound;
export type GetApplicationsV2ApiArg = {
  applicationIdsRequest: ApplicationIdsRequest;
};
export type BankidNoCallbackApiResponse = unknown;
export type BankidNoCallbackApiArg = {
  /** The authorization code */
  code?: string;
  /** The state the login was started with */
  state: string;
  /** Why the provider ended the login */
  error?: string;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type AllBanksApiResponse = /** status 200 undefined */ BankList;
export type AllBanksApiArg = {
  /** `SE` or `NO`; absent: every country. */
  country?: 'SE' | 'NO';
};
export type AllIntegrationsApiResponse = /** status 200 undefined */ BankIntegrationList;
export type AllIntegrationsApiArg = {
  /** `SE` or `NO`; absent: every country. */
  country?: 'SE' | 'NO';
  /** A product code, e.g. `MO`; absent: every product. */
  product?: string;
};
export type BankApplicationApiResponse = /** status 200 undefined */ BankApplicationView;
export type BankApplicationApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  /** One of the partner's banks' countries. */
  country: CountryCode;
  /** One of the partner's banks' products. */
  product: PortalProduct;
};
export type CommentApiResponse =
  /** status 200 The comment is with the lender (the application's messages with banks) */ BankApplicationView;
export type CommentApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  bankCommentRequest: BankCommentRequest;
};
export type DisburseApiResponse =
  /** status 200 Paid out: the bank and the application DISBURSED, the advisor told */ BankApplicationView;
export type DisburseApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  portalBank: PortalBank;
};
export type DownloadBankDocumentApiResponse = /** status 200 The content, as a download named as uploaded */ string;
export type DownloadBankDocumentApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  /** The applicant's customer id */
  customerId: number;
  /** Document id */
  documentId: number;
  /** One of the partner's banks' countries. */
  country: CountryCode;
  /** One of the partner's banks' products. */
  product: PortalProduct;
};
export type MakeOfferApiResponse =
  /** status 200 The offer made: the bank ONGOING, a COMPLETE application OFFERED, the advisor told */ BankApplicationView;
export type MakeOfferApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  bankOfferRequest: BankOfferRequest;
};
export type RejectApiResponse =
  /** status 200 Declined: DECLINED at the bank, its open offers declined */ BankApplicationView;
export type RejectApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  rejectRequest: RejectRequest;
};
export type TakeUpApiResponse = /** status 200 Taken up: ONGOING at the bank */ BankApplicationView;
export type TakeUpApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  portalBank: PortalBank;
};
export type BankApplicationsApiResponse =
  /** status 200 Newest sent first; no total (a full page may have more) */ BankApplicationPage;
export type BankApplicationsApiArg = {
  bankApplicationsRequest: BankApplicationsRequest;
};
export type GetBankApiResponse = /** status 200 undefined */ BankDetails;
export type GetBankApiArg = {
  bankIdRequest: BankIdRequest;
};
export type GetIntegrationsApiResponse = /** status 200 undefined */ BankIntegrationList;
export type GetIntegrationsApiArg = {
  bankIdRequest: BankIdRequest;
};
export type BankLoginApiResponse = /** status 200 Password accepted; a one-time code was e-mailed */ LoginChallenge;
export type BankLoginApiArg = {
  bankLoginRequest: BankLoginRequest;
};
export type BankLoginValidateApiResponse = /** status 200 Signed in on the bank platform */ SignedIn;
export type BankLoginValidateApiArg = {
  validateLoginRequest: ValidateLoginRequest;
};
export type CustomerAuditApiResponse = /** status 200 undefined */ AuditPage;
export type CustomerAuditApiArg = {
  /** Customer id */
  id: number;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type BlockCustomerApiResponse = /** status 200 The customer, blocked */ Customer;
export type BlockCustomerApiArg = {
  blockRequest: BlockRequest;
};
export type BlocksChecksApiResponse = /** status 200 undefined */ BlockState;
export type BlocksChecksApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type CustomerChecksApiResponse = /** status 200 undefined */ CheckPage;
export type CustomerChecksApiArg = {
  /** Customer id */
  id: number;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type GetConsentsApiResponse = /** status 200 undefined */ Consents;
export type GetConsentsApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type CreateCustomerApiResponse = /** status 201 Registered */ Customer;
export type CreateCustomerApiArg = {
  createCustomerRequest: CreateCustomerRequest;
};
export type CreditCheckApiResponse = /** status 200 The credit bureau's decision */ Check;
export type CreditCheckApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type RenewDebtRegisterConsentApiResponse =
  /** status 200 The consents with the debt-register consent renewed now */ Consents;
export type RenewDebtRegisterConsentApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type DeleteCustomerApiResponse =
  /** status 200 The customer as erased: personal data replaced; the audit keeps who erased and when */ Customer;
export type DeleteCustomerApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type DuplicateEmailsApiResponse =
  /** status 200 The addresses more than one customer holds, in any letter case */ IdMatches;
export type DuplicateEmailsApiArg = {
  emailsRequest: EmailsRequest;
};
export type EmploymentTypesApiResponse = /** status 200 undefined */ OptionList;
export type EmploymentTypesApiArg = {
  /** `SE` or `NO` */
  country: string;
  /** The labels' language: `en` (default), `sv` or `nb`. */
  language?: 'en' | 'sv' | 'nb';
};
export type ExportCustomerApiResponse =
  /** status 200 One JSON document: the customer, consents, checks and the audit (sent as a download) */ object;
export type ExportCustomerApiArg = {
  /** Customer id */
  id: number;
};
export type ExternallyVerifiedCreditsApiResponse =
  /** status 200 The customer's debt in the Norwegian debt register */ Check;
export type ExternallyVerifiedCreditsApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type GetCustomerApiResponse = /** status 200 undefined */ Customer;
export type GetCustomerApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type GetCustomersApiResponse = /** status 200 undefined */ CustomerList;
export type GetCustomersApiArg = {
  getCustomersRequest: GetCustomersRequest;
};
export type HousingTypesApiResponse = /** status 200 undefined */ OptionList;
export type HousingTypesApiArg = {
  /** `SE` or `NO` */
  country: string;
  /** The labels' language: `en` (default), `sv` or `nb`. */
  language?: 'en' | 'sv' | 'nb';
};
export type IdCheckApiResponse =
  /** status 200 The population register's answer on the customer's name and personal id */ Check;
export type IdCheckApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type ImpersonateCustomerApiResponse =
  /** status 200 The link that opens the customer's My Pages */ Impersonation;
export type ImpersonateCustomerApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type LastUpdatedApiResponse = /** status 200 undefined */ CustomerChangePage;
export type LastUpdatedApiArg = {
  /** Changes at or after this time (RFC 3339, e.g. `2026-11-01T00:00:00Z`). */
  since: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type ListCustomersApiResponse = /** status 200 Newest first, with the exact total */ CustomerPage;
export type ListCustomersApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type NameByPniApiResponse = /** status 200 undefined */ CustomerName;
export type NameByPniApiArg = {
  nameByPniRequest: NameByPniRequest;
};
export type NameByIdApiResponse = /** status 200 undefined */ CustomerName;
export type NameByIdApiArg = {
  /** Customer id */
  id: number;
};
export type PepCheckApiResponse = /** status 200 The PEP and sanctions screening */ Check;
export type PepCheckApiArg = {
  customerIdRequest: CustomerIdRequest;
};
export type PhonesToIdsApiResponse = /** status 200 undefined */ IdMatches;
export type PhonesToIdsApiArg = {
  phonesToIdsRequest: PhonesToIdsRequest;
};
export type PnisToIdsApiResponse = /** status 200 undefined */ IdMatches;
export type PnisToIdsApiArg = {
  pnisToIdsRequest: PnisToIdsRequest;
};
export type SearchCustomersApiResponse = /** status 200 undefined */ CustomerPage;
export type SearchCustomersApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  searchCustomersRequest: SearchCustomersRequest;
};
export type UnblockCustomerApiResponse = /** status 200 The customer, unblocked */ Customer;
export type UnblockCustomerApiArg = {
  blockRequest: BlockRequest;
};
export type UpdateCustomerApiResponse = /** status 200 The customer as changed */ Customer;
export type UpdateCustomerApiArg = {
  updateCustomerRequest: UpdateCustomerRequest;
};
export type UpdateConsentsApiResponse = /** status 200 The consents as changed */ Consents;
export type UpdateConsentsApiArg = {
  updateConsentsRequest: UpdateConsentsRequest;
};
export type ValidEmailsApiResponse = /** status 200 undefined */ ValidEmails;
export type ValidEmailsApiArg = {
  emailsRequest: EmailsRequest;
};
export type AttachDocumentApiResponse = /** status 200 The document as attached */ DocumentMeta;
export type AttachDocumentApiArg = {
  /** The application's reference number, e.g. `MOSE1234` */
  applicationId: string;
  attachRequest: AttachRequest;
};
export type AttachedDocumentsApiResponse = /** status 200 undefined */ DocumentPage;
export type AttachedDocumentsApiArg = {
  /** The application's reference number, e.g. `MOSE1234` */
  applicationId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type DocumentMetaApiResponse = /** status 200 undefined */ DocumentMeta;
export type DocumentMetaApiArg = {
  /** Customer id */
  customerId: number;
  /** Document id */
  documentId: number;
};
export type DownloadDocumentApiResponse = /** status 200 The content, as a download named as uploaded */ string;
export type DownloadDocumentApiArg = {
  /** Customer id */
  customerId: number;
  /** Document id */
  documentId: number;
};
export type ListDocumentsApiResponse = /** status 200 undefined */ DocumentPage;
export type ListDocumentsApiArg = {
  /** Customer id */
  customerId: number;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type SaveDocumentApiResponse = /** status 201 Saved */ DocumentMeta;
export type SaveDocumentApiArg = {
  customerId: number;
  documentType:
    | 'id_document'
    | 'payslip'
    | 'employment_certificate'
    | 'tax_return'
    | 'loan_statement'
    | 'valuation'
    | 'purchase_contract'
    | 'other';
  body: {
    /** A PDF, PNG or JPEG file of at most 10 MB. */
    file: Blob;
  };
};
export type DocumentTypesApiResponse = /** status 200 undefined */ DocumentTypes;
export type DocumentTypesApiArg = {
  /** The labels' language: `en` (default), `sv` or `nb`. */
  language?: 'en' | 'sv' | 'nb';
};
export type CreateEmployeeApiResponse = /** status 201 Created; the change is in the person's audit */ User;
export type CreateEmployeeApiArg = {
  employeeProfileBody: EmployeeProfileBody;
};
export type BlockOrUnblockApiResponse =
  /** status 200 Blocked or unblocked; the change is in the person's audit */ EmployeeChanged;
export type BlockOrUnblockApiArg = {
  /** The person's id (a UUID) */
  userId: string;
  blockBody: BlockBody;
};
export type AllApiResponse = /** status 200 undefined */ UserPage;
export type AllApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Leave out deactivated employees (default false). */
  withoutDeactivated?: boolean;
};
export type ByZoordinatesApiResponse =
  /** status 200 Staff holding at least one of the coordinates, by name */ UserPage;
export type ByZoordinatesApiArg = {
  byZoordinatesBody: ByZoordinatesBody;
};
export type GetSverkerUsersApiResponse = /** status 200 People with a Sverker user id, by that id */ UserPage;
export type GetSverkerUsersApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type IdpCallbackApiResponse = /** status 200 Signed in */ SignedIn;
export type IdpCallbackApiArg = {
  idpCallbackRequest: IdpCallbackRequest;
};
export type IdpLoginApiResponse = /** status 200 Open the authorization URL in the popup */ IdpLoginStarted;
export type IdpLoginApiArg = {
  idpLoginRequest: IdpLoginRequest;
};
export type LoginApiResponse = /** status 200 Password accepted; a one-time code was e-mailed */ LoginChallenge;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LoginValidateApiResponse = /** status 200 Signed in */ SignedIn;
export type LoginValidateApiArg = {
  validateLoginRequest: ValidateLoginRequest;
};
export type MeApiResponse = /** status 200 undefined */ User;
export type MeApiArg = void;
export type GetMySettingsApiResponse = /** status 200 undefined */ MySettings;
export type GetMySettingsApiArg = void;
export type SaveMySettingsApiResponse = /** status 200 The settings after the change */ MySettings;
export type SaveMySettingsApiArg = {
  mySettingsChange: MySettingsChange;
};
export type RolesApiResponse = /** status 200 Every role an administrator can give */ RoleList;
export type RolesApiArg = void;
export type SearchEmployeesApiResponse =
  /** status 200 Staff whose name, e-mail or phone contains the text; those starting with it first */ UserPage;
export type SearchEmployeesApiArg = {
  employeeSearchBody: EmployeeSearchBody;
};
export type ZoordinatesApiResponse = /** status 200 The coordinates active employees hold */ ZoordinateList;
export type ZoordinatesApiArg = void;
export type GetEmployeeApiResponse = /** status 200 undefined */ User;
export type GetEmployeeApiArg = {
  /** The employee's id (a UUID) */
  userId: string;
};
export type UpdateEmployeeApiResponse = /** status 200 Saved; the change is in the person's audit */ EmployeeChanged;
export type UpdateEmployeeApiArg = {
  /** The person's id (a UUID) */
  userId: string;
  updateEmployeeBody: UpdateEmployeeBody;
};
export type EmployeeChangesApiResponse = /** status 200 undefined */ EmployeeChangePage;
export type EmployeeChangesApiArg = {
  /** The person's id (a UUID) */
  userId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type AcceptInsuranceTermsApiResponse =
  /** status 200 Accepted: send the browser to `psp_external_url` */ TermsConfirmed;
export type AcceptInsuranceTermsApiArg = {
  confirmTermsBody: ConfirmTermsBody;
};
export type InsuranceSalesReportApiResponse =
  /** status 200 The report, streamed, a row per signup day, country, insurance group and seller (the customers' own sign-ups as one seller, "Self sign-up"), in that order: a JSON array (`format=json`) or CSV with a header row (`format=csv`, the default); premiums in minor units beside their currency */ SalesReportRow[];
export type InsuranceSalesReportApiArg = {
  /** The first signup day, YYYY-MM-DD (UTC), included. */
  from: string;
  /** The last signup day, YYYY-MM-DD (UTC), included; at most 3660 days after `from`. */
  to: string;
  /** `csv` (default) or `json`. */
  format?: 'csv' | 'json';
  /** Only this country's sales; absent: both (each with its own currency). */
  country?: 'SE' | 'NO';
};
export type StopVippsAgreementApiResponse =
  /** status 200 Stopped; the insurance without an active direct debit */ Insurance;
export type StopVippsAgreementApiArg = {
  /** The insurance id */
  id: number;
  /** The insurance's Vipps agreement (agr_…) */
  agreementId: string;
};
export type LastVippsChargeApiResponse = /** status 200 The latest charge, as Vipps has it now */ VippsCharge;
export type LastVippsChargeApiArg = {
  /** The insurance id */
  id: number;
};
export type CanSignupApiResponse =
  /** status 200 Whether the customer can get it, and every reason not */ SignUpEligibility;
export type CanSignupApiArg = {
  canSignUpBody: CanSignUpBody;
};
export type CancelInsuranceApiResponse =
  /** status 200 Cancelled (CANCELED), running to the period's end (PENDING_CANCELLATION), or DISCARDED when never accepted */ Insurance;
export type CancelInsuranceApiArg = {
  cancelInsuranceBody: CancelInsuranceBody;
};
export type CancelInsuranceCausesApiResponse = /** status 200 undefined */ CancelCauses;
export type CancelInsuranceCausesApiArg = void;
export type CancellationAlertsApiResponse = /** status 200 Newest first, with the total */ CancellationAlertPage;
export type CancellationAlertsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Only this insurance's. */
  insuranceId?: number;
  /** Only alerts of this type. */
  alertType?: CancellationAlertType;
};
export type CreateInsuranceApiResponse = /** status 200 Created, waiting for the customer's acceptance */ Insurance;
export type CreateInsuranceApiArg = {
  createInsuranceBody: CreateInsuranceBody;
};
export type CustomersInsurancesApiResponse =
  /** status 200 The customers' insurances, newest first, with the total */ InsurancePage;
export type CustomersInsurancesApiArg = {
  customersInsurancesBody: CustomersInsurancesBody;
};
export type CreateInsuranceUserApiResponse = /** status 200 Registered, or updated and active again */ InsuranceUser;
export type CreateInsuranceUserApiArg = {
  insuranceUserBody: InsuranceUserBody;
};
export type DeleteInsuranceUserApiResponse =
  /** status 200 Deactivated (again: nothing changes); the name stays for the history */ InsuranceUser;
export type DeleteInsuranceUserApiArg = {
  insuranceUserIdBody: InsuranceUserIdBody;
};
export type InsurancesByCustomerApiResponse = /** status 200 The customer's insurances, newest first */ InsurancePage;
export type InsurancesByCustomerApiArg = {
  customerId: number;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type InsuranceHealthApiResponse = /** status 200 The insurance service answers */ ServiceHealth;
export type InsuranceHealthApiArg = void;
export type InsuranceStatusesApiResponse = /** status 200 undefined */ InsuranceStatuses;
export type InsuranceStatusesApiArg = void;
export type InsuranceTypesApiResponse = /** status 200 undefined */ InsuranceTypes;
export type InsuranceTypesApiArg = void;
export type EncryptedInsuranceIdApiResponse = /** status 200 undefined */ EncryptedInsuranceId;
export type EncryptedInsuranceIdApiArg = {
  insuranceId: number;
};
export type GetInsuranceApiResponse = /** status 200 undefined */ Insurance;
export type GetInsuranceApiArg = {
  /** The insurance id */
  id: number;
};
export type InsuranceEventsApiResponse = /** status 200 The event log, newest first */ InsuranceEventPage;
export type InsuranceEventsApiArg = {
  /** The insurance id */
  id: number;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type InsurancePaymentsApiResponse =
  /** status 200 The premiums, newest month first, with their refunds */ PaymentPage;
export type InsurancePaymentsApiArg = {
  /** The insurance id */
  id: number;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type ListInsurancesApiResponse = /** status 200 Newest first, with the total */ InsurancePage;
export type ListInsurancesApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Only this substatus. */
  substatus?: InsuranceSubstatus;
  insuranceGroup?: InsuranceGroup;
  country?: CountryCode;
  /** Only the customer's. */
  customerId?: number;
  /** Only those I sold (`/insurance/my`). */
  mine?: boolean;
};
export type InsurancesListInactiveApiResponse =
  /** status 200 Waiting for the customer or the bank, or without an active direct debit; newest first, with the total */ InsurancePage;
export type InsurancesListInactiveApiArg = {
  inactiveListBody: InactiveListBody;
};
export type MandateLinkApiResponse = /** status 200 undefined */ MandateLink;
export type MandateLinkApiArg = {
  insuranceId: number;
};
export type MaxAmountApiResponse = /** status 200 undefined */ MaxAmount;
export type MaxAmountApiArg = {
  /** SAFETY_INSURANCE, ACCIDENT_INSURANCE or LIFE_INSURANCE */
  insuranceGroup: 'SAFETY_INSURANCE' | 'ACCIDENT_INSURANCE' | 'LIFE_INSURANCE';
  customerId: number;
};
export type MyInsurancesSlimApiResponse =
  /** status 200 The insurances I sold, newest first, with the total */ InsurancePage;
export type MyInsurancesSlimApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type RefundPaymentApiResponse = /** status 200 Refunded; the payment with its refunds */ Payment;
export type RefundPaymentApiArg = {
  refundBody: RefundBody;
};
export type InsuranceReportApiResponse =
  /** status 200 The report, streamed: CSV with a header row (`format=csv`, the default) or a JSON array of objects typed by column (`format=json`); amounts in minor units with a currency column */ string;
export type InsuranceReportApiArg = {
  /** insurance_types, signups, cancellations, payments, refunds or deceased */
  report: 'insurance_types' | 'signups' | 'cancellations' | 'payments' | 'refunds' | 'deceased';
  /** The first day, YYYY-MM-DD (UTC), included. */
  from: string;
  /** The last day, YYYY-MM-DD (UTC), included; at most 3660 days after `from`. */
  to: string;
  /** `csv` (default) or `json`. */
  format?: 'csv' | 'json';
};
export type FollowNewMandateLinkApiResponse = unknown;
export type FollowNewMandateLinkApiArg = {
  /** The link's encrypted insurance id. */
  id: string;
};
export type RequestNewMandateEmailApiResponse =
  /** status 200 E-mailed: the link to set up a new direct debit, in the customer's language */ EmailSent;
export type RequestNewMandateEmailApiArg = {
  insuranceIdBody: InsuranceIdBody;
};
export type ResendEmailApiResponse =
  /** status 200 E-mailed again with a fresh link: the invitation while the insurance waits for the customer, the new-mandate link while it has no active direct debit */ EmailSent;
export type ResendEmailApiArg = {
  insuranceIdBody: InsuranceIdBody;
};
export type ResendInvitationEmailApiResponse =
  /** status 200 E-mailed: the link to the terms on My Pages, in the customer's language */ EmailSent;
export type ResendInvitationEmailApiArg = {
  insuranceIdBody: InsuranceIdBody;
};
export type InsuranceRulesApiResponse = /** status 200 One rule per group sold in the country */ InsuranceRules;
export type InsuranceRulesApiArg = {
  country: CountryCode;
};
export type SearchInsurancesApiResponse =
  /** status 200 The insurances found, newest first, with the total */ InsuranceSearchPage;
export type SearchInsurancesApiArg = {
  q: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type WinbackFeedbackApiResponse = /** status 200 Recorded and logged as WINBACK_FEEDBACK */ Winbackable;
export type WinbackFeedbackApiArg = {
  winbackFeedbackBody: WinbackFeedbackBody;
};
export type WinbackableApiResponse =
  /** status 200 Cancelled within the last year and not answered yet, most recently cancelled first, with the total */ WinbackablePage;
export type WinbackableApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  country?: CountryCode;
  insuranceGroup?: InsuranceGroup;
};
export type AssignLeadApiResponse = /** status 200 undefined */ Lead;
export type AssignLeadApiArg = {
  /** Lead id */
  id: number;
  assignLeadRequest: AssignLeadRequest;
};
export type ConvertLeadApiResponse =
  /** status 201 The application (DRAFT, assigned to you); the lead is handled, `core.lead.handled` and `core.application.created` published */ Application;
export type ConvertLeadApiArg = {
  /** Lead id */
  id: number;
  convertLeadRequest: ConvertLeadRequest;
};
export type CreateLeadApiResponse = /** status 201 Created */ Lead;
export type CreateLeadApiArg = {
  createLeadRequest: CreateLeadRequest;
};
export type GetLeadApiResponse = /** status 200 undefined */ Lead;
export type GetLeadApiArg = {
  /** Lead id */
  id: number;
};
export type HandleLeadApiResponse = /** status 200 Handled; `core.lead.handled` published */ Lead;
export type HandleLeadApiArg = {
  /** Lead id */
  id: number;
};
export type ListLeadsApiResponse = /** status 200 undefined */ LeadPage;
export type ListLeadsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Include leads whose creation failed. */
  includeFailed?: boolean;
  /** Include handled leads. */
  includeHandled?: boolean;
  /** Only leads with no assignee. */
  unassignedOnly?: boolean;
};
export type ListMyLeadsApiResponse = /** status 200 undefined */ LeadPage;
export type ListMyLeadsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  /** Include handled leads. */
  includeHandled?: boolean;
};
export type ReprocessSubmissionsApiResponse =
  /** status 200 One result per distinct lead id, in request order */ ReprocessResult[];
export type ReprocessSubmissionsApiArg = {
  reprocessSubmissionsRequest: ReprocessSubmissionsRequest;
};
export type SearchLeadsApiResponse = /** status 200 The leads found, newest first */ LeadPage;
export type SearchLeadsApiArg = {
  text?: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type UnhandleLeadApiResponse = /** status 200 Not handled again; `core.lead.handled` published */ Lead;
export type UnhandleLeadApiArg = {
  /** Lead id */
  id: number;
};
export type AllMeetingsApiResponse =
  /** status 200 Every handler's meetings starting from `from` up to `to`, by start (mortgage admins: the all-meetings calendar) */ MeetingList;
export type AllMeetingsApiArg = {
  meetingsBetweenRequest: MeetingsBetweenRequest;
};
export type AvailableSlotsApiResponse =
  /** status 200 Free one-hour slots inside the handler's hours of the schedule, else 08:00–17:00 local time on weekdays; none on a day off */ SlotList;
export type AvailableSlotsApiArg = {
  /** A calendar date, YYYY-MM-DD */
  day: string;
  /** The country whose working day (08:00–17:00 local time) is meant. */
  country: 'SE' | 'NO';
  /** The employee; absent: the caller. */
  handlerId?: string;
};
export type CancelMeetingApiResponse = /** status 200 Cancelled; its time is free again */ Meeting;
export type CancelMeetingApiArg = {
  /** Meeting id */
  id: number;
};
export type CreateMeetingApiResponse = /** status 201 undefined */ Meeting;
export type CreateMeetingApiArg = {
  createMeetingRequest: CreateMeetingRequest;
};
export type MeetingsOfApiResponse = /** status 200 Not cancelled, by start, with the handlers' names */ MeetingList;
export type MeetingsOfApiArg = {
  meetingsOfRequest: MeetingsOfRequest;
};
export type GetMeetingApiResponse = /** status 200 undefined */ Meeting;
export type GetMeetingApiArg = {
  /** Meeting id */
  id: number;
};
export type MyMeetingsApiResponse =
  /** status 200 The caller's meetings starting from `from` up to `to`, by start */ MeetingList;
export type MyMeetingsApiArg = {
  meetingsBetweenRequest: MeetingsBetweenRequest;
};
export type UpdateMeetingApiResponse = /** status 200 undefined */ Meeting;
export type UpdateMeetingApiArg = {
  /** Meeting id */
  id: number;
  updateMeetingRequest: UpdateMeetingRequest;
};
export type ListAttachmentsApiResponse = /** status 200 Newest first, with the exact total */ AttachmentPage;
export type ListAttachmentsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type UploadAttachmentApiResponse = /** status 201 Stored */ EmailAttachment;
export type UploadAttachmentApiArg = {
  body: {
    /** A PDF, PNG or JPEG file of at most 2 MB. */
    file: Blob;
  };
};
export type MessagesByApplicationApiResponse = /** status 200 Newest first, with the exact total */ SmsPage;
export type MessagesByApplicationApiArg = {
  /** An application's reference (`MOSE1001`) or a lead's id (`123`). */
  applicationIdOrLeadId: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type MessagesByCustomerApiResponse = /** status 200 Newest first, with the exact total */ SmsPage;
export type MessagesByCustomerApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  messagesByCustomerBody: MessagesByCustomerBody;
};
export type MessagesByUserApiResponse =
  /** status 200 The SMS the signed-in employee sent, newest first, with the exact total */ SmsPage;
export type MessagesByUserApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type ListConversationsApiResponse =
  /** status 200 The signed-in employee's windows, in order */ SavedConversations;
export type ListConversationsApiArg = void;
export type SaveConversationsApiResponse = /** status 200 The windows as kept */ SavedConversations;
export type SaveConversationsApiArg = {
  saveConversationsBody: SaveConversationsBody;
};
export type ConversationsStreamApiResponse =
  /** status 200 `text/event-stream`: `event: sms` with a `SmsStreamEvent` as data, `event: resync`, `event: expired`, and keep-alive comments */ SmsStreamEvent;
export type ConversationsStreamApiArg = void;
export type SendSmsApiResponse = /** status 200 Recorded and queued for the provider */ SmsMessage;
export type SendSmsApiArg = {
  sendSmsBody: SendSmsBody;
};
export type SendTemplateApiResponse = /** status 200 The SMS queued, or the e-mail sent */ SentTemplate;
export type SendTemplateApiArg = {
  sendTemplateBody: SendTemplateBody;
};
export type UnknownSendersApiResponse = /** status 200 Newest first, with the exact total */ SmsPage;
export type UnknownSendersApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type AttachUnknownSenderApiResponse = /** status 200 undefined */ AttachedSender;
export type AttachUnknownSenderApiArg = {
  attachSenderRequest: AttachSenderRequest;
};
export type SaveTemplateApiResponse =
  /** status 200 Saved (created, or replacing the key's template) */ MessageTemplate;
export type SaveTemplateApiArg = {
  templateInput: TemplateInput;
};
export type TemplateCatalogueApiResponse =
  /** status 200 Every event, its products and its variables (link variables marked) with the preview's samples */ TemplateCatalogue;
export type TemplateCatalogueApiArg = void;
export type ListTemplatesApiResponse =
  /** status 200 By country, product and event, with the exact total */ TemplatePage;
export type ListTemplatesApiArg = {
  /** `email` or `sms` */
  type: TemplateType;
  country?: 'SE' | 'NO';
  product?: 'MO' | 'UL' | 'CC' | 'LI' | 'AI';
  event?:
    | 'application_received'
    | 'documents_requested'
    | 'offer_received'
    | 'offer_accepted'
    | 'application_disbursed'
    | 'insurance_welcome'
    | 'insurance_payment_failed'
    | 'general';
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type PreviewTemplateApiResponse =
  /** status 200 Rendered with the event's sample values (a made-up customer of the country) */ RenderedTemplate;
export type PreviewTemplateApiArg = {
  templateInput: TemplateInput;
};
export type GetTemplateApiResponse = /** status 200 undefined */ MessageTemplate;
export type GetTemplateApiArg = {
  /** `email` or `sms`. */
  type: TemplateType;
  country: 'SE' | 'NO';
  product: 'MO' | 'UL' | 'CC' | 'LI' | 'AI';
  event:
    | 'application_received'
    | 'documents_requested'
    | 'offer_received'
    | 'offer_accepted'
    | 'application_disbursed'
    | 'insurance_welcome'
    | 'insurance_payment_failed'
    | 'general';
};
export type DeleteTemplateApiResponse = unknown;
export type DeleteTemplateApiArg = {
  /** `email` or `sms`. */
  type: TemplateType;
  country: 'SE' | 'NO';
  product: 'MO' | 'UL' | 'CC' | 'LI' | 'AI';
  event:
    | 'application_received'
    | 'documents_requested'
    | 'offer_received'
    | 'offer_accepted'
    | 'application_disbursed'
    | 'insurance_welcome'
    | 'insurance_payment_failed'
    | 'general';
};
export type KalpSettingsApiResponse = /** status 200 undefined */ KalpSettings;
export type KalpSettingsApiArg = {
  /** `SE` or `NO` */
  country: string;
};
export type UpdateKalpSettingsApiResponse = /** status 200 The settings as changed */ KalpSettings;
export type UpdateKalpSettingsApiArg = {
  /** `SE` or `NO` */
  country: string;
  updateKalpSettingsRequest: UpdateKalpSettingsRequest;
};
export type CalculateTaxApiResponse = /** status 200 undefined */ TaxCalculation;
export type CalculateTaxApiArg = {
  taxCalculationRequest: TaxCalculationRequest;
};
export type TaxRulesApiResponse = /** status 200 undefined */ TaxRules;
export type TaxRulesApiArg = {
  /** `SE` or `NO` */
  country: string;
};
export type MyConsentsApiResponse = /** status 200 The signed-in customer's consents */ Consents;
export type MyConsentsApiArg = void;
export type SaveMyConsentsApiResponse = /** status 200 The consents as saved */ Consents;
export type SaveMyConsentsApiArg = {
  saveConsentsBody: SaveConsentsBody;
};
export type ContentSettingsApiResponse = /** status 200 undefined */ ContentSettings;
export type ContentSettingsApiArg = {
  /** `SE` or `NO`. */
  country: string;
};
export type MyDebtRegisterApiResponse = /** status 200 The consent, the data and the flags */ DebtRegister;
export type MyDebtRegisterApiArg = void;
export type CheckDebtRegisterConsentApiResponse =
  /** status 200 The consent's state as NoGi reports it now */ DebtRegister;
export type CheckDebtRegisterConsentApiArg = void;
export type StartDebtRegisterConsentApiResponse =
  /** status 200 Begun: send the browser to `consent_url` */ ConsentStarted;
export type StartDebtRegisterConsentApiArg = {
  startConsentRequest: StartConsentRequest;
};
export type WithdrawDebtRegisterConsentApiResponse =
  /** status 200 Withdrawn: the consent revoked at NoGi and the data deleted */ DebtRegister;
export type WithdrawDebtRegisterConsentApiArg = void;
export type CompleteDebtRegisterConsentApiResponse =
  /** status 200 The consent stored and the data fetched */ DebtRegister;
export type CompleteDebtRegisterConsentApiArg = {
  completeConsentBody: CompleteConsentBody;
};
export type RenewDebtRegisterApiResponse = /** status 200 The data fetched again under the consent */ DebtRegister;
export type RenewDebtRegisterApiArg = void;
export type MyIdCheckApiResponse =
  /** status 200 The session's identity checked against the customer register */ IdCheck;
export type MyIdCheckApiArg = void;
export type IdLoginApiResponse =
  /** status 200 Started: Sweden shows the QR code and the autostart links, Norway sends the browser to `login_url` */ IdLoginStarted;
export type IdLoginApiArg = {
  idLoginBody: IdLoginBody;
};
export type CancelApiResponse = unknown;
export type CancelApiArg = {
  ticketBody: TicketBody;
};
export type ExchangeApiResponse = /** status 200 Signed in */ CustomerSession;
export type ExchangeApiArg = {
  ticketBody: TicketBody;
};
export type QrCodeApiResponse =
  /** status 200 The sign-in's progress; while pending in Sweden, the QR code of this second */ TicketPoll;
export type QrCodeApiArg = {
  /** The sign-in's ticket: 32 lowercase hex digits. */
  ticketId: string;
};
export type InsuranceByEncryptedIdApiResponse =
  /** status 200 The insurance, the rules and the customer's contact details */ InsuranceForTerms;
export type InsuranceByEncryptedIdApiArg = {
  /** The encrypted insurance id of the link. */
  id: string;
};
export type ConfirmInsuranceTermsApiResponse =
  /** status 200 Accepted: send the browser to `psp_external_url` */ TermsConfirmed;
export type ConfirmInsuranceTermsApiArg = {
  confirmTermsBody: ConfirmTermsBody;
};
export type SignUpForInsuranceApiResponse =
  /** status 200 Created, waiting for the customer to accept the terms */ SignedUp;
export type SignUpForInsuranceApiArg = {
  signUpBody: SignUpBody;
};
export type MyInsurancesApiResponse = /** status 200 The customer's own insurances, newest first */ InsurancePage;
export type MyInsurancesApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type MyInsuranceApiResponse = /** status 200 The customer's own insurance */ Insurance;
export type MyInsuranceApiArg = {
  /** The insurance id */
  id: number;
};
export type RequestNewMandateApiResponse =
  /** status 200 Asked: send the browser to `psp_external_url` */ TermsConfirmed;
export type RequestNewMandateApiArg = {
  /** The insurance id */
  id: number;
  newMandateBody: NewMandateBody;
};
export type MyPagesMeApiResponse = /** status 200 The signed-in customer */ Me;
export type MyPagesMeApiArg = void;
export type AcknowledgeApiResponse = /** status 200 undefined */ AcknowledgeResponse;
export type AcknowledgeApiArg = {
  acknowledgeRequest: AcknowledgeRequest;
};
export type ListNotificationsApiResponse = /** status 200 undefined */ NotificationPage;
export type ListNotificationsApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
  status?: 'created' | 'received' | 'read' | 'deleted' | '';
  /** e.g. `lead_assigned`; no NUL. */
  notificationType?: string;
};
export type WsTokenApiResponse = /** status 200 undefined */ WsToken;
export type WsTokenApiArg = void;
export type SetPartnerPasswordApiResponse =
  /** status 200 The password is set; the link is used up */ PartnerPasswordSet;
export type SetPartnerPasswordApiArg = {
  setPartnerPasswordBody: SetPartnerPasswordBody;
};
export type ListPartnerUsersApiResponse = /** status 200 Bank-partner users by name, the deactivated too */ UserPage;
export type ListPartnerUsersApiArg = {
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type CreatePartnerUserApiResponse =
  /** status 201 Created; the set-password e-mail went out unless `password_link_sent` is false */ PartnerCreated;
export type CreatePartnerUserApiArg = {
  partnerUserBody: PartnerUserBody;
};
export type GetPartnerUserApiResponse = /** status 200 undefined */ User;
export type GetPartnerUserApiArg = {
  /** The partner's id (a UUID) */
  userId: string;
};
export type UpdatePartnerUserApiResponse =
  /** status 200 Saved; the change is in the partner's audit */ EmployeeChanged;
export type UpdatePartnerUserApiArg = {
  /** The partner's id (a UUID) */
  userId: string;
  updatePartnerUserBody: UpdatePartnerUserBody;
};
export type SendPasswordLinkApiResponse =
  /** status 200 A new link was e-mailed; earlier ones stopped working */ PasswordLinkSent;
export type SendPasswordLinkApiArg = {
  /** The partner's id (a UUID) */
  userId: string;
};
export type CreatePropertyApiResponse = /** status 201 The property; `core.application.updated` published */ Property;
export type CreatePropertyApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  savePropertyRequest: SavePropertyRequest;
};
export type GetPropertyApiResponse = /** status 200 undefined */ Property;
export type GetPropertyApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
};
export type UpdatePropertyApiResponse = /** status 200 The property as changed */ Property;
export type UpdatePropertyApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
  savePropertyRequest: SavePropertyRequest;
};
export type ValuatePropertyApiResponse =
  /** status 200 The property with its new valuation; `core.application.updated` published */ Property;
export type ValuatePropertyApiArg = {
  /** The reference number, e.g. `MOSE1001` */
  applicationId: string;
};
export type SetScheduleDayApiResponse =
  /** status 200 Your day as saved (it replaces the one set before); meeting slots follow it */ ScheduleDay;
export type SetScheduleDayApiArg = {
  setScheduleDayRequest: SetScheduleDayRequest;
};
export type ScheduleOfDayApiResponse =
  /** status 200 The day's entries of every desk, by name (staff without one work 08:00–17:00 on weekdays) */ SchedulePage;
export type ScheduleOfDayApiArg = {
  /** A calendar date, YYYY-MM-DD */
  day: string;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type ScheduleOfDeskApiResponse = /** status 200 The day's entries at that desk, by name */ SchedulePage;
export type ScheduleOfDeskApiArg = {
  /** A calendar date, YYYY-MM-DD */
  day: string;
  /** The desk's product code */
  product: ProductCode;
  /** `SE` or `NO` */
  country: CountryCode;
  page?: number;
  limit?: 5 | 10 | 25 | 50;
};
export type BankStatus = 'NEW' | 'ONGOING' | 'ACCEPTED' | 'DECLINED' | 'DISBURSED' | 'CANCELLED';
export type ApplicationBank = {
  bank_id: number;
  bank_name: string;
  bank_status: BankStatus;
  sent_at: string;
  sent_by: string;
  sent_by_name?: string | null;
};
export type OfferState = 'OPEN' | 'ACCEPTED' | 'DECLINED';
export type Offer = {
  /** Whole kronor of the application's currency. */
  amount: number;
  bank_id: number;
  bank_name: string;
  /** What the bank asks for (amortisation, insurance, ...); empty when nothing. */
  conditions: string;
  created_at: string;
  /** Yearly interest in hundredths of a percent (379 = 3.79 %). */
  interest_rate_bp: number;
  offer_id: number;
  recorded_by: string;
  recorded_by_name?: string | null;
  state: OfferState;
  term_months: number;
  /** The last day the customer can accept it; null: until accepted or declined. */
  valid_until?: string | null;
};
export type ApplicationBanks = {
  /** By bank name. */
  banks: ApplicationBank[];
  /** Newest first. */
  offers: Offer[];
};
export type ErrorBody = {
  /** What is wrong, in the language the request's `Accept-Language` asks for (en, sv or nb;
    English otherwise), named in the response's `Content-Language`. */
  detail: string;
  /** The offending input field, for validation errors only. */
  field?: string | null;
  request_id: string;
  /** Seconds until a refused attempt may be made again (429 only; also in `Retry-After`), so
    the apps can say how long to wait in the user's language. */
  retry_after_secs?: number | null;
};
export type AcceptOfferRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  offer_id: number;
};
export type AmlOutcome = 'APPROVED' | 'REJECTED';
export type AmlReview = {
  note: string;
  outcome: AmlOutcome;
  review_id: number;
  reviewed_at: string;
  /** User id of the mortgage admin. */
  reviewed_by: string;
  reviewed_by_name?: string | null;
};
export type AmlReviewRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  /** What was checked and found: 1 to 2000 characters once surrounding whitespace is removed; no NUL. */
  note: string;
  outcome: AmlOutcome;
};
export type AmlReviewPage = {
  /** Newest first; the first decides whether the application may be disbursed. */
  items: AmlReview[];
  limit: number;
  page: number;
  total: number;
};
export type ApplicantCustomer = {
  /** Empty when the customer register did not answer. */
  first_name: string;
  last_name: string;
  /** Only on `POST /application/get` (a view kdlt audits), in display form; never in lists. */
  pni?: string | null;
};
export type ApplicantRole = 'MAIN_APPLICANT' | 'CO_APPLICANT' | 'GUARANTOR';
export type ApplicationApplicant = {
  customer: ApplicantCustomer;
  customer_id: number;
  role: ApplicantRole;
};
export type Assignee = {
  name: string;
  user_id: string;
};
export type DeactivationState = 'PENDING' | 'APPROVED' | 'REJECTED';
export type DeactivationRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  note?: string | null;
  /** A value of `GET /application/deactivation-reasons` (label it from that list). */
  reason: string;
  request_id: number;
  requested_at: string;
  /** User id of the employee asking. */
  requested_by: string;
  /** Their name; absent when no longer an employee. */
  requested_by_name?: string | null;
  review_note?: string | null;
  reviewed_at?: string | null;
  reviewed_by?: string | null;
  reviewed_by_name?: string | null;
  state: DeactivationState;
};
export type IncomeKind = 'SALARY' | 'PENSION' | 'SELF_EMPLOYMENT' | 'RENTAL' | 'BENEFITS' | 'OTHER';
export type Income = {
  /** Monthly, whole kronor, as given. */
  amount?: number | null;
  customer_id: number;
  kind: IncomeKind;
  /** The monthly figure (the yearly one divided by twelve when only that was given). */
  monthly: number;
  /** The figure the country works with: monthly in Sweden, yearly in Norway. */
  used: number;
  /** The yearly figure (twelve times the monthly one when only that was given). */
  yearly: number;
  /** Yearly, as given. */
  yearly_amount?: number | null;
};
export type LoanPurpose = 'REFINANCE' | 'PRE_APPROVAL' | 'BUY';
export type Loan = {
  loan_purpose: LoanPurpose;
  /** Whole kronor of the country's currency (SEK or NOK); null while not given. */
  mortgage_loan_amount?: number | null;
};
export type NextMeeting = {
  handler_name: string;
  meeting_start: string;
};
export type ApplicationStatus = 'ACTIVE' | 'DEACTIVATED';
export type Substatus = 'DRAFT' | 'COMPLETE' | 'OFFERED' | 'ACCEPTED' | 'DISBURSED';
export type Application = {
  applicants: ApplicationApplicant[];
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  assignee?: Assignee | null;
  /** `SE` or `NO`. */
  country: string;
  date_created: string;
  deactivation?: DeactivationRequest | null;
  /** On `POST /application/get`: whether the property is given (`GET /property/get/{id}`). */
  has_property: boolean;
  /** Their total in the figure the country works with (monthly in Sweden, yearly in Norway). */
  income_total: number;
  /** On `POST /application/get` and after a change: the applicants' incomes in the order given. */
  incomes: Income[];
  /** In the tables: the start of the latest meeting (newest start); with status ACTIVE and a
    start in the past, the table shows its warning icon. */
  latest_meeting_start?: string | null;
  /** The lead it was converted from. */
  lead_id?: number | null;
  loan: Loan;
  next_meeting?: NextMeeting | null;
  status: ApplicationStatus;
  substatus: Substatus;
  updated_at: string;
  /** Send it back with an update: a change made meanwhile by someone else refuses yours (409). */
  version: number;
};
export type AssignApplicationRequest = {
  /** The employee's user id. */
  assignee_id: string;
};
export type BankMessageDirection = 'TO_BANK' | 'FROM_BANK';
export type SharedDocument = {
  customer_id: number;
  document_id: number;
  /** As it was named when shared. */
  file_name: string;
};
export type BankMessage = {
  /** User id of the employee (or the bank's user) who sent it. */
  author: string;
  /** Their name, when an employee. */
  author_name?: string | null;
  bank_id: number;
  bank_name: string;
  /** Set for a comment. */
  comment?: string | null;
  created_at: string;
  direction: BankMessageDirection;
  document?: SharedDocument | null;
  message_id: number;
};
export type BankMessagePage = {
  /** Newest first. */
  items: BankMessage[];
  limit: number;
  page: number;
  total: number;
};
export type CancelAtBankRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  /** A bank the application was sent to that is still working on it (NEW or ONGOING). */
  bank_id: number;
  /** Why the application is withdrawn from the bank: 1 to 500 characters once surrounding whitespace is removed; no NUL. */
  reason: string;
};
export type ApplicationComment = {
  /** User id of the employee who wrote it. */
  author: string;
  /** Their name; absent when no longer an employee. */
  author_name?: string | null;
  comment: string;
  comment_id: number;
  created_at: string;
};
export type ApplicationCommentPage = {
  /** Newest first. */
  items: ApplicationComment[];
  limit: number;
  page: number;
  total: number;
};
export type CommentRequest = {
  /** The comment: 1 to 2000 characters once surrounding whitespace is removed; no NUL. */
  comment: string;
};
export type CommentToBankRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  /** A bank the application was sent to, not DECLINED or CANCELLED. */
  bank_id: number;
  /** The comment for the bank: 1 to 2000 characters once surrounding whitespace is removed; no NUL. */
  comment: string;
};
export type CountryCode = 'SE' | 'NO';
export type CreateApplicationRequest = {
  /** The co-applicant's customer id, if any. */
  co_applicant?: number | null;
  country: CountryCode;
  /** The guarantors' customer ids: at most two, none of them twice (absent: none). */
  guarantors?: number[];
  /** The lead it is converted from (404 when there is no such lead). */
  lead_id?: number | null;
  loan_purpose: LoanPurpose;
  /** The main applicant's customer id (404 when the register holds no such customer). */
  main_applicant: number;
  /** Whole kronor, 1 to 1,000,000,000 (null or absent: not given yet). */
  mortgage_loan_amount?: number | null;
};
export type DeactivateRequest = {
  /** A note for the reviewer (blank or null: none): 0 to 2000 characters once surrounding whitespace is removed; no NUL. */
  note?: string | null;
  /** One of the values of `GET /application/deactivation-reasons`. */
  reason: 'customer_withdrew' | 'declined_by_banks' | 'no_contact' | 'duplicate' | 'loan_elsewhere';
};
export type LabelledOption = {
  label: string;
  value: string;
};
export type OptionList = {
  items: LabelledOption[];
};
export type DeactivationRequestPage = {
  /** Oldest first: the longest waiting on top. */
  items: DeactivationRequest[];
  limit: number;
  page: number;
  total: number;
};
export type Decision = 'APPROVE' | 'REJECT';
export type ReviewRequest = {
  decision: Decision;
  /** Why, for the requester (blank or null: none): 0 to 2000 characters once surrounding whitespace is removed; no NUL. */
  note?: string | null;
};
export type DocumentToBankRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  /** A bank the application was sent to, not DECLINED or CANCELLED. */
  bank_id: number;
  /** The applicant whose document it is. */
  customer_id: number;
  /** A document attached to the application (`GET /application/documents/{application_id}`). */
  document_id: number;
};
export type DocumentMeta = {
  /** The application it is attached to (reference number), if any. */
  application_id?: string | null;
  content_type: string;
  customer_id: number;
  document_id: number;
  /** One of the values of `GET /document/types`. */
  document_type: string;
  file_name: string;
  /** Hex SHA-256 of the content. */
  sha256: string;
  size_bytes: number;
  uploaded_at: string;
  /** User id of the employee who uploaded it. */
  uploaded_by: string;
  /** That employee's name; absent when a service uploaded it or the employee is gone. */
  uploaded_by_name?: string | null;
};
export type DocumentPage = {
  /** Newest first. */
  items: DocumentMeta[];
  limit: number;
  page: number;
  total: number;
};
export type ApplicationIdRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
};
export type ApplicationPage = {
  items: Application[];
  limit: number;
  page: number;
};
export type ApplicationList = {
  items: Application[];
};
export type ApplicationEvent = {
  /** User id of the employee. */
  actor: string;
  /** The employee's name; absent when no longer an employee. */
  actor_name?: string | null;
  at: string;
  /** What changed: per field `{old, new}` for `updated`; `{old, new}` for `status_changed`
    and `assigned`; the loan as created for `created`. */
  detail: object;
  event_id: number;
  /** `created`, `updated`, `assigned`, `status_changed` or `commented`. */
  kind: string;
};
export type ApplicationEventPage = {
  /** Newest first. */
  items: ApplicationEvent[];
  limit: number;
  page: number;
  total: number;
};
export type ApplicationIdsRequest = {
  /** Reference numbers, e.g. `MOSE1001`; 1 to 100. */
  application_ids: string[];
};
export type InvitationState = 'PENDING' | 'SENT' | 'FAILED';
export type Invitation = {
  created_at: string;
  customer_id: number;
  /** The address it went (or was to go) to last. */
  email: string;
  invitation_id: number;
  invited_by: string;
  invited_by_name?: string | null;
  /** How many times it was sent. */
  sends: number;
  sent_at?: string | null;
  state: InvitationState;
};
export type InviteRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  /** An applicant of the application with an e-mail address in the customer register. */
  customer_id: number;
};
export type ResendInvitationRequest = {
  /** The reference number of the invitation's application, e.g. `MOSE1001`. */
  application_id: string;
};
export type InvitationPage = {
  /** Newest first. */
  items: Invitation[];
  limit: number;
  page: number;
  total: number;
};
export type CalculationLine = {
  amount: number;
  code: string;
};
export type LeftToLive = {
  /** The applicants living in the home (guarantors do not). */
  adults: number;
  application_id: string;
  children: number;
  /** `interest` (at the stress rate), `amortization`, `housing_fee`, `operating_cost`,
    `living_costs`. */
  costs: CalculationLine[];
  gross_monthly_income: number;
  /** Net income minus costs. */
  left_to_live: number;
  /** What the application lacks for a whole budget: `incomes`, `property`. */
  missing: string[];
  net_monthly_income: number;
  /** Zero or more left at the end of the month. */
  passes: boolean;
  stress_interest_rate_bp: number;
  tax_monthly: number;
  total_costs: number;
};
export type LeftToLiveRequest = {
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  /** Children living in the household. */
  children?: number | null;
};
export type RecordOfferRequest = {
  /** Whole kronor. */
  amount: number;
  /** A bank the application was sent to. */
  bank_id: number;
  /** What the bank asks for (amortisation, insurance, ...): 0 to 2000 characters once surrounding whitespace is removed; no NUL. */
  conditions?: string;
  /** Yearly interest in hundredths of a percent (379 = 3.79 %), at most 30 %. */
  interest_rate_bp: number;
  term_months: number;
  /** How many days from today the customer can accept it; left out: no end. */
  valid_days?: number | null;
};
export type SubstatusStep = {
  /** The substatuses it may move to. */
  next: Substatus[];
  substatus: Substatus;
};
export type ApplicationPrefs = {
  applicant_roles: ApplicantRole[];
  country: string;
  /** ISO 4217: SEK or NOK; amounts are whole units of it. */
  currency: string;
  deactivation_reasons: LabelledOption[];
  /** REFINANCE, PRE_APPROVAL, BUY with their labels ("Move", "Pre-approval", "Buy"). */
  loan_purposes: LabelledOption[];
  loan_types: LabelledOption[];
  max_applicants: number;
  max_income_lines: number;
  max_monthly_income: number;
  max_mortgage_loan_amount: number;
  substatuses: SubstatusStep[];
};
export type CustomerApplicationsRequest = {
  customer_id: number;
};
export type ApplicationSearchPage = {
  items: Application[];
  limit: number;
  /** The text named more than 200 people: only the applications of the newest 200 are here
    (a longer name part narrows it). */
  more_people: boolean;
  page: number;
  total: number;
};
export type SearchApplicationsRequest = {
  /** Only the caller's applications (the "My applications" table). */
  mine?: boolean;
  statuses?: ApplicationStatus[];
  substatuses?: Substatus[];
  /** Only applications nobody is assigned to. */
  unassigned_only?: boolean;
};
export type SendToBanksRequest = {
  /** Banks of the application's country that take mortgages now (`GET /bank/all_integrations`): 1 to 20, none twice. */
  bank_ids: number[];
};
export type NewIncome = {
  /** Monthly, whole kronor, 1 to 100,000,000 (null: not given). */
  amount?: number | null;
  /** One of the application's applicants (400 otherwise). */
  customer_id: number;
  kind: IncomeKind;
  /** Yearly, whole kronor, 1 to 1,200,000,000 (null: not given). One of the two is needed. */
  yearly_amount?: number | null;
};
export type UpdateApplicationRequest = {
  /** Replaces every income line when given (an empty list removes them all); at most 20. */
  incomes?:
    | (NewIncome &
        (
          | {
              amount: number;
            }
          | {
              yearly_amount: number;
            }
        ))[]
    | null;
  loan_purpose?: LoanPurpose | null;
  mortgage_loan_amount?: number | null;
  substatus?: Substatus | null;
  /** The `version` you read: a change made by someone else since refuses yours (409). */
  version: number;
};
export type ApplicationsFound = {
  /** The applications that exist, in the order asked. */
  items: Application[];
  /** The reference numbers asked for that name no application. */
  missing: string[];
};
export type BankDetails = {
  bank_id: number;
  /** Short stable code, e.g. `SBAB`. */
  code: string;
  /** `SE` or `NO`. */
  country: string;
  name: string;
};
export type BankList = {
  /** By name. */
  items: BankDetails[];
};
export type IntegrationKind = 'API' | 'EMAIL' | 'MANUAL';
export type BankIntegration = {
  /** Inactive: applications are not sent to the bank now. */
  active: boolean;
  bank_id: number;
  bank_name: string;
  contact?: string | null;
  country: string;
  kind: IntegrationKind;
  /** The product code of the coordinates, e.g. `MO` (mortgage). */
  product: string;
};
export type BankIntegrationList = {
  items: BankIntegration[];
};
export type BankCustomer = {
  first_name: string;
  last_name: string;
  /** In the application's own view only (`GET /bank/application/{application_id}`). */
  pni?: string | null;
};
export type BankApplicant = {
  customer: BankCustomer;
  role: ApplicantRole;
};
export type BankEventKind =
  | 'sent_to_banks'
  | 'bank_taken_up'
  | 'offer_received'
  | 'offer_accepted'
  | 'bank_rejected'
  | 'bank_cancelled'
  | 'bank_commented'
  | 'commented_to_bank'
  | 'document_to_bank'
  | 'bank_disbursed';
export type BankEvent = {
  /** The offer's or the payout's amount, whole units of the currency. */
  amount?: number | null;
  at: string;
  /** True for the bank's own steps (an offer is the bank's even when the lender recorded it),
    false for the lender's. */
  by_bank: boolean;
  kind: BankEventKind;
  /** Why the bank declined, or the lender withdrew; null otherwise. */
  reason?: string | null;
};
export type BankApplicationLoan = {
  loan_purpose: LoanPurpose;
  mortgage_loan_amount?: number | null;
};
export type PropertyType = 'APARTMENT' | 'HOUSE' | 'TOWNHOUSE' | 'HOLIDAY_HOME';
export type ValuationConfidence = 'HIGH' | 'MEDIUM' | 'LOW';
export type Valuation = {
  confidence: ValuationConfidence;
  high: number;
  /** The provider's interval around the market value. */
  low: number;
  /** Whole units of the application's currency. */
  market_value: number;
  valuation_id: string;
  valued_at: string;
  /** User id of the employee who asked for it. */
  valued_by: string;
};
export type Property = {
  /** The application's reference number. */
  application_id: string;
  city: string;
  /** The applicants' own estimate or the purchase price. */
  estimated_value?: number | null;
  living_area_m2?: number | null;
  /** The association's monthly fee (avgift, felleskostnader). */
  monthly_fee?: number | null;
  /** Digits only (SE five, NO four); shown formatted by the apps. */
  postal_code: string;
  property_type: PropertyType;
  street_address: string;
  updated_at: string;
  valuation?: Valuation | null;
  /** Send it back with a change: a change made by someone else since refuses yours (409). */
  version: number;
};
export type BankApplicationView = {
  /** Main applicant first, with their personal ids. */
  applicants: BankApplicant[];
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  bank_status: BankStatus;
  country: string;
  date_created: string;
  /** What happened between the bank and the lender, newest first (the latest 50). */
  events: BankEvent[];
  loan: BankApplicationLoan;
  /** Comments and documents between the bank and the lender, newest first (the latest 50). */
  messages: BankMessage[];
  /** The bank's own offers, newest first. */
  offers: Offer[];
  property?: Property | null;
  /** When the lender sent it to the bank. */
  sent_at: string;
};
export type PortalProduct = 'mortgage';
export type BankCommentRequest = {
  /** The comment for the lender: 1 to 2000 characters once surrounding whitespace is removed; no NUL. */
  comment: string;
  country: CountryCode;
  product: PortalProduct;
};
export type PortalBank = {
  /** One of the partner's banks' countries. */
  country: CountryCode;
  /** One of the partner's banks' products. */
  product: PortalProduct;
};
export type BankOfferRequest = {
  /** Whole units of the application's currency. */
  amount: number;
  /** What the bank asks for (amortisation, insurance, ...): 0 to 2000 characters once surrounding whitespace is removed; no NUL. */
  conditions?: string;
  country: CountryCode;
  /** Yearly interest in hundredths of a percent (379 = 3.79 %), at most 30 %. */
  interest_rate_bp: number;
  product: PortalProduct;
  term_months: number;
  /** How many days from today the customer can accept it; left out: no end. */
  valid_days?: number | null;
};
export type RejectRequest = {
  country: CountryCode;
  product: PortalProduct;
  /** Why the bank declines the application: 1 to 500 characters once surrounding whitespace is removed; no NUL. */
  reason: string;
};
export type BankLoan = {
  /** Whole units of the country's currency; null when not given yet. */
  mortgage_loan_amount?: number | null;
};
export type BankApplicationRow = {
  /** Main applicant first. */
  applicants: BankApplicant[];
  /** The reference number, e.g. `MOSE1001`. */
  application_id: string;
  bank_status: BankStatus;
  country: string;
  date_created: string;
  loan: BankLoan;
};
export type BankApplicationPage = {
  items: BankApplicationRow[];
  limit: number;
  page: number;
};
export type BankApplicationsRequest = {
  /** Only these statuses; empty or left out: every status. */
  bank_statuses?: BankStatus[];
  /** One of the partner's banks' countries. */
  country: CountryCode;
  /** Rows per page: one of 5, 10, 25, 50 (default 25). */
  limit?: 5 | 10 | 25 | 50;
  /** Page number, from 0. */
  page?: number;
  /** One of the partner's banks' products. */
  product: PortalProduct;
  /** A personal id, a phone number, or the start of a first or last name (else a part of one): 2 to 100 characters once surrounding whitespace is removed; no NUL. */
  search?: string | null;
};
export type BankIdRequest = {
  bank_id: number;
};
export type LoginChallenge = {
  expires_at: string;
  otp_required: boolean;
  /** Pass to `/employee/login/validate` (or `/bank/login/validate`) with the code. */
  session_id: string;
};
export type BankLoginRequest = {
  /** 1 to 255 characters. */
  password: string;
  username: string;
};
export type Bank = {
  /** The bank of the catalogue the partner works for there (`GET /bank/all`). */
  bank_id: number;
  /** ISO 3166 alpha-2, e.g. `SE`. */
  country: string;
  /** e.g. `mortgage`. */
  product: string;
};
export type User = {
  /** True once an administrator created or edited the person in ZRM: their roles and
    coordinates are kept here, not taken from the identity provider at sign-in. */
  access_managed_in_zrm: boolean;
  /** The banks of a bank partner; empty for staff. At least one makes a bank partner. */
  banks: Bank[];
  /** A blocked employee cannot sign in until unblocked; their sessions ended when blocked. */
  blocked: boolean;
  /** A deactivated employee can no longer sign in. */
  deactivated: boolean;
  email: string;
  first_name: string;
  /** `en`, `sv` or `nb`: the person's e-mails and default screen language. */
  language: string;
  /** The last sign-in; absent before the first. */
  last_login?: string | null;
  last_name: string;
  /** First and last name. */
  name: string;
  phone_number: string;
  /** e.g. `online:admin` */
  roles: string[];
  /** The person's user id in Sverker, the legacy CRM. */
  sverker_id?: string | null;
  /** The person's user ids at the telephony providers, `telavox:<id>`. */
  telephony_ids: string[];
  user_id: string;
  /** 10-character data-region codes (Product, Country, Office, EmploymentType, Department). */
  zoordinates: string[];
};
export type SignedIn = {
  expires_at: string;
  /** Bearer token for every other call. */
  token: string;
  user: User;
};
export type ValidateLoginRequest = {
  /** The one-time code from the e-mail: 6 to 8 characters once surrounding whitespace is removed; no NUL. */
  otp: string;
  /** The `session_id` of the password step: 1 to 255 characters once surrounding whitespace is removed; no NUL. */
  session_id: string;
};
export type AuditAction =
  | 'created'
  | 'updated'
  | 'viewed'
  | 'consent_changed'
  | 'blocked'
  | 'unblocked'
  | 'check_run'
  | 'document_added'
  | 'document_attached'
  | 'exported'
  | 'erased';
export type AuditEntry = {
  action: AuditAction;
  /** User id of the employee, or the service's name. */
  actor: string;
  /** The employee's name; absent when the actor is a service or no longer an employee. */
  actor_name?: string | null;
  at: string;
  audit_id: number;
  /** The field or consent changed, or the check run. */
  field?: string | null;
  new_value?: string | null;
  old_value?: string | null;
  /** Why the employee looked the customer up (a lookup reason code, on `viewed` entries of a
    search). */
  reason?: string | null;
  request_id: string;
};
export type AuditPage = {
  /** Newest first. */
  items: AuditEntry[];
  limit: number;
  page: number;
  total: number;
};
export type Customer = {
  block_reason?: string | null;
  /** Set while the customer is blocked (no contact, no checks). */
  blocked_at?: string | null;
  /** `SE` or `NO`. */
  country: string;
  created_at: string;
  customer_id: number;
  email?: string | null;
  /** Set once the customer is erased; the personal fields then hold placeholders. */
  erased_at?: string | null;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number?: string | null;
  /** Normalised: SE 12 digits, NO 11 digits. */
  pni: string;
  /** The id in the legacy customer system. */
  sverker_id?: string | null;
  updated_at: string;
  /** The customer's My Pages account, when they have one. */
  user_id?: string | null;
};
export type BlockRequest = {
  customer_id: number;
  /** Why: 1 to 500 characters once surrounding whitespace is removed; no NUL. */
  reason: string;
};
export type BlockState = {
  blocked: boolean;
  customer_id: number;
  erased: boolean;
  /** Neither blocked nor erased. */
  may_contact: boolean;
  reason?: string | null;
};
export type CustomerIdRequest = {
  customer_id: number;
};
export type CheckKind = 'id' | 'credit' | 'pep' | 'externally_verified_credits';
export type CheckStatus = 'completed' | 'failed';
export type Check = {
  check_id: number;
  checked_at: string;
  customer_id: number;
  /** Why the provider failed, when it did. */
  error?: string | null;
  kind: CheckKind;
  /** id: `verified` or `mismatch`; credit: `approved`, `declined` or `manual_review`; pep:
    `clear` or `hit`; externally verified credits: `no_debt` or `debt_found`; `failed` when the
    provider did not answer. */
  outcome: string;
  /** User id of the employee who ran it. */
  requested_by: string;
  /** That employee's name; absent when a service ran it or the employee is gone. */
  requested_by_name?: string | null;
  /** The provider's answer (score, risk class, hits, loans…). */
  result: object;
  status: CheckStatus;
};
export type CheckPage = {
  /** Newest first. */
  items: Check[];
  limit: number;
  page: number;
  total: number;
};
export type DebtRegisterConsent = {
  given: boolean;
  given_at?: string | null;
  renewed_at?: string | null;
};
export type Consents = {
  consents_popup_dismissed_at?: string | null;
  customer_club_marketing: boolean;
  customer_id: number;
  /** The Norwegian debt register (gjeldsregisteret) consent. */
  debt_register: DebtRegisterConsent;
  email_marketing: boolean;
  sms_marketing: boolean;
  /** When a consent last changed; null while none ever did. */
  updated_at?: string | null;
};
export type CreateCustomerRequest = {
  /** `SE` or `NO` */
  country: 'SE' | 'NO';
  /** An e-mail address: one `@` between a local part and a domain with a dot, no whitespace or control characters (surrounding whitespace is removed; blank: none) */
  email?: string | null;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name: string;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name: string;
  /** E.164, e.g. `+46701234567` (surrounding whitespace is removed; blank: none) */
  phone_number?: string | null;
  /** A personal id of the country, in any form people write it. */
  pni: string;
  /** The id in the legacy customer system (blank: none): 0 to 100 characters once surrounding whitespace is removed; no NUL. */
  sverker_id?: string | null;
};
export type IdMatch = {
  customer_ids: number[];
  /** The value as asked. */
  value: string;
};
export type IdMatches = {
  /** One entry per value some customer holds; values no customer holds are left out. */
  items: IdMatch[];
};
export type EmailsRequest = {
  /** 1 to 100 e-mail addresses. */
  emails: string[];
};
export type CustomerList = {
  /** The customers that exist, in the order asked; unknown ids are left out. */
  items: Customer[];
};
export type GetCustomersRequest = {
  /** 1 to 100 customer ids. */
  customer_ids: number[];
};
export type Impersonation = {
  /** The link works once, until then. */
  expires_at: string;
  /** Open this in a new tab: the customer's My Pages, signed in as them. */
  url: string;
};
export type CustomerChange = {
  customer_id: number;
  updated_at: string;
};
export type CustomerChangePage = {
  /** Oldest change first. */
  items: CustomerChange[];
  limit: number;
  page: number;
  total: number;
};
export type CustomerPage = {
  items: Customer[];
  limit: number;
  page: number;
  /** How many match; a search by name stops counting at 1,000 (see `total_is_lower_bound`). */
  total: number;
  /** More than `total` match (a name search counts up to 1,000): narrow the search to see them
    all. */
  total_is_lower_bound: boolean;
};
export type CustomerName = {
  customer_id: number;
  first_name: string;
  last_name: string;
};
export type NameByPniRequest = {
  /** A Swedish or Norwegian personal id, in any form people write it. */
  pni: string;
};
export type PhonesToIdsRequest = {
  /** 1 to 100 phone numbers in E.164. */
  phone_numbers: string[];
};
export type PnisToIdsRequest = {
  /** 1 to 100 personal ids. */
  pnis: string[];
};
export type SearchKey = 'pni' | 'phone_number' | 'email' | 'sverker_id' | 'id' | 'name';
export type SearchCustomersRequest = {
  key: SearchKey;
  /** Why the customer is looked up */
  reason:
    'CUSTOMER_CONTACT' | 'APPLICATION_HANDLING' | 'INSURANCE_HANDLING' | 'COMPLAINT' | 'DATA_REQUEST' | 'FRAUD_CHECK';
  /** The value searched for: 1 to 254 characters once surrounding whitespace is removed; no NUL. */
  value: string;
};
export type UpdateCustomerRequest = {
  customer_id: number;
  /** An e-mail address: one `@` between a local part and a domain with a dot, no whitespace or control characters (surrounding whitespace is removed; blank: none) */
  email?: string | null;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name?: string | null;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name?: string | null;
  /** E.164, e.g. `+46701234567` (surrounding whitespace is removed; blank: none) */
  phone_number?: string | null;
};
export type UpdateConsentsRequest = {
  /** true records that the customer dismissed the consents pop-up now. */
  consents_popup_dismissed?: boolean;
  customer_club_marketing?: boolean | null;
  customer_id: number;
  /** Gives or withdraws the debt-register consent (Norwegian customers only). */
  debt_register?: boolean | null;
  email_marketing?: boolean | null;
  sms_marketing?: boolean | null;
};
export type ValidEmails = {
  /** The addresses asked that are well formed and held by a customer who may be contacted. */
  emails: string[];
};
export type AttachRequest = {
  customer_id: number;
  document_id: number;
};
export type DocumentTypeOption = {
  label: string;
  value: string;
};
export type DocumentTypes = {
  /** The content types taken. */
  content_types: string[];
  items: DocumentTypeOption[];
  /** The largest file taken. */
  max_size_bytes: number;
};
export type BankCountry = 'SE' | 'NO';
export type BankProduct = 'mortgage';
export type BankBody = {
  /** A bank of the catalogue (`GET /bank/all`) in that country. */
  bank_id: number;
  country: BankCountry;
  product: BankProduct;
};
export type LanguageCode = 'en' | 'sv' | 'nb';
export type EmployeeProfileBody = {
  /** The banks of a bank partner; empty for staff. */
  banks?: BankBody[];
  /** The person's e-mail address (unique, any letter case): at most 255 characters as sent; surrounding whitespace is removed. */
  email: string;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name: string;
  /** The language of the person's e-mails and default screen language (default `en`). */
  language?: LanguageCode;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name: string;
  /** E.164, e.g. `+46701234567` (surrounding whitespace is removed; blank: none) */
  phone_number?: string | null;
  roles?: (
    | 'employee:admin'
    | 'partner:admin'
    | 'mortgage:admin'
    | 'legal:admin'
    | 'zaker:read-sales-stats'
    | 'zaker:insurance:create'
    | 'admin'
    | 'impersonate-customer'
    | 'REMOTE_ACCESS'
    | 'READ_BLANCO_SALES_STATS'
    | 'READ_MORTGAGE_SALES_STATS'
    | 'insurance:admin'
    | 'online:admin'
    | 'mb:admin'
    | 'kdlt:admin'
    | 'data:admin'
    | 'template:admin'
    | 'affiliate:admin'
    | 'developer'
    | 'tm-campaign:admin'
    | 'tm-campaign:read'
    | 'dialmaker:admin'
    | 'team-lead'
    | 'mailmaker:admin'
    | 'leadtaker:admin'
  )[];
  /** The person's Sverker user id (blank: none): 0 to 64 characters once surrounding whitespace is removed; no NUL. */
  sverker_id?: string | null;
  telephony_ids?: string[];
  zoordinates?: string[];
};
export type EmployeeChanged = {
  /** True when the person's open sessions were ended (access or status changed). */
  sessions_ended: boolean;
  user: User;
};
export type BlockBody = {
  /** true blocks (the person's sessions end at once), false unblocks. */
  blocked: boolean;
};
export type UserPage = {
  items: User[];
  limit: number;
  page: number;
  total: number;
};
export type ByZoordinatesBody = {
  /** Rows per page: one of 5, 10, 25, 50 (default 25). */
  limit?: 5 | 10 | 25 | 50;
  /** Page number, from 1. */
  page?: number;
  /** Leave out deactivated employees (default false). */
  without_deactivated?: boolean;
  zoordinates: string[];
};
export type IdpCallbackRequest = {
  /** The query string the provider sent the popup back with (`code=…&state=…`, or
    `error=…&state=…`), with or without the leading `?`: 1 to 4096 characters. */
  callback: string;
};
export type IdpLoginStarted = {
  /** Open this in the popup. */
  authorization_url: string;
  /** The callback must arrive before this. */
  expires_at: string;
};
export type IdpLoginRequest = {
  /** The language of the provider's pages: `en`, `sv` or `nb` (default: the provider's own). */
  language?: string | null;
};
export type LoginRequest = {
  /** The employee's e-mail address: at most 255 characters, with a top-level domain
    (surrounding whitespace is ignored). */
  email: string;
  /** 1 to 255 characters. */
  password: string;
};
export type MySettings = {
  compact: boolean;
  debug: boolean;
  default_calendar_view: string;
  language: string;
  /** How the employee's name may be shown to customers. */
  share_name_consent: string;
  /** `system` follows the operating system's light or dark mode. */
  theme: string;
  /** The chosen coordinate (one of the employee's own); empty: the first of the list. */
  zoordinate: string;
};
export type MySettingsChange = {
  compact?: boolean | null;
  debug?: boolean | null;
  default_calendar_view?: string | null;
  language?: string | null;
  share_name_consent?: string | null;
  theme?: string | null;
  /** One of the employee's coordinates (any other is refused with 403), or empty for the first. */
  zoordinate?: string | null;
};
export type RoleOption = {
  /** e.g. `employee:admin` */
  role: string;
};
export type RoleList = {
  items: RoleOption[];
};
export type EmployeeSearchBody = {
  /** Rows per page: one of 5, 10, 25, 50 (default 25). */
  limit?: 5 | 10 | 25 | 50;
  /** Page number, from 1. */
  page?: number;
  /** The text searched for: 2 to 100 characters once surrounding whitespace is removed; no NUL. */
  text: string;
};
export type ZoordinateList = {
  /** Coordinate codes held by active employees, in code order. */
  items: string[];
};
export type UpdateEmployeeBody = {
  /** A deactivated person can no longer sign in and leaves the pickers (default false). */
  deactivated?: boolean;
  profile: EmployeeProfileBody;
};
export type ChangeKindBody = 'created' | 'updated' | 'blocked' | 'unblocked' | 'signed_in';
export type EmployeeChangeEntry = {
  after: object;
  /** The audited fields before (absent on creation). */
  before?: object | null;
  change_id: number;
  changed_at?: string | null;
  /** The administrator; absent when the identity provider's claims changed the access at a
    sign-in. */
  changed_by?: string | null;
  changed_by_name?: string | null;
  kind: ChangeKindBody;
};
export type EmployeeChangePage = {
  items: EmployeeChangeEntry[];
  limit: number;
  page: number;
  total: number;
};
export type CancelCause =
  | 'CUSTOMER_REQUEST'
  | 'LOAN_REPAID'
  | 'TOO_EXPENSIVE'
  | 'INSURED_ELSEWHERE'
  | 'REGRET'
  | 'CUSTOMER_DECEASED'
  | 'OTHER'
  | 'MISSING_PAYMENTS';
export type InsuranceGroup = 'SAFETY_INSURANCE' | 'ACCIDENT_INSURANCE' | 'LIFE_INSURANCE';
export type Money = {
  currency: string;
  minor_units: number;
};
export type Mandate = {
  /** `GOCARDLESS` (Autogiro, Sweden) or `VIPPS` (Vipps Recurring, Norway). */
  provider: string;
  /** The provider's own status word. */
  provider_status: string;
  /** The provider's mandate or agreement id; empty until the payer approved. */
  reference: string;
  updated_at: string;
};
export type InsuranceStatus = 'ACTIVE' | 'INACTIVE';
export type InsuranceSubstatus =
  | 'WAITING_FOR_CUSTOMER_ACCEPTANCE'
  | 'WAITING_FOR_BANK'
  | 'INACTIVE_MANDATE'
  | 'ACTIVE'
  | 'CANCELED'
  | 'PENDING_CANCELLATION'
  | 'DISCARDED';
export type Insurance = {
  cancel_cause?: CancelCause | null;
  cancelled_at?: string | null;
  /** `SE` or `NO`. */
  country: string;
  /** The employee who sold it; empty for a customer's own sign-up. */
  created_by: string;
  /** The seller's current name in the insurance service's register of staff members
    (`/insurance/api/ext_users/create`); absent when not registered. */
  created_by_name?: string | null;
  customer_id: number;
  dateCreated: string;
  email: string;
  insurance_group: InsuranceGroup;
  insurance_id: number;
  /** The insured monthly amount (safety, accident) or sum (life). */
  insured_amount: Money;
  mandate?: Mandate | null;
  phone_number: string;
  /** The monthly premium. */
  premium: Money;
  product_code: string;
  /** When the customer accepted the terms. */
  signupDate?: string | null;
  status: InsuranceStatus;
  substatus: InsuranceSubstatus;
};
export type TermsConfirmed = {
  insurance: Insurance;
  /** The payment provider's mandate page: send the browser here. */
  psp_external_url?: string | null;
  /** A page to show in an iframe; none of our providers uses one. */
  psp_iframe?: string | null;
};
export type ConfirmTermsBody = {
  /** The customer's e-mail address (surrounding whitespace is removed) */
  email: string;
  encrypted_insurance_id: string;
  /** Where the browser goes when the customer leaves the payment page without approving. */
  fail_url: string;
  /** Whole kronor, within the rule's range and step. */
  insured_amount: number;
  /** E.164, e.g. `+46701234567`. */
  phone_number: string;
  /** The monthly premium shown, in minor units: it must be the premium of the amount. */
  premium: number;
  /** The app's page the payment provider sends the browser back to after approving: an
    absolute URL on one of the customer area's origins. */
  success_url: string;
};
export type SalesReportRow = {
  /** Of those, still in force now. */
  active: number;
  /** SE or NO. */
  country: string;
  /** SEK or NOK (one per country: a row never adds two currencies). */
  currency: string;
  /** The signup day, YYYY-MM-DD (UTC). */
  day: string;
  insurance_group: InsuranceGroup;
  /** Their monthly premiums added up, in minor units of `currency`. */
  premiums_minor: number;
  self_sign_up: boolean;
  /** The employee who sold them; null for the customers' own sign-ups. */
  seller_id?: string | null;
  /** The seller's name: "Self sign-up" (in the reader's language) for the customers' own
    sign-ups, the id when the employee register does not know it. */
  seller_name: string;
  /** Insurances signed up. */
  sold: number;
};
export type VippsCharge = {
  agreement_id: string;
  amount: Money;
  captured: Money;
  charge_id: string;
  due: string;
  /** Why it failed, in Vipps's words; absent unless it failed. */
  failure_reason?: string | null;
  /** Our payment of the month the charge is for. */
  payment_id: number;
  period_start: string;
  refunded: Money;
  /** Vipps's status word: PENDING, DUE, PROCESSING, CHARGED, FAILED, CANCELLED, REFUNDED… */
  status: string;
};
export type SignUpRefusal =
  'NOT_OFFERED_IN_COUNTRY' | 'MAX_AMOUNT_ZERO' | 'RULE_FORBIDS_SELF_SIGN_UP' | 'ALREADY_HAS_ACTIVE';
export type SignUpEligibility = {
  can_sign_up: boolean;
  /** `SE` or `NO`: the customer's country, whose rule applies. */
  country: string;
  /** With `ALREADY_HAS_ACTIVE`: the customer's insurance of the group that has not ended. */
  open_insurance_id?: number | null;
  /** Every reason not, in the order a sale checks them; empty when it can. */
  reasons: SignUpRefusal[];
};
export type CanSignUpBody = {
  customer_id: number;
  insurance_group: InsuranceGroup;
  /** Ask as for the customer signing up on My Pages (the rule must allow it); absent or false:
    a sale by staff. */
  self_sign_up?: boolean;
};
export type ChosenCancelCause =
  'CUSTOMER_REQUEST' | 'LOAN_REPAID' | 'TOO_EXPENSIVE' | 'INSURED_ELSEWHERE' | 'REGRET' | 'CUSTOMER_DECEASED' | 'OTHER';
export type CancelInsuranceBody = {
  /** One of the causes of `GET /insurance/api/cancel-insurance-causes`. */
  cause: ChosenCancelCause;
  /** At most 500 characters; no NUL. */
  comment?: string | null;
  insurance_id: number;
};
export type CancelCauses = {
  /** The causes staff may choose (the service sets `MISSING_PAYMENTS` itself). */
  causes: ChosenCancelCause[];
};
export type CancellationAlertType =
  'MISSING_2_PAYMENTS' | 'MISSING_3_PAYMENTS' | 'AUTOMATICALLY_CANCELED' | 'INACTIVE_MANDATE';
export type CancellationAlert = {
  alert_id: number;
  alert_type: CancellationAlertType;
  /** What raised it: the missed payments in a row and the first missed period, or the day the
    mandate stopped. */
  detail: unknown;
  insurance_id: number;
  raised_at: string;
};
export type CancellationAlertPage = {
  items: CancellationAlert[];
  limit: number;
  page: number;
  total: number;
};
export type CreateInsuranceBody = {
  customer_id: number;
  insurance_group: InsuranceGroup;
  /** Whole kronor: 1000 to 10000 in steps of 100 (safety, accident), or a life sum in steps of
    10000 up to the rule's maximum; absent: the default (3300 SE, 3400 NO; the configured life
    sum). */
  insured_amount?: number | null;
};
export type InsurancePage = {
  items: Insurance[];
  limit: number;
  page: number;
  total: number;
};
export type CustomersInsurancesBody = {
  /** 1 to 100 distinct customer ids. */
  customer_ids: number[];
  /** Rows per page: one of 5, 10, 25, 50 (default 25). */
  limit?: 5 | 10 | 25 | 50;
  /** Page number, from 1. */
  page?: number;
};
export type InsuranceUser = {
  /** False once deactivated; the name still shows in the history. */
  active: boolean;
  deactivated_at?: string | null;
  email: string;
  name: string;
  updated_at: string;
  user_id: string;
};
export type InsuranceUserBody = {
  /** The person's e-mail address (unique, any letter case): at most 255 characters as sent; surrounding whitespace is removed. */
  email: string;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  name: string;
  /** The employee's user id (a UUID), as recorded on sales and cancellations. */
  user_id: string;
};
export type InsuranceUserIdBody = {
  /** The employee's user id (a UUID). */
  user_id: string;
};
export type ServiceHealth = {
  /** `ok`: the insurance service answered. */
  status: string;
};
export type InsuranceStatuses = {
  statuses: InsuranceStatus[];
  substatuses: InsuranceSubstatus[];
};
export type InsuranceTypes = {
  insurance_groups: InsuranceGroup[];
};
export type EncryptedInsuranceId = {
  /** Put in the customer's link (`/insurance/terms?id=…`); it cannot be forged or guessed. */
  encrypted_insurance_id: string;
  expires_at: string;
};
export type InsuranceEvent = {
  /** The employee's or customer's id, or the payment provider. */
  actor: string;
  /** The employee's current name in the insurance service's register of staff members;
    absent when not registered. */
  actor_name?: string | null;
  /** What the event carries. */
  detail: unknown;
  event_id: number;
  /** `INSURANCE_CREATED`, `TERMS_ACCEPTED`, `MANDATE_REQUESTED`, `MANDATE_ACTIVE`,
    `MANDATE_INACTIVE`, `PAYMENT_PROVIDER_EVENT`, `INSURANCE_CANCELLED`, `CUSTOMER_DECEASED`… */
  event_type: string;
  occurred_at: string;
};
export type InsuranceEventPage = {
  items: InsuranceEvent[];
  limit: number;
  page: number;
  total: number;
};
export type Refund = {
  amount: Money;
  created_at: string;
  /** The provider's own status word (`created`, `paid`…; `REFUNDED` for Vipps). */
  provider_status: string;
  refund_id: number;
  /** The employee who refunded. */
  requested_by: string;
};
export type PaymentState = 'PENDING' | 'COLLECTED' | 'MISSED';
export type Payment = {
  amount: Money;
  /** The day the provider collects it. */
  charge_date: string;
  created_at: string;
  insurance_id: number;
  payment_id: number;
  /** The first day of the month of cover it pays for. */
  period_start: string;
  /** `GOCARDLESS` (Autogiro, Sweden) or `VIPPS` (Vipps Recurring, Norway). */
  provider: string;
  /** GoCardless's payment or Vipps's charge. */
  provider_reference: string;
  /** The provider's own status word. */
  provider_status: string;
  /** What may still be refunded: the collected amount not yet refunded (0 unless collected). */
  refundable: Money;
  refunded: Money;
  refunds: Refund[];
  state: PaymentState;
  updated_at: string;
};
export type PaymentPage = {
  items: Payment[];
  limit: number;
  page: number;
  total: number;
};
export type InactiveListBody = {
  country?: CountryCode | null;
  insurance_group?: InsuranceGroup | null;
  /** Rows per page: one of 5, 10, 25, 50 (default 25). */
  limit?: 5 | 10 | 25 | 50;
  /** Page number, from 1. */
  page?: number;
};
export type MandateLink = {
  expires_at: string;
  /** For the customer to open: it leads on to the provider's page for a new direct debit. */
  url: string;
};
export type MaxAmount = {
  amount_step: number;
  /** The customer's country, whose rule applies. */
  country: string;
  insurance_group: InsuranceGroup;
  /** Whole kronor; 0: the group is not sold in the country. */
  max_amount: number;
  /** Whole kronor: the lowest amount and the step. */
  min_amount: number;
};
export type RefundBody = {
  /** In minor units (öre, øre) of the payment's currency: at least 1, at most what was
    collected and not yet refunded (the payment's `refundable`). */
  amount_minor_units: number;
  payment_id: number;
};
export type InsuranceEmail = 'insurance_invitation' | 'insurance_new_mandate';
export type EmailSent = {
  email: InsuranceEmail;
  /** When the link in it stops working. */
  link_expires_at: string;
  sent_at: string;
  /** The customer's e-mail address it went to. */
  sent_to: string;
};
export type InsuranceIdBody = {
  insurance_id: number;
};
export type InsuranceRule = {
  amount_step: number;
  country: string;
  /** Customers may sign up on My Pages (max_amount above 0 and the rule's flag). */
  customer_can_self_sign_up: boolean;
  /** Whole kronor: what a form starts with, the lowest amount and the step. */
  default_amount: number;
  insurance_group: InsuranceGroup;
  /** The highest insured amount, whole kronor; 0: not sold. */
  max_amount: number;
  min_amount: number;
  /** The monthly premium's rate in millionths of the insured amount: the premium in minor
    units is `amount × 100 × rate / 1000000`, rounded half up. */
  premium_rate_ppm: number;
};
export type InsuranceRules = {
  rules: InsuranceRule[];
};
export type InsuranceSearchCustomer = {
  customer_id: number;
  /** Empty when the register no longer holds the customer. */
  first_name: string;
  last_name: string;
  /** Normalised (Sweden 12 digits, Norway 11); the client formats it for the country. */
  pni: string;
};
export type InsuranceSearchHit = {
  /** `SE` or `NO`. */
  country: string;
  customer: InsuranceSearchCustomer;
  dateCreated: string;
  insurance_group: InsuranceGroup;
  insurance_id: number;
  /** The insured monthly amount (safety, accident) or sum (life): the list's Total. */
  insured_amount: Money;
  /** The monthly premium. */
  premium: Money;
  /** When the customer accepted the terms; absent while they have not. */
  signupDate?: string | null;
  status: InsuranceStatus;
  substatus: InsuranceSubstatus;
};
export type InsuranceSearchPage = {
  items: InsuranceSearchHit[];
  limit: number;
  /** The text named more than 200 people: only the insurances of the newest 200 are here
    (a longer name part narrows it). */
  more_people: boolean;
  page: number;
  total: number;
};
export type WinbackOutcome = 'WON_BACK' | 'NOT_INTERESTED' | 'CALL_BACK_LATER' | 'NO_ANSWER';
export type WinbackFeedback = {
  comment: string;
  outcome: WinbackOutcome;
  recorded_at: string;
  /** The employee who recorded it. */
  recorded_by: string;
};
export type Winbackable = {
  feedback?: WinbackFeedback | null;
  insurance: Insurance;
};
export type WinbackFeedbackBody = {
  /** At most 500 characters; no NUL. */
  comment?: string | null;
  insurance_id: number;
  outcome: WinbackOutcome;
};
export type WinbackablePage = {
  items: Winbackable[];
  limit: number;
  page: number;
  total: number;
};
export type CreateSource = {
  /** Set when creating the lead from its source failed. */
  error?: string | null;
  /** e.g. `online_form` */
  type: string;
};
export type Applicant = {
  first_name: string;
  last_name: string;
  /** Personal identity number; core normalises it (Swedish ones to `YYYYMMDDNNNN`). */
  pni: string;
};
export type LeadData = {
  applicant: Applicant;
  co_applicant?: Applicant | null;
};
export type Lead = {
  assignee?: Assignee | null;
  /** `SE` or `NO` */
  country: string;
  create_source: CreateSource;
  created_at: string;
  data: LeadData;
  handled: boolean;
  /** In the lists: the start of the latest meeting (newest start); a lead not handled with a
    start in the past gets the table's warning icon. */
  latest_meeting_start?: string | null;
  lead_id: number;
  next_meeting?: NextMeeting | null;
  reprocessable: boolean;
  /** e.g. `ONLINE_LEAD` */
  source: string;
};
export type AssignLeadRequest = {
  /** User id of the employee to assign. */
  assignee_id: string;
};
export type ConvertLeadRequest = {
  loan_purpose: LoanPurpose;
  /** Whole kronor, 1 to 1,000,000,000 (null or absent: not given yet). */
  mortgage_loan_amount?: number | null;
};
export type NewCreateSource = {
  /** Set when creating the lead from its source failed (null or blank: no error): 0 to 1000 characters once surrounding whitespace is removed; no NUL. */
  error?: string | null;
  /** e.g. `online_form`: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  type: string;
};
export type NewApplicant = {
  /** First name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name: string;
  /** Last name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name: string;
  /** Personal identity number valid for the lead's `country`: a Swedish personnummer with its
    check digit (`YYYYMMDD-NNNN`, `YYYYMMDDNNNN`, `YYMMDD-NNNN`…) or a Norwegian
    fødselsnummer with both control digits (`DDMMYYNNNNN`); no birth date after today. */
  pni: string;
};
export type NewLeadData = {
  applicant: NewApplicant;
  co_applicant?: NewApplicant | null;
};
export type CreateLeadRequest = {
  /** `SE` or `NO` */
  country: 'SE' | 'NO';
  create_source: NewCreateSource;
  data: NewLeadData;
  /** Where the lead comes from, e.g. `ONLINE_LEAD`: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  source: string;
};
export type LeadPage = {
  items: Lead[];
  limit: number;
  page: number;
  /** How many match; a search by name stops counting at 1,000 (see `total_is_lower_bound`). */
  total: number;
  /** More than `total` match (a name search counts up to 1,000): narrow the search to see them
    all. */
  total_is_lower_bound: boolean;
};
export type ReprocessStatus = 'reprocessed' | 'skipped' | 'failed';
export type ReprocessResult = {
  /** Why the lead was skipped or failed, e.g. `Lead not found`; null when reprocessed. */
  error?: string | null;
  lead_id: number;
  status: ReprocessStatus;
};
export type ReprocessSubmissionsRequest = {
  /** 1 to 100 positive lead ids; a repeated id is reprocessed once. */
  lead_ids: number[];
};
export type MeetingKind = 'PHONE' | 'VIDEO' | 'OFFICE';
export type Meeting = {
  /** The application's reference number (e.g. `MOSE1001`), or null for a lead's meeting. */
  application_id?: string | null;
  cancelled: boolean;
  /** `SE` or `NO`: the time zone it is shown in. */
  country: string;
  created_by: string;
  end: string;
  handler_id: string;
  handler_name: string;
  kind: MeetingKind;
  lead_id?: number | null;
  meeting_id: number;
  note?: string | null;
  start: string;
};
export type MeetingList = {
  /** By start. */
  items: Meeting[];
};
export type MeetingsBetweenRequest = {
  from: string;
  to: string;
};
export type Slot = {
  end: string;
  start: string;
};
export type SlotList = {
  items: Slot[];
};
export type CreateMeetingRequest = {
  application_id?: string | null;
  end: string;
  /** The employee holding it; absent: the caller. */
  handler_id?: string | null;
  kind: MeetingKind;
  lead_id?: number | null;
  /** A note (blank or null: none): 0 to 2000 characters once surrounding whitespace is removed; no NUL. */
  note?: string | null;
  /** UTC or with an offset; ends 15 minutes to 8 hours after it starts. */
  start: string;
};
export type MeetingsOfRequest = {
  /** Reference numbers, e.g. `MOSE1001`. */
  application_ids?: string[];
  /** Lead ids. */
  lead_ids?: number[];
  /** Names are always included (accepted for the apps that send it). */
  with_handler_name?: boolean;
};
export type UpdateMeetingRequest = {
  end?: string | null;
  handler_id?: string | null;
  kind?: MeetingKind | null;
  /** A note (blank or null: none): 0 to 2000 characters once surrounding whitespace is removed; no NUL. */
  note?: string | null;
  start?: string | null;
};
export type EmailAttachment = {
  attachment_id: string;
  /** `application/pdf`, `image/png` or `image/jpeg`. */
  content_type: string;
  file_name: string;
  size_bytes: number;
  uploaded_at: string;
  uploaded_by: string;
  uploaded_by_name?: string | null;
};
export type AttachmentPage = {
  /** Newest first. */
  items: EmailAttachment[];
  limit: number;
  page: number;
  total: number;
};
export type SmsDirection = 'outgoing' | 'incoming';
export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'failed' | 'received';
export type SmsMessage = {
  application_id_or_lead_id?: string | null;
  created_at: string;
  customer_id?: number | null;
  delivered_at?: string | null;
  direction: SmsDirection;
  /** Why sending failed (or is being retried). */
  error?: string | null;
  message: string;
  /** The customer's side of the conversation, E.164. */
  phone_number: string;
  /** The user id of the employee who sent it (a part of the system: its name); null on
    incoming SMS. */
  sent_by?: string | null;
  /** The sender's name, when an employee sent it. */
  sent_by_name?: string | null;
  sms_id: number;
  status: SmsStatus;
};
export type SmsPage = {
  items: SmsMessage[];
  limit: number;
  page: number;
  total: number;
};
export type MessagesByCustomerBody = {
  customer_id?: number | null;
  /** E.164, e.g. `+46701234567`. */
  phone_number?: string | null;
  /** A Swedish or Norwegian personal id, in any form people write it. */
  pni?: string | null;
} & (
  | {
      customer_id: number;
    }
  | {
      pni: string;
    }
  | {
      phone_number: string;
    }
);
export type SavedConversation = {
  /** The application (`MOSE1001`) or lead (`123`) the window's messages are filed under. */
  application_id_or_lead_id: string;
  /** `SE` or `NO`. */
  country: string;
  customer_id?: number | null;
  /** Open, or minimised to its title bar. */
  open: boolean;
  /** E.164; null for a customer's window saved without one. */
  phone_number?: string | null;
  pni?: string | null;
  title: string;
};
export type SavedConversations = {
  /** In the dock's order, oldest first. */
  conversations: SavedConversation[];
};
export type SaveConversationsBody = {
  /** The dock's windows in order; a second window of the same customer or number is left out. */
  conversations: ({
    /** The application (`MOSE1001`) or lead (`123`). */
    application_id_or_lead_id: string;
    country: 'SE' | 'NO';
    customer_id?: number | null;
    open: boolean;
    /** E.164. */
    phone_number?: string | null;
    /** The personal id as the page showed it. */
    pni?: string | null;
    /** 1 to 200 characters once trimmed. */
    title: string;
  } & (
    | {
        customer_id: number;
      }
    | {
        phone_number: string;
      }
  ))[];
};
export type SmsStreamEvent = {
  application_id_or_lead_id?: string | null;
  customer_id?: number | null;
  /** `messaging.sms.sent`, `…delivered`, `…failed` or `…received`. */
  event_type: string;
  /** E.164. */
  phone_number: string;
  sms_id: number;
};
export type SendSmsBody =
  | {
      /** The application (`MOSE1001`) or lead (`123`) the message is about. */
      application_id_or_lead_id: string;
      customer_id: number;
      /** 1 to 1600 characters once surrounding whitespace is removed (sent trimmed); no NUL. */
      message: string;
    }
  | {
      /** The application (`MOSE1001`) or lead (`123`) the message is about. */
      application_id_or_lead_id: string;
      country: 'SE';
      /** 1 to 1600 characters once surrounding whitespace is removed (sent trimmed); no NUL. */
      message: string;
      /** E.164, or as dialled in the country. */
      phone_number: string;
    }
  | {
      /** The application (`MOSE1001`) or lead (`123`) the message is about. */
      application_id_or_lead_id: string;
      country: 'NO';
      /** 1 to 1600 characters once surrounding whitespace is removed (sent trimmed); no NUL. */
      message: string;
      /** E.164, or as dialled in the country. */
      phone_number: string;
    };
export type SentEmail = {
  message_id: string;
  sent_at: string;
  subject: string;
  to: string;
};
export type SentTemplate = {
  /** The customer's country: whose template was used. */
  country: string;
  email?: SentEmail | null;
  sms?: SmsMessage | null;
};
export type TemplateType = 'email' | 'sms';
export type SendTemplateBody = {
  /** The application (`MOSE1001`) or lead (`123`) the message is about; required by events that concern one (`needs_reference` in the catalogue). */
  application_id_or_lead_id?: string;
  customer_id: number;
  /** An event of the catalogue (`GET /message/template/link-vars`). */
  event:
    | 'application_received'
    | 'documents_requested'
    | 'offer_received'
    | 'offer_accepted'
    | 'application_disbursed'
    | 'insurance_welcome'
    | 'insurance_payment_failed'
    | 'general';
  /** A product code: MO, UL, CC, LI or AI. */
  product: 'MO' | 'UL' | 'CC' | 'LI' | 'AI';
  type: TemplateType;
};
export type AttachedSender = {
  /** How many SMS joined the customer's conversation. */
  attached: number;
};
export type AttachSenderRequest = {
  customer_id: number;
  /** E.164, e.g. `+46701234567` (surrounding whitespace is removed) */
  phone_number: string;
};
export type MessageTemplate = {
  /** E-mail only. */
  attachment_ids: string[];
  body: string;
  /** `SE` or `NO`. */
  country: string;
  event: string;
  product: string;
  /** E-mail only; empty for SMS. */
  subject: string;
  type: TemplateType;
  updated_at: string;
  /** The user id of the employee who saved it last. */
  updated_by: string;
  updated_by_name?: string | null;
};
export type TemplateInput = {
  /** E-mail only: uploaded attachments (`POST /message/attachments/upload`), at most 5. */
  attachment_ids?: string[];
  /** MiniJinja syntax (`{{ first_name }}`); only the event's variables. 1 to 20,000 characters once trimmed; no NUL. */
  body: string;
  /** `SE` or `NO` */
  country: 'SE' | 'NO';
  /** An event of the catalogue (`GET /message/template/link-vars`). */
  event:
    | 'application_received'
    | 'documents_requested'
    | 'offer_received'
    | 'offer_accepted'
    | 'application_disbursed'
    | 'insurance_welcome'
    | 'insurance_payment_failed'
    | 'general';
  /** A product code: MO, UL, CC, LI or AI. */
  product: 'MO' | 'UL' | 'CC' | 'LI' | 'AI';
  /** E-mail: required, 1 to 200 characters once trimmed. SMS: empty or left out. */
  subject?: string;
  type: TemplateType;
};
export type TemplateVariable = {
  /** A URL into My Pages. */
  link: boolean;
  name: string;
  /** What the preview renders for it. */
  sample: string;
};
export type TemplateEvent = {
  event: string;
  /** A send of this event names an application or lead. */
  needs_reference: boolean;
  products: string[];
  variables: TemplateVariable[];
};
export type TemplateCatalogue = {
  events: TemplateEvent[];
};
export type TemplatePage = {
  /** By country, product and event. */
  items: MessageTemplate[];
  limit: number;
  page: number;
  total: number;
};
export type RenderedTemplate = {
  body: string;
  /** SMS: the parts the text is sent in; 0 for e-mail. */
  sms_parts: number;
  /** Empty for SMS. */
  subject: string;
};
export type KalpSettings = {
  /** Yearly amortization of the loan amount. */
  amortization_rate_bp: number;
  country: CountryCode;
  living_cost_child: number;
  living_cost_first_adult: number;
  living_cost_other_adult: number;
  /** Electricity, insurance and upkeep of an apartment, beside its monthly fee. */
  operating_cost_apartment: number;
  /** Heating, water, insurance and upkeep of a house, townhouse or holiday home. */
  operating_cost_house: number;
  /** The interest rate the loan is tested at. */
  stress_interest_rate_bp: number;
  updated_at: string;
  /** User id of the employee who changed them last; absent while they are the defaults. */
  updated_by?: string | null;
  /** Send it back with a change (409 when someone changed them since). */
  version: number;
};
export type UpdateKalpSettingsRequest = {
  amortization_rate_bp: number;
  living_cost_child: number;
  living_cost_first_adult: number;
  living_cost_other_adult: number;
  operating_cost_apartment: number;
  operating_cost_house: number;
  stress_interest_rate_bp: number;
  /** The `version` you read. */
  version: number;
};
export type TaxCalculation = {
  country: CountryCode;
  deductions: CalculationLine[];
  effective_rate_bp: number;
  net_monthly: number;
  net_yearly: number;
  taxable_income: number;
  taxes: CalculationLine[];
  total_tax: number;
  year: number;
  yearly_income: number;
};
export type TaxCalculationRequest = {
  country: CountryCode;
  /** Yearly gross income from work, whole units of the currency. */
  yearly_income: number;
};
export type TaxBracket = {
  from: number;
  rate_bp: number;
};
export type TaxRule = {
  amount?: number | null;
  /** E.g. `municipal_rate`, `state_tax_threshold`, `personal_deduction`. */
  code: string;
  rate_bp?: number | null;
};
export type TaxRules = {
  brackets: TaxBracket[];
  country: CountryCode;
  rules: TaxRule[];
  /** The income year the rules are of. */
  year: number;
};
export type SaveConsentsBody =
  | {
      consents: {
        customer_club_marketing: boolean;
        email_marketing: boolean;
        sms_marketing: boolean;
      };
    }
  | {
      dismissed_consents_popup: true;
    };
export type ContentSettings = {
  customer_support_email: string;
  customer_support_phone: string;
  opening_hours: string;
};
export type DebtRegisterConsentState = {
  active: boolean;
  /** When NoGi last confirmed the consent's state. */
  checked_at: string;
  expires_at: string;
  given_at: string;
};
export type DebtLoanKind = 'repayment_loan' | 'credit_facility' | 'charge_card';
export type DebtLoan = {
  balance: number;
  /** Someone else is on the loan with the customer. */
  co_borrowed: boolean;
  /** Credit facilities: the limit. */
  credit_limit?: number | null;
  creditor: string;
  /** Hundredths of a percent (1190 = 11.90 %). */
  nominal_interest_rate?: number | null;
  /** Repayment loans: the amount first lent. */
  original_balance?: number | null;
  /** Repayment loans: the monthly terms left. */
  remaining_terms?: number | null;
  type: DebtLoanKind;
};
export type DebtData = {
  creditors_answered: number;
  /** Creditors who did not answer in time (their loans are missing). */
  creditors_missing: number;
  /** The data is deleted by then at the latest. */
  delete_after: string;
  loans: DebtLoan[];
  /** The loans' balances together, øre. */
  total_balance: number;
  verified_at: string;
};
export type DebtRegister = {
  consent?: DebtRegisterConsentState | null;
  consent_limit_days: number;
  data?: DebtData | null;
  /** An active, unexpired consent is held. */
  has_consent: boolean;
  /** The consent is older than `consent_limit_days`: ask for a new one. */
  old_consent: boolean;
  /** The data was verified within the last 10 days. */
  recent_data: boolean;
};
export type ConsentStarted = {
  /** NoGi's consent page: send the browser here. */
  consent_url: string;
};
export type StartConsentRequest = {
  /** The app's page NoGi sends the browser back to with `code` and `state` (or `error`): an
    absolute URL on one of the customer area's origins, on a Norwegian or local host. */
  redirect_url: string;
};
export type CompleteConsentBody = {
  /** The `code` NoGi sent back. */
  code: string;
  /** The `state` NoGi sent back. */
  state: string;
};
export type IdCheckProblem = 'mismatch' | 'erased' | 'blocked';
export type IdCheck = {
  /** `SE` or `NO`: whose BankID verified the identity. */
  country: string;
  problem?: IdCheckProblem | null;
  /** The session's identity (BankID's personal id) is the register's customer, who is neither
    erased nor blocked. */
  verified: boolean;
};
export type IdLoginStarted = {
  /** Sweden: opens the BankID app on this phone (universal link). */
  autostart_uri?: string | null;
  /** Sweden: opens the BankID app on this computer. */
  desktop_autostart_uri?: string | null;
  /** Norway: send the browser here. */
  login_url?: string | null;
  /** Sweden: the QR code of second 0; poll `GET /my-pages/id-login/qr-code` for the next. */
  qr_code_content?: string | null;
  ticket_id: string;
  /** False until the customer is identified (always false here). */
  verified: boolean;
};
export type IdLoginBody =
  | {
      /** The app's page the browser returns to with `error` (BankID's hint code) when the sign-in fails; the same rules. */
      callback_fail_url: string;
      /** The app's page the browser returns to with `ticket_id` once identified: an absolute URL on one of the customer area's origins, on a host of the country (a host ending in .se is Sweden's; local hosts serve both). */
      callback_url: string;
      country: 'SE';
      product: 'blanco';
    }
  | {
      /** The app's page the browser returns to with `error` (BankID's hint code) when the sign-in fails; the same rules. */
      callback_fail_url: string;
      /** The app's page the browser returns to with `ticket_id` once identified: an absolute URL on one of the customer area's origins, on a host of the country (a host ending in .se is Sweden's; local hosts serve both). */
      callback_url: string;
      country: 'NO';
      product: 'credit_card';
    };
export type TicketBody = {
  ticket_id: string;
};
export type SessionUser = {
  /** `SE` or `NO`. */
  country: string;
  /** When the session ends (seconds since the epoch); the app signs out 2 minutes before. */
  exp: number;
  first_name: string;
  /** True when an employee opened the customer's pages. */
  impersonate: boolean;
  impersonator_id?: string | null;
  impersonator_name?: string | null;
  last_name: string;
  name: string;
  /** Normalised: 12 digits (Sweden), 11 (Norway). */
  pni: string;
  ticket_id: string;
  /** The kdlt customer id. */
  user_id: string;
};
export type CustomerSession = {
  expires_at: string;
  /** The bearer token of every My Pages call. */
  token: string;
  user: SessionUser;
};
export type TicketStatus = 'pending' | 'complete' | 'failed';
export type TicketPoll = {
  /** BankID's hint code (pending: `outstandingTransaction`, `noClient`, `started`,
    `userSign`…; failed: `expiredTransaction`, `userCancel`, `cancelled`, `startFailed`…);
    the app shows each as a translated message. */
  hint_code?: string | null;
  /** While pending in Sweden: the animated QR code of this second. */
  qr_code_content?: string | null;
  /** Once ended: where the browser goes (the callback page with `ticket_id`, or the failure
    page with `error`). */
  redirect_url?: string | null;
  status: TicketStatus;
  ticket_id: string;
};
export type TermsCustomer = {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
};
export type InsuranceForTerms = {
  customer: TermsCustomer;
  insurance: Insurance;
  /** The rules of the customer's country (the amount's range and step). */
  rules: InsuranceRule[];
};
export type SignedUp = {
  /** For the terms page (`/insurance/terms?id=…`). */
  encrypted_insurance_id: string;
  insurance: Insurance;
};
export type SignUpBody = {
  insurance_group: InsuranceGroup;
  /** Whole kronor; absent: the rule's default. */
  insured_amount?: number | null;
};
export type NewMandateBody = {
  /** Where the browser goes when the customer leaves the payment page without approving. */
  fail_url: string;
  /** The app's page the payment provider sends the browser back to after approving: an
    absolute URL on one of the customer area's origins. */
  success_url: string;
};
export type MyCustomer = {
  /** `SE` or `NO`. */
  country: string;
  customer_id: number;
  email?: string | null;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number?: string | null;
  pni: string;
};
export type Me = {
  customer: MyCustomer;
  user: SessionUser;
};
export type AcknowledgeResponse = {
  updated: number;
};
export type AcknowledgeRequest = {
  /** `read`, `received` or `deleted` */
  action: 'read' | 'received' | 'deleted';
  /** 1 to 500 ids of the caller's notifications. */
  notification_ids: string[];
};
export type NotificationData = {
  application_id?: string | null;
  lead_id?: number | null;
  message: string;
};
export type Notification = {
  created_at: string;
  data: NotificationData;
  notification_id: string;
  /** `created`, `received`, `read` or `deleted` */
  status: 'created' | 'received' | 'read' | 'deleted';
  title: string;
  /** User id of the employee it is for. */
  to: string;
  /** e.g. `lead_assigned` */
  type: string;
};
export type NotificationPage = {
  items: Notification[];
  limit: number;
  page: number;
  total: number;
  /** Notifications of the user still unread (created or received). */
  unread: number;
};
export type WsToken = {
  expires_at: string;
  token: string;
};
export type PartnerPasswordSet = {
  /** The partner's user name in the portal (their e-mail address). */
  username: string;
};
export type SetPartnerPasswordBody = {
  /** 12 to 128 characters with a letter and a digit, not containing the e-mail's name part. */
  password: string;
  /** The token of the e-mailed link (`?token=`). */
  token: string;
};
export type PartnerCreated = {
  /** Until when the e-mailed link works. */
  link_expires_at?: string | null;
  /** False when the e-mail could not be sent now: `POST /partner/users/{user_id}/password-link`
    sends it again. */
  password_link_sent: boolean;
  user: User;
};
export type PartnerUserBody = {
  /** The banks the partner works for: at least one. */
  banks: BankBody[];
  /** The person's e-mail address (unique, any letter case): at most 255 characters as sent; surrounding whitespace is removed. */
  email: string;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  first_name: string;
  /** The language of the partner's e-mails (default `en`). */
  language?: LanguageCode;
  /** A name: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  last_name: string;
  /** E.164, e.g. `+46701234567` (surrounding whitespace is removed; blank: none) */
  phone_number?: string | null;
};
export type UpdatePartnerUserBody = {
  /** A deactivated partner can no longer sign in (default false). */
  deactivated?: boolean;
  profile: PartnerUserBody;
};
export type PasswordLinkSent = {
  /** Until when the e-mailed link works; earlier links stopped working. */
  link_expires_at?: string | null;
};
export type SavePropertyRequest = {
  /** The city or town: 1 to 100 characters once surrounding whitespace is removed; no NUL. */
  city: string;
  estimated_value?: number | null;
  living_area_m2?: number | null;
  monthly_fee?: number | null;
  /** Sweden five digits (`11455` or `114 55`), Norway four, as the application's country. */
  postal_code: string;
  property_type: PropertyType;
  /** Street and number: 1 to 200 characters once surrounding whitespace is removed; no NUL. */
  street_address: string;
  /** Update: the `version` you read (required). Create: none. */
  version?: number | null;
};
export type ScheduleDay = {
  /** `SE` or `NO`. */
  country: string;
  /** YYYY-MM-DD */
  day: string;
  ends?: string | null;
  name: string;
  product: string;
  /** HH:MM local time; null on a day off. */
  starts?: string | null;
  user_id: string;
  working: boolean;
};
export type ProductCode = 'MO';
export type SetScheduleDayRequest = {
  country: CountryCode;
  day: string;
  /** At least an hour after `starts`. */
  ends?: string | null;
  product: ProductCode;
  /** Local time of the country, on the hour or half hour; with `ends` when working. */
  starts?: string | null;
  /** False: a day off (no hours; no meeting slots that day). */
  working: boolean;
};
export type SchedulePage = {
  items: ScheduleDay[];
  limit: number;
  page: number;
  total: number;
};
export const {
  useAcceptOfferMutation,
  useReviewAmlMutation,
  useListAmlReviewsQuery,
  useAssignApplicationMutation,
  useListBankMessagesQuery,
  useApplicationBanksQuery,
  useCancelAtBankMutation,
  useListCommentsQuery,
  useAddCommentMutation,
  useCommentToBankMutation,
  useCreateApplicationMutation,
  useRequestDeactivationMutation,
  useDeactivationReasonsQuery,
  usePendingReviewsMutation,
  useReviewDeactivationMutation,
  useDocumentToBankMutation,
  useApplicationDocumentsQuery,
  useUploadApplicationDocumentMutation,
  useDownloadApplicationDocumentQuery,
  useDuplicateApplicationMutation,
  useGetApplicationMutation,
  useMyApplicationsQuery,
  useRecentApplicationsQuery,
  useApplicationEventsQuery,
  useGetApplicationsMutation,
  useInviteApplicantMutation,
  useResendInvitationMutation,
  useListInvitationsQuery,
  useLeftToLiveMutation,
  useLoanTypesQuery,
  useRecordOfferMutation,
  useApplicationPrefsQuery,
  useReactivateApplicationMutation,
  useCustomerApplicationsMutation,
  useSearchApplicationsByPersonQuery,
  useSearchApplicationsMutation,
  useSendToBanksMutation,
  useUpdateApplicationMutation,
  useGetApplicationsV2Mutation,
  useBankidNoCallbackQuery,
  useLogoutMutation,
  useAllBanksQuery,
  useAllIntegrationsQuery,
  useBankApplicationQuery,
  useCommentMutation,
  useDisburseMutation,
  useDownloadBankDocumentQuery,
  useMakeOfferMutation,
  useRejectMutation,
  useTakeUpMutation,
  useBankApplicationsMutation,
  useGetBankMutation,
  useGetIntegrationsMutation,
  useBankLoginMutation,
  useBankLoginValidateMutation,
  useCustomerAuditQuery,
  useBlockCustomerMutation,
  useBlocksChecksMutation,
  useCustomerChecksQuery,
  useGetConsentsMutation,
  useCreateCustomerMutation,
  useCreditCheckMutation,
  useRenewDebtRegisterConsentMutation,
  useDeleteCustomerMutation,
  useDuplicateEmailsMutation,
  useEmploymentTypesQuery,
  useExportCustomerQuery,
  useExternallyVerifiedCreditsMutation,
  useGetCustomerMutation,
  useGetCustomersMutation,
  useHousingTypesQuery,
  useIdCheckMutation,
  useImpersonateCustomerMutation,
  useLastUpdatedQuery,
  useListCustomersQuery,
  useNameByPniMutation,
  useNameByIdQuery,
  usePepCheckMutation,
  usePhonesToIdsMutation,
  usePnisToIdsMutation,
  useSearchCustomersMutation,
  useUnblockCustomerMutation,
  useUpdateCustomerMutation,
  useUpdateConsentsMutation,
  useValidEmailsMutation,
  useAttachDocumentMutation,
  useAttachedDocumentsQuery,
  useDocumentMetaQuery,
  useDownloadDocumentQuery,
  useListDocumentsQuery,
  useSaveDocumentMutation,
  useDocumentTypesQuery,
  useCreateEmployeeMutation,
  useBlockOrUnblockMutation,
  useAllQuery,
  useByZoordinatesMutation,
  useGetSverkerUsersQuery,
  useIdpCallbackMutation,
  useIdpLoginMutation,
  useLoginMutation,
  useLoginValidateMutation,
  useMeQuery,
  useGetMySettingsQuery,
  useSaveMySettingsMutation,
  useRolesQuery,
  useSearchEmployeesMutation,
  useZoordinatesQuery,
  useGetEmployeeQuery,
  useUpdateEmployeeMutation,
  useEmployeeChangesQuery,
  useAcceptInsuranceTermsMutation,
  useInsuranceSalesReportQuery,
  useStopVippsAgreementMutation,
  useLastVippsChargeQuery,
  useCanSignupMutation,
  useCancelInsuranceMutation,
  useCancelInsuranceCausesQuery,
  useCancellationAlertsQuery,
  useCreateInsuranceMutation,
  useCustomersInsurancesMutation,
  useCreateInsuranceUserMutation,
  useDeleteInsuranceUserMutation,
  useInsurancesByCustomerQuery,
  useInsuranceHealthQuery,
  useInsuranceStatusesQuery,
  useInsuranceTypesQuery,
  useEncryptedInsuranceIdQuery,
  useGetInsuranceQuery,
  useInsuranceEventsQuery,
  useInsurancePaymentsQuery,
  useListInsurancesQuery,
  useInsurancesListInactiveMutation,
  useMandateLinkQuery,
  useMaxAmountQuery,
  useMyInsurancesSlimQuery,
  useRefundPaymentMutation,
  useInsuranceReportQuery,
  useFollowNewMandateLinkQuery,
  useRequestNewMandateEmailMutation,
  useResendEmailMutation,
  useResendInvitationEmailMutation,
  useInsuranceRulesQuery,
  useSearchInsurancesQuery,
  useWinbackFeedbackMutation,
  useWinbackableQuery,
  useAssignLeadMutation,
  useConvertLeadMutation,
  useCreateLeadMutation,
  useGetLeadQuery,
  useHandleLeadMutation,
  useListLeadsQuery,
  useListMyLeadsQuery,
  useReprocessSubmissionsMutation,
  useSearchLeadsQuery,
  useUnhandleLeadMutation,
  useAllMeetingsMutation,
  useAvailableSlotsQuery,
  useCancelMeetingMutation,
  useCreateMeetingMutation,
  useMeetingsOfMutation,
  useGetMeetingQuery,
  useMyMeetingsMutation,
  useUpdateMeetingMutation,
  useListAttachmentsQuery,
  useUploadAttachmentMutation,
  useMessagesByApplicationQuery,
  useMessagesByCustomerMutation,
  useMessagesByUserQuery,
  useListConversationsQuery,
  useSaveConversationsMutation,
  useConversationsStreamQuery,
  useSendSmsMutation,
  useSendTemplateMutation,
  useUnknownSendersQuery,
  useAttachUnknownSenderMutation,
  useSaveTemplateMutation,
  useTemplateCatalogueQuery,
  useListTemplatesQuery,
  usePreviewTemplateMutation,
  useGetTemplateQuery,
  useDeleteTemplateMutation,
  useKalpSettingsQuery,
  useUpdateKalpSettingsMutation,
  useCalculateTaxMutation,
  useTaxRulesQuery,
  useMyConsentsQuery,
  useSaveMyConsentsMutation,
  useContentSettingsQuery,
  useMyDebtRegisterQuery,
  useCheckDebtRegisterConsentMutation,
  useStartDebtRegisterConsentMutation,
  useWithdrawDebtRegisterConsentMutation,
  useCompleteDebtRegisterConsentMutation,
  useRenewDebtRegisterMutation,
  useMyIdCheckQuery,
  useIdLoginMutation,
  useCancelMutation,
  useExchangeMutation,
  useQrCodeQuery,
  useInsuranceByEncryptedIdQuery,
  useConfirmInsuranceTermsMutation,
  useSignUpForInsuranceMutation,
  useMyInsurancesQuery,
  useMyInsuranceQuery,
  useRequestNewMandateMutation,
  useMyPagesMeQuery,
  useAcknowledgeMutation,
  useListNotificationsQuery,
  useWsTokenQuery,
  useSetPartnerPasswordMutation,
  useListPartnerUsersQuery,
  useCreatePartnerUserMutation,
  useGetPartnerUserQuery,
  useUpdatePartnerUserMutation,
  useSendPasswordLinkMutation,
  useCreatePropertyMutation,
  useGetPropertyQuery,
  useUpdatePropertyMutation,
  useValuatePropertyMutation,
  useSetScheduleDayMutation,
  useScheduleOfDayQuery,
  useScheduleOfDeskQuery,
} = injectedRtkApi;
