export {
  createApiClient,
  buildUrl,
  pathOf,
  type CallArguments,
  type ApiClient,
  type ApiClientOptions,
  type ApiResult,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './client';
export {
  ApiNetworkError,
  ApiServerError,
  ApiSessionExpiredError,
  isProblem,
  type Problem,
} from './errors';
export {
  decodeAccessToken,
  memoryTokenStore,
  rememberingTokenStore,
  storageTokenStore,
  tokenStorageKey,
  type AuthTokens,
  type TokenStorage,
  type TokenStore,
} from './tokens';
