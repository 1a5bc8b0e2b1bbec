// `npm test`: every check and every test suite, one after the other, with a summary at the end.
// Usage: npm test [-- --only name1,name2]   (names: see the steps below)
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestTools } from './test-tools.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  { name: 'i18n', command: 'npm run i18n:check && npm run i18n:compile' },
  { name: 'format', command: 'npm run format:check' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'audit', command: 'node scripts/audit.mjs' },
  { name: 'unit', command: 'npx vitest run --project unit' },
  { name: 'api', command: 'npx vitest run --project api', tools: ['redis', 'postgres'] },
  { name: 'ui', command: 'npx vitest run --project ui', browser: true },
  { name: 'stories', command: 'npx vitest run --project storybook', browser: true },
  { name: 'portal', command: 'npx vitest run --project portal-tests', browser: true },
  {
    // Builds the portal as the e2e setup does (exit 1: over budget, the build is fine), so the
    // e2e step reuses that build.
    name: 'bundle',
    command: 'npx tsx scripts/bundle-budget.ts',
    browser: true,
    after: (status) => {
      if (status === 0 || status === 1) {
        process.env.E2E_PORTAL_BUILT = '1';
      }
    },
  },
  {
    name: 'e2e',
    command: 'npx playwright test -c apps/portal/e2e/playwright.config.ts',
    browser: true,
  },
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? new Set(process.argv[onlyIndex + 1]?.split(',')) : null;
const selected = steps.filter((step) => !only || only.has(step.name));

// Chromium, Redis and PostgreSQL's binaries before anything runs: found, installed (root on
// Debian), or one line saying what to install.
const needed = new Set(
  selected.flatMap((step) => [...(step.tools ?? []), ...(step.browser ? ['chromium'] : [])]),
);
if (needed.size > 0) {
  ensureTestTools([...needed]);
}

// The lines that name a failure (a failed test, file or check): the summary repeats them, as a
// CI log often keeps only its end.
const failureLine = /^\s*(FAIL\b|×|✗|✘|\d+\) \[|Error:|AssertionError|TimeoutError|RETRIED )/;
const keptFailureLines = 40;

/** Runs one step, its output streamed as it comes; resolves to its exit status and failure lines. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, env: process.env });
    const failures = [];
    let partial = '';
    const scan = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // eslint-disable-next-line no-control-regex -- the colours of a terminal's output
        const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
        if (failureLine.test(plain) && failures.length < keptFailureLines) {
          failures.push(plain.trimEnd());
        }
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      scan(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      scan(chunk);
    });
    child.on('close', (status) => {
      scan('\n');
      resolve({ status, failures });
    });
  });
}

const results = [];
for (const step of selected) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const { status, failures } = await run(step.command);
  step.after?.(status);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name: step.name, ok: status === 0, seconds, failures });
}

console.log('\n=== summary');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
  // A failed step's failures; a step that passed, its tests that passed only on a retry.
  for (const line of result.failures) {
    if (!result.ok || line.startsWith('RETRIED ')) {
      console.log(`     ${line}`);
    }
  }
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
