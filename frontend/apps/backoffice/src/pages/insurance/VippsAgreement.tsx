import { selectUser, useAppSelector, type Insurance } from '@zrm/api';
import { INSURANCE_ADMIN, isAdmitted } from '@zrm/policy';

import { LastVippsCharge } from './LastVippsCharge';
import { StopVippsAgreement } from './StopVippsAgreement';

/**
 * The Vipps Recurring actions of an insurance paid through Vipps (Norway): its latest charge and
 * stopping its agreement. Nothing for any other provider. Display only: the gateway refuses both
 * without InsuranceAdmin.
 */
export function VippsAgreement({ insurance }: { insurance: Insurance }) {
  const user = useAppSelector(selectUser);
  const { mandate } = insurance;
  if (mandate?.provider !== 'VIPPS') return null;
  const admin = isAdmitted(INSURANCE_ADMIN, user?.roles ?? []);
  return (
    <>
      <LastVippsCharge insurance={insurance} admin={admin} />
      <StopVippsAgreement insurance={insurance} mandate={mandate} admin={admin} />
    </>
  );
}
