/**
 * The scope of a job (docs/decisions/api-access-scope.md): the archiving and the purge write the
 * database on no one's request, so they name why (`reason`) instead of a caller, and their audit
 * entries go through the audit module as the system's (audit.ts `auditSystem`). A job is the only
 * code that reads or writes across every establishment: building this scope is what says so.
 */
import { auditSystem, type SystemEntry, type SystemReason } from '../audit/audit';
import type { Db, DbExecutor } from '../db/client';

export interface SystemScope {
  /** The database, or the transaction of `transaction()`. */
  readonly db: DbExecutor;
  readonly reason: SystemReason;
  /** `work` in one transaction, with this scope on it. */
  transaction<T>(work: (scope: SystemScope) => Promise<T>): Promise<T>;
  /** Writes the job's audit entries on this scope's database or transaction. */
  audit(entries: readonly SystemEntry[]): Promise<void>;
}

export function systemScope(db: Db, reason: SystemReason): SystemScope {
  const on = (executor: DbExecutor, transactional: boolean): SystemScope => {
    const scope: SystemScope = {
      db: executor,
      reason,
      transaction: (work) =>
        transactional ? work(scope) : db.transaction((tx) => work(on(tx, true))),
      audit: (entries) => auditSystem(executor, reason, entries),
    };
    return scope;
  };
  return on(db, false);
}
