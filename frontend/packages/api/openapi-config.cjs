/**
 * @rtk-query/codegen-openapi configuration: the gateway's OpenAPI document (the checked-in copy
 * `openapi.json`) becomes `src/generated/zrmApi.ts`, request/response types plus endpoints
 * injected into the one `api` of `src/api.ts`, with hooks. Never edit the output: tags, cache
 * updates and the websocket are added in `src/endpoints.ts` with `enhanceEndpoints`.
 *
 * Regenerate with `npm run api:generate [-- path/to/openapi.json]`; `npm run api:check <doc>`
 * fails when the copy or the output is stale. Paths are relative to this file's folder.
 */
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './openapi.json',
  apiFile: './src/api.ts',
  apiImport: 'api',
  outputFile: './src/generated/zrmApi.ts',
  exportName: 'zrmApi',
  hooks: { queries: true, lazyQueries: false, mutations: true },
  // The front end's calls only: not the operations routes (health, readiness, metrics, docs), nor
  // the providers' webhooks (46elks calls them), nor the websocket upgrade, which is no REST call
  // (src/notifications/socket.ts opens it).
  filterEndpoints: (name, { operation }) =>
    !(operation.tags ?? []).some((tag) => tag === 'operations' || tag === 'webhooks') && name !== 'notificationWs',
  // Schemaless bodies are `unknown`, not `any`.
  useUnknown: true,
  // A fixed formatting, so the output does not depend on an editorconfig found on the way up.
  prettierConfigFile: './openapi-codegen.prettier.json',
};
