import { Card, Flex, Form, Radio, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
}

/**
 * The frame of a page that creates one record (a lead, an application): title and form (the
 * breadcrumbs above come from the route catalogue).
 */
export function NewRecordPage({ title, children }: Props) {
  return (
    <Card>
      <Flex vertical gap={16} style={{ maxWidth: 560 }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </Card>
  );
}

/** The country a new record is of (Sweden or Norway), as a form field named `country`. */
export function CountryField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="country" label={t('applicationNew.country')}>
      <Radio.Group
        optionType="button"
        options={[
          { value: 'SE', label: t('applicationNew.countries.SE') },
          { value: 'NO', label: t('applicationNew.countries.NO') },
        ]}
      />
    </Form.Item>
  );
}
