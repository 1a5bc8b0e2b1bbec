// A vitest reporter beside the default one: names every test that passed only on a retry (the
// browser projects retry once in CI, vitest.config.ts), so a flaky test is seen, not hidden.
// `npm test`'s summary repeats these lines (scripts/test-all.mjs).
export default class RetriedReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') {
      this.retried.push(
        `RETRIED ${testCase.project.name} ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (passed after ${retries} failed ${retries === 1 ? 'try' : 'tries'})`,
      );
    }
  }

  onTestRunEnd() {
    for (const line of this.retried) {
      console.log(line);
    }
  }
}
