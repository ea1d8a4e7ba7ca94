// Default runtime settings for a plain static serve; `npm run serve` and the container entrypoint
// overwrite this file from the environment (ZRM_API_BASE_URL, ZRM_IDP_LOGIN_URL).
window.__ZRM_CONFIG__ = { apiBaseUrl: 'http://127.0.0.1:8080', idpLoginUrl: null };
