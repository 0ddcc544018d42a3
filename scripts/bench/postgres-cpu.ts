// CPU seconds used by one embedded PostgreSQL (its postmaster, the children it reaped and the
// backends still running), from /proc: under a loaded machine the wall-clock ratio of two runs says
// as much about the neighbours as about the work, the CPU each run cost says what the work was.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: string) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** NaN where /proc or the postmaster's pid file is missing (not Linux, not started). */
export function postgresCpuSeconds(dataDir: string) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync('/proc') || !existsSync(pidFile)) return Number.NaN;
  const postmaster = readFileSync(pidFile, 'utf8').split('\n')[0]!.trim();
  // After the name: state, ppid, …; utime, stime, cutime, cstime are the 12th to 15th of these.
  const ticks = (fields: string[]) =>
    Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const fields = statFields(pid);
    if (fields && (pid === postmaster || fields[1] === postmaster)) total += ticks(fields);
  }
  return total / TICKS_PER_SECOND;
}
