import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after every run, the tests that passed only on a retry: CI retries once so that one bad run does not
 * hide the others' results, but a test that needed the retry is flaky, and flaky is a failure to fix.
 * "Retried: 0" is the only good answer.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried = new Map<string, TestCase>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0 && result.status === 'passed') this.retried.set(test.id, test);
    else this.retried.delete(test.id);
  }

  onEnd(_result: FullResult) {
    const lines = [...this.retried.values()].map((test) => `  ${test.titlePath().filter(Boolean).join(' › ')}`);
    console.log(`Retried: ${lines.length}${lines.length ? ' (passed only on retry: flaky, fix them)' : ''}`);
    for (const line of lines) console.log(line);
  }
}
