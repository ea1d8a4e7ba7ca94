/** @jest-environment node */
import { countryFromLocation, isMobileBrowser } from './country';

describe('customer country from the host', () => {
  it('reads Sweden from .se hosts and Norway from any other', () => {
    expect(countryFromLocation('minasidor.zrm.se', '')).toBe('SE');
    expect(countryFromLocation('minesider.zrm.no', '')).toBe('NO');
    expect(countryFromLocation('mypages.zrm.com', '')).toBe('NO');
  });

  it('defaults local hosts to Sweden and lets ?country override there only', () => {
    expect(countryFromLocation('localhost', '')).toBe('SE');
    expect(countryFromLocation('127.0.0.1', '?country=NO')).toBe('NO');
    expect(countryFromLocation('localhost', '?country=no')).toBe('NO');
    expect(countryFromLocation('minasidor.zrm.se', '?country=NO')).toBe('SE');
  });

  it('tells mobile browsers from desktop ones', () => {
    expect(isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe(false);
  });
});
