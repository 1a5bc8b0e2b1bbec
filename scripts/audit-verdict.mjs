// What `npm audit --omit=dev --json` said, as a verdict (scripts/audit.mjs; tested in audit.test.ts).

/** The severities that fail the check. */
export const blocking = ['high', 'critical'];

/**
 * @param {unknown} report the parsed JSON of `npm audit --json`
 * @returns {{ kind: 'clean' | 'advisories' | 'unavailable', lines: string[] }}
 */
export function auditVerdict(report) {
  if (typeof report !== 'object' || report === null) {
    return { kind: 'unavailable', lines: ['npm audit printed no report'] };
  }
  const counts = report.metadata?.vulnerabilities;
  if (typeof counts !== 'object' || counts === null) {
    // The registry refused or failed the advisory call (e.g. 405 from a mirror that allows GET only).
    const status = typeof report.statusCode === 'number' ? ` (HTTP ${report.statusCode})` : '';
    const message = typeof report.message === 'string' ? report.message : 'no advisory data';
    return { kind: 'unavailable', lines: [`${message}${status}`] };
  }
  const found = Object.values(report.vulnerabilities ?? {}).filter(
    (entry) => typeof entry === 'object' && entry !== null && blocking.includes(entry.severity),
  );
  const total = blocking.reduce((sum, severity) => sum + (Number(counts[severity]) || 0), 0);
  if (total === 0) {
    return { kind: 'clean', lines: [`no high or critical advisory (${JSON.stringify(counts)})`] };
  }
  return {
    kind: 'advisories',
    lines: found.map(
      (entry) =>
        `${entry.severity}: ${entry.name} ${entry.range ?? ''} (fix: ${entry.fixAvailable ? 'available' : 'none yet'})`,
    ),
  };
}
