import { Alert, Button, Flex, InputNumber, Table, Tag, Typography } from 'antd';
import { toApiError, useLeftToLiveMutation, type Application, type CalculationLine } from '@zrm/api';
import { currencyOf, formatInterestRate, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useState } from 'react';

const MAX_CHILDREN = 20;

interface Row {
  key: string;
  label: string;
  amount: number;
  strong?: boolean;
}

/**
 * "Left to live" (KALP): the household's month after tax, the loan at the stress rate, the home
 * and living costs, calculated by core on demand with the number of children the advisor enters
 * (services/core/src/calculations/README.md says how). What the application lacks is named.
 */
export function LeftToLive({ application }: { application: Application }) {
  const { t } = useTranslation();
  const [children, setChildren] = useState(0);
  const [calculate, calculation] = useLeftToLiveMutation();
  const currency = currencyOf(application.country);
  const money = (amount: number) => formatMoney(amount * 100, currency);
  // The answer of the last calculation of this application (not of one opened before).
  const budget = calculation.data?.application_id === application.application_id ? calculation.data : undefined;
  const failure = calculation.error && calculation.originalArgs?.leftToLiveRequest.application_id === application.application_id
    ? toApiError(calculation.error)
    : null;

  const run = () =>
    void calculate({ leftToLiveRequest: { application_id: application.application_id, children } });

  const costLabel = (line: CalculationLine) =>
    line.code === 'interest' && budget
      ? t('application.budget.costs.interest', { rate: formatInterestRate(budget.stress_interest_rate_bp) })
      : t(`application.budget.costs.${line.code as 'amortization'}`, line.code);

  const rows: Row[] = budget
    ? [
        { key: 'gross', label: t('application.budget.gross'), amount: budget.gross_monthly_income },
        { key: 'tax', label: t('application.budget.tax'), amount: -budget.tax_monthly },
        { key: 'net', label: t('application.budget.net'), amount: budget.net_monthly_income, strong: true },
        ...budget.costs.map((line) => ({ key: line.code, label: costLabel(line), amount: -line.amount })),
        { key: 'total', label: t('application.budget.totalCosts'), amount: -budget.total_costs, strong: true },
      ]
    : [];

  return (
    <Flex vertical gap={8} data-testid="left-to-live">
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('application.budget.children')}</Typography.Text>
        <InputNumber
          min={0}
          max={MAX_CHILDREN}
          precision={0}
          value={children}
          onChange={(value) => setChildren(value ?? 0)}
          data-testid="budget-children"
          aria-label={t('application.budget.children')}
        />
        <Button size="small" type="primary" loading={calculation.isLoading} onClick={run} data-testid="budget-calculate">
          {t('application.budget.calculate')}
        </Button>
      </Flex>
      {failure && <ErrorAlert error={failure} message={t('application.budget.failed')} testId="budget-error" />}
      {budget && (
        <>
          {budget.missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              data-testid="budget-missing"
              title={budget.missing.map((what) => t(`application.budget.missing.${what as 'incomes'}`, what)).join(' ')}
            />
          )}
          <Table<Row>
            size="small"
            pagination={false}
            showHeader={false}
            dataSource={rows}
            data-testid="budget-lines"
            columns={[
              { key: 'label', render: (_, row) => (row.strong ? <Typography.Text strong>{row.label}</Typography.Text> : row.label) },
              {
                key: 'amount',
                align: 'right',
                render: (_, row) => <span data-testid={`budget-${row.key}`}>{money(row.amount)}</span>,
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Flex gap={8} align="center">
                    <Typography.Text strong>{t('application.budget.leftToLive')}</Typography.Text>
                    <Tag color={budget.passes ? 'green' : 'red'} data-testid="budget-verdict">
                      {t(budget.passes ? 'application.budget.passes' : 'application.budget.fails')}
                    </Tag>
                  </Flex>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <Typography.Text strong type={budget.passes ? undefined : 'danger'} data-testid="budget-result">
                    {money(budget.left_to_live)}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <Typography.Text type="secondary">
            {t('application.budget.household', { adults: budget.adults, children: budget.children })}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}
