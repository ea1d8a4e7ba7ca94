import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import { BrandLogo } from '../brand/BrandLogo';
import { useFestive } from '../brand/useFestive';
import { pickLoadingMessage } from './loadingMessages';

export interface LoadingScreenProps {
  /**
   * Cover the whole window (the loading overlay, while the app itself loads) instead of the
   * content area (a page loading inside the frame).
   */
  overlay?: boolean;
}

/**
 * What shows while a page or the app loads: the logo (in its party hat on Friday afternoons), a
 * spinner and one humorous line, picked at random when the screen appears.
 */
export function LoadingScreen({ overlay = false }: LoadingScreenProps) {
  const { t } = useTranslation();
  const festive = useFestive();
  const [message] = useState(() => pickLoadingMessage());
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
      data-testid={overlay ? 'loading-overlay' : 'loading-screen'}
      data-festive={festive ? 'true' : 'false'}
      style={
        overlay
          ? { position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(245, 247, 250, 0.96)' }
          : { minHeight: 320, padding: 48 }
      }
    >
      <BrandLogo festive={festive} size={overlay ? 96 : 64} />
      <Spin />
      <Typography.Text type="secondary" data-testid="loading-message" data-message={message}>
        {t(`loading.messages.${message}`)}
      </Typography.Text>
      {festive && <Typography.Text strong>{t('loading.festive')}</Typography.Text>}
    </Flex>
  );
}
