import { Card, Flex, Typography } from 'antd';
import { useTranslation } from '@zrm/i18n';

import { SearchPanel } from './SearchPanel';

/** /searcher: the search drawer's panel as a page of its own. */
export function SearcherPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
          {t('search.title')}
        </Typography.Title>
        <SearchPanel />
      </Flex>
    </Card>
  );
}
