import { Flex, QRCode, Spin } from 'antd';
import { useTranslation } from '@zrm/i18n';

const QR_SIZE = 208;

/**
 * The animated BankID QR code: the content changes every second, so it is drawn as SVG by antd's
 * QRCode. `data-qr` holds the current content for the browser tests; once the app has read it,
 * the code is covered.
 */
export function BankIdQr({ content, scanned }: { content: string | null; scanned: boolean }) {
  const { t } = useTranslation();
  if (!content) {
    return (
      <Flex align="center" justify="center" style={{ width: QR_SIZE, height: QR_SIZE }} data-testid="bankid-qr-loading">
        <Spin />
      </Flex>
    );
  }
  return (
    <QRCode
      type="svg"
      value={content}
      size={QR_SIZE}
      errorLevel="L"
      color="#000000"
      bgColor="#ffffff"
      status={scanned ? 'scanned' : 'active'}
      role="img"
      aria-label={t('mypages.qrLabel')}
      data-testid="bankid-qr"
      data-qr={content}
    />
  );
}
