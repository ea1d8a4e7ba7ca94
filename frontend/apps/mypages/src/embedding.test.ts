import { allowedParentOrigin } from './embedding';

function framedWindow(referrer: string, ancestor?: string) {
  const parent = {} as Window;
  return {
    parent,
    location: {
      ancestorOrigins: ancestor ? Object.assign([ancestor], { contains: () => true, item: () => ancestor }) : undefined,
    },
    document: { referrer },
  } as unknown as Window;
}

describe('embedding My Pages', () => {
  const allowed = ['https://www.zrm.no'];

  it('reports to a parent of the configured origins', () => {
    expect(allowedParentOrigin(framedWindow('https://www.zrm.no/lan/kredittkort'), allowed)).toBe('https://www.zrm.no');
    expect(allowedParentOrigin(framedWindow('', 'https://www.zrm.no'), allowed)).toBe('https://www.zrm.no');
  });

  it('reports to no other parent, and not when not framed', () => {
    expect(allowedParentOrigin(framedWindow('https://evil.example/page'), allowed)).toBeNull();
    expect(allowedParentOrigin(framedWindow(''), allowed)).toBeNull();
    const top = { document: { referrer: 'https://www.zrm.no/' }, location: {} } as unknown as Window & {
      parent: Window;
    };
    (top as { parent: unknown }).parent = top;
    expect(allowedParentOrigin(top, allowed)).toBeNull();
  });
});
