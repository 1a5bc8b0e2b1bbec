/**
 * The portal calls the API through its client only: `api.call(endpoints.x, ...)`, with paths from
 * the contract. This test fails on an API path written anywhere else in the portal or its tests
 * (a string or template literal matching a contract path, or holding `/api/v1`).
 */
import { endpoints, healthEndpoint, type Endpoint } from '@oxilio/domain/contract';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const scanned = ['apps/portal/src', 'apps/portal/e2e'].map((dir) => path.join(root, dir));

const contractPaths = [
  healthEndpoint,
  ...Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]),
].map((entry) => entry.path);

/** A contract path as a pattern: parameters match one segment, case as the API ignores it. */
const apiPatterns = contractPaths.map(
  (apiPath) => new RegExp(`^/?${apiPath.replace(/^\//, '').replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
);

/** The portal's own routes (declared in the manifests) are not API paths, even when alike. */
function portalRoutePaths(): Set<string> {
  const paths = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'apps/portal/src/routes'))) {
    if (path.basename(file) === 'manifest.ts') {
      for (const text of literalsOf(file)) {
        paths.add(text.replace(/^\//, '').toLowerCase());
      }
    }
  }
  return paths;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** String and template literals of a file (a template's `${...}` parts as one segment `x`). */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      texts.push(
        node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join(''),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

export function apiPathsIn(file: string, routes: Set<string>): string[] {
  return literalsOf(file).filter((text) => {
    const pathPart = text.split(/[?#]/)[0] ?? '';
    if (/\/api\/v1\b/i.test(pathPart)) {
      return true;
    }
    if (!pathPart.includes('/') || routes.has(pathPart.replace(/^\//, '').toLowerCase())) {
      return false;
    }
    return apiPatterns.some((pattern) => pattern.test(pathPart));
  });
}

describe('API paths in the portal', () => {
  const routes = portalRoutePaths();

  it('recognises a path written by hand, and leaves the portal routes alone', () => {
    const sample = path.join(root, 'scripts/fixtures/handwritten-api-path.ts.txt');
    expect(apiPathsIn(sample, routes)).toEqual([
      '/api/v1/patients/x/stats',
      '/Reeducators/x/Patients',
      'patients/x/getPatientsRecapInfos',
    ]);
  });

  it('are written only by the client, from the contract', () => {
    const found = scanned
      .flatMap(sourceFiles)
      .flatMap((file) =>
        apiPathsIn(file, routes).map((text) => `${path.relative(root, file)}: ${text}`),
      );
    expect(found).toEqual([]);
  });
});
