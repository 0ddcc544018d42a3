// @ts-check
// `npm run validate`: typecheck and lint side by side (each keeps one core busy: tsc and eslint are
// single-threaded), each one's output printed whole once it ends, then the README's test command.
import { spawn, spawnSync } from 'node:child_process';

/** @param {string} script @returns {Promise<number>} */
const runQuietly = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${script}\n${Buffer.concat(output).toString()}`);
      console.log(`npm run ${script}: ${code === 0 ? 'passed' : `failed (${code})`}`);
      resolve(code ?? 1);
    });
  });

const checks = await Promise.all([runQuietly('typecheck'), runQuietly('lint')]);
if (checks.some((code) => code !== 0)) process.exit(1);
process.exit(spawnSync('npm', ['test'], { stdio: 'inherit' }).status ?? 1);
