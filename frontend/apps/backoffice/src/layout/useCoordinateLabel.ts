import { isCountryCode, parseCoordinate } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { useCallback } from 'react';

/**
 * A coordinate as people read it, country first as in the selector: "Sweden · Mortgage · SA · FT
 * · Sthlm". Products, countries and the offices ST and UP have names; other parts (employment
 * types, departments, other offices, the product ZL) have none and show as their codes.
 */
export function useCoordinateLabel(): (code: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (code: string) => {
      const coordinate = parseCoordinate(code);
      if (!coordinate) return code;
      return t('coordinates.label', {
        country: isCountryCode(coordinate.country) ? t(`coordinates.countries.${coordinate.country}`) : coordinate.country,
        product: t(`coordinates.products.${coordinate.product}`, { defaultValue: coordinate.product }),
        department: coordinate.department,
        employmentType: coordinate.employmentType,
        office: t(`coordinates.offices.${coordinate.office}`, { defaultValue: coordinate.office }),
      });
    },
    [t],
  );
}
