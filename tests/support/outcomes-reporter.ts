import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

// Writes one line per test that failed, or passed only on its retry, to the file named by
// TEST_OUTCOMES_FILE. `npm test` prints these lines in its closing summary, which is the part of
// a long CI log one reads first (docs/architecture.md, convention 7).
function firstLine(message: string | undefined): string {
  return (message ?? '').split('\n', 1)[0]?.slice(0, 240) ?? '';
}

/** An error's first line and the place in a test file it came from (a retried test's first attempt too: its errors stay on the passed result). */
type TestError = NonNullable<ReturnType<TestCase['result']>['errors']>[number];

function described(error: TestError | undefined): string {
  const at = error?.stacks?.find((s) => !s.file.includes('node_modules'));
  return `${firstLine(error?.message)}${at ? ` (${relative(process.cwd(), at.file)}:${at.line})` : ''}`;
}

function record(line: string): void {
  const file = process.env.TEST_OUTCOMES_FILE;
  if (file) appendFileSync(file, `${line}\n`);
}

function where(testModule: TestModule): string {
  return relative(process.cwd(), testModule.moduleId);
}

export default class OutcomesReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    const name = `${where(testCase.module)} > ${testCase.fullName}`;
    if (result.state === 'failed') {
      record(`failed: ${name}: ${described(result.errors?.[0])}`);
    } else if (result.state === 'passed' && (testCase.diagnostic()?.retryCount ?? 0) > 0) {
      record(`needed a retry: ${name}: first ${described(result.errors?.[0])}`);
    }
  }

  onTestModuleEnd(testModule: TestModule): void {
    // A file whose set-up (import, beforeAll) failed has errors of its own and no failed test.
    for (const error of testModule.errors()) {
      record(`failed: ${where(testModule)}: ${firstLine(error.message)}`);
    }
  }
}
