import { SearchOutlined } from '@ant-design/icons';
import { Button, Drawer, Tooltip, type InputRef } from 'antd';
import { useTranslation } from '@zrm/i18n';
import { useEffect, useRef, useState } from 'react';

import { SearchPanel } from './SearchPanel';

/** The header's search button and its drawer; Ctrl+K (Cmd+K on a Mac) opens it from anywhere. */
export function SearchDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<InputRef>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Tooltip title={t('search.shortcut')}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('search.open')}
          onClick={() => setOpen(true)}
          data-testid="open-search"
        />
      </Tooltip>
      <Drawer
        title={t('search.title')}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
        size={560}
        data-testid="search-drawer"
        afterOpenChange={(opened) => {
          if (opened) inputRef.current?.focus();
        }}
      >
        <SearchPanel inputRef={inputRef} onOpenHit={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
