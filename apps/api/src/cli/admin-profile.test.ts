import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EVENTS, findAudit } from '../modules/audit/audit.service.js';
import { submitFeedback } from '../modules/feedback/feedback.service.js';
import { findOpenRequest } from '../modules/profile/profile.repository.js';
import { requestUpdate } from '../modules/profile/profile.service.js';
import { cliKit } from '../test/cli-kit.js';
import { createAdviser, type TestAdviser } from '../test/factories.js';

// Issue 14: `adviser requests`, `adviser request close <id>` and `feedback list`, run as the CLI runs
// them, straight to the database: a PGlite data directory, or with TEST_DATABASE_URL (npm test where a
// Postgres answers) a Postgres database, as admin.test.ts does. ADR 0002 covers the path through a
// running server.
const { admin, withDeps } = cliKit('portal-cli-profile-');
const meta = { ip: '127.0.0.1', userAgent: 'test' };

// Each command opens the data directory itself, as the CLI does: slower than a request, hence 90 s.
describe('npm run admin: rnf change requests and feedback', { timeout: 90_000 }, () => {
  let adviser: TestAdviser;
  let requestId: string;
  // The data directory's first open (PGlite's initdb) is slow: it belongs in the hook, not a test.
  beforeAll(async () => {
    requestId = await withDeps(async (deps) => {
      adviser = await createAdviser(deps, { email: 'rnf-change@example.sg' });
      await requestUpdate(deps, adviser.id, meta);
      return (await findOpenRequest(deps.db, adviser.id))?.id ?? '';
    });
  });

  it('adviser requests lists the open requests with the adviser', async () => {
    const listed = await admin(['adviser', 'requests']);
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(
      new RegExp(
        `${requestId}\\s+\\S+\\s+rnf-change@example.sg\\s+${adviser.name}\\s+${adviser.rnf} \\(Test Advisory\\)`,
      ),
    );
  });

  it('adviser request close closes it once; the adviser may then ask again', async () => {
    const closed = await admin(['adviser', 'request', 'close', requestId]);
    expect(closed).toMatchObject({ code: 0, text: `Request ${requestId} closed.` });
    expect((await admin(['adviser', 'requests'])).text).toBe('No open requests.');
    const again = await admin(['adviser', 'request', 'close', requestId]);
    expect(again.code).not.toBe(0);
    expect(again.err.join('\n')).toContain(`No open request with id ${requestId}`);
    await withDeps(async (deps) => {
      const audit = await findAudit(deps.db, { adviserId: adviser.id, event: AUDIT_EVENTS.rnfChangeClosed });
      expect(audit[0]?.details).toEqual({ requestId });
      await requestUpdate(deps, adviser.id, meta);
      expect(await findOpenRequest(deps.db, adviser.id)).not.toBeNull();
    });
  });

  // Issue 31: the same command straight to the database, as when no server runs (ADR 0002).
  it('adviser update applies the change and closes the open request', async () => {
    // One run only: each opens the data directory (the checks are in modules/admin/admin.test.ts).
    const updated = await admin(['adviser', 'update', adviser.email, '--rnf-name', 'Tan & Co Advisory']);
    expect(updated.code, updated.err.join('\n')).toBe(0);
    expect(updated.out).toEqual([
      `Adviser ${adviser.email} updated; 0 session(s) ended.`,
      'RNF name: Test Advisory -> Tan & Co Advisory',
      expect.stringMatching(/^Request [0-9a-f-]{36} closed\.$/),
    ]);
  });

  it('feedback list prints each feedback, terminal escapes made harmless', async () => {
    expect((await admin(['feedback', 'list'])).text).toBe('No feedback.');
    await withDeps((deps) =>
      submitFeedback(
        deps,
        adviser.id,
        { category: 'Bug report', feedback: 'Line one\n\u001b[2JLine two' },
        meta,
      ),
    );
    const listed = await admin(['feedback', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\S+ {2}Bug report {2}rnf-change@example\.sg {2}[0-9a-f-]{36}$/,
    );
    expect(listed.out.slice(1)).toEqual(['    Line one', '    ?[2JLine two']);
  });

  it('a stored name with CR/LF cannot forge a line in adviser list or adviser requests (issue 32)', async () => {
    // Stored before the API refused it: the admin must still see one line per adviser, email included.
    const forged = 'Mallory\r\nboss@example.sg  Boss  RNF-BOSS  valid until -  enabled\u001b[2K';
    const spoofer = await withDeps(async (deps) => {
      const created = await createAdviser(deps, { email: 'spoofer@example.sg', name: forged });
      await requestUpdate(deps, created.id, meta);
      return created;
    });
    const isOneLine = (line: string) => !['\r', '\n', '\u001b'].some((ch) => line.includes(ch));
    const listed = await admin(['adviser', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out.every(isOneLine), listed.text).toBe(true);
    expect(listed.out.filter((line) => line.includes('boss@example.sg'))).toEqual([
      `spoofer@example.sg  Mallory\\r\\nboss@example.sg  Boss  RNF-BOSS  valid until -  enabled\\u001b[2K  ${spoofer.rnf}  valid until -  enabled`,
    ]);
    const requests = await admin(['adviser', 'requests']);
    expect(requests.out.every(isOneLine), requests.text).toBe(true);
    const forgedLines = requests.out.filter((line) => line.includes('boss@example.sg'));
    expect(forgedLines).toHaveLength(1);
    // printable() already shows the CR as '?'; the LF it leaves is escaped on the way out.
    expect(forgedLines[0]).toContain('spoofer@example.sg  Mallory?\\nboss@example.sg');
  });

  it('refuses bad arguments with the usage', async () => {
    for (const args of [
      ['adviser', 'request', 'close'],
      ['adviser', 'request', 'close', 'nope'],
      ['adviser', 'request', 'open', requestId],
      ['feedback'],
      ['adviser', 'update', adviser.email],
      ['adviser', 'update', adviser.email, '--rnf'],
      ['adviser', 'update', adviser.email, '--rnf', 'A', '--rnf', 'B'],
      ['adviser', 'update', adviser.email, '--name', 'A'],
      ['adviser', 'update', '--rnf', 'A'],
    ]) {
      const bad = await admin(args);
      expect(bad.code).toBe(2);
      expect(bad.err.join('\n')).toMatch(/Usage:[\s\S]*adviser request close <id>[\s\S]*adviser update/);
    }
  });
});
