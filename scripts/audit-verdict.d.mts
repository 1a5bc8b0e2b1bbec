export declare const blocking: string[];
export declare function auditVerdict(report: unknown): {
  kind: 'clean' | 'advisories' | 'unavailable';
  lines: string[];
};
