import type { InsuranceGroup } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useEnumLabel } from '@zrm/ui';
import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import type { SalesDay } from './salesReport';

const HEIGHT = 320;
/** The width before the container is measured (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 960;

/** The width of the element, followed as the window resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width > 0 ? width : FALLBACK_WIDTH };
}

/** Each insurance type's colour, from the theme, the same on every visit. */
function useGroupColours(): Record<InsuranceGroup, string> {
  const { token } = theme.useToken();
  return {
    SAFETY_INSURANCE: token.colorPrimary,
    ACCIDENT_INSURANCE: token.colorWarning,
    LIFE_INSURANCE: token.colorSuccess,
  };
}

/** Insurances sold per day, stacked by insurance type. */
export function SalesReportChart({ days, groups }: { days: SalesDay[]; groups: InsuranceGroup[] }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const colours = useGroupColours();
  const { ref, width } = useWidth();
  return (
    <div ref={ref} role="img" aria-label={t('insurance.salesReport.chartLabel')} data-testid="sales-report-chart">
      <BarChart width={width} height={HEIGHT} data={days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} minTickGap={16} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        {/* In the order of the stack (the default sorts by label). */}
        <Legend itemSorter={(item) => groups.indexOf(item.dataKey as InsuranceGroup)} />
        {groups.map((group) => (
          <Bar
            key={group}
            dataKey={group}
            name={enumLabel('insuranceGroups', group)}
            stackId="sold"
            fill={colours[group]}
            // Drawn at once: no animation to wait for in screenshots and tests.
            isAnimationActive={false}
            className={`sales-report-bar-${group}`}
          />
        ))}
      </BarChart>
    </div>
  );
}
