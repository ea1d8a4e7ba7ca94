import { Alert, App, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import {
  toApiError,
  useReactivateApplicationMutation,
  useRequestDeactivationMutation,
  type Application,
  type DeactivateRequest,
} from '@zrm/api';
import { formatDateTime } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import { useDeactivationReasons } from './useDeactivationReasons';

interface RequestForm {
  reason: DeactivateRequest['reason'];
  note?: string;
}

/** The modal of a deactivation request: a reason from the list and a note for the reviewer. */
function RequestDeactivationModal({ application, onClose }: { application: Application; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<RequestForm>();
  const reasons = useDeactivationReasons();
  const [request, requesting] = useRequestDeactivationMutation();

  const submit = async ({ reason, note }: RequestForm) => {
    const result = await request({
      applicationId: application.application_id,
      deactivateRequest: { reason, note: note?.trim() ?? '' },
    });
    if ('error' in result && result.error) {
      const error = toApiError(result.error);
      if (error.field === 'reason' || error.field === 'note') {
        form.setFields([{ name: error.field, errors: [error.detail ?? t('application.deactivation.requestFailed')] }]);
        return;
      }
      notification.error({ title: t('application.deactivation.requestFailed'), description: error.detail, key: 'deactivation' });
      return;
    }
    notification.success({ title: t('application.deactivation.requested'), key: 'deactivation' });
    onClose();
  };

  return (
    <Modal
      open
      title={t('application.deactivation.requestTitle', { id: application.application_id })}
      okText={t('application.deactivation.send')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={requesting.isLoading}
      okButtonProps={{ 'data-testid': 'deactivation-send' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('application.deactivation.fourEyes')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={t('application.deactivation.reason')}
          rules={[{ required: true, message: t('application.deactivation.reasonRequired') }]}
        >
          <Select options={reasons.options} loading={reasons.loading} data-testid="deactivation-reason" />
        </Form.Item>
        <Form.Item name="note" label={t('application.deactivation.note')} rules={[{ max: 2000, message: t('application.commentTooLong') }]}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="deactivation-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Deactivation on the application page: the request waiting for review (who asked, why, when),
 * or, once approved, why it is deactivated with a button to reactivate it; otherwise the button
 * that asks for a deactivation.
 */
export function Deactivation({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [asking, setAsking] = useState(false);
  const reasons = useDeactivationReasons();
  const [reactivate, reactivating] = useReactivateApplicationMutation();
  const request = application.deactivation;

  const onReactivate = async () => {
    const result = await reactivate({ applicationIdRequest: { application_id: application.application_id } });
    if ('error' in result && result.error) {
      notification.error({ title: t('application.changeFailed'), description: toApiError(result.error).detail, key: 'reactivate' });
      return;
    }
    notification.success({ title: t('application.deactivation.reactivated'), key: 'reactivate' });
  };

  if (application.status === 'DEACTIVATED') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="deactivated"
        title={t('application.deactivation.deactivated')}
        description={
          request && (
            <Flex vertical gap={2}>
              <span>{t('application.deactivation.why', { reason: reasons.label(request.reason) })}</span>
              <span>
                {t('application.deactivation.decided', {
                  requester: request.requested_by_name ?? request.requested_by,
                  reviewer: request.reviewed_by_name ?? request.reviewed_by ?? '-',
                  date: request.reviewed_at ? formatDateTime(request.reviewed_at, application.country) : '-',
                })}
              </span>
            </Flex>
          )
        }
        action={
          <Button onClick={() => void onReactivate()} loading={reactivating.isLoading} data-testid="reactivate">
            {t('application.deactivation.reactivate')}
          </Button>
        }
      />
    );
  }
  if (request?.state === 'PENDING') {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="deactivation-pending"
        title={t('application.deactivation.pending')}
        description={
          <Flex vertical gap={2}>
            <span>
              {t('application.deactivation.askedBy', {
                requester: request.requested_by_name ?? request.requested_by,
                date: formatDateTime(request.requested_at, application.country),
                reason: reasons.label(request.reason),
              })}
            </span>
            {request.note && <Typography.Text type="secondary">{request.note}</Typography.Text>}
          </Flex>
        }
      />
    );
  }
  return (
    <>
      <Button danger onClick={() => setAsking(true)} data-testid="request-deactivation">
        {t('application.deactivation.request')}
      </Button>
      {asking && <RequestDeactivationModal application={application} onClose={() => setAsking(false)} />}
    </>
  );
}
