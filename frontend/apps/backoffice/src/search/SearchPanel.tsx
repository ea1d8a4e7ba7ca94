import { SearchOutlined } from '@ant-design/icons';
import { App, Empty, Flex, Input, Pagination, Select, Spin, Tabs, Tag, Typography, type InputRef } from 'antd';
import {
  CUSTOMER_SEARCH_KEYS,
  toApiError,
  useCustomerSearchQuery,
  useEmployeeSearchQuery,
  useSearchApplicationsByPersonQuery,
  useSearchInsurancesQuery,
  useSearchLeadsQuery,
  type Application,
  type Customer,
  type InsuranceSearchHit,
  type Lead,
  type LookupReason,
  type SearchKey,
  type User,
} from '@zrm/api';
import { formatDate, formatPersonalId, formatPhoneNumber } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { StatusBadge, applicationStatusTone, insuranceStatusTone, useEnumLabel } from '@zrm/ui';
import { useEffect, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';

import { LookupReasonSelect, useLookupReason } from '../pages/customers/components/LookupReasonSelect';
import { insurancePath } from '../pages/insurance/access';
import { formatInsuranceMoney } from '../pages/insurance/money';

import { textBounds, useSearchTabs, type SearchTab, type SearchTabKey } from './searchTabs';
import { useDebouncedValue } from './useDebouncedValue';

export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 10;

export interface SearchPanelProps {
  /** Called when a hit is opened in this tab (a plain left click), e.g. to close the drawer. */
  onOpenHit?: () => void;
  inputRef?: Ref<InputRef>;
}

/** Only a plain left click navigates in place; modified and middle clicks are the browser's (new tab). */
function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * The global search: a tab for each register the user may search, one text box (debounced, Enter
 * at once), and the active tab's hits, each a link to its page.
 */
export function SearchPanel({ onOpenHit, inputRef }: SearchPanelProps) {
  const { t } = useTranslation();
  const tabs = useSearchTabs();
  const [activeKey, setActiveKey] = useState<SearchTabKey | null>(null);
  const [text, setText] = useState('');
  const [customerKey, setCustomerKey] = useState<SearchKey>('pni');
  const [reason, setReason] = useLookupReason();
  const [query, searchNow] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  if (tabs.length === 0) {
    return (
      <Empty description={t('search.noPermissions')} data-testid="search-no-permissions" />
    );
  }
  const active = tabs.find((tab) => tab.key === activeKey) ?? tabs[0]!;
  const onOpen = (event: MouseEvent) => {
    if (isPlainLeftClick(event)) onOpenHit?.();
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8}>
        {active.key === 'customers' && (
          <Select<SearchKey>
            aria-label={t('customers.searchBy')}
            style={{ width: 170 }}
            value={customerKey}
            onChange={setCustomerKey}
            data-testid="search-customer-key"
            options={CUSTOMER_SEARCH_KEYS.map((key) => ({ value: key, label: t(`customers.key.${key}`) }))}
          />
        )}

        <Input
          ref={inputRef}
          autoFocus
          allowClear
          value={text}
          maxLength={active.maxLength}
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={searchNow}
          prefix={<SearchOutlined />}
          data-testid="search-input"
        />
      </Flex>
      {active.key === 'customers' && (
        <LookupReasonSelect value={reason} onChange={setReason} testId="search-customer-reason" width="100%" />
      )}
      <Tabs
        activeKey={active.key}
        onChange={(key) => setActiveKey(key as SearchTabKey)}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`search-tab-${tab.key}`}>{t(`search.tab.${tab.key}`)}</span>,
        }))}
      />
      <SearchResults
        key={active.key}
        tab={active}
        text={query}
        customerKey={customerKey}
        reason={reason}
        onOpen={onOpen}
      />
    </Flex>
  );
}

interface ResultsProps {
  tab: SearchTab;
  text: string;
  customerKey: SearchKey;
  reason: LookupReason | null;
  onOpen: (event: MouseEvent) => void;
}

function SearchResults({ tab, text, customerKey, reason, onOpen }: ResultsProps) {
  const { t } = useTranslation();
  if (text.length === 0) return null;
  const { minLength, maxLength } = textBounds(tab, customerKey);
  if (text.length < minLength) {
    return <Typography.Text type="secondary" data-testid="search-too-short">{t('search.tooShort', { min: String(minLength) })}</Typography.Text>;
  }
  if (text.length > maxLength) {
    return <Typography.Text type="secondary" data-testid="search-too-long">{t('search.tooLong', { max: String(maxLength) })}</Typography.Text>;
  }
  // Keyed by what is searched for: a new search starts on its first page.
  switch (tab.key) {
    case 'mortgages':
      return <ApplicationResults key={text} text={text} onOpen={onOpen} />;
    case 'leads':
      return <LeadResults key={text} text={text} onOpen={onOpen} />;
    case 'insurances':
      return <InsuranceResults key={text} text={text} onOpen={onOpen} />;
    case 'internal-users':
      return <EmployeeResults key={text} text={text} onOpen={onOpen} />;
    case 'customers':
      if (!reason) {
        return <Typography.Text type="warning" data-testid="search-reason-required">{t('customers.reason.required')}</Typography.Text>;
      }
      return (
        <CustomerResults
          key={`${customerKey}:${reason}:${text}`}
          text={text}
          searchKey={customerKey}
          reason={reason}
          onOpen={onOpen}
        />
      );
  }
}

interface TabResultsProps {
  text: string;
  onOpen: (event: MouseEvent) => void;
}

interface Found<T> {
  data?: { items: T[]; total: number; total_is_lower_bound?: boolean };
  error?: unknown;
  isFetching: boolean;
}

/** Toasts a failed search once per failure, with the request id to quote to tech. */
function useFailureToast(error: unknown) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  useEffect(() => {
    if (!error) return;
    const { requestId } = toApiError(error);
    notification.error({
      title: t('search.failed'),
      description: requestId ? `${t('common.requestId')}: ${requestId}` : undefined,
      key: 'search',
    });
  }, [error, notification, t]);
}

function HitList<T>({
  found,
  page,
  onPage,
  hitId,
  path,
  render,
  onOpen,
}: {
  found: Found<T>;
  page: number;
  onPage: (page: number) => void;
  hitId: (item: T) => string | number;
  path: (item: T) => string;
  render: (item: T) => ReactNode;
  onOpen: (event: MouseEvent) => void;
}) {
  const { t } = useTranslation();
  useFailureToast(found.error);
  const total = found.data?.total ?? 0;
  return (
    <Flex vertical gap={8}>
      {found.data?.total_is_lower_bound && (
        <Typography.Text type="secondary" data-testid="search-many-matches">
          {t('search.manyMatches', { total: String(total) })}
        </Typography.Text>
      )}
      <Spin spinning={found.isFetching}>
        <Flex vertical data-testid="search-results" role="list" style={{ minHeight: 32 }}>
          {found.data?.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.noHits')} />}
          {found.data?.items.map((item) => (
            <Link
              key={hitId(item)}
              role="listitem"
              to={path(item)}
              onClick={onOpen}
              data-testid={`search-hit-${hitId(item)}`}
              style={{ display: 'block', padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
            >
              {render(item)}
            </Link>
          ))}
        </Flex>
      </Spin>
      {total > PAGE_SIZE && (
        <Pagination size="small" simple current={page} pageSize={PAGE_SIZE} total={total} onChange={onPage} />
      )}
    </Flex>
  );
}

function ApplicationResults({ text, onOpen }: TabResultsProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const found = useSearchApplicationsByPersonQuery({ text, page, limit: PAGE_SIZE });
  return (
    <Flex vertical gap={8}>
      {found.data?.more_people && (
        <Typography.Text type="secondary" data-testid="search-more-people">{t('search.morePeople')}</Typography.Text>
      )}
      <HitList<Application>
        found={found}
        page={page}
        onPage={setPage}
        hitId={(application) => application.application_id}
        path={(application) => `/mortgage/application/${application.application_id}`}
        onOpen={onOpen}
        render={(application) => {
          const names = application.applicants
            .map(({ customer }) => `${customer.first_name} ${customer.last_name}`.trim())
            .filter(Boolean);
          return (
            <Flex justify="space-between" gap={8} wrap>
              <Flex vertical>
                <Typography.Text strong>{application.application_id}</Typography.Text>
                <Typography.Text type="secondary">{names.join(' & ')}</Typography.Text>
              </Flex>
              <Flex vertical align="flex-end">
                <Typography.Text type="secondary">{formatDate(application.date_created, application.country)}</Typography.Text>
                <StatusBadge
                  tone={applicationStatusTone(application.status)}
                  text={t(`applications.statuses.${application.status}`)}
                />
              </Flex>
            </Flex>
          );
        }}
      />
    </Flex>
  );
}

function LeadResults({ text, onOpen }: TabResultsProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const found = useSearchLeadsQuery({ text, page, limit: PAGE_SIZE });
  return (
    <HitList<Lead>
      found={found}
      page={page}
      onPage={setPage}
      hitId={(lead) => lead.lead_id}
      path={(lead) => `/mortgage/lead/${lead.lead_id}`}
      onOpen={onOpen}
      render={(lead) => {
        const { applicant, co_applicant: coApplicant } = lead.data;
        const names = [applicant, coApplicant]
          .filter((person) => person != null)
          .map((person) => `${person.first_name} ${person.last_name}`.trim());
        return (
          <Flex justify="space-between" gap={8} wrap>
            <Flex vertical>
              <Typography.Text strong>{names.join(' & ')}</Typography.Text>
              <Typography.Text type="secondary">{formatPersonalId(applicant.pni, lead.country)}</Typography.Text>
            </Flex>
            <Flex vertical align="flex-end">
              <Typography.Text type="secondary">{formatDate(lead.created_at, lead.country)}</Typography.Text>
              <Tag color={lead.handled ? 'green' : 'blue'}>{lead.handled ? t('search.handled') : t('search.notHandled')}</Tag>
            </Flex>
          </Flex>
        );
      }}
    />
  );
}

/**
 * The Insurances tab, as the insurance list shows them: the id with the signup date (the creation
 * date, in italics, while the customer has not signed), the customer, the total (the insured
 * amount) and the status. The gateway reads the text: an insurance id, a personal id, a phone
 * number or a name.
 */
function InsuranceResults({ text, onOpen }: TabResultsProps) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const [page, setPage] = useState(1);
  const found = useSearchInsurancesQuery({ q: text, page, limit: PAGE_SIZE });
  return (
    <Flex vertical gap={8}>
      {found.data?.more_people && (
        <Typography.Text type="secondary" data-testid="search-more-people">{t('search.morePeopleInsurances')}</Typography.Text>
      )}
      <HitList<InsuranceSearchHit>
        found={found}
        page={page}
        onPage={setPage}
        hitId={(hit) => hit.insurance_id}
        path={(hit) => insurancePath(hit.insurance_id)}
        onOpen={onOpen}
        render={(hit) => {
          const { customer } = hit;
          const name = `${customer.first_name} ${customer.last_name}`.trim();
          return (
            <Flex justify="space-between" gap={8} wrap>
              <Flex vertical>
                <Typography.Text strong>{hit.insurance_id}</Typography.Text>
                {hit.signupDate ? (
                  <Typography.Text type="secondary">{formatDate(hit.signupDate, hit.country)}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary" italic title={t('insurance.notSignedYet')}>
                    {formatDate(hit.dateCreated, hit.country)}
                  </Typography.Text>
                )}
              </Flex>
              <Flex vertical style={{ flex: 1, minWidth: 160 }}>
                <Typography.Text>{name || customer.customer_id}</Typography.Text>
                <Typography.Text type="secondary">
                  {customer.pni ? formatPersonalId(customer.pni, hit.country) : customer.customer_id}
                </Typography.Text>
              </Flex>
              <Flex vertical align="flex-end">
                <Typography.Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatInsuranceMoney(hit.insured_amount)}
                </Typography.Text>
                <StatusBadge
                  tone={insuranceStatusTone(hit.substatus)}
                  text={enumLabel('insuranceSubstatuses', hit.substatus)}
                />
              </Flex>
            </Flex>
          );
        }}
      />
    </Flex>
  );
}

function EmployeeResults({ text, onOpen }: TabResultsProps) {
  const [page, setPage] = useState(1);
  const found = useEmployeeSearchQuery({ text, page, limit: PAGE_SIZE });
  return (
    <HitList<User>
      found={found}
      page={page}
      onPage={setPage}
      hitId={(user) => user.user_id}
      path={(user) => `/internal-users/${user.user_id}`}
      onOpen={onOpen}
      render={(user) => (
        <Flex vertical>
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">
            {[user.email, user.phone_number ? formatPhoneNumber(user.phone_number) : ''].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}

function CustomerResults({
  text,
  searchKey,
  reason,
  onOpen,
}: TabResultsProps & { searchKey: SearchKey; reason: LookupReason }) {
  const [page, setPage] = useState(1);
  const found = useCustomerSearchQuery({ key: searchKey, value: text, reason, page, limit: PAGE_SIZE });
  return (
    <HitList<Customer>
      found={found}
      page={page}
      onPage={setPage}
      hitId={(customer) => customer.customer_id}
      path={(customer) => `/customers/${customer.customer_id}`}
      onOpen={onOpen}
      render={(customer) => (
        <Flex vertical>
          <Typography.Text strong>{`${customer.first_name} ${customer.last_name}`.trim()}</Typography.Text>
          <Typography.Text type="secondary">
            {[
              formatPersonalId(customer.pni, customer.country),
              customer.phone_number ? formatPhoneNumber(customer.phone_number) : '',
              customer.email ?? '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}
