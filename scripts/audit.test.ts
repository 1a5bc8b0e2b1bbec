import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict.mjs';

const counts = (high: number, critical: number) => ({
  info: 0,
  low: 2,
  moderate: 1,
  high,
  critical,
  total: 3 + high + critical,
});

describe('the npm audit verdict', () => {
  it('passes when only low and moderate advisories exist', () => {
    expect(
      auditVerdict({ vulnerabilities: {}, metadata: { vulnerabilities: counts(0, 0) } }).kind,
    ).toBe('clean');
  });

  it('fails on a high or critical advisory and names the package', () => {
    const verdict = auditVerdict({
      vulnerabilities: {
        fastify: { name: 'fastify', severity: 'high', range: '<5.3.2', fixAvailable: true },
        debug: { name: 'debug', severity: 'low', range: '<2', fixAvailable: true },
      },
      metadata: { vulnerabilities: counts(1, 0) },
    });
    expect(verdict.kind).toBe('advisories');
    expect(verdict.lines).toEqual(['high: fastify <5.3.2 (fix: available)']);
  });

  it('says the advisories were not checked when the registry refuses the call', () => {
    const verdict = auditVerdict({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(verdict.kind).toBe('unavailable');
    expect(verdict.lines[0]).toContain('405');
  });

  it('treats output that is not a report as not checked', () => {
    expect(auditVerdict(null).kind).toBe('unavailable');
  });
});
