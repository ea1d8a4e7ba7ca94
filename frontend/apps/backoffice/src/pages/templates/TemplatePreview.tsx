import { Card, Empty, Flex, Typography } from 'antd';
import { toApiError, usePreviewTemplateMutation, type TemplateInput } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useEffect, useState } from 'react';

/** Time the text is left alone before it is rendered again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The template as a sample customer of its country gets it, rendered by messaging with the same
 * engine a send uses (so an unknown variable or a syntax error shows here, with its line). An
 * e-mail is shown in a sandboxed frame: its HTML can neither run scripts nor reach the page.
 */
export function TemplatePreview({ input }: { input: TemplateInput | null }) {
  const { t } = useTranslation();
  const [preview, { data, error, reset }] = usePreviewTemplateMutation();
  const [shown, setShown] = useState<TemplateInput | null>(null);

  useEffect(() => {
    if (!input) {
      reset();
      setShown(null);
      return undefined;
    }
    const timer = setTimeout(() => {
      setShown(input);
      void preview({ templateInput: input });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, preview, reset]);

  const failure = error ? toApiError(error) : null;
  return (
    <Card title={t('templates.preview')} size="small" data-testid="template-preview">
      <Typography.Paragraph type="secondary">{t('templates.previewHelp')}</Typography.Paragraph>
      {!shown && <Empty description={t('templates.previewEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {shown && failure && (
        <ErrorAlert error={failure} message={t('templates.previewFailed')} testId="template-preview-error" />
      )}
      {shown && !failure && data && (
        <Flex vertical gap={8}>
          {shown.type === 'email' ? (
            <>
              <Typography.Text strong data-testid="template-preview-subject">
                {data.subject}
              </Typography.Text>
              <iframe
                title={t('templates.preview')}
                sandbox=""
                srcDoc={data.body}
                style={{ width: '100%', minHeight: 240, border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6 }}
                data-testid="template-preview-html"
              />
            </>
          ) : (
            <>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="template-preview-body">
                {data.body}
              </Typography.Paragraph>
              <Typography.Text type="secondary" data-testid="template-preview-parts">
                {t('templates.smsParts', { count: data.sms_parts })}
              </Typography.Text>
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
