import { Flex, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { BrandLogo, LanguageSwitcher, LAYOUT } from '@zrm/ui';
import type { ReactNode } from 'react';

/**
 * The pages before sign-in: the product's name, the language switcher and a narrow column (the
 * public insurance pages ask for a wider one, `width`).
 */
export function PublicFrame({ children, width = LAYOUT.loginWidth }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '24px 16px', background: '#f5f7fa' }}>
      <Flex justify="space-between" align="center" style={{ width: '100%' }}>
        <Flex align="center" gap={12}>
          <BrandLogo festive={false} size={36} />
          <Typography.Text strong style={{ fontSize: 24, color: '#1f4e8c' }}>
            {t('mypages.title')}
          </Typography.Text>
        </Flex>
        <LanguageSwitcher />
      </Flex>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: width, marginTop: '8vh' }}>
        {children}
      </Flex>
    </Flex>
  );
}
