// npm test's last line, `Tests: N passed, N failed` (N skipped when any), counted over every project,
// so a run that lost tests shows it and CI reads one plain closing line.
export default class TestCountReporter {
  onTestRunEnd(testModules) {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) counts[test.result().state] += 1;
    }
    const skipped = counts.skipped + counts.pending;
    console.log(
      `\nTests: ${counts.passed} passed, ${counts.failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
  }
}
