export declare function moduleGraph(root: string): {
  filesFrom(
    entries: string[],
    options?: { follow?: (from: string, to: string, dynamic: boolean) => boolean },
  ): Set<string>;
  idsIn(files: Set<string>, catalogue: Record<string, unknown>): Set<string>;
};
export declare function manifestPages(
  root: string,
  manifest: string,
): { key: string; module: string }[];
export declare const screenPartFile: (key: string) => string;
export declare const loadedApart: (routes: string, to: string, dynamic: boolean) => boolean;
export declare function pageTexts(
  graph: ReturnType<typeof moduleGraph>,
  catalogue: Record<string, unknown>,
  page: { key: string; module: string; routes: string },
): Map<string, Set<string>>;
