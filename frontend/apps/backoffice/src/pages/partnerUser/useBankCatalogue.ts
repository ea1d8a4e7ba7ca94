import { useAllBanksQuery, type BankCountry } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useCallback, useMemo } from 'react';

import { bankKey, isBankCountry } from './partnerProfile';

/** A bank of the catalogue a partner can work for. */
export interface CatalogueBank {
  key: string;
  bank_id: number;
  country: BankCountry;
  name: string;
}

/**
 * The bank catalogue (`GET /bank/all`, by name) and a bank's name by country and id. A bank the
 * catalogue lacks (or while it loads) is named by its id and country, so nothing shows blank.
 */
export function useBankCatalogue() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useAllBanksQuery({});
  const banks = useMemo<CatalogueBank[]>(
    () =>
      (data?.items ?? []).flatMap(({ bank_id, country, name }) =>
        isBankCountry(country) ? [{ key: bankKey({ country, bank_id }), bank_id, country, name }] : [],
      ),
    [data],
  );
  const names = useMemo(() => new Map(banks.map((bank) => [bank.key, bank.name])), [banks]);
  const nameOf = useCallback(
    (bank: { country: string; bank_id: number }) =>
      names.get(bankKey(bank)) ?? t('partnerUsers.unknownBank', { id: bank.bank_id, country: bank.country }),
    [names, t],
  );
  return { banks, nameOf, error, isLoading };
}
