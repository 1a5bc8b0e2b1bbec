/**
 * The API's layers, read from the sources (docs/decisions/api-access-scope.md): a route reaches
 * neither the database nor a repository; only the audit module writes the audit log; the
 * repositories of a migrated module take the access scope, not a bare database, and its services
 * check access through the scope. The modules not migrated yet are listed: the list only shrinks
 * (a listed module that is migrated fails the test until it is taken off).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');
const modulesDir = join(src, 'modules');

/**
 * Not migrated yet (issue 23): their repositories still take the database. None left since the
 * public modules (auth, applications, devices) run in the public scope; stays empty.
 */
const notMigrated: readonly string[] = [];

/** Public by nature: no caller, nobody's data; their repositories take the database. */
const outsideScope: Record<string, string> = {
  health: 'the readiness probe counts the applied migrations',
  debug: 'the debug outbox, served in debug mode to the loopback only',
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourcesUnder(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');
const name = (path: string) => relative(src, path);
const imports = (text: string) =>
  [...text.matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const filesOf = (module: string, pattern: RegExp) =>
  sourcesUnder(join(modulesDir, module)).filter((path) => pattern.test(path));
const repositories = (module: string) => filesOf(module, /(^|[/.])repository\.ts$/);
const services = (module: string) => filesOf(module, /(^|[/.])service\.ts$/);

/** A repository that takes a bare database or transaction: `DbExecutor`, `Db` or `Tx`. */
const takesDatabase = (text: string) => /\b(DbExecutor|Db|Tx)\b/.test(text);

describe('the API layers', () => {
  it('keeps routes away from the database and the repositories', () => {
    const offending = modules.flatMap((module) =>
      filesOf(module, /routes\.ts$/).flatMap((path) =>
        imports(read(path))
          .filter((from) => /(^|\/)db\/|repository$|\/audit\//.test(from))
          .map((from) => `${name(path)} imports ${from}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('writes the audit log in the audit module only', () => {
    const writers = sourcesUnder(src)
      .filter((path) => name(path) !== join('audit', 'audit.ts'))
      .filter((path) =>
        /insert\(\s*(schema\.)?auditLog\s*\)|insert into \$\{auditLog\}/.test(read(path)),
      )
      .map(name);
    expect(writers).toEqual([]);
  });

  it('has the migrated modules’ repositories take the scope, and their services check through it', () => {
    const offending = modules
      .filter((module) => !notMigrated.includes(module) && !(module in outsideScope))
      .flatMap((module) => [
        ...repositories(module)
          .filter((path) => takesDatabase(read(path)) || !read(path).includes('policy/scope'))
          .map((path) => `${name(path)} takes a database, not the scope`),
        ...services(module)
          .filter((path) => imports(read(path)).includes('../../policy'))
          .map((path) => `${name(path)} checks access with policy/index, not the scope`),
        ...filesOf(module, /routes\.ts$/)
          .filter((path) => /\bcallerOf\(/.test(read(path)))
          .map((path) => `${name(path)} hands a caller, not request.scope`),
        ...filesOf(module, /routes\.ts$/)
          .filter((path) => /\bpublicCallerOf\(/.test(read(path)))
          .map((path) => `${name(path)} hands a public caller, not request.publicScope`),
      ]);
    expect(offending).toEqual([]);
  });

  it('lists as not migrated only modules that are not', () => {
    const migrated = notMigrated.filter(
      (module) =>
        !modules.includes(module) ||
        repositories(module).every((path) => !takesDatabase(read(path))),
    );
    expect(migrated, 'take these off the notMigrated list').toEqual([]);
  });
});
