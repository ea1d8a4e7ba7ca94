import { Button, Flex, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useState } from 'react';

import { SwedishBankId } from '../../../bankid/SwedishBankId';
import type { BankIdMode } from '../../../bankid/hintMessages';
import { isMobileBrowser } from '../../../country';

const TEST_IDS: Record<BankIdMode, string> = { thisDevice: 'login-this-device', qr: 'login-other-device' };

/**
 * BankID on this device or on another device (QR): on a mobile browser "this device" comes
 * first, on a desktop "another device". Choosing one starts an order; "Try again" starts another.
 */
export function SwedishLogin() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ mode: BankIdMode; attempt: number } | null>(null);
  const modes: BankIdMode[] = isMobileBrowser(navigator.userAgent) ? ['thisDevice', 'qr'] : ['qr', 'thisDevice'];

  return (
    <Flex vertical gap={12} data-testid="bankid-se">
      <Typography.Title level={3} style={{ margin: '0 0 8px', textAlign: 'center' }}>
        {t('mypages.headingSe')}
      </Typography.Title>
      {chosen ? (
        <SwedishBankId
          key={chosen.attempt}
          mode={chosen.mode}
          onRetry={() => setChosen({ mode: chosen.mode, attempt: chosen.attempt + 1 })}
          onCancel={() => setChosen(null)}
        />
      ) : (
        modes.map((mode, index) => (
          <Button
            key={mode}
            type={index === 0 ? 'primary' : 'default'}
            size="large"
            block
            onClick={() => setChosen({ mode, attempt: 0 })}
            data-testid={TEST_IDS[mode]}
          >
            {mode === 'qr' ? t('mypages.otherDevice') : t('mypages.thisDevice')}
          </Button>
        ))
      )}
    </Flex>
  );
}
