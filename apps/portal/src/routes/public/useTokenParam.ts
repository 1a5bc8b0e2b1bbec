import { useSearchParams } from 'react-router-dom';

/** The `token` of an email link, if it looks like one (validated before it is sent anywhere). */
export function useTokenParam(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token && /^[A-Za-z0-9_-]{16,512}$/.test(token) ? token : null;
}
