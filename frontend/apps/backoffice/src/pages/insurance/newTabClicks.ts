import type { MouseEvent } from 'react';

function openInNewTab(path: string) {
  window.open(path, '_blank', 'noopener');
}

/**
 * A table cell's clicks beside its record's link: a plain click bubbles to the row (opens the
 * record here), a ctrl/cmd click or a middle click opens `path` in a new tab, as the link itself does.
 */
export function newTabClicks(path: string) {
  return {
    onClick: (event: MouseEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.stopPropagation();
      openInNewTab(path);
    },
    // No autoscroll cursor on the middle button's press.
    onMouseDown: (event: MouseEvent) => {
      if (event.button === 1) event.preventDefault();
    },
    onAuxClick: (event: MouseEvent) => {
      if (event.button !== 1) return;
      event.preventDefault();
      openInNewTab(path);
    },
  };
}
