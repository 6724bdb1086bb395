import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|ico|txt)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite/ holds the build manifest, read by the bundle bench and never served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

/**
 * Brotli's quality 11 costs about three times quality 10's CPU for 1 to 2 % fewer bytes: worth it for
 * the files a first visit waits for (the app's entry, 538 kB before compression, and the signed-in
 * shell: 2.9 kB fewer on every first page, issue 34), not for the large chunks loaded later (Excel, PDF),
 * where it took 5 of 8 s of each build.
 */
const BROTLI_MAX_QUALITY_UP_TO_BYTES = 600_000;

/**
 * Issue 10: writes a .br and a .gz beside every text file of the build, once, at high levels, so the
 * server sends them with @fastify/static's `preCompressed` and never compresses per request. A
 * sibling that would not be smaller is not written; the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const [bytes, { size }] = await Promise.all([readFile(file), stat(file)]);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]:
                  size <= BROTLI_MAX_QUALITY_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 10,
                [constants.BROTLI_PARAM_SIZE_HINT]: size,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < size) await writeFile(`${file}.br`, br);
          if (gz.length < size) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Issue 10: the service worker, emitted as /sw.js from src/sw/service-worker.js with the app shell's
 * files filled in: index.html and the entry chunk with its static imports and styles. Its cache name
 * follows those names, so each build's worker replaces the last one's cache.
 */
export function serviceWorker(source: string): Plugin {
  return {
    name: 'portal-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('portal-service-worker: the build has no entry chunk');
      const shell = new Set<string>(['/']);
      const visit = (chunk: OutputChunk) => {
        if (shell.has(`/${chunk.fileName}`)) return;
        shell.add(`/${chunk.fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
        for (const name of chunk.imports) {
          const imported = bundle[name];
          if (imported?.type === 'chunk') visit(imported);
        }
      };
      visit(entry);
      const files = [...shell];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const template = await readFile(source, 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("'__SHELL_VERSION__'", JSON.stringify(version))
          .replace("['__SHELL_FILES__']", JSON.stringify(files)),
      });
    },
  };
}

/**
 * Issue 34: a build is a production build whatever NODE_ENV the shell holds. The README documents
 * NODE_ENV=development as the server's default, and Vite would otherwise bundle React's development
 * runtime (twice the size, with its checks) into the portal. Set in the config hook, before Vite reads it.
 */
export function productionBuild(): Plugin {
  return {
    name: 'portal-production-build',
    config(_config, { command }) {
      if (command === 'build') process.env.NODE_ENV = 'production';
    },
  };
}
