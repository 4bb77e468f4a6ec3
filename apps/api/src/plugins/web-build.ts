// The web app's build as the server uses it: dist/client (the browser's files, index.html, the build manifest) and
// dist/server (the server renderer). Kept free of heavy imports, so that start-up can check for it first.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '@motomitra/domain/site';

/** The parts of a web build the server needs: dist/client (browser files, index.html, manifest) and dist/server. */
export type WebBuild = {
  clientDir: string;
  template: string;
  manifest: Manifest;
  entry: ServerEntry;
};

export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

export class MissingWebBuildError extends Error {
  override name = 'MissingWebBuildError';
}

function buildFiles(distDir: string) {
  const clientDir = path.join(distDir, 'client');
  return {
    clientDir,
    template: path.join(clientDir, 'index.html'),
    manifest: path.join(clientDir, '.vite', 'manifest.json'),
    entry: path.join(distDir, 'server', 'entry-server.js'),
  };
}

/** Throws MissingWebBuildError naming what is missing in `distDir` (`npm run build` makes it). Cheap: no import. */
export function checkWebBuild(distDir: string): void {
  const { clientDir: _, ...files } = buildFiles(distDir);
  const missing = Object.values(files).filter((f) => !fs.existsSync(f));
  if (missing.length > 0) {
    throw new MissingWebBuildError(
      `The web app is not built (missing ${missing.map((f) => path.relative(process.cwd(), f)).join(', ')}). ` +
        'Run `npm run build` first.',
    );
  }
}

/** The build in `distDir`, loaded: the template, the manifest and the server renderer. */
export async function loadWebBuild(distDir: string): Promise<WebBuild> {
  checkWebBuild(distDir);
  const { clientDir, ...files } = buildFiles(distDir);
  return {
    clientDir,
    template: fs.readFileSync(files.template, 'utf8'),
    manifest: JSON.parse(fs.readFileSync(files.manifest, 'utf8')) as Manifest,
    entry: (await import(pathToFileURL(files.entry).href)) as ServerEntry,
  };
}
