#!/usr/bin/env node
// `npm test`: the whole suite on a fresh machine (domain and web unit tests, the API on PGlite, end to end in
// Chromium), with the web app built while the unit and API suites run, since the end-to-end run needs it
// and the build waits on the disk as much as on a core. The tests print as they run; the build's output is
// printed as one block when it ends. Then a table of the steps' times. Exits with the first failure's code.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm <args>`, printing its output as it comes or (`kept`) once it ended; name, exit code, seconds. */
function run(name, args, { kept = false } = {}) {
  const started = performance.now();
  if (!kept) process.stdout.write(`\n---- ${name} ----\n`);
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: ['ignore', kept ? 'pipe' : 'inherit', kept ? 'pipe' : 'inherit'] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const result = { name, code: code ?? (signal ? 1 : 0), seconds };
      if (kept) {
        process.stdout.write(`\n---- ${name} (beside the tests) ----\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      process.stdout.write(
        `---- ${name}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s ----\n`,
      );
      resolve(result);
    });
  });
}

/** Runs the steps one after the other, stopping at the first that fails. */
async function inTurn(...steps) {
  const results = [];
  for (const step of steps) {
    const result = await step();
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const started = performance.now();
const [tests, build] = await Promise.all([
  inTurn(
    () => run('unit (domain, web)', ['run', 'test:unit']),
    () => run('API', ['run', 'test:api']),
  ),
  inTurn(() => run('web build', ['run', 'build'], { kept: true })),
]);
const results = [...tests, ...build];
if (results.every((result) => result.code === 0) && tests.length === 2) {
  // The build is done: the end-to-end run only starts Playwright.
  results.push(await run('end to end', ['test', '-w', '@voyage/e2e']));
}

const total = (performance.now() - started) / 1000;
console.log('\nstep                 seconds  status');
for (const { name, seconds, code } of results) {
  console.log(`${name.padEnd(20)} ${String(Math.round(seconds)).padStart(7)}  ${code === 0 ? 'passed' : 'FAILED'}`);
}
console.log(`${'npm test'.padEnd(20)} ${String(Math.round(total)).padStart(7)}`);
const failed = results.find((result) => result.code !== 0);
process.exit(failed ? failed.code : 0);
