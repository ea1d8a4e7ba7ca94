import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Flex, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BANK_STATUSES, toApiError, useBankApplicationListQuery, type BankApplicationRow, type BankStatus } from '@zrm/api';
import { currencyOf, formatDate, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable, StatusBadge, bankStatusTone, toPageSize } from '@zrm/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { useChosenBank } from '../../chosenBank';

/** `?status=NEW,ONGOING`: only known statuses are kept. */
function statusesOf(value: string | null): BankStatus[] {
  return (value ?? '').split(',').filter((status): status is BankStatus => (BANK_STATUSES as readonly string[]).includes(status));
}

/**
 * /bank: the Mortgages list of the partner's chosen bank: the applications sent to it, newest sent
 * first. Pages count from 0 on the server and no total comes back, so a full page offers the next.
 * Filter and page live in the address, so a reload or a link keeps them. The search (an
 * applicant's personal id, phone number or name part; Enter searches) narrows the list and is
 * kept out of the address: personal ids must not land in history or shared links.
 */
export function MortgagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { bank } = useChosenBank();
  const statuses = statusesOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = toPageSize(params.get('limit') ?? 25);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const tooShort = typed.trim().length === 1;
  const list = useBankApplicationListQuery(
    bank
      ? { country: bank.country as 'SE' | 'NO', product: 'mortgage', statuses, page: page - 1, limit, ...(search ? { search } : {}) }
      : skipToken,
  );
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    Object.entries(changes).forEach(([key, value]) => (value ? next.set(key, value) : next.delete(key)));
    setParams(next, { replace: true });
  };
  const statusLabel = (status: string) =>
    (BANK_STATUSES as readonly string[]).includes(status) ? t(`application.banks.statuses.${status as BankStatus}`) : status;
  const columns: ColumnsType<BankApplicationRow> = [
    {
      title: t('bank.applicationId'),
      key: 'id',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{row.application_id}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(row.date_created, row.country)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('bank.applicants'),
      key: 'applicants',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          {row.applicants
            .filter((applicant) => applicant.role !== 'GUARANTOR')
            .map((applicant) => (
              <span key={applicant.role}>{`${applicant.customer.first_name} ${applicant.customer.last_name}`.trim() || '-'}</span>
            ))}
        </Space>
      ),
    },
    {
      title: t('bank.total'),
      key: 'total',
      render: (_, row) =>
        row.loan.mortgage_loan_amount == null ? '-' : formatMoney(row.loan.mortgage_loan_amount * 100, currencyOf(row.country)),
    },
    {
      title: t('bank.status'),
      key: 'status',
      render: (_, row) => (
        <StatusBadge tone={bankStatusTone(row.bank_status)} text={statusLabel(row.bank_status)} testId={`bank-status-${row.application_id}`} />
      ),
    },
  ];
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('bank.mortgages')}
        </Typography.Title>
        <Flex vertical gap={2}>
          <Input.Search
            allowClear
            style={{ width: 320 }}
            maxLength={100}
            placeholder={t('bank.search')}
            aria-label={t('bank.search')}
            value={typed}
            status={tooShort ? 'warning' : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value === '') setSearch('');
            }}
            onSearch={(value) => {
              const text = value.trim();
              if (text.length === 1) return;
              setSearch(text);
              update({ page: null });
            }}
            data-testid="bank-search"
          />
          {tooShort && <Typography.Text type="secondary">{t('bank.searchTooShort')}</Typography.Text>}
        </Flex>
        <Select<BankStatus[]>
          mode="multiple"
          allowClear
          style={{ minWidth: 280 }}
          placeholder={t('bank.statusFilter')}
          aria-label={t('bank.statusFilter')}
          value={statuses}
          options={BANK_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          onChange={(next) => update({ status: next.join(',') || null, page: null })}
          data-testid="bank-status-filter"
        />
      </Flex>
      {list.isError && <ErrorAlert error={toApiError(list.error)} message={t('bank.fetchFailed')} testId="bank-list-error" />}
      <PagedTable<BankApplicationRow>
        testId="bank-applications"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey="application_id"
        page={page}
        pageSize={limit}
        total={0}
        totalUnknown
        loading={list.isFetching}
        emptyText={t('bank.empty')}
        onPageChange={(nextPage, nextSize) => update({ page: nextPage > 1 ? String(nextPage) : null, limit: nextSize === 25 ? null : String(nextSize) })}
        onRowClick={(row) => void navigate(`/bank/mortgage/application/${encodeURIComponent(row.application_id)}`)}
        rowTestId={(row) => `bank-row-${row.application_id}`}
      />
    </Card>
  );
}
