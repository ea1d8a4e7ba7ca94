import { Table, Tag, Typography } from 'antd';
import type { DebtLoan, DebtLoanType } from '@zrm/api';
import { formatInterestRate, formatMoney } from '@zrm/format';
import { useTranslation } from '@zrm/i18n';

const TYPES: DebtLoanType[] = ['repayment_loan', 'credit_facility', 'charge_card'];

const money = (value: number | null) => (value === null ? '–' : formatMoney(value, 'NOK'));

/** The loans of one type: creditor and balance, with the columns that type has. */
function LoansOfType({ type, loans }: { type: DebtLoanType; loans: DebtLoan[] }) {
  const { t } = useTranslation();
  const columns = [
    {
      key: 'creditor',
      title: t('mypages.debt.creditor'),
      render: (_: unknown, loan: DebtLoan) => (
        <>
          {loan.creditor}
          {loan.co_borrowed && (
            <Tag style={{ marginInlineStart: 8 }} data-testid="debt-co-borrowed">
              {t('mypages.debt.coBorrowed')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'balance',
      title: t('mypages.debt.balance'),
      align: 'right' as const,
      render: (_: unknown, loan: DebtLoan) => money(loan.balance),
    },
    ...(type === 'credit_facility'
      ? [
          {
            key: 'limit',
            title: t('mypages.debt.creditLimit'),
            align: 'right' as const,
            render: (_: unknown, loan: DebtLoan) => money(loan.credit_limit),
          },
        ]
      : []),
    ...(type === 'repayment_loan'
      ? [
          {
            key: 'original',
            title: t('mypages.debt.originalBalance'),
            align: 'right' as const,
            render: (_: unknown, loan: DebtLoan) => money(loan.original_balance),
          },
          {
            key: 'terms',
            title: t('mypages.debt.remainingTerms'),
            align: 'right' as const,
            render: (_: unknown, loan: DebtLoan) => loan.remaining_terms ?? '–',
          },
        ]
      : []),
    ...(type === 'charge_card'
      ? []
      : [
          {
            key: 'rate',
            title: t('mypages.debt.interestRate'),
            align: 'right' as const,
            render: (_: unknown, loan: DebtLoan) =>
              loan.nominal_interest_rate === null ? '–' : formatInterestRate(loan.nominal_interest_rate),
          },
        ]),
  ];
  return (
    <div data-testid={`debt-loans-${type}`}>
      <Typography.Title level={5}>{t(`mypages.debt.types.${type}`)}</Typography.Title>
      <Table<DebtLoan>
        size="small"
        pagination={false}
        scroll={{ x: true }}
        rowKey={(loan) => `${loan.creditor}-${loan.balance}-${loan.credit_limit ?? ''}`}
        columns={columns}
        dataSource={loans}
        onRow={() =>
          ({
            'data-testid': 'debt-loan-row',
          }) as React.HTMLAttributes<HTMLElement>
        }
      />
    </div>
  );
}

/** The customer's loans grouped by NoGi's three loan types; "No debt registered" when none. */
export function DebtLoans({ loans }: { loans: DebtLoan[] }) {
  const { t } = useTranslation();
  if (loans.length === 0) {
    return <Typography.Text data-testid="debt-none">{t('mypages.debt.noDebt')}</Typography.Text>;
  }
  return (
    <>
      {TYPES.map((type) => {
        const ofType = loans.filter((loan) => loan.type === type);
        return ofType.length === 0 ? null : <LoansOfType key={type} type={type} loans={ofType} />;
      })}
    </>
  );
}
