import { Flex } from 'antd';
import { LanguageSwitcher, LAYOUT } from '@zrm/ui';
import type { ReactNode } from 'react';

/**
 * The frame of the portal's pages for someone not signed in (sign-in, setting a password): the
 * language switcher at the top and a narrow column below it.
 */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '24px 16px' }}>
      <Flex justify="flex-end" style={{ width: '100%' }}>
        <LanguageSwitcher />
      </Flex>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: LAYOUT.loginWidth, marginTop: '8vh' }}>
        {children}
      </Flex>
    </Flex>
  );
}
