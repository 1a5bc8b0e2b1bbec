export declare function findChromium(): string | null;
export declare function findRedisServer(): string | null;
export declare function findPostgresBinaries(): string | null;
export declare function ensureTestTools(
  names?: ('chromium' | 'redis' | 'postgres')[],
): Partial<Record<'chromium' | 'redis' | 'postgres', string>>;
