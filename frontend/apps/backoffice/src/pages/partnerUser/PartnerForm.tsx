import { Button, Flex, Form, Select } from 'antd';
import type { ApiError, PartnerUserBody, User } from '@zrm/api';
import { toSupportedLanguage, useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useMemo, useState } from 'react';

import { PersonFields } from '../../components/PersonFields';
import {
  MAX_PARTNER_BANKS,
  bankKey,
  blankPartnerForm,
  partnerFormOf,
  partnerProfileOf,
  refusedPartnerField,
  type PartnerFormValues,
} from './partnerProfile';
import { useBankCatalogue } from './useBankCatalogue';

interface Props {
  /** The partner edited; absent: a new partner. */
  partner?: User;
  submitLabel: string;
  saving: boolean;
  /** Sends the profile; resolves to the gateway's refusal, or null once saved. */
  onSave: (profile: PartnerUserBody) => Promise<ApiError | null>;
  onCancel?: () => void;
}

/**
 * A bank partner's profile, for creating them (/partner/user/new) and editing them (their page):
 * names, contact, language and the banks of the catalogue they work for (each bank's country is
 * the catalogue's). A refusal naming a field (400, 404 for a bank, 409 for a taken e-mail) shows
 * on that field.
 */
export function PartnerForm({ partner, submitLabel, saving, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<PartnerFormValues>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const catalogue = useBankCatalogue();
  const initialValues = useMemo(
    () => (partner ? partnerFormOf(partner) : blankPartnerForm(toSupportedLanguage(i18n.resolvedLanguage))),
    [partner, i18n.resolvedLanguage],
  );

  const submit = async (values: PartnerFormValues) => {
    setFailure(null);
    const refusal = await onSave(partnerProfileOf(values));
    if (!refusal) return;
    const field = refusedPartnerField(refusal.status, refusal.field, refusal.detail);
    if (field && refusal.detail) form.setFields([{ name: field, errors: [refusal.detail] }]);
    else setFailure(refusal);
  };

  // The partner's own banks stay choosable even if the catalogue no longer lists one of them.
  const bankOptions = useMemo(() => {
    const offered = catalogue.banks.map((bank) => ({ value: bank.key, label: `${bank.name} · ${t(`enums.countries.${bank.country}`)}` }));
    const known = new Set(offered.map((option) => option.value));
    const kept = (partner?.banks ?? [])
      .filter((bank) => !known.has(bankKey(bank)))
      .map((bank) => ({ value: bankKey(bank), label: catalogue.nameOf(bank) }));
    return [...offered, ...kept];
  }, [catalogue, partner, t]);

  return (
    <Form<PartnerFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      data-testid="partner-form"
    >
      {failure && <ErrorAlert error={failure} message={t('partnerUsers.form.failed')} testId="partner-form-error" />}
      <PersonFields testIdPrefix="partner-form" emailHelp={t('partnerUsers.form.emailHelp')} />
      <Form.Item
        name="banks"
        label={t('partnerUsers.form.banks')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('partnerUsers.form.banksRequired') },
          { type: 'array', max: MAX_PARTNER_BANKS, message: t('partnerUsers.form.banksTooMany', { max: MAX_PARTNER_BANKS }) },
        ]}
      >
        <Select
          mode="multiple"
          data-testid="partner-form-banks"
          placeholder={t('partnerUsers.form.banksPlaceholder')}
          options={bankOptions}
          loading={catalogue.isLoading}
          optionFilterProp="label"
        />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="partner-form-submit">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} data-testid="partner-form-cancel">
            {t('common.cancel')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
