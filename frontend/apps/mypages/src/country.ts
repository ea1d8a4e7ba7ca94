export type CustomerCountry = 'SE' | 'NO';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The country comes from the host: a host not ending in .se is Norway. Local hosts end in neither,
 * so they default to Sweden (the product's default country) and accept `?country=NO` /
 * `?country=SE`.
 */
export function countryFromLocation(hostname: string, search: string): CustomerCountry {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host)) {
    const override = new URLSearchParams(search).get('country')?.toUpperCase();
    return override === 'NO' ? 'NO' : 'SE';
  }
  return host.endsWith('.se') ? 'SE' : 'NO';
}

/** On a mobile browser "this device" comes first. */
export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
