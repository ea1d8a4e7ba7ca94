import { Breadcrumb, Card, Flex, Form, Radio, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  /** The list the record belongs to, for the breadcrumb. */
  list: { path: string; title: string };
  title: string;
  children: ReactNode;
}

/** The frame of a page that creates one record (a lead, an application): breadcrumb, title, form. */
export function NewRecordPage({ list, title, children }: Props) {
  const { t } = useTranslation();
  return (
    <Card>
      <Flex vertical gap={16} style={{ maxWidth: 560 }}>
        <Breadcrumb
          items={[{ title: <Link to="/">{t('common.home')}</Link> }, { title: <Link to={list.path}>{list.title}</Link> }, { title }]}
        />
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
