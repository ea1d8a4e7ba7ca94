/** @jest-environment node */
import { fieldChanges, valueText } from './changeDiff';

const profile = {
  first_name: 'Eva',
  last_name: 'Ek',
  email: 'eva@zrm.example',
  phone_number: '',
  language: 'sv',
  roles: ['team-lead'],
  zoordinates: ['MOSESTFTSA'],
  banks: [],
  telephony_ids: [],
  sverker_id: null,
  blocked: false,
  deactivated: false,
};
const words = { yes: 'Yes', no: 'No', none: 'None' };

describe('change diff', () => {
  it('lists only the fields whose value changed, lists compared in order', () => {
    const after = { ...profile, roles: ['team-lead', 'employee:admin'], blocked: true };
    expect(fieldChanges({ kind: 'updated', before: profile, after })).toEqual([
      { field: 'roles', before: ['team-lead'], after: ['team-lead', 'employee:admin'] },
      { field: 'blocked', before: false, after: true },
    ]);
    expect(fieldChanges({ kind: 'updated', before: profile, after: { ...profile } })).toEqual([]);
  });

  it('lists the values a person was created with, the blank ones left out', () => {
    expect(fieldChanges({ kind: 'created', before: null, after: profile }).map((change) => change.field)).toEqual([
      'first_name',
      'last_name',
      'email',
      'language',
      'roles',
      'zoordinates',
    ]);
  });

  it('writes values as text', () => {
    expect(valueText(['team-lead', 'employee:admin'], words)).toBe('team-lead, employee:admin');
    expect(valueText([], words)).toBe('None');
    expect(valueText(null, words)).toBe('None');
    expect(valueText(true, words)).toBe('Yes');
    expect(valueText([{ bank_id: 3, country: 'SE', product: 'mortgage' }], words)).toBe('SE · mortgage · 3');
  });
});
