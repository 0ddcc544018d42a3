// A CPU profile of the bench process around some work (node:inspector, as `node --cpu-prof` but
// only for the window measured), saved for a flame graph viewer and summarised as text.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; startTime: number; endTime: number };

/** Runs `work` under the profiler, writes the .cpuprofile to `path` and returns it. */
export async function profiled(path: string, work: () => Promise<void>): Promise<Profile> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let stopped: Promise<Profile> | undefined;
  try {
    await work();
  } finally {
    stopped = session.post('Profiler.stop').then(({ profile }) => profile as Profile);
  }
  const profile = await stopped;
  writeFileSync(path, JSON.stringify(profile));
  session.disconnect();
  return profile;
}

/** Where a frame lives: a package under node_modules, our own file, or node/V8 itself. */
function placeOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.includes('/apps/') || url.includes('/packages/'))
    return url.replace(/^.*?\/(apps|packages)\//, '$1/');
  return url.startsWith('node:') ? url : url ? 'other' : '(native)';
}

/** The top self-time frames and places (packages), as a share of the samples taken. */
export function summariseProfile(profile: Profile, top = 20): string {
  const total = profile.samples.length;
  const byFrame = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const frame = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
    byFrame.set(frame, (byFrame.get(frame) ?? 0) + hits);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  }
  const share = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)} %`;
  const lines = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => `${share(hits)}  ${name}`);
  return [
    ...ownTotals(profile, share, top),
    `${total} samples over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`,
    'self time by frame:',
    ...lines(byFrame),
    'self time by place:',
    ...lines(byPlace),
  ].join('\n');
}

/** Our own functions (apps/, packages/) by total time, their callees included: where a request's work starts. */
function ownTotals(profile: Profile, share: (hits: number) => string, top: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totals = new Map<string, number>();
  for (const sample of profile.samples) {
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      const place = placeOf(url);
      if (!place.startsWith('apps/') && !place.startsWith('packages/')) continue;
      seen.add(`${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`);
    }
    for (const frame of seen) totals.set(frame, (totals.get(frame) ?? 0) + 1);
  }
  return [
    'total time of our own functions (callees included):',
    ...[...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => `${share(hits)}  ${name}`),
  ];
}
