/** After the suite: stops the API started by the global setup (by its PID) and removes its data. */
import { rmSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(pid: number): Promise<void> {
  if (!isRunning(pid)) {
    return;
  }
  process.kill(pid, 'SIGTERM');
  // The server closes the database on SIGTERM; it force-exits itself after 10 s.
  const deadline = Date.now() + 15_000;
  while (isRunning(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (isRunning(pid)) {
    process.kill(pid, 'SIGKILL');
  }
}

export default async function globalTeardown() {
  const pid = Number(process.env.E2E_API_PID);
  if (Number.isInteger(pid) && pid > 0) {
    await stop(pid);
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
