import { App, Flex, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { toApiError, useCreateMeetingMutation, type ApiError, type MeetingKind, type Slot } from '@zrm/api';
import { formatDateTime, formatDateTimeWithZone, formatTimeWithZone } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

const KINDS: readonly MeetingKind[] = ['PHONE', 'VIDEO', 'OFFICE'];
/** An application's reference number, e.g. MOSE1001 or MONO1002. */
const APPLICATION_REFERENCE = /^MO(SE|NO)\d+$/;

type SubjectKind = 'application' | 'lead';

interface BookingForm {
  subject: SubjectKind;
  applicationId?: string;
  leadId?: number | null;
  kind: MeetingKind;
  note?: string;
}

interface Props {
  /** The free slot being booked; null: closed. */
  slot: Slot | null;
  /** SE or NO: the zone the time is shown in. */
  country: string;
  onClose: () => void;
}

/**
 * Books the signed-in employee's free slot for an application (its reference) or a lead (its id):
 * `POST /meeting/create`. A refusal (a taken time is the gateway's 409) stays in the dialog with
 * the server's detail.
 */
export function BookingModal({ slot, country, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<BookingForm>();
  const subject = Form.useWatch('subject', form) ?? 'application';
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [create, creating] = useCreateMeetingMutation();

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: BookingForm) => {
    if (!slot) return;
    setFailure(null);
    const result = await create({
      createMeetingRequest: {
        ...(values.subject === 'application'
          ? { application_id: (values.applicationId ?? '').trim().toUpperCase() }
          : { lead_id: values.leadId ?? 0 }),
        start: slot.start,
        end: slot.end,
        kind: values.kind,
        note: values.note?.trim() ?? '',
      },
    });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    notification.success({ title: t('meetings.booked', { at: formatDateTimeWithZone(slot.start, country) }), key: 'meeting' });
    close();
  };

  return (
    <Modal
      open={slot !== null}
      title={t('calendar.booking.title')}
      okText={t('meetings.book')}
      okButtonProps={{ 'data-testid': 'booking-submit' }}
      cancelText={t('common.cancel')}
      confirmLoading={creating.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      data-testid="booking-modal"
    >
      {slot && (
        <Flex vertical gap={12}>
          <Typography.Text strong data-testid="booking-time">
            {t('calendar.booking.when', { start: formatDateTime(slot.start, country), end: formatTimeWithZone(slot.end, country) })}
          </Typography.Text>
          {failure && <ErrorAlert error={failure} message={t('meetings.bookFailed')} testId="booking-error" />}
          <Form<BookingForm>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ subject: 'application', kind: 'PHONE' }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="subject" label={t('calendar.booking.subject')}>
              <Radio.Group
                data-testid="booking-subject"
                options={[
                  { value: 'application', label: t('calendar.booking.application') },
                  { value: 'lead', label: t('calendar.booking.lead') },
                ]}
              />
            </Form.Item>
            {subject === 'application' ? (
              <Form.Item
                name="applicationId"
                label={t('calendar.booking.applicationId')}
                rules={[
                  { required: true, whitespace: true, message: t('calendar.booking.applicationRequired') },
                  {
                    validator: (_, value: string | undefined) =>
                      !value?.trim() || APPLICATION_REFERENCE.test(value.trim().toUpperCase())
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('calendar.booking.applicationInvalid'))),
                  },
                ]}
              >
                <Input placeholder="MOSE1001" autoComplete="off" data-testid="booking-application" />
              </Form.Item>
            ) : (
              <Form.Item name="leadId" label={t('calendar.booking.leadId')} rules={[{ required: true, message: t('calendar.booking.leadRequired') }]}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="booking-lead" />
              </Form.Item>
            )}
            <Form.Item name="kind" label={t('meetings.kind')}>
              <Select data-testid="booking-kind" options={KINDS.map((kind) => ({ value: kind, label: t(`meetings.kinds.${kind}`) }))} />
            </Form.Item>
            <Form.Item name="note" label={t('meetings.note')} rules={[{ max: 2000, message: t('application.commentTooLong') }]}>
              <Input.TextArea rows={2} placeholder={t('calendar.booking.notePlaceholder')} data-testid="booking-note" />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
