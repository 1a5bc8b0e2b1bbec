// The production dependencies' advisories: `npm audit --omit=dev`, failing on any high or critical
// one (docs/security.md#dependencies). When the registry does not answer the advisory call (the
// npm registry mirror of this team's machines allows GET only and answers 405), the check says so
// loudly and passes, unless AUDIT_REQUIRED=1 (a machine that can reach the advisories).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditVerdict } from './audit-verdict.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
});
let report = null;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
const verdict = auditVerdict(report);
for (const line of verdict.lines) {
  console.log(`npm audit: ${line}`);
}
if (verdict.kind === 'advisories') {
  process.exit(1);
}
if (verdict.kind === 'unavailable') {
  console.log('npm audit: NOT CHECKED, the registry did not give the advisories.');
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
