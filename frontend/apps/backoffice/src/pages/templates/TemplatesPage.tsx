import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Typography, type TableProps } from 'antd';
import {
  toApiError,
  useListTemplatesQuery,
  useTemplateCatalogueQuery,
  type MessageTemplate,
  type TemplateType,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert, PagedTable } from '@zrm/ui';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { usePagingParams } from '../../lists/usePagingParams';
import {
  TEMPLATE_COUNTRIES,
  TEMPLATE_PRODUCTS,
  channelRoot,
  eventsFor,
  isTemplateCountry,
  isTemplateEvent,
  isTemplateProduct,
  templatePath,
} from './templateKeys';

/** A template with the key its table row is known by. */
type Row = MessageTemplate & { key: string };

/**
 * /email/templates and /sms/templates (TemplateAdmin): a channel's templates by country, product
 * and event, filtered by any of them (kept in the URL) and paged on the server. A row opens the
 * template; New writes one; the e-mail list also leads to uploading attachments.
 */
export function TemplatesPage({ channel }: { channel: TemplateType }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, limit, setPage } = usePagingParams();
  const country = params.get('country');
  const product = params.get('product');
  const event = params.get('event') ?? undefined;
  const catalogue = useTemplateCatalogueQuery();
  const { data, error, isFetching, refetch } = useListTemplatesQuery({
    type: channel,
    country: isTemplateCountry(country) ? country : undefined,
    product: isTemplateProduct(product) ? product : undefined,
    event: isTemplateEvent(event) ? event : undefined,
    page,
    limit,
  });

  useEffect(() => {
    if (error) console.warn('Cannot get list of templates', toApiError(error).requestId);
  }, [error]);

  const setFilter = (name: 'country' | 'product' | 'event', value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const columns: NonNullable<TableProps<Row>['columns']> = useMemo(
    () => [
      {
        key: 'country',
        title: t('templates.country'),
        render: (_, row) => t(`coordinates.countries.${row.country as 'SE'}`),
      },
      {
        key: 'product',
        title: t('templates.product'),
        render: (_, row) => t(`coordinates.products.${row.product as 'MO'}`),
      },
      {
        key: 'event',
        title: t('templates.event'),
        render: (_, row) => (
          <Link
            to={templatePath(channel, row.country, row.product, row.event)}
            data-testid={`template-${row.country}-${row.product}-${row.event}`}
          >
            {t(`templates.events.${row.event as 'general'}`, { defaultValue: row.event })}
          </Link>
        ),
      },
      channel === 'email'
        ? { key: 'subject', title: t('templates.subject'), render: (_, row) => row.subject }
        : {
            key: 'body',
            title: t('templates.body'),
            render: (_, row) => (
              <Typography.Text ellipsis={{ tooltip: row.body }} style={{ maxWidth: 360 }}>
                {row.body}
              </Typography.Text>
            ),
          },
      {
        key: 'updated',
        title: t('templates.updated'),
        render: (_, row) => `${formatDateTime(row.updated_at)} · ${row.updated_by_name ?? row.updated_by}`,
      },
    ],
    [t, channel],
  );

  const events = eventsFor(catalogue.data?.events ?? [], product ?? undefined);
  const rows = useMemo(
    () => (data?.items ?? []).map((row) => ({ ...row, key: `${row.country}/${row.product}/${row.event}` })),
    [data],
  );
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
            {channel === 'email' ? t('templates.emailTitle') : t('templates.smsTitle')}
          </Typography.Title>
          <Flex gap={8} wrap>
            {channel === 'email' && (
              <Link to="/email/attachments/new" data-testid="templates-upload-attachment">
                <Button icon={<PaperClipOutlined />}>{t('templates.uploadAttachment')}</Button>
              </Link>
            )}
            <Link to={`${channelRoot(channel)}/new`} data-testid="templates-new">
              <Button type="primary" icon={<PlusOutlined />}>
                {channel === 'email' ? t('templates.newEmail') : t('templates.newSms')}
              </Button>
            </Link>
          </Flex>
        </Flex>
        <Flex gap={12} wrap>
          <Select
            data-testid="templates-filter-country"
            style={{ minWidth: 140 }}
            allowClear
            placeholder={t('templates.country')}
            value={isTemplateCountry(country) ? country : undefined}
            onChange={(value?: string) => setFilter('country', value)}
            options={TEMPLATE_COUNTRIES.map((code) => ({ value: code, label: t(`coordinates.countries.${code}`) }))}
          />
          <Select
            data-testid="templates-filter-product"
            style={{ minWidth: 180 }}
            allowClear
            placeholder={t('templates.product')}
            value={isTemplateProduct(product) ? product : undefined}
            onChange={(value?: string) => setFilter('product', value)}
            options={TEMPLATE_PRODUCTS.map((code) => ({ value: code, label: t(`coordinates.products.${code}`) }))}
          />
          <Select
            data-testid="templates-filter-event"
            style={{ minWidth: 220 }}
            allowClear
            placeholder={t('templates.event')}
            value={event}
            onChange={(value?: string) => setFilter('event', value)}
            options={events.map((item) => ({
              value: item.event,
              label: t(`templates.events.${item.event as 'general'}`, { defaultValue: item.event }),
            }))}
          />
        </Flex>
        {error && (
          <ErrorAlert
            error={toApiError(error)}
            message={t('templates.listFailed')}
            onRetry={() => void refetch()}
            testId="templates-error"
          />
        )}
        <PagedTable<Row>
          testId="templates-table"
          columns={columns}
          rows={rows}
          rowKey="key"
          page={page}
          pageSize={limit}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('templates.empty')}
          onPageChange={setPage}
        />
      </Flex>
    </Card>
  );
}
