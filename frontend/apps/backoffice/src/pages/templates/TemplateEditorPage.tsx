import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import {
  toApiError,
  useDeleteTemplateMutation,
  useGetTemplateQuery,
  useSaveTemplateMutation,
  useTemplateCatalogueQuery,
  type TemplateInput,
  type TemplateType,
} from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorAlert, NotFound } from '@zrm/ui';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { SendTemplateCard } from './SendTemplateCard';
import { TemplateForm } from './TemplateForm';
import { channelRoot, templateKeyOf, templatePath } from './templateKeys';

/**
 * /email/templates/new, /sms/templates/new, and a template's page
 * (/{email|sms}/templates/{country}/{product}/{event}): the form with its preview. A template's
 * page also sends it to a customer and deletes it; a key with no template yet opens the form
 * empty with the key fixed, so it can be written there.
 */
export function TemplateEditorPage({ channel }: { channel: TemplateType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const params = useParams();
  const named = Boolean(params.country ?? params.product ?? params.event);
  const key = useMemo(() => templateKeyOf(params) ?? undefined, [params]);
  const catalogue = useTemplateCatalogueQuery();
  const existing = useGetTemplateQuery(key ? { type: channel, ...key } : skipToken);
  const [save, saving] = useSaveTemplateMutation();
  const [remove, removing] = useDeleteTemplateMutation();
  const missing = existing.error && toApiError(existing.error).status === 404;
  const fixedKey = useMemo(() => (missing ? key : undefined), [missing, key]);

  const onSave = async (input: TemplateInput) => {
    const result = await save({ templateInput: input });
    if ('error' in result && result.error) return toApiError(result.error);
    notification.success({ title: t('templates.saved'), key: 'template-saved' });
    if (!key || missing)
      void navigate(templatePath(channel, input.country, input.product, input.event), { replace: !key });
    return null;
  };

  const onDelete = async () => {
    if (!key) return;
    const result = await remove({ type: channel, ...key });
    if ('error' in result && result.error) {
      notification.error({
        title: t('templates.deleteFailed'),
        description: toApiError(result.error).detail,
        key: 'template-deleted',
      });
      return;
    }
    notification.success({ title: t('templates.deleted'), key: 'template-deleted' });
    void navigate(channelRoot(channel));
  };

  if (named && !key) return <NotFound />;
  const title = key
    ? t('templates.editTitle', {
        country: t(`coordinates.countries.${key.country as 'SE'}`, { defaultValue: key.country }),
        product: t(`coordinates.products.${key.product as 'MO'}`, { defaultValue: key.product }),
        event: t(`templates.events.${key.event as 'general'}`, { defaultValue: key.event }),
      })
    : channel === 'email'
      ? t('templates.newEmail')
      : t('templates.newSms');
  const template = existing.data;
  const loadFailed = existing.error && !missing;
  const ready = catalogue.data && (!key || template || missing);
  const needsReference = catalogue.data?.events.find((item) => item.event === key?.event)?.needs_reference ?? false;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {title}
        </Typography.Title>
        {catalogue.error && (
          <ErrorAlert
            error={toApiError(catalogue.error)}
            onRetry={() => void catalogue.refetch()}
            testId="template-catalogue-error"
          />
        )}
        {loadFailed && (
          <ErrorAlert
            error={toApiError(existing.error)}
            message={t('templates.loadFailed')}
            onRetry={() => void existing.refetch()}
            testId="template-load-error"
          />
        )}
        {missing && (
          <Typography.Text type="secondary" data-testid="template-missing">
            {t('templates.missing')}
          </Typography.Text>
        )}
        {!ready && !loadFailed && !catalogue.error && <Skeleton active />}
        {ready && catalogue.data && (
          <TemplateForm
            key={template ? `${template.updated_at}` : 'new'}
            channel={channel}
            catalogue={catalogue.data}
            template={template}
            fixedKey={fixedKey}
            saving={saving.isLoading}
            onSave={onSave}
            aside={
              template &&
              key && (
                <SendTemplateCard
                  channel={channel}
                  product={key.product}
                  event={key.event}
                  needsReference={needsReference}
                />
              )
            }
            actions={
              template && (
                <Popconfirm
                  title={t('templates.deleteConfirm')}
                  onConfirm={() => void onDelete()}
                  okButtonProps={{ danger: true }}
                >
                  <Button danger icon={<DeleteOutlined />} loading={removing.isLoading} data-testid="template-delete">
                    {t('templates.delete')}
                  </Button>
                </Popconfirm>
              )
            }
          />
        )}
      </Flex>
    </Card>
  );
}
