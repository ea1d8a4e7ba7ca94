/** @jest-environment node */
import vectors from '../../../../services/lib/domain/policy/role-rule-vectors.json';

import { isAdmitted } from './roleRule';

interface Vector {
  required: string[][];
  roles: string[];
  admitted: boolean;
  why: string;
}

/*
 * The vectors the gateway's policy is tested with too, so menus and APIs never disagree
 * (one role rule for both sides).
 */
describe('role rule, shared vectors', () => {
  const all = vectors as Vector[];

  it('has vectors to run', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it.each(all.map((v) => [v.why, v] as const))('%s', (_why, vector) => {
    expect(isAdmitted(vector.required, vector.roles)).toBe(vector.admitted);
  });
});
