import { CheckOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';

/** Menu keys of the coordinate choices: `coordinate:MOSESTFTSA`. */
const KEY_PREFIX = 'coordinate:';

export const coordinateKey = (code: string) => `${KEY_PREFIX}${code}`;

/** The code a clicked menu key chooses, or null for any other entry. */
export function coordinateOfKey(key: string): string | null {
  return key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : null;
}

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * The account menu's coordinates selector (staff with more than one coordinate): each coordinate
 * with its parts named, the active one ticked.
 */
export function coordinateMenuItems({
  codes,
  active,
  title,
  label,
}: {
  codes: readonly string[];
  active: string | null;
  title: string;
  label: (code: string) => string;
}): MenuItems {
  if (codes.length < 2) return [];
  return [
    { type: 'divider' },
    {
      type: 'group',
      key: 'coordinates',
      label: <span data-testid="coordinates-selector">{title}</span>,
      children: codes.map((code) => ({
        key: coordinateKey(code),
        icon: code === active ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
        label: (
          <span data-testid={`coordinate-${code}`} data-active={code === active ? 'true' : 'false'} title={code}>
            {label(code)}
          </span>
        ),
      })),
    },
  ];
}
