import type { ChildProcess } from 'node:child_process';

export declare const demoPassword: string;
export declare const firstScreens: readonly {
  name: string;
  path: string;
  account: string;
  text: string;
}[];
export declare function startDemoApi(
  portalDir?: string,
): Promise<{ base: string; api: ChildProcess; stop: () => Promise<void> }>;
export declare function tokensOf(
  base: string,
  email: string,
): Promise<{
  auth: { accessToken: string; refreshToken: string; rememberMe: true };
  locale: string;
}>;
