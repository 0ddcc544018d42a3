// Every bench's verdict against its target, printed the same way (issue 30 item 4, decision 067):
// "PASS (≤ 25 ms)" or "FAIL (≤ 25 ms)"; the first FAIL makes the process exit with 1.

/** A target: the figure must stay at or under `atMost` (or reach `atLeast`), in `unit`. */
export type Target = { atMost: number; unit: string } | { atLeast: number; unit: string };

let failed = false;

/** Keeps exit code 1 even when a library's exit hook (embedded PostgreSQL) exits with 0 later. */
function markFailed() {
  if (failed) return;
  failed = true;
  process.exitCode = 1;
  process.once('exit', (code) => {
    if (code === 0) process.exitCode = 1;
  });
}

const describeTarget = (target: Target) =>
  'atMost' in target
    ? `≤ ${target.atMost.toLocaleString()} ${target.unit}`
    : `≥ ${target.atLeast.toLocaleString()} ${target.unit}`;

/** True when `measured` meets `target`. */
export const meets = (measured: number, target: Target) =>
  'atMost' in target ? measured <= target.atMost : measured >= target.atLeast;

/**
 * "PASS (≤ 25 ms)" or "FAIL (≤ 25 ms)", with `whyFailed` appended to a FAIL (e.g. the reference
 * itself already missing the target: the machine, not the code). A FAIL sets the exit code.
 */
export function verdict(measured: number, target: Target, whyFailed?: string): string {
  const pass = meets(measured, target);
  if (!pass) markFailed();
  const text = `${pass ? 'PASS' : 'FAIL'} (${describeTarget(target)})`;
  return pass || !whyFailed ? text : `${text} ${whyFailed}`;
}

/** True once any verdict of this process was FAIL. */
export const anyFailed = () => failed;
