import { runAdmin } from './admin-command.js';

// `npm run admin -- ...` (scripts/admin.mjs) runs this file or its bundle.
const code = await runAdmin(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(code);
